# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_context_zero.yaml || exit $?
"$HWSIM" run c1_context_zero.yaml -q --out out/c1_context_zero >/dev/null
