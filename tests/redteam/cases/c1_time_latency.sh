"$HWSIM" check c1_time_latency.yaml --set "hardware.pcie.latency=1e20 s" || exit $?
"$HWSIM" run c1_time_latency.yaml --set "hardware.pcie.latency=1e20 s" -q --out out/c1_time_latency >/dev/null
