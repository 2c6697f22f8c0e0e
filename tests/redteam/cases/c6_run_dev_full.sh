"$HWSIM" run c6_run_dev_full.yaml --out out/a >/dev/full
