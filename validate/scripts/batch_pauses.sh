#!/usr/bin/env bash
# Do idle gaps between batch reads, or regions that start on any page, change what a read costs?
# The batch benchmark alone, every point in both variants side by side (variants of one size and
# depth run next to each other; every other pass runs backwards, so linear drift cancels):
# sparse batches at the sizes of the harness's bundles and runs, contiguous 1 and 4 MiB batches,
# at queue depths 16 and 32, with no pause and with a 1 ms pause after every batch (the order of
# the harness's select + copy + compute between two matrix groups' reads). Slots as these results
# were measured (`any`, adjacent reads allowed; separated slots are the default since).
# Usage: validate/scripts/batch_pauses.sh OUT_DIR [BUILD_DIR] (from the repository root).
set -euo pipefail
. "$(dirname "$0")/machine_info.sh"
session_args "OUT_DIR [BUILD_DIR]" "$@"
bench=$build/hwsim-gpubench
record_machine "$out/machine.txt"
"$bench" micro --skip copies,kernels,gather,ssd,ssd_seq,plan,staged_copy --seed 41 \
  --ssd-request-kib 8,12,16,56 --ssd-queue-depths 16,32 --ssd-batch-alignments request,page \
  --ssd-batch-pauses-us 0,1000 --ssd-batch-slots any --ssd-batch-seconds 5 \
  --ssd-batch-rounds 10 \
  --out "$out/batch-pauses.json" > "$out/batch-pauses.log" 2>&1
finish_machine "$out/machine.txt"
