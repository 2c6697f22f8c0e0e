# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_shared_without_experts.yaml || exit $?
"$HWSIM" run c4_shared_without_experts.yaml -q --out out/c4_shared_without_experts >/dev/null
