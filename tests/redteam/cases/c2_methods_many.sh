# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c2_methods_many.yaml || exit $?
"$HWSIM" run c2_methods_many.yaml -q --out out/c2_methods_many >/dev/null
