# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c2_pattern_repeat_max.yaml || exit $?
"$HWSIM" run c2_pattern_repeat_max.yaml -q --out out/c2_pattern_repeat_max >/dev/null
