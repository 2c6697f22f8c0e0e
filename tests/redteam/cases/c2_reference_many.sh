# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c2_reference_many.yaml || exit $?
"$HWSIM" run c2_reference_many.yaml -q --out out/c2_reference_many >/dev/null
