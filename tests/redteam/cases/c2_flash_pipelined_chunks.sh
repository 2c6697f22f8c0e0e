# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c2_flash_pipelined_chunks.yaml || exit $?
"$HWSIM" run c2_flash_pipelined_chunks.yaml -q --out out/c2_flash_pipelined_chunks >/dev/null
