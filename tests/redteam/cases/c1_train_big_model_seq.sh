# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_train_big_model_seq.yaml || exit $?
"$HWSIM" run c1_train_big_model_seq.yaml -q --out out/c1_train_big_model_seq >/dev/null
