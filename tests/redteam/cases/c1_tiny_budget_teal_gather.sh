# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_tiny_budget_teal_gather.yaml || exit $?
"$HWSIM" run c1_tiny_budget_teal_gather.yaml -q --out out/c1_tiny_budget_teal_gather >/dev/null
