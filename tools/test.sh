#!/usr/bin/env bash
# Builds hwsim (installing dependencies if needed) and runs the whole test suite with CTest:
# unit tests of every module, the example-scenario regression tests and, on a machine with an
# NVIDIA GPU, the GPU kernel checks (skipped with a visible message elsewhere).
#   tools/test.sh                 normal build in build/
#   tools/test.sh --sanitize      AddressSanitizer + UndefinedBehaviorSanitizer build in build-asan/
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ "${1:-}" = "--sanitize" ]; then
  export HWSIM_BUILD_DIR=${HWSIM_BUILD_DIR:-$root/build-asan}
  "$root/tools/setup.sh" -DHWSIM_SANITIZE=ON -DHWSIM_CUDA=OFF -DHWSIM_BENCH=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
else
  export HWSIM_BUILD_DIR=${HWSIM_BUILD_DIR:-$root/build}
  "$root/tools/setup.sh"
fi
cd "$HWSIM_BUILD_DIR"
ctest --output-on-failure -j"$(nproc)"
