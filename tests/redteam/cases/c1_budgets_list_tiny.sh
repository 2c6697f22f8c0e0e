# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_budgets_list_tiny.yaml || exit $?
"$HWSIM" run c1_budgets_list_tiny.yaml -q --out out/c1_budgets_list_tiny >/dev/null
