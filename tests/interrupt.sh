#!/usr/bin/env bash
# Ctrl-C during a sweep: hwsim stops after the point in progress, exits 130, and the rows of every
# finished point are already on disk (CSV streamed per point, header once).
#   tests/interrupt.sh HWSIM REPO_ROOT
set -u
hwsim=$1
root=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A 200-point sweep of a small decode job: long enough to interrupt, each point quick.
cat > "$work/sweep.yaml" <<YAML
hardware: $root/hw_profiles/rtx4090-workstation.yaml
model: $root/workloads/models/llama-3.1-8b.yaml
job:
  kind: decode
  placement: cpu
  methods: [{name: teal, budget: 50%}]
sweep:
  job.context_tokens: [$(seq -s, 1 200)]
YAML
"$hwsim" run "$work/sweep.yaml" --out "$work/out" --quiet >/dev/null 2>"$work/stderr" &
pid=$!
# Wait until at least one point has been written, then interrupt.
for _ in $(seq 1 600); do
  [ -s "$work/out/decode.csv" ] && break
  sleep 0.05
done
kill -INT "$pid"
wait "$pid"
status=$?
if [ "$status" -ne 130 ]; then
  echo "FAIL: exit status $status, expected 130"; cat "$work/stderr"; exit 1
fi
finished=$(sed -n 's/.*interrupted after \([0-9]*\) of 200 sweep points.*/\1/p' "$work/stderr")
rows=$(($(wc -l < "$work/out/decode.csv") - 1))
headers=$(grep -c '^job.context_tokens,' "$work/out/decode.csv")
# Each point writes one row per method plus the dense baseline row.
if [ -z "$finished" ] || [ "$finished" -lt 1 ] || [ "$rows" -ne $((finished * 2)) ] || [ "$headers" -ne 1 ]; then
  echo "FAIL: finished=$finished rows=$rows headers=$headers"; cat "$work/stderr"; exit 1
fi
echo "ok: interrupted after $finished of 200 points, $rows rows kept"
echo "1 passed, 0 failed"
