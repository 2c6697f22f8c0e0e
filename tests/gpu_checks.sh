#!/usr/bin/env bash
# GPU-only test: every decode kernel against its CPU reference (hwsim-gpubench checks). On a machine
# without an NVIDIA GPU it is skipped, visibly (exit 77 = CTest's SKIP_RETURN_CODE below).
#   tests/gpu_checks.sh HWSIM_GPUBENCH
set -u
tool=$1
if ! ls /dev/nvidia[0-9]* >/dev/null 2>&1 && ! nvidia-smi -L >/dev/null 2>&1; then
  echo "SKIPPED: no NVIDIA GPU on this machine; the GPU kernel checks did not run"
  exit 77
fi
out=$(mktemp)
trap 'rm -f "$out"' EXIT
"$tool" checks --out "$out"  # the seed comes from the clock: fresh data every run
