#!/usr/bin/env bash
# Ctrl-C during a sweep: hwsim stops at once (a point in progress is dropped), exits 130, and the
# rows of every finished point are already on disk (CSV streamed per point, header once); a
# SIGTERM stops a single long point within two seconds.
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

# A single long point (100,000 flash tokens, minutes of work) stops within two seconds of a SIGTERM
# (what `timeout` and mpirun send): the event loop polls the request, not just the sweep loop.
cat >"$work/long.yaml" <<YAML
hardware: $root/hw_profiles/rtx4090-workstation.yaml
model: $root/workloads/models/llama-3.1-8b.yaml
job:
  kind: decode
  placement: [flash]
  tokens: 100000
  methods: [{name: teal, budget: 50%}]
YAML
"$hwsim" run "$work/long.yaml" --out "$work/long" --quiet >/dev/null 2>"$work/long.stderr" &
pid=$!
sleep 4  # past the check and the planning, into the run (slower under the sanitizers)
kill -TERM "$pid"
start=$(date +%s%N)
wait "$pid"
status=$?
ms=$((($(date +%s%N) - start) / 1000000))
if [ "$status" -ne 143 ] || [ "$ms" -gt 2000 ] || ! grep -q "interrupted after 0 of 1" "$work/long.stderr"; then
  echo "FAIL: a long point: exit status $status (expected 143) after $ms ms"; cat "$work/long.stderr"; exit 1
fi
echo "ok: a long point stopped $ms ms after SIGTERM"
echo "2 passed, 0 failed"
