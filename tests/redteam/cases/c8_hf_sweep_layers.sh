# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c8_hf_sweep_layers.yaml || exit $?
"$HWSIM" run c8_hf_sweep_layers.yaml -q --out out/c8_hf_sweep_layers >/dev/null
