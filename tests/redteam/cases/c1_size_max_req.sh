"$HWSIM" check c1_size_max_req.yaml --set "hardware.storage.max_request_size=1e300 B" || exit $?
"$HWSIM" run c1_size_max_req.yaml --set "hardware.storage.max_request_size=1e300 B" -q --out out/c1_size_max_req >/dev/null
