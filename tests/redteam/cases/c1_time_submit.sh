"$HWSIM" check c1_time_submit.yaml --set "hardware.storage.submit_cost=1e15 s" || exit $?
"$HWSIM" run c1_time_submit.yaml --set "hardware.storage.submit_cost=1e15 s" -q --out out/c1_time_submit >/dev/null
