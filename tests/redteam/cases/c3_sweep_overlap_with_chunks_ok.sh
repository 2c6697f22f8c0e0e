# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c3_sweep_overlap_with_chunks_ok.yaml || exit $?
"$HWSIM" run c3_sweep_overlap_with_chunks_ok.yaml -q --out out/c3_sweep_overlap_with_chunks_ok >/dev/null
