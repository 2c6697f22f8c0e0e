# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_scap_budget_tiny.yaml || exit $?
"$HWSIM" run c1_scap_budget_tiny.yaml -q --out out/c1_scap_budget_tiny >/dev/null
