#!/usr/bin/env bash
# One batch-decode validation on a GPU machine: the kernel checks (the batched GEMM and the TEAL
# input mask among them), the batch harness (`hwsim-gpubench batch`: batch 1-8, dense BF16 and
# TEAL, the dev and held-out case lists; about 45 s on the H200 machine, cut at 150 s), then
# `hwsim validate --batch-results` against a profile of the machine. Prints the tables.
#
# Usage (from the repository root): validate/scripts/batch_session.sh OUT_DIR [BUILD_DIR [PROFILE]]
# BUILD_DIR (default build-cuda) holds `hwsim` and `hwsim-gpubench` built as in session.sh.
# PROFILE: a profile calibrated on this machine; without one, `hwsim calibrate` runs first
# (about 4 minutes, base hw_profiles/h200-local.yaml) and writes OUT_DIR/profile.yaml.
# OUT_DIR receives machine.txt, [micro.json, profile.yaml, calibrate.log,] checks.json,
# checks.log, batch.json, batch.log, validate/ (CSV and JSON of the tables), validate.log and
# session.log (step times). Exit status: validate's (3 when a target is missed).
set -uo pipefail
. "$(dirname "$0")/machine_info.sh"
session_args "OUT_DIR [BUILD_DIR [PROFILE]]" "$@"
profile=${3:-}
record_machine "$out/machine.txt"
start_steps "batch session" "$out/session.log"

if [ -z "$profile" ]; then
  calibrate_into "$out" "$build" || exit 1
  profile="$out/profile.yaml"
  step "calibrate done"
fi
timeout 90 "$build/hwsim-gpubench" checks --seed 1 --out "$out/checks.json" > "$out/checks.log" 2>&1
echo "checks exit status $?" | tee -a "$out/session.log"
grep -E "kernel checks|FAIL" "$out/checks.log"
step "checks done"
# Seed 7, as the end-to-end session; the case lists are fixed in validate/e2e/batch_e2e.cpp.
timeout 150 "$build/hwsim-gpubench" batch --seed 7 --out "$out/batch.json" 2>&1 \
  | tee "$out/batch.log"
echo "batch exit status ${PIPESTATUS[0]}" | tee -a "$out/session.log"
step "batch done"
"$build/hwsim" validate --profile "$profile" --batch-results "$out/batch.json" \
  --out "$out/validate" 2>&1 | tee "$out/validate.log"
rc=${PIPESTATUS[0]}
echo "validate exit status $rc" | tee -a "$out/session.log"
finish_machine "$out/machine.txt"
exit "$rc"
