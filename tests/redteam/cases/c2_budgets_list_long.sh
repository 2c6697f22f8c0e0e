# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c2_budgets_list_long.yaml || exit $?
"$HWSIM" run c2_budgets_list_long.yaml -q --out out/c2_budgets_list_long >/dev/null
