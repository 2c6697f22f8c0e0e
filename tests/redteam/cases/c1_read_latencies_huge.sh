# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_read_latencies_huge.yaml || exit $?
"$HWSIM" run c1_read_latencies_huge.yaml -q --out out/c1_read_latencies_huge >/dev/null
