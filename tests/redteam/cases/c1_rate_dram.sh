"$HWSIM" check c1_rate_dram.yaml --set "hardware.host.dram_bandwidth=1e-6 B/s" || exit $?
"$HWSIM" run c1_rate_dram.yaml --set "hardware.host.dram_bandwidth=1e-6 B/s" -q --out out/c1_rate_dram >/dev/null
