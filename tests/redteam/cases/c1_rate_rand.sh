"$HWSIM" check c1_rate_rand.yaml --set "hardware.storage.rand_read_bandwidth=1e-300 B/s" || exit $?
"$HWSIM" run c1_rate_rand.yaml --set "hardware.storage.rand_read_bandwidth=1e-300 B/s" -q --out out/c1_rate_rand >/dev/null
