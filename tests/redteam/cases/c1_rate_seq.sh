"$HWSIM" check c1_rate_seq.yaml --set "hardware.storage.seq_read_bandwidth=1 B/s" || exit $?
"$HWSIM" run c1_rate_seq.yaml --set "hardware.storage.seq_read_bandwidth=1 B/s" -q --out out/c1_rate_seq >/dev/null
