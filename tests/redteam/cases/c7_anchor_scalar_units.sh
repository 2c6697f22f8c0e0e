# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c7_anchor_scalar_units.yaml || exit $?
"$HWSIM" run c7_anchor_scalar_units.yaml -q --out out/c7_anchor_scalar_units >/dev/null
