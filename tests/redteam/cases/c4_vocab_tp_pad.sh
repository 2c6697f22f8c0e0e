# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_vocab_tp_pad.yaml || exit $?
"$HWSIM" run c4_vocab_tp_pad.yaml -q --out out/c4_vocab_tp_pad >/dev/null
