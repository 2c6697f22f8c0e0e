"$HWSIM" check c1_rate_d2h.yaml --set "hardware.pcie.d2h_pinned=1e-300 B/s" || exit $?
"$HWSIM" run c1_rate_d2h.yaml --set "hardware.pcie.d2h_pinned=1e-300 B/s" -q --out out/c1_rate_d2h >/dev/null
