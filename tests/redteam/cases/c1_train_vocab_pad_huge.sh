# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_train_vocab_pad_huge.yaml || exit $?
"$HWSIM" run c1_train_vocab_pad_huge.yaml -q --out out/c1_train_vocab_pad_huge >/dev/null
