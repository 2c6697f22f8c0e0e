# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_window_beyond_positions.yaml || exit $?
"$HWSIM" run c4_window_beyond_positions.yaml -q --out out/c4_window_beyond_positions >/dev/null
