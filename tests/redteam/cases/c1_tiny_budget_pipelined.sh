# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_tiny_budget_pipelined.yaml || exit $?
"$HWSIM" run c1_tiny_budget_pipelined.yaml -q --out out/c1_tiny_budget_pipelined >/dev/null
