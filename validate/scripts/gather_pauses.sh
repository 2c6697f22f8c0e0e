#!/usr/bin/env bash
# How the CPU gather rate depends on how long the gather threads were idle before the call: one
# calibration (at the build's default pause), the gather benchmark at the harness's 8 threads
# after idle times of 0 to 3000 us, the dev set's CPU-memory cases with the host probe at IDLE_US
# (default 1000), then the benchmark again at 0 and IDLE_US (the drift over the session). A
# decoder's gather threads wait through the GPU phases between two gathers, so whichever pause the
# cases' gathers agree with is the regime to calibrate in.
# Usage (from the repository root): validate/scripts/gather_pauses.sh OUT_DIR [BUILD_DIR [IDLE_US]]
# OUT_DIR receives machine.txt, micro.json, profile.yaml, calibrate.log, gather-N-pP.json (N: the
# order measured, P: the pause in us), e2e-cpu.json, e2e-cpu.log and session.log.
set -uo pipefail
. "$(dirname "$0")/machine_info.sh"
session_args "OUT_DIR [BUILD_DIR [IDLE_US]]" "$@"
idle=${3:-1000}
record_machine "$out/machine.txt"
start_steps "gather pauses" "$out/session.log"
calibrate_into "$out" "$build" || exit 1
step "calibrate done"
n=0
gather_at() {
  n=$((n + 1))
  timeout 60 "$build/hwsim-gpubench" micro --seed "$n" --gather-threads 8 --gather-pause-us "$1" \
    --skip copies,kernels,ssd,ssd_seq,ssd_batch,plan,staged_copy \
    --out "$out/gather-$n-p$1.json" > /dev/null 2>&1
  echo "gather at pause $1 us: exit status $?" | tee -a "$out/session.log"
}
for p in "$idle" 0 300 3000 100; do gather_at "$p"; done
step "gather pauses done"
timeout 240 "$build/hwsim-gpubench" e2e --seed 7 --sets dev --placements cpu \
  --host-probe-pause-us "$idle" --out "$out/e2e-cpu.json" > "$out/e2e-cpu.log" 2>&1
echo "e2e exit status $?" | tee -a "$out/session.log"
step "e2e done"
for p in 0 "$idle"; do gather_at "$p"; done
step "done"
finish_machine "$out/machine.txt"
