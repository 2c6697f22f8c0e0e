# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_gather_threads_table.yaml || exit $?
"$HWSIM" run c4_gather_threads_table.yaml -q --out out/c4_gather_threads_table >/dev/null
