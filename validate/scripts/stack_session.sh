#!/usr/bin/env bash
# One software-stack session on a GPU machine, in at most 9 minutes: the stacks' own operations
# measured through the frameworks (validate/frameworks/stack_bench.py -> stack.json, which
# `hwsim calibrate --stack NAME --from-json` fits),
# then the ground truth itself: transformers, accelerate and plain PyTorch decoding published
# architectures (decode_truth.py -> truth-heldout.json, truth-dev.json).
# Nothing of hwsim runs on the measured side.
#
# Usage (from the repository root): validate/scripts/stack_session.sh OUT_DIR [SCRATCH_DIR]
# SCRATCH_DIR (default /tmp) holds accelerate's disk-offload files and the memory-mapped files of
# the disk benchmark; it needs about 10 GB.
set -uo pipefail
. "$(dirname "$0")/machine_info.sh"
session_args "OUT_DIR [SCRATCH_DIR]" "$@"
scratch=${2:-/tmp}
export PYTHONUNBUFFERED=1
record_machine "$out/machine.txt"
start_steps "stack session" "$out/session.log"
fw=validate/frameworks

timeout 150 python3 "$fw/stack_bench.py" --out "$out/stack.json" --scratch "$scratch" \
  > "$out/stack_bench.log" 2>&1
echo "stack_bench exit status $?" | tee -a "$out/session.log"
step "stack bench done"
# The held-out set first, so that a session cut short keeps the headline set whole.
for set in heldout dev; do
  left=$((530 - ($(date +%s) - steps_start)))
  [ "$set" = heldout ] && left=$((left / 2 + 30))
  timeout "$left" python3 "$fw/decode_truth.py" --set "$set" --out "$out/truth-$set.json" \
    --scratch "$scratch" > "$out/truth-$set.log" 2>&1
  echo "decode_truth --set $set exit status $?" | tee -a "$out/session.log"
  step "ground truth ($set) done"
done
finish_machine "$out/machine.txt"
grep -hE "ttft|Error" "$out"/truth-*.log | tail -40
