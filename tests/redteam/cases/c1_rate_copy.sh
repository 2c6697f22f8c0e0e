"$HWSIM" check c1_rate_copy.yaml --set "hardware.host.copy_bandwidth_per_thread=1e-9 B/s" || exit $?
"$HWSIM" run c1_rate_copy.yaml --set "hardware.host.copy_bandwidth_per_thread=1e-9 B/s" -q --out out/c1_rate_copy >/dev/null
