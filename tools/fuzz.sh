  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
#  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
!  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
b  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
v  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
b  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
#  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
B  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
b  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
F  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
w  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
(  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
A  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
S  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
U  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
B  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
S  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
)  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
b  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
#  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
k  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
(  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
<  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
>  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
)  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
,  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
w  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
w  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
w  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
w  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
y  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
.  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
#  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
.  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
k  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
3  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
0  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
(  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
C  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
I  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
)  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
#  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
.  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
N  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
N  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
x  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
(  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
.  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
.  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
1  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
0  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
0  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
0  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
0  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
0  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
0  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
0  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
)  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
(  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
(  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
0  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
)  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
.  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
.  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
&  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
&  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
w  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
)  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
{  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
1  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
:  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
k  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
}  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
(  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
x  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
3  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
0  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
)  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
[  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
]  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
;  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
(  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
2  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
)  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
;  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
(  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
)  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
b  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
v  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
;  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
k  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
>  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
v  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
2  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
>  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
&  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
1  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
|  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
|  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
+  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
(  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
)  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
;  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
[  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
{  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
#  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
[  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
@  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
]  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
}  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
0  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
]  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
;  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
D  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
E  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
B  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
I  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
A  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
N  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
F  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
R  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
O  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
N  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
T  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
E  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
N  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
D  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
v  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
y  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
q  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
q  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
{  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
[  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
@  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
]  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
}  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
>  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
&  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
2  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
.  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
>  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
v  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
#  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
b  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
y  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
b  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
b  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
[  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
!  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
b  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
b  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
.  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
j  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
]  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
;  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
C  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
C  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
C  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
X  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
X  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
+  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
+  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
k  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
S  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
B  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
b  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
G  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
N  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
j  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
D  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
C  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
M  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
A  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
K  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
E  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
B  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
U  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
I  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
L  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
D  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
T  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
Y  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
P  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
E  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
R  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
W  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
D  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
b  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
I  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
\  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
D  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
H  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
W  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
S  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
I  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
M  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
F  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
U  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
Z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
Z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
O  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
N  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
D  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
H  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
W  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
S  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
I  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
M  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
S  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
A  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
N  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
I  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
T  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
I  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
Z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
E  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
O  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
N  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
D  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
H  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
W  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
S  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
I  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
M  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
T  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
E  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
S  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
T  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
S  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
O  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
F  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
F  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
D  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
H  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
W  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
S  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
I  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
M  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
B  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
E  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
N  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
C  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
H  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
O  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
F  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
F  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
D  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
H  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
W  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
S  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
I  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
M  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
C  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
U  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
D  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
A  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
O  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
F  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
F  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
\  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
D  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
C  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
M  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
A  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
K  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
E  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
C  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
X  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
X  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
F  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
L  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
A  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
G  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
S  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
k  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
>  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
&  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
2  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
k  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
b  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
b  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
j  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
(  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
)  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
>  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
&  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
2  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
;  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
k  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
:  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
{  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
[  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
*  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
]  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
}  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
b  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
/  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
{  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
[  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
@  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
]  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
}  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
1  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
0  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
b  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
2  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
0  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
4  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
8  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
x  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
6  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
5  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
5  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
3  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
6  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
\  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
1  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
2  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
>  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
&  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
1  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
|  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
E  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
'  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
^  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
(  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
:  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
:  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
b  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
x  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
|  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
:  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
:  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
k  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
m  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
b  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
|  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
D  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
|  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
I  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
N  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
F  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
O  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
:  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
p  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
s  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
|  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
[  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
0  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
9  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
]  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
+  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
=  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
E  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
R  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
R  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
O  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
R  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
|  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
S  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
U  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
M  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
M  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
A  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
R  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
Y  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
)  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
'  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
|  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
|  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
[  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
{  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
P  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
I  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
P  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
E  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
S  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
T  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
A  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
T  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
U  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
S  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
[  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
0  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
]  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
}  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
-  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
0  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
]  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
;  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
c  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
h  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
z  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
_  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
$  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
g  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
a  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
l  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
u  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
r  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
"  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
>  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
&  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
2  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
;  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
x  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
t  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
1  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
;  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
   log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
f  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
i  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
d  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
o  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
n  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
e  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"

  log=$(mktemp)
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 "$corpus" >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then tail -50 "$log" >&2; echo "fuzz_$target found a failure" >&2; exit 1; fi
  rm -f "$log"
