#!/usr/bin/env bash
# One validation session on a GPU machine, in about 7 minutes (at most 9): one calibration
# (microbenchmarks, the coded kernels' decode rates among them -> profile.yaml), the kernel checks,
# then one run of the end-to-end harness (the dev set and the held-out set, attention and small ops
# in every token), compared with that profile. Prints the validate tables: the calibration-only
# figure (the profile's own tables) is the headline, the probes' figure beside it.
#
# Usage (from the repository root): validate/scripts/session.sh OUT_DIR [BUILD_DIR]
# BUILD_DIR (default build-cuda) holds `hwsim` and `hwsim-gpubench` built on the development
# machine as portable binaries, the way the GPU machine is used (it has no compiled
# Boost.Program_options), and carried there with the working tree:
#   cmake -S . -B build-cuda -G Ninja -DHWSIM_STATIC=ON -DCMAKE_BUILD_TYPE=Release
#   cmake --build build-cuda --target hwsim hwsim-gpubench
# OUT_DIR receives machine.txt, micro.json, profile.yaml, calibrate.log, checks.json, e2e.json,
# e2e.log, validate/ (CSV and JSON of the tables), validate.log and session.log (step times). If
# the end-to-end run with both sets fails, the dev set alone is measured (e2e.json) and the failure
# stays in e2e-both.log.
set -uo pipefail
. "$(dirname "$0")/machine_info.sh"
session_args "OUT_DIR [BUILD_DIR]" "$@"
record_machine "$out/machine.txt"
start_steps "session" "$out/session.log"

# Each step has a time limit, so that a step that hangs leaves the others their time (the GPU
# machine gives one command 10 minutes).
calibrate_into "$out" "$build" || exit 1
step "calibrate done"
timeout 90 "$build/hwsim-gpubench" checks --seed 1 --out "$out/checks.json" > "$out/checks.log" 2>&1
echo "checks exit status $?" | tee -a "$out/session.log"
grep -E "kernel checks|FAIL" "$out/checks.log"
step "checks done"
# Seed 7: the cases `hwsim validate` measures by default.
if ! timeout 400 "$build/hwsim-gpubench" e2e --seed 7 --out "$out/e2e.json" > "$out/e2e.log" 2>&1
then
  mv "$out/e2e.log" "$out/e2e-both.log"
  tail -5 "$out/e2e-both.log"
  step "e2e with both sets FAILED"
  # The dev set alone takes about 200 s; only when that still fits.
  if [ $(($(date +%s) - steps_start)) -lt 300 ]; then
    timeout 250 "$build/hwsim-gpubench" e2e --seed 7 --sets dev --out "$out/e2e.json" \
      > "$out/e2e.log" 2>&1
    echo "e2e (dev set alone) exit status $?" | tee -a "$out/session.log"
  fi
fi
step "e2e done"
# Exit status 3 (a target missed) still leaves complete tables.
"$build/hwsim" validate --profile "$out/profile.yaml" --e2e-results "$out/e2e.json" \
  --out "$out/validate" 2>&1 | tee "$out/validate.log"
echo "validate exit status ${PIPESTATUS[0]}" | tee -a "$out/session.log"
finish_machine "$out/machine.txt"
