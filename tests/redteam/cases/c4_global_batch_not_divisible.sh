# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_global_batch_not_divisible.yaml || exit $?
"$HWSIM" run c4_global_batch_not_divisible.yaml -q --out out/c4_global_batch_not_divisible >/dev/null
