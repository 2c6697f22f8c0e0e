#!/usr/bin/env bash
# Where does a sparse flash group's read time go beyond what the storage probe predicts? One
# session on a GPU machine: the sparse flash end-to-end cases (TEAL, SpAx scalar and trellis) with
# the storage probe at the harness's bundle sizes too, and after every round of every case the
# reads of its last token replayed as bare batches (read_replay.hpp): exact (same offsets),
# compacted (same sizes and order, half of a small region read), uniform (as many reads of the
# batch's most frequent size, compacted) and slots (those reads at random slots, adjacent ones
# allowed). The probe reads its slots as in the recorded runs (`any`); give PROBE_SLOTS=separated
# (or separated,any) to set the replays against the current probe instead.
# Usage: validate/scripts/read_replay.sh OUT_DIR [BUILD_DIR] [SEED...] (from the repository root;
# seeds default to 31 32, one e2e run each).
set -euo pipefail
. "$(dirname "$0")/machine_info.sh"
session_args "OUT_DIR [BUILD_DIR] [SEED...]" "$@"
bench=$build/hwsim-gpubench
seeds=("${@:3}")
[ ${#seeds[@]} -gt 0 ] || seeds=(31 32)
record_machine "$out/machine.txt"
for seed in "${seeds[@]}"; do
  "$bench" e2e --placements flash --methods teal,spax_scalar,spax_trellis --seed "$seed" \
    --probe-request-kib 4,8,12,16,24,32,56,64,256,1024,4096 --probe-queue-depths 8,16,32 \
    --probe-slots "${PROBE_SLOTS:-any}" --read-replays 3 \
    --out "$out/e2e-replay-$seed.json" > "$out/e2e-replay-$seed.log" 2>&1
done
finish_machine "$out/machine.txt"
