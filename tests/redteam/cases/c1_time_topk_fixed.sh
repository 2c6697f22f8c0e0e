"$HWSIM" check c1_time_topk_fixed.yaml --set "hardware.gpu.topk_fixed_time=1e12 s" || exit $?
"$HWSIM" run c1_time_topk_fixed.yaml --set "hardware.gpu.topk_fixed_time=1e12 s" -q --out out/c1_time_topk_fixed >/dev/null
