"$HWSIM" check c6_check_dev_full.yaml --resolved >/dev/full
