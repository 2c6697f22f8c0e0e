# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_fractions_mid_only.yaml || exit $?
"$HWSIM" run c1_fractions_mid_only.yaml -q --out out/c1_fractions_mid_only >/dev/null
