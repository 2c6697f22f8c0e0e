# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_cp_beyond_seq.yaml || exit $?
"$HWSIM" run c4_cp_beyond_seq.yaml -q --out out/c4_cp_beyond_seq >/dev/null
