# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c3_optimizer_impl_megatron_sgd.yaml || exit $?
"$HWSIM" run c3_optimizer_impl_megatron_sgd.yaml -q --out out/c3_optimizer_impl_megatron_sgd >/dev/null
