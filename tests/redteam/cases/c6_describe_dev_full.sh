"$HWSIM" describe job >/dev/full
