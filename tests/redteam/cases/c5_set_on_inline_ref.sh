"$HWSIM" check c5_set_on_inline_ref.yaml --set "hardware.gpu.memory=40 GB" || exit $?
"$HWSIM" run c5_set_on_inline_ref.yaml --set "hardware.gpu.memory=40 GB" -q --out out/x >/dev/null
