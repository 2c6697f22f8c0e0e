# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c2_group_static_4000.yaml || exit $?
"$HWSIM" run c2_group_static_4000.yaml -q --out out/c2_group_static_4000 >/dev/null
