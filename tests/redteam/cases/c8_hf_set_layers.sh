"$HWSIM" check c8_hf_set_layers.yaml --set model.layers=3 || exit $?
"$HWSIM" run c8_hf_set_layers.yaml --set model.layers=3 -q --out out/x >/dev/null || exit $?
grep -q "layers: 3" out/x/resolved.yaml || { echo "resolved.yaml does not say layers: 3" >&2; exit 1; }
