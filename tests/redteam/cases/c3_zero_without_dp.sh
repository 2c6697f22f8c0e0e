# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c3_zero_without_dp.yaml || exit $?
"$HWSIM" run c3_zero_without_dp.yaml -q --out out/c3_zero_without_dp >/dev/null
