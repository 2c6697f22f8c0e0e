#!/usr/bin/env python3
"""Fits the spax-paper stack's software values to the SpAx paper's Table 3 (Llama-3.1-8B, ALL).

In order, each with the values before it in place, it bisects one stack value until hwsim's
prediction of one Table 3 cell (workloads/scenarios/decode-paper-table3.yaml) equals the paper's:

  stack.kernels.gemv_efficiency          dense BF16, CPU memory, GPU 26 ms
  stack.host.op_overhead                 dense BF16, CPU memory, other 12 ms
  stack.kernels.decode_rates.trellis     SpAx-trellis, CPU memory, GPU 64 ms
  stack.kernels.decode_rates.scalar      SpAx-scalar, CPU memory, GPU 27 ms
  stack.kernels.decode_rates.quantised   Q4KM, CPU memory, GPU 18 ms

and prints each value to five significant digits (the values in sim/stack/stack_rows.cpp). Every
token includes the output head's GEMV (bf16, GPU-resident) and the embedding lookup, so the GPU
cells hold the head too.

  validate/scripts/fit_paper_rates.py build/hwsim
"""
import json
import math
import subprocess
import sys
import tempfile

SCENARIO = "workloads/scenarios/decode-paper-table3.yaml"


def us(v):
    return f"{v * 1e6:.8g} us"


def plain(v):
    return f"{v:.8g}"


# (stack key, row label, metric, paper value, low, high, log-space bisection, formatter)
FITS = (
    ("stack.kernels.gemv_efficiency", "BF16", "gpu_ms", 26.0, 0.05, 1.0, False, plain),
    ("stack.host.op_overhead", "BF16", "other_ms", 12.0, 0.0, 200e-6, False, us),
    ("stack.kernels.decode_rates.trellis", "SpAx-trellis", "gpu_ms", 64.0, 1e8, 1e14, True, plain),
    ("stack.kernels.decode_rates.scalar", "SpAx-scalar", "gpu_ms", 27.0, 1e8, 1e14, True, plain),
    ("stack.kernels.decode_rates.quantised", "Q4KM", "gpu_ms", 18.0, 1e8, 1e14, True, plain),
)


def cell(hwsim, out, sets, label, metric):
    args = [hwsim, "run", SCENARIO, "--quiet", "--out", out]
    for key, value in sets.items():
        args += ["--set", f"{key}={value}"]
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL)
    with open(f"{out}/results.json") as f:
        table = next(t for t in json.load(f)["tables"] if t["name"] == "decode")
    names = [c["name"] for c in table["columns"]]
    for row in table["rows"]:
        r = row if isinstance(row, dict) else dict(zip(names, row))
        if r["method"] == label and r["placement"] == "cpu":
            return r[metric]
    raise SystemExit(f"no {label} cpu row")


def main():
    hwsim = sys.argv[1] if len(sys.argv) > 1 else "build/hwsim"
    sets = {}
    with tempfile.TemporaryDirectory() as out:
        for key, label, metric, target, lo, hi, log, fmt in FITS:
            rising = cell(hwsim, out, {**sets, key: fmt(hi)}, label, metric) > cell(
                hwsim, out, {**sets, key: fmt(lo)}, label, metric)
            for _ in range(60):
                mid = math.sqrt(lo * hi) if log else (lo + hi) / 2
                above = cell(hwsim, out, {**sets, key: fmt(mid)}, label, metric) > target
                if above == rising:
                    hi = mid
                else:
                    lo = mid
            sets[key] = fmt(float(f"{mid:.5g}"))
            print(f"{key}: {mid:.5g} ({label} cpu {metric} {target})")


if __name__ == "__main__":
    main()
