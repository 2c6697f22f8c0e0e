# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_kv_cache_gpu.yaml || exit $?
"$HWSIM" run c4_kv_cache_gpu.yaml -q --out out/c4_kv_cache_gpu >/dev/null
