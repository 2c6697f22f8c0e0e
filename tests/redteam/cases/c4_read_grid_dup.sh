# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_read_grid_dup.yaml || exit $?
"$HWSIM" run c4_read_grid_dup.yaml -q --out out/c4_read_grid_dup >/dev/null
