# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c7_bool_True.yaml || exit $?
"$HWSIM" run c7_bool_True.yaml -q --out out/c7_bool_True >/dev/null
