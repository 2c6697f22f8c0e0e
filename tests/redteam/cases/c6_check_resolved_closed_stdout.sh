"$HWSIM" check c6_check_resolved_closed_stdout.yaml --resolved >&-
