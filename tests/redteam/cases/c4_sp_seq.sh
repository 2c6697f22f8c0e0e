# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_sp_seq.yaml || exit $?
"$HWSIM" run c4_sp_seq.yaml -q --out out/c4_sp_seq >/dev/null
