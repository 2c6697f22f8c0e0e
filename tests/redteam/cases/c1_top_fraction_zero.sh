# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_top_fraction_zero.yaml || exit $?
"$HWSIM" run c1_top_fraction_zero.yaml -q --out out/c1_top_fraction_zero >/dev/null
