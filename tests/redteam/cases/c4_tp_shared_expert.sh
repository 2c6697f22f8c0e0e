# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_tp_shared_expert.yaml || exit $?
"$HWSIM" run c4_tp_shared_expert.yaml -q --out out/c4_tp_shared_expert >/dev/null
