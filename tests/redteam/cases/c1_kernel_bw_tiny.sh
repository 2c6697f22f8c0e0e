# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c1_kernel_bw_tiny.yaml || exit $?
"$HWSIM" run c1_kernel_bw_tiny.yaml -q --out out/c1_kernel_bw_tiny >/dev/null
