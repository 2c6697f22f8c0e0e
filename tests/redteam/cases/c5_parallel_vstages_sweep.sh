# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c5_parallel_vstages_sweep.yaml || exit $?
"$HWSIM" run c5_parallel_vstages_sweep.yaml -q --out out/c5_parallel_vstages_sweep >/dev/null
