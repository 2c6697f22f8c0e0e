"$HWSIM" --help >/dev/full
