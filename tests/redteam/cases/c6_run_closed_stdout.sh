"$HWSIM" run c6_run_closed_stdout.yaml -q --out out/c >&-
