# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_tiny_budget_flash_spax_1.yaml || exit $?
"$HWSIM" run c1_tiny_budget_flash_spax_1.yaml -q --out out/c1_tiny_budget_flash_spax_1 >/dev/null
