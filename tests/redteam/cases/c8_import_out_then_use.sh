mkdir -p o
"$HWSIM" import-model cfg.json --out o/m.yaml 2>/dev/null || exit $?
"$HWSIM" run c8_import_out_then_use.yaml -q --out out/x >/dev/null
