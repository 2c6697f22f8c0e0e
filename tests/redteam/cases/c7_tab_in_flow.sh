# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c7_tab_in_flow.yaml || exit $?
"$HWSIM" run c7_tab_in_flow.yaml -q --out out/c7_tab_in_flow >/dev/null
