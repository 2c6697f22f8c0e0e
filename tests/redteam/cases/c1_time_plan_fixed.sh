"$HWSIM" check c1_time_plan_fixed.yaml --set "hardware.host.plan_fixed_time=1e12 s" || exit $?
"$HWSIM" run c1_time_plan_fixed.yaml --set "hardware.host.plan_fixed_time=1e12 s" -q --out out/c1_time_plan_fixed >/dev/null
