# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_staging_one_byte_8b.yaml || exit $?
"$HWSIM" run c1_staging_one_byte_8b.yaml -q --out out/c1_staging_one_byte_8b >/dev/null
