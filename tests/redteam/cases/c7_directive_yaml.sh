# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c7_directive_yaml.yaml || exit $?
"$HWSIM" run c7_directive_yaml.yaml -q --out out/c7_directive_yaml >/dev/null
