mkdir -p out/w/decode.csv
"$HWSIM" run c6_scap_csv_is_dir.yaml -q --out out/w >/dev/null
