"$HWSIM" run c6_trace_dev_full.yaml -q --out out/a --trace /dev/full >/dev/null
