# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c2_grad_accum_huge.yaml || exit $?
"$HWSIM" run c2_grad_accum_huge.yaml -q --out out/c2_grad_accum_huge >/dev/null
