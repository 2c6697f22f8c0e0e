"$HWSIM" check c1_time_topk_elem.yaml --set "hardware.gpu.topk_time_per_element=1e9 s" || exit $?
"$HWSIM" run c1_time_topk_elem.yaml --set "hardware.gpu.topk_time_per_element=1e9 s" -q --out out/c1_time_topk_elem >/dev/null
