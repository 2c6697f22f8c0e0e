# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c2_sweep_2000_run.yaml || exit $?
"$HWSIM" run c2_sweep_2000_run.yaml -q --out out/c2_sweep_2000_run >/dev/null
