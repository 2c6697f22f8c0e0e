# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_fractions_zero.yaml || exit $?
"$HWSIM" run c1_fractions_zero.yaml -q --out out/c1_fractions_zero >/dev/null
