# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_hidden_below_heads.yaml || exit $?
"$HWSIM" run c1_hidden_below_heads.yaml -q --out out/c1_hidden_below_heads >/dev/null
