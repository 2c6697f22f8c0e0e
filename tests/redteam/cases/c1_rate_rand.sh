"$HWSIM" check c1_rate_rand.yaml --set "hardware.storage.read_iops=1e-300" || exit $?
"$HWSIM" run c1_rate_rand.yaml --set "hardware.storage.read_iops=1e-300" -q --out out/c1_rate_rand >/dev/null
