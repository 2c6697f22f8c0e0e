# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_kv_bytes_tiny.yaml || exit $?
"$HWSIM" run c1_kv_bytes_tiny.yaml -q --out out/c1_kv_bytes_tiny >/dev/null
