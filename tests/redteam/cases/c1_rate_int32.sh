"$HWSIM" check c1_rate_int32.yaml --set "hardware.gpu.int32_ops=1e-300" || exit $?
"$HWSIM" run c1_rate_int32.yaml --set "hardware.gpu.int32_ops=1e-300" -q --out out/c1_rate_int32 >/dev/null
