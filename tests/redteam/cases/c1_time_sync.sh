"$HWSIM" check c1_time_sync.yaml --set "hardware.gpu.sync_overhead=200 days" || exit $?
"$HWSIM" run c1_time_sync.yaml --set "hardware.gpu.sync_overhead=200 days" -q --out out/c1_time_sync >/dev/null
