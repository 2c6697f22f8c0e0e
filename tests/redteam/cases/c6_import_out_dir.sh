mkdir -p d
"$HWSIM" import-model cfg.json --out d
