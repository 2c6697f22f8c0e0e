"$HWSIM" check c1_rate_after_gather.yaml --set "hardware.pcie.h2d_after_gather=1e-300 B/s" || exit $?
"$HWSIM" run c1_rate_after_gather.yaml --set "hardware.pcie.h2d_after_gather=1e-300 B/s" -q --out out/c1_rate_after_gather >/dev/null
