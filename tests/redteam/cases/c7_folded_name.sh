# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c7_folded_name.yaml || exit $?
"$HWSIM" run c7_folded_name.yaml -q --out out/c7_folded_name >/dev/null
