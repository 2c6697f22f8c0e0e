# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c7_crlf.yaml || exit $?
"$HWSIM" run c7_crlf.yaml -q --out out/c7_crlf >/dev/null
