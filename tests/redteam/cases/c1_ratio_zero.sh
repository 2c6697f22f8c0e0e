# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_ratio_zero.yaml || exit $?
"$HWSIM" run c1_ratio_zero.yaml -q --out out/c1_ratio_zero >/dev/null
