"$HWSIM" check c1_time_read_latency.yaml --set "hardware.storage.read_latency=1e18 s" || exit $?
"$HWSIM" run c1_time_read_latency.yaml --set "hardware.storage.read_latency=1e18 s" -q --out out/c1_time_read_latency >/dev/null
