"$HWSIM" import-model cfg.json --out /dev/full
