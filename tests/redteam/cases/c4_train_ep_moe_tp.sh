# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_train_ep_moe_tp.yaml || exit $?
"$HWSIM" run c4_train_ep_moe_tp.yaml -q --out out/c4_train_ep_moe_tp >/dev/null
