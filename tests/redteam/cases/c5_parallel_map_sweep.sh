# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c5_parallel_map_sweep.yaml || exit $?
"$HWSIM" run c5_parallel_map_sweep.yaml -q --out out/c5_parallel_map_sweep >/dev/null
