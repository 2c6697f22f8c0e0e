# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c7_bom.yaml || exit $?
"$HWSIM" run c7_bom.yaml -q --out out/c7_bom >/dev/null
