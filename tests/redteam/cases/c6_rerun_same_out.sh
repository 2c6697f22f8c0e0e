"$HWSIM" run c6_rerun_same_out.yaml -q --out out/r >/dev/null || exit 1
"$HWSIM" run c6_rerun_same_out.yaml -q --out out/r >/dev/null || exit 1
ls out/r | grep -v "^\.lock$" | grep -E "tmp|~|\.part" >&2 && exit 1
exit 0
