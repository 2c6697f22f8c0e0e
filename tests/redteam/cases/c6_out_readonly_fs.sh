"$HWSIM" run c6_out_readonly_fs.yaml -q --out /proc/hwsim-out >/dev/null
