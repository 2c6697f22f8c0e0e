# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_context_equal_positions.yaml || exit $?
"$HWSIM" run c4_context_equal_positions.yaml -q --out out/c4_context_equal_positions >/dev/null
