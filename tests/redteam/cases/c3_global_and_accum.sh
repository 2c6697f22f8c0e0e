# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c3_global_and_accum.yaml || exit $?
"$HWSIM" run c3_global_and_accum.yaml -q --out out/c3_global_and_accum >/dev/null
