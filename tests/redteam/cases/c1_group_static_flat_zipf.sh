# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_group_static_flat_zipf.yaml || exit $?
"$HWSIM" run c1_group_static_flat_zipf.yaml -q --out out/c1_group_static_flat_zipf >/dev/null
