#!/usr/bin/env bash
# Every example scenario is a regression test on its full output, and a determinism test.
#
#   tests/run_examples.sh HWSIM REPO_ROOT            compare with tests/examples/<name>/
#   tests/run_examples.sh HWSIM REPO_ROOT --update   rewrite the reference outputs
#
# For each workloads/scenarios/*.yaml: run it twice into two folders; every file of the two runs
# (tables, JSON, CSV, resolved scenario, trace, plot scripts and images) must be byte-identical; then
# stdout and results.json must equal the checked-in references; and the written resolved.yaml must
# repeat the run (resolved_round_trip).
set -u
hwsim=$1
root=$2
update=${3:-}
refs="$root/tests/examples"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
count=0

# Every document of NAME's resolved.yaml (one per sweep point) passes `check`, and a single point's
# resolved input, run again, writes the same tables (every CSV byte for byte).
resolved_round_trip() {
  local name=$1 dir="$work/$1.resolved"
  mkdir -p "$dir"
  awk -v dir="$dir" '/^---/ {n++; next} {print > (dir "/point" n ".yaml")}' "$work/$name.1/resolved.yaml"
  local points=("$dir"/point*.yaml) point csv
  for point in "${points[@]}"; do
    "$hwsim" check "$point" >/dev/null 2>"$dir/check.err" || { cat "$dir/check.err"; return 1; }
  done
  [ "${#points[@]}" -eq 1 ] || return 0
  "$hwsim" run "${points[0]}" --out "$dir/out" --quiet >/dev/null 2>"$dir/run.err" ||
    { cat "$dir/run.err"; return 1; }
  for csv in "$work/$name.1"/*.csv; do
    cmp -s "$csv" "$dir/out/$(basename "$csv")" || { echo "$(basename "$csv") differs"; return 1; }
  done
}
for scenario in "$root"/workloads/scenarios/*.yaml; do
  name=$(basename "$scenario" .yaml)
  count=$((count + 1))
  for pass in 1 2; do
    if ! "$hwsim" run "$scenario" --out "$work/$name.$pass" --quiet >"$work/$name.$pass.stdout" 2>"$work/$name.$pass.stderr"; then
      echo "FAIL $name: hwsim exited non-zero"; cat "$work/$name.$pass.stderr"; failures=$((failures + 1)); continue 2
    fi
  done
  if ! diff -r "$work/$name.1" "$work/$name.2" >/dev/null || ! cmp -s "$work/$name.1.stdout" "$work/$name.2.stdout"; then
    echo "FAIL $name: two runs of the same input gave different bytes"; failures=$((failures + 1)); continue
  fi
  if ! resolved_round_trip "$name"; then
    echo "FAIL $name: its resolved.yaml does not repeat the run"; failures=$((failures + 1)); continue
  fi
  if [ "$update" = "--update" ]; then
    mkdir -p "$refs/$name"
    cp "$work/$name.1.stdout" "$refs/$name/stdout.txt"
    cp "$work/$name.1/results.json" "$refs/$name/results.json"
    echo "updated $name"
    continue
  fi
  if ! diff -u "$refs/$name/stdout.txt" "$work/$name.1.stdout"; then
    echo "FAIL $name: stdout differs from tests/examples/$name/stdout.txt"; failures=$((failures + 1)); continue
  fi
  if ! cmp -s "$refs/$name/results.json" "$work/$name.1/results.json"; then
    diff -u "$refs/$name/results.json" "$work/$name.1/results.json" | head -40
    echo "FAIL $name: results.json differs from the reference"; failures=$((failures + 1)); continue
  fi
  echo "ok   $name"
done
echo "$((count - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
