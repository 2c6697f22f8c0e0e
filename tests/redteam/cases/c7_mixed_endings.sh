# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c7_mixed_endings.yaml || exit $?
"$HWSIM" run c7_mixed_endings.yaml -q --out out/c7_mixed_endings >/dev/null
