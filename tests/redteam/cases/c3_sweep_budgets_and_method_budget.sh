# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c3_sweep_budgets_and_method_budget.yaml || exit $?
"$HWSIM" run c3_sweep_budgets_and_method_budget.yaml -q --out out/c3_sweep_budgets_and_method_budget >/dev/null
