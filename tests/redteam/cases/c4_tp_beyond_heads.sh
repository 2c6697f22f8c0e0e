# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_tp_beyond_heads.yaml || exit $?
"$HWSIM" run c4_tp_beyond_heads.yaml -q --out out/c4_tp_beyond_heads >/dev/null
