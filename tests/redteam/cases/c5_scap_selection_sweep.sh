# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c5_scap_selection_sweep.yaml || exit $?
"$HWSIM" run c5_scap_selection_sweep.yaml -q --out out/c5_scap_selection_sweep >/dev/null
