# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c5_run_sweep_point_fails.yaml || exit $?
"$HWSIM" run c5_run_sweep_point_fails.yaml -q --out out/c5_run_sweep_point_fails >/dev/null
