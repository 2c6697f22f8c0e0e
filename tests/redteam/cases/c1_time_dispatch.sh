"$HWSIM" check c1_time_dispatch.yaml --set "hardware.host.dispatch_overhead=1e12 s" || exit $?
"$HWSIM" run c1_time_dispatch.yaml --set "hardware.host.dispatch_overhead=1e12 s" -q --out out/c1_time_dispatch >/dev/null
