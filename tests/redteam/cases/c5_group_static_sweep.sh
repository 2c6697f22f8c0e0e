# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c5_group_static_sweep.yaml || exit $?
"$HWSIM" run c5_group_static_sweep.yaml -q --out out/c5_group_static_sweep >/dev/null
