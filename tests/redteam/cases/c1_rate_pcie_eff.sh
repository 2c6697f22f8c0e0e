"$HWSIM" check c1_rate_pcie_eff.yaml --set "hardware.pcie.efficiency=1e-300" || exit $?
"$HWSIM" run c1_rate_pcie_eff.yaml --set "hardware.pcie.efficiency=1e-300" -q --out out/c1_rate_pcie_eff >/dev/null
