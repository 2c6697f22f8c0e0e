# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_tp_experts.yaml || exit $?
"$HWSIM" run c4_tp_experts.yaml -q --out out/c4_tp_experts >/dev/null
