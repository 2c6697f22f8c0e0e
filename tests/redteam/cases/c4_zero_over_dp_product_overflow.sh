# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_zero_over_dp_product_overflow.yaml || exit $?
"$HWSIM" run c4_zero_over_dp_product_overflow.yaml -q --out out/c4_zero_over_dp_product_overflow >/dev/null
