"$HWSIM" check c1_rate_flops32.yaml --set "hardware.gpu.flops_fp32=1e-300 FLOP/s" || exit $?
"$HWSIM" run c1_rate_flops32.yaml --set "hardware.gpu.flops_fp32=1e-300 FLOP/s" -q --out out/c1_rate_flops32 >/dev/null
