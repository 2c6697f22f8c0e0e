# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c2_gather_table_long.yaml || exit $?
"$HWSIM" run c2_gather_table_long.yaml -q --out out/c2_gather_table_long >/dev/null
