"$HWSIM" check c1_size_host_mem.yaml --set "hardware.host.memory=1e300 B" || exit $?
"$HWSIM" run c1_size_host_mem.yaml --set "hardware.host.memory=1e300 B" -q --out out/c1_size_host_mem >/dev/null
