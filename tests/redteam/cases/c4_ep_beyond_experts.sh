# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_ep_beyond_experts.yaml || exit $?
"$HWSIM" run c4_ep_beyond_experts.yaml -q --out out/c4_ep_beyond_experts >/dev/null
