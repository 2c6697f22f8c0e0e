# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_train_experts_huge_seq.yaml || exit $?
"$HWSIM" run c1_train_experts_huge_seq.yaml -q --out out/c1_train_experts_huge_seq >/dev/null
