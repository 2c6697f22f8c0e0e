# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_gather_table_unsorted.yaml || exit $?
"$HWSIM" run c4_gather_table_unsorted.yaml -q --out out/c4_gather_table_unsorted >/dev/null
