echo x > afile
"$HWSIM" run c5_out_is_file.yaml -q --out afile >/dev/null
