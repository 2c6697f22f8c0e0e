# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c3_trace_method_unknown.yaml || exit $?
"$HWSIM" run c3_trace_method_unknown.yaml -q --out out/c3_trace_method_unknown >/dev/null
