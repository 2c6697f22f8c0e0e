"$HWSIM" run c6_two_runs.yaml -q -j 1 --out out/t >/dev/null 2>e1 & p=$!
"$HWSIM" run c6_two_runs.yaml -q -j 1 --out out/t >/dev/null 2>e2; s2=$?
wait $p; s1=$?
# exactly one succeeds, and the CSV has one header and 300 rows
if [ $((s1 + s2)) -eq 0 ]; then echo "both runs exited 0" >&2; exit 1; fi
if [ $s1 -ne 0 ] && [ $s2 -ne 0 ]; then echo "both runs failed" >&2; cat e1 e2 >&2; exit 1; fi
n=$(wc -l < out/t/decode.csv); [ "$n" -eq 301 ] || { echo "decode.csv has $n lines" >&2; exit 1; }
