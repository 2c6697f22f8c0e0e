# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_train_micro_huge.yaml || exit $?
"$HWSIM" run c1_train_micro_huge.yaml -q --out out/c1_train_micro_huge >/dev/null
