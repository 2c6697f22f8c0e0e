# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c5_denormal_budget.yaml || exit $?
"$HWSIM" run c5_denormal_budget.yaml -q --out out/c5_denormal_budget >/dev/null
