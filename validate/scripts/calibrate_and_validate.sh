#!/usr/bin/env bash
# One measurement session on a GPU machine: calibrate a profile from the microbenchmarks, validate
# the end-to-end decode cases against it twice (the second run shows the measurement's own
# repeatability), then calibrate again (the profile's own drift). Nothing of the end-to-end runs is
# fitted. Usage: validate/scripts/calibrate_and_validate.sh OUT_DIR [BUILD_DIR]
# (run from the repository root; BUILD_DIR holds a CUDA build of hwsim, default build-cuda).
# HWSIM_SKIP_SECOND_CALIBRATION=1 leaves out the last calibration (a shorter session).
set -uo pipefail
. "$(dirname "$0")/machine_info.sh"
session_args "OUT_DIR [BUILD_DIR]" "$@"
bin=$build/hwsim
base=hw_profiles/h200-local.yaml
record_machine "$out/machine.txt"
"$bin" calibrate --out "$out/profile-a.yaml" --raw "$out/micro-a.json" --base "$base" \
  2>&1 | tee "$out/calibrate-a.log" || exit 1
# Exit status 3 (a threshold exceeded) still leaves complete results: go on.
"$bin" validate --profile "$out/profile-a.yaml" --checks --raw "$out/e2e-1.json" \
  --out "$out/validate-1" 2>&1 | tee "$out/validate-1.log"
"$bin" validate --profile "$out/profile-a.yaml" --raw "$out/e2e-2.json" \
  --out "$out/validate-2" 2>&1 | tee "$out/validate-2.log"
if [ "${HWSIM_SKIP_SECOND_CALIBRATION:-0}" != 1 ]; then
  "$bin" calibrate --out "$out/profile-b.yaml" --raw "$out/micro-b.json" --base "$base" \
    2>&1 | tee "$out/calibrate-b.log"
fi
finish_machine "$out/machine.txt"
