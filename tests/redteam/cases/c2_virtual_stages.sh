# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c2_virtual_stages.yaml || exit $?
"$HWSIM" run c2_virtual_stages.yaml -q --out out/c2_virtual_stages >/dev/null
