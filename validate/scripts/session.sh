#!/usr/bin/env bash
# One validation session on a GPU machine, in about 7 minutes (at most 9): the kernel checks, one
# calibration (microbenchmarks, the coded kernels' decode rates among them -> profile.yaml), then
# one run of the end-to-end harness (the dev set and the held-out set, attention and small ops in
# every token) predicted from that profile. Prints the validate tables: the calibration-only
# figure (the profile's own tables) is the headline, the probes' figure beside it.
#
# Usage (from the repository root): validate/scripts/session.sh OUT_DIR [BUILD_DIR]
# BUILD_DIR (default build-cuda) holds `hwsim` built on the development machine as a portable
# binary, the way the GPU machine is used (it has no compiled Boost.Program_options):
#   cmake -S . -B build-cuda -G Ninja -DHWSIM_STATIC=ON -DCMAKE_BUILD_TYPE=Release
#   cmake --build build-cuda --target hwsim
# and carried there with the working tree. OUT_DIR receives machine.txt, micro.json,
# profile.yaml, calibrate.log, checks.json, e2e.json, validate/ (CSV and JSON of the tables),
# validate.log, and session.log (the step times).
set -uo pipefail
out=${1:?usage: $0 OUT_DIR [BUILD_DIR]}
bin=${2:-build-cuda}/hwsim
base=hw_profiles/h200-local.yaml
mkdir -p "$out"
. "$(dirname "$0")/machine_info.sh"
record_machine "$out/machine.txt"
start=$(date +%s)
step() { echo "session: $1 done at +$(( $(date +%s) - start )) s" | tee -a "$out/session.log"; }

"$bin" calibrate --out "$out/profile.yaml" --raw "$out/micro.json" --base "$base" \
  2>&1 | tee "$out/calibrate.log"
[ "${PIPESTATUS[0]}" -eq 0 ] || exit 1
step calibrate
# Exit status 3 (a check failed or a target was missed) still leaves complete results.
"$bin" validate --profile "$out/profile.yaml" --checks --raw "$out/e2e.json" \
  --out "$out/validate" 2>&1 | tee "$out/validate.log"
echo "validate exit status ${PIPESTATUS[0]}" | tee -a "$out/session.log"
step "checks and end-to-end"
finish_machine "$out/machine.txt"
