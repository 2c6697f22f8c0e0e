# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_tp_ffn_inner.yaml || exit $?
"$HWSIM" run c4_tp_ffn_inner.yaml -q --out out/c4_tp_ffn_inner >/dev/null
