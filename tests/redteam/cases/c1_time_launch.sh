"$HWSIM" check c1_time_launch.yaml --set "hardware.gpu.kernel_launch_overhead=1e300 s" || exit $?
"$HWSIM" run c1_time_launch.yaml --set "hardware.gpu.kernel_launch_overhead=1e300 s" -q --out out/c1_time_launch >/dev/null
