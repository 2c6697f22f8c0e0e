"$HWSIM" run c5_trace_missing_parent.yaml -q --out out/c5 --trace no/such/dir/t.json >/dev/null
