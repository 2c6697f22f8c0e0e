# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c3_placement_dup.yaml || exit $?
"$HWSIM" run c3_placement_dup.yaml -q --out out/c3_placement_dup >/dev/null
