# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c5_sweep_null.yaml || exit $?
"$HWSIM" run c5_sweep_null.yaml -q --out out/c5_sweep_null >/dev/null
