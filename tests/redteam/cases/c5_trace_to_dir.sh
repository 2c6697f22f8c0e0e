mkdir -p tdir
"$HWSIM" run c5_trace_to_dir.yaml -q --out out/c5 --trace tdir >/dev/null
