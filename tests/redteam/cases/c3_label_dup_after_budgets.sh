# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c3_label_dup_after_budgets.yaml || exit $?
"$HWSIM" run c3_label_dup_after_budgets.yaml -q --out out/c3_label_dup_after_budgets >/dev/null
