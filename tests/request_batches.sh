#!/usr/bin/env bash
# Flash reads in request batches give the bytes of the per-request form: the whole output of
# `hwsim run` (stdout, tables, JSON, resolved scenario, trace, plot scripts and images) with and
# without --per-request, on example scenarios. On the shipped profiles (read_iops set) each read
# takes a controller turn first: consecutive reads of a piece are a batch of turns and a batch of
# reads that follows it request by request, of any sizes (a sparse selection's runs). On a
# calibrated profile (a measured read-latency grid, as validate/results holds) equal reads are one
# batch without turns. Both kinds are compared: serial with staging pieces, pipelined with H2D
# copies beside the reads, a sparse budget sweep, routed experts through a GPU cache.
#   tests/request_batches.sh HWSIM REPO_ROOT
set -u
hwsim=$1
root=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
run() {  # run NAME FORM ARGS...
  local name=$1 form=$2
  shift 2
  "$hwsim" run "$@" --out "$work/$name.$form" --quiet >"$work/$name.$form.stdout" 2>"$work/$name.$form.stderr" || {
    echo "FAIL $name ($form): hwsim exited non-zero"; cat "$work/$name.$form.stderr"; return 1; }
}
check() {  # check NAME SCENARIO [ARGS...]
  local name=$1 scenario=$root/workloads/scenarios/$2.yaml
  shift 2
  run "$name" batched "$scenario" "$@" && run "$name" separate "$scenario" --per-request "$@" || {
    failures=$((failures + 1)); return; }
  if ! diff -r "$work/$name.batched" "$work/$name.separate" >/dev/null ||
     ! cmp -s "$work/$name.batched.stdout" "$work/$name.separate.stdout"; then
    diff -r "$work/$name.batched" "$work/$name.separate" | head -20
    echo "FAIL $name: request batches and separate requests gave different bytes"
    failures=$((failures + 1)); return
  fi
  echo "ok   $name"
}
check table3 decode-paper-table3
check overlap decode-whatif-overlap
check sparse-sweep decode-budget-sweep --set 'job.layers=2'
check moe-cache decode-moe-qwen3-30b-a3b-cache
measured=$root/validate/results/2026-12-01-h200-session-2/profile.yaml
check table3-measured decode-paper-table3 --set "hardware=$measured"
check overlap-measured decode-whatif-overlap --set "hardware=$measured"
check sparse-sweep-measured decode-budget-sweep --set 'job.layers=2' --set "hardware=$measured"
[ "$failures" -eq 0 ]
