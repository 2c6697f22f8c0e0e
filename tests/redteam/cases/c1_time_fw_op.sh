"$HWSIM" check c1_time_fw_op.yaml --set "stack.host.op_overhead=1e9 s" || exit $?
"$HWSIM" run c1_time_fw_op.yaml --set "stack.host.op_overhead=1e9 s" -q --out out/c1_time_fw_op >/dev/null
