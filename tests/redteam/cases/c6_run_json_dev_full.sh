"$HWSIM" run c6_run_json_dev_full.yaml --format json --out out/a -q >/dev/full
