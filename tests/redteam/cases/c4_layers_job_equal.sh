# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_layers_job_equal.yaml || exit $?
"$HWSIM" run c4_layers_job_equal.yaml -q --out out/c4_layers_job_equal >/dev/null
