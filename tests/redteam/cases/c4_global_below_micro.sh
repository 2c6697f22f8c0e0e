# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_global_below_micro.yaml || exit $?
"$HWSIM" run c4_global_below_micro.yaml -q --out out/c4_global_below_micro >/dev/null
