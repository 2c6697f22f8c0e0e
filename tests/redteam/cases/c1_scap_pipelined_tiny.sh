# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_scap_pipelined_tiny.yaml || exit $?
"$HWSIM" run c1_scap_pipelined_tiny.yaml -q --out out/c1_scap_pipelined_tiny >/dev/null
