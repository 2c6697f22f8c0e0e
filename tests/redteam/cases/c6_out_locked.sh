mkdir -p out/l
exec 9<out/l
flock 9
"$HWSIM" run c6_out_locked.yaml -q --out out/l >/dev/null
