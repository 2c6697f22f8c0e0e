# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c7_tab_after_value.yaml || exit $?
"$HWSIM" run c7_tab_after_value.yaml -q --out out/c7_tab_after_value >/dev/null
