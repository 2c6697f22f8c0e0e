# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_train_overheads_max.yaml || exit $?
"$HWSIM" run c1_train_overheads_max.yaml -q --out out/c1_train_overheads_max >/dev/null
