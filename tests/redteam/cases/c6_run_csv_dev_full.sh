"$HWSIM" run c6_run_csv_dev_full.yaml --format csv --out out/a -q >/dev/full
