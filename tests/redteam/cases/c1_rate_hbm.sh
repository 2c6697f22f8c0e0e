"$HWSIM" check c1_rate_hbm.yaml --set "hardware.gpu.hbm_bandwidth=1e-300 B/s" || exit $?
"$HWSIM" run c1_rate_hbm.yaml --set "hardware.gpu.hbm_bandwidth=1e-300 B/s" -q --out out/c1_rate_hbm >/dev/null
