"$HWSIM" import-model cfg.json >/dev/full
