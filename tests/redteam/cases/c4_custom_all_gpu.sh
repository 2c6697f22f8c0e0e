# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_custom_all_gpu.yaml || exit $?
"$HWSIM" run c4_custom_all_gpu.yaml -q --out out/c4_custom_all_gpu >/dev/null
