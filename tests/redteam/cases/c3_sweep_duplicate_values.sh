# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c3_sweep_duplicate_values.yaml || exit $?
"$HWSIM" run c3_sweep_duplicate_values.yaml -q --out out/c3_sweep_duplicate_values >/dev/null
