# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c2_layers_max_train.yaml || exit $?
"$HWSIM" run c2_layers_max_train.yaml -q --out out/c2_layers_max_train >/dev/null
