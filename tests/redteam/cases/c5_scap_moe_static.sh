# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c5_scap_moe_static.yaml || exit $?
"$HWSIM" run c5_scap_moe_static.yaml -q --out out/c5_scap_moe_static >/dev/null
