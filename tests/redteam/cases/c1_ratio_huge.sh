# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_ratio_huge.yaml || exit $?
"$HWSIM" run c1_ratio_huge.yaml -q --out out/c1_ratio_huge >/dev/null
