# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_virtual_stages_sweep.yaml || exit $?
"$HWSIM" run c4_virtual_stages_sweep.yaml -q --out out/c4_virtual_stages_sweep >/dev/null
