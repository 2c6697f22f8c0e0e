"$HWSIM" check c1_rate_eff.yaml --set "hardware.gpu.gemv_efficiency=1e-300" || exit $?
"$HWSIM" run c1_rate_eff.yaml --set "hardware.gpu.gemv_efficiency=1e-300" -q --out out/c1_rate_eff >/dev/null
