# check, then (when check passes) run: check ok must mean run succeeds.
"$HWSIM" check c4_flash_too_small_disk.yaml || exit $?
"$HWSIM" run c4_flash_too_small_disk.yaml -q --out out/c4_flash_too_small_disk >/dev/null
