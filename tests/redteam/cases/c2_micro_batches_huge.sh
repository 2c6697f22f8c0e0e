# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c2_micro_batches_huge.yaml || exit $?
"$HWSIM" run c2_micro_batches_huge.yaml -q --out out/c2_micro_batches_huge >/dev/null
