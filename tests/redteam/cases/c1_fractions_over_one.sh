# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_fractions_over_one.yaml || exit $?
"$HWSIM" run c1_fractions_over_one.yaml -q --out out/c1_fractions_over_one >/dev/null
