# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c3_label_comma.yaml || exit $?
"$HWSIM" run c3_label_comma.yaml -q --out out/c3_label_comma >/dev/null
