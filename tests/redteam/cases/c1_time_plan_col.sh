"$HWSIM" check c1_time_plan_col.yaml --set "hardware.host.plan_time_per_column=1e12 s" || exit $?
"$HWSIM" run c1_time_plan_col.yaml --set "hardware.host.plan_time_per_column=1e12 s" -q --out out/c1_time_plan_col >/dev/null
