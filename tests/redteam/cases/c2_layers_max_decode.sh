# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c2_layers_max_decode.yaml || exit $?
"$HWSIM" run c2_layers_max_decode.yaml -q --out out/c2_layers_max_decode >/dev/null
