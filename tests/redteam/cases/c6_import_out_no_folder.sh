# import-model --out into a folder that does not exist: the system's reason and exit 4.
"$HWSIM" import-model cfg.json --out missing/model.yaml
