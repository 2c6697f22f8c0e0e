"$HWSIM" check c1_rate_flops.yaml --set "hardware.gpu.flops_bf16=1e-300 FLOP/s" || exit $?
"$HWSIM" run c1_rate_flops.yaml --set "hardware.gpu.flops_bf16=1e-300 FLOP/s" -q --out out/c1_rate_flops >/dev/null
