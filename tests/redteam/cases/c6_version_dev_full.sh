"$HWSIM" --version >/dev/full
