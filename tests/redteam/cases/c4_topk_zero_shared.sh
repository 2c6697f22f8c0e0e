# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_topk_zero_shared.yaml || exit $?
"$HWSIM" run c4_topk_zero_shared.yaml -q --out out/c4_topk_zero_shared >/dev/null
