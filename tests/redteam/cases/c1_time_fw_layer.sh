"$HWSIM" check c1_time_fw_layer.yaml --set "stack.host.layer_overhead=1e300 s" || exit $?
"$HWSIM" run c1_time_fw_layer.yaml --set "stack.host.layer_overhead=1e300 s" -q --out out/c1_time_fw_layer >/dev/null
