# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c3_sweep_batch_overlap_batch4.yaml || exit $?
"$HWSIM" run c3_sweep_batch_overlap_batch4.yaml -q --out out/c3_sweep_batch_overlap_batch4 >/dev/null
