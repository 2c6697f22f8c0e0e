#!/usr/bin/env bash
# Which features of the harness's flash reads does the storage probe miss? One session on a GPU
# machine:
#   1. the flash end-to-end cases with a wide probe interleaved: sparse regions starting on a
#      multiple of the request size and on any page, at the sizes of the harness's merged runs of
#      8, 12 and 56 KiB bundles besides the standard grid;
#   2. batch reads with and without a 1 ms pause after every batch (the harness selects, copies
#      and computes between two matrix groups' reads), request- and page-aligned, all points
#      interleaved against drift.
# Slots as these results were measured (`any`, adjacent reads allowed; separated slots are the
# default since).
# Usage: validate/scripts/storage_patterns.sh OUT_DIR [BUILD_DIR] (from the repository root).
set -euo pipefail
. "$(dirname "$0")/machine_info.sh"
session_args "OUT_DIR [BUILD_DIR]" "$@"
bench=$build/hwsim-gpubench
record_machine "$out/machine.txt"
"$bench" e2e --placements flash --layers-cpu 2 --seed 11 \
  --probe-request-kib 4,8,12,16,24,32,56,64,112,256,1024,4096 --probe-queue-depths 8,16,32 \
  --probe-alignments request,page --probe-slots any \
  --out "$out/e2e-wide.json" > "$out/e2e-wide.log" 2>&1
"$bench" micro --skip copies,kernels,gather,ssd,ssd_seq,plan,staged_copy --seed 21 \
  --ssd-request-kib 8,12,16,56 --ssd-queue-depths 32 --ssd-batch-alignments request,page \
  --ssd-batch-pauses-us 0,1000 --ssd-batch-slots any --ssd-batch-seconds 3 \
  --ssd-batch-rounds 6 \
  --out "$out/batch-pause.json" > "$out/batch-pause.log" 2>&1
finish_machine "$out/machine.txt"
