# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c5_empty_sweep_map.yaml || exit $?
"$HWSIM" run c5_empty_sweep_map.yaml -q --out out/c5_empty_sweep_map >/dev/null
