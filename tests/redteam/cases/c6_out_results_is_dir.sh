mkdir -p out/q/results.json
"$HWSIM" run c6_out_results_is_dir.yaml -q --out out/q >/dev/null
