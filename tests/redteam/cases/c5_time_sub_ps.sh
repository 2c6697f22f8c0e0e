"$HWSIM" check c5_time_sub_ps.yaml --set "hardware.gpu.kernel_launch_overhead=0.1 ps" || exit $?
"$HWSIM" run c5_time_sub_ps.yaml --set "hardware.gpu.kernel_launch_overhead=0.1 ps" -q --out out/x >/dev/null
