# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_tp_mla.yaml || exit $?
"$HWSIM" run c4_tp_mla.yaml -q --out out/c4_tp_mla >/dev/null
