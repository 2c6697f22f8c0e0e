# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c5_sweep_model_files.yaml || exit $?
"$HWSIM" run c5_sweep_model_files.yaml -q --out out/c5_sweep_model_files >/dev/null
