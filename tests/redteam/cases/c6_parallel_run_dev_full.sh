"$HWSIM" run c6_parallel_run_dev_full.yaml --out out/t >/dev/full
