# import-model --out over an existing file: replaced whole, and no temporary file left beside it.
mkdir -p o && echo old > o/m.yaml
"$HWSIM" import-model cfg.json --out o/m.yaml 2>/dev/null || exit $?
ls o >&2
head -c 6 o/m.yaml >&2
