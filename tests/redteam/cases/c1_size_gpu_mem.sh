"$HWSIM" check c1_size_gpu_mem.yaml --set "hardware.gpu.memory=1e30 B" || exit $?
"$HWSIM" run c1_size_gpu_mem.yaml --set "hardware.gpu.memory=1e30 B" -q --out out/c1_size_gpu_mem >/dev/null
