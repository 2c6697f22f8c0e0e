"$HWSIM" check c1_time_gather_col.yaml --set "hardware.host.gather_overhead_per_column=1e12 s" || exit $?
"$HWSIM" run c1_time_gather_col.yaml --set "hardware.host.gather_overhead_per_column=1e12 s" -q --out out/c1_time_gather_col >/dev/null
