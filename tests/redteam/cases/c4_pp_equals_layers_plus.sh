# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_pp_equals_layers_plus.yaml || exit $?
"$HWSIM" run c4_pp_equals_layers_plus.yaml -q --out out/c4_pp_equals_layers_plus >/dev/null
