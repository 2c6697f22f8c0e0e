# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_context_max.yaml || exit $?
"$HWSIM" run c1_context_max.yaml -q --out out/c1_context_max >/dev/null
