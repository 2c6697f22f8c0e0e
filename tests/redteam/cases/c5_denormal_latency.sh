"$HWSIM" check c5_denormal_latency.yaml --set "hardware.pcie.latency=4e-320 s" || exit $?
"$HWSIM" run c5_denormal_latency.yaml --set "hardware.pcie.latency=4e-320 s" -q --out out/x >/dev/null
