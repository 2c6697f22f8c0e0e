# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c2_global_batch_huge.yaml || exit $?
"$HWSIM" run c2_global_batch_huge.yaml -q --out out/c2_global_batch_huge >/dev/null
