# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c2_experts_train.yaml || exit $?
"$HWSIM" run c2_experts_train.yaml -q --out out/c2_experts_train >/dev/null
