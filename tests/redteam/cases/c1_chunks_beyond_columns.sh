# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_chunks_beyond_columns.yaml || exit $?
"$HWSIM" run c1_chunks_beyond_columns.yaml -q --out out/c1_chunks_beyond_columns >/dev/null
