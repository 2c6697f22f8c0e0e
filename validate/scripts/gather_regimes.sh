#!/usr/bin/env bash
# How the CPU gather rate depends on the regime it is measured in: one calibration (16 GiB pinned
# source, calls back to back), then the gather benchmark at the harness's 8 threads in each REGIME
# given, in order, with the dev set's CPU-memory cases (host probe at PROBE_PAUSE_US) run after the
# first half of them, so that a regime measured before and after the cases shows the drift over
# the session. A regime is SOURCE_MIB:PAUSE_US: the pinned source's size (the harness gathers from
# its layer images, 5,522 MiB for the dev set's 8 layers, not from 16 GiB: a smaller source has a
# smaller page table to walk) and how long the gather threads idle before each call (a decoder's
# threads wait through the GPU phases between two gathers).
# Usage (from the repository root):
#   validate/scripts/gather_regimes.sh OUT_DIR BUILD_DIR PROBE_PAUSE_US REGIME...
# OUT_DIR receives machine.txt, micro.json, profile.yaml, calibrate.log, gather-N-sS-pP.json (N:
# the order measured, S: the source in MiB, P: the pause in us), e2e-cpu.json, e2e-cpu.log and
# session.log.
set -uo pipefail
. "$(dirname "$0")/machine_info.sh"
session_args "OUT_DIR BUILD_DIR PROBE_PAUSE_US SOURCE_MIB:PAUSE_US..." "$@"
probe_pause=${3:?"usage: $0 OUT_DIR BUILD_DIR PROBE_PAUSE_US SOURCE_MIB:PAUSE_US..."}
shift 3
regimes=("$@")
[ "${#regimes[@]}" -gt 0 ] || { echo "$0: no REGIME given" >&2; exit 1; }
record_machine "$out/machine.txt"
start_steps "gather regimes" "$out/session.log"
calibrate_into "$out" "$build" || exit 1
step "calibrate done"
n=0
gather_in() {
  local source=${1%%:*} pause=${1##*:}
  n=$((n + 1))
  timeout 120 "$build/hwsim-gpubench" micro --seed "$n" --gather-threads 8 \
    --gather-source-mib "$source" --gather-pause-us "$pause" \
    --skip copies,kernels,ssd,ssd_seq,ssd_batch,plan,staged_copy \
    --out "$out/gather-$n-s$source-p$pause.json" > /dev/null 2>&1
  echo "gather, source $source MiB, pause $pause us: exit status $?" | tee -a "$out/session.log"
}
half=$(((${#regimes[@]} + 1) / 2))
for r in "${regimes[@]:0:half}"; do gather_in "$r"; done
step "first regimes done"
timeout 240 "$build/hwsim-gpubench" e2e --seed 7 --sets dev --placements cpu \
  --host-probe-pause-us "$probe_pause" --out "$out/e2e-cpu.json" > "$out/e2e-cpu.log" 2>&1
echo "e2e exit status $?" | tee -a "$out/session.log"
step "e2e done"
for r in "${regimes[@]:half}"; do gather_in "$r"; done
step "done"
finish_machine "$out/machine.txt"
