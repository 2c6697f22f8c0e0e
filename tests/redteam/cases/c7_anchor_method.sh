# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c7_anchor_method.yaml || exit $?
"$HWSIM" run c7_anchor_method.yaml -q --out out/c7_anchor_method >/dev/null
