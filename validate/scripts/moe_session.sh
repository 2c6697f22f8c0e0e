#!/usr/bin/env bash
# The MoE validation on a GPU machine: the MoE harness (hwsim-gpubench moe: its kernel checks
# against CPU references, then the dev and held-out cases of sim/validation/moe_cases.hpp in 4
# interleaved rounds, every token the whole decoder block over a 512-token context, a storage probe
# of 0.5 s per point between the flash cases; about 100 s, at most 200 s) compared with a
# calibrated profile of the same machine (hwsim validate --moe-results). Prints the MoE tables: the
# held-out rows of the summary are the headline (calibration only; the probe columns beside).
# With calibration (about 4 minutes) the whole script takes about 6 minutes.
#
# Usage (from the repository root): validate/scripts/moe_session.sh OUT_DIR [BUILD_DIR [PROFILE]]
# BUILD_DIR (default build-cuda) holds `hwsim` and `hwsim-gpubench` built as portable binaries
# (see session.sh). PROFILE: a profile calibrated on this machine (e.g. session.sh's
# OUT_DIR/profile.yaml); without one, `hwsim calibrate` runs first (about 4 minutes) into
# OUT_DIR/profile.yaml. OUT_DIR receives moe.json, moe.log, validate/ (CSV and JSON of the tables),
# validate.log and session.log (step times). The harness writes its weights file,
# hwsim_moe_weights.dat (about 3.6 GB), in the current folder.
set -uo pipefail
. "$(dirname "$0")/machine_info.sh"
session_args "OUT_DIR [BUILD_DIR [PROFILE]]" "$@"
profile=${3:-}
start_steps "moe session" "$out/session.log"

if [ -z "$profile" ]; then
  calibrate_into "$out" "$build" || exit 1
  profile=$out/profile.yaml
  step "calibrate done"
fi
timeout 200 "$build/hwsim-gpubench" moe --seed 1 --rounds 4 --context-tokens 512 \
  --storage-probe-seconds 0.5 --out "$out/moe.json" 2>&1 | tee "$out/moe.log"
status=${PIPESTATUS[0]}
echo "moe harness exit status $status (2: a kernel check failed)" | tee -a "$out/session.log"
step "moe harness done"
[ -s "$out/moe.json" ] || exit 1
# Exit status 3 (a target missed) still leaves complete tables.
"$build/hwsim" validate --profile "$profile" --moe-results "$out/moe.json" --out "$out/validate" \
  2>&1 | tee "$out/validate.log"
echo "validate exit status ${PIPESTATUS[0]}" | tee -a "$out/session.log"
step "done"
