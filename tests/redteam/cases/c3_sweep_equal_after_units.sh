# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c3_sweep_equal_after_units.yaml || exit $?
"$HWSIM" run c3_sweep_equal_after_units.yaml -q --out out/c3_sweep_equal_after_units >/dev/null
