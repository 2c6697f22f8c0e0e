"$HWSIM" check c2_flash_small_requests.yaml --set "hardware.storage.max_request_size=4 KiB" || exit $?
"$HWSIM" run c2_flash_small_requests.yaml --set "hardware.storage.max_request_size=4 KiB" -q --out out/x >/dev/null
