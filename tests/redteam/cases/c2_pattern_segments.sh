# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c2_pattern_segments.yaml || exit $?
"$HWSIM" run c2_pattern_segments.yaml -q --out out/c2_pattern_segments >/dev/null
