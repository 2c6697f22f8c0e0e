# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_cp_seq_odd.yaml || exit $?
"$HWSIM" run c4_cp_seq_odd.yaml -q --out out/c4_cp_seq_odd >/dev/null
