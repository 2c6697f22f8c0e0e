# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_kv_heads_above_heads.yaml || exit $?
"$HWSIM" run c4_kv_heads_above_heads.yaml -q --out out/c4_kv_heads_above_heads >/dev/null
