# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_pp_uneven.yaml || exit $?
"$HWSIM" run c4_pp_uneven.yaml -q --out out/c4_pp_uneven >/dev/null
