# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_staging_one_byte.yaml || exit $?
"$HWSIM" run c1_staging_one_byte.yaml -q --out out/c1_staging_one_byte >/dev/null
