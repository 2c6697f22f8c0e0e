#!/usr/bin/env bash
# Ctrl-C during a sweep: hwsim stops after the point in progress, exits 130, and the rows of every
# finished point are already on disk (CSV streamed per point, header once).
#   tests/interrupt.sh HWSIM REPO_ROOT
set -u
hwsim=$1
root=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck source=sweep_lib.sh
source "$(dirname "$0")/sweep_lib.sh"
write_long_sweep "$work/sweep.yaml" "$root" 200
"$hwsim" run "$work/sweep.yaml" --out "$work/out" --quiet >/dev/null 2>"$work/stderr" &
pid=$!
# Wait until at least one point has been written, then interrupt.
wait_for_rows "$work/out/decode.csv"
kill -INT "$pid"
wait "$pid"
status=$?
if [ "$status" -ne 130 ]; then
  echo "FAIL: exit status $status, expected 130"; cat "$work/stderr"; exit 1
fi
finished=$(interrupted_after "$work/stderr" 200)
rows=$(($(wc -l < "$work/out/decode.csv") - 1))
headers=$(grep -c '^job.context_tokens,' "$work/out/decode.csv")
# Each point writes one row per method plus the dense baseline row.
if [ -z "$finished" ] || [ "$finished" -lt 1 ] || [ "$rows" -ne $((finished * 2)) ] || [ "$headers" -ne 1 ]; then
  echo "FAIL: finished=$finished rows=$rows headers=$headers"; cat "$work/stderr"; exit 1
fi
echo "ok: interrupted after $finished of 200 points, $rows rows kept"
echo "1 passed, 0 failed"
