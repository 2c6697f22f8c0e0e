# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_seq_beyond_learned_pos.yaml || exit $?
"$HWSIM" run c4_seq_beyond_learned_pos.yaml -q --out out/c4_seq_beyond_learned_pos >/dev/null
