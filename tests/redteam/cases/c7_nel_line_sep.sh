# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c7_nel_line_sep.yaml || exit $?
"$HWSIM" run c7_nel_line_sep.yaml -q --out out/c7_nel_line_sep >/dev/null
