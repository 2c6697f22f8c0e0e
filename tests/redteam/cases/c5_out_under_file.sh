echo x > afile2
"$HWSIM" run c5_out_under_file.yaml -q --out afile2/sub >/dev/null
