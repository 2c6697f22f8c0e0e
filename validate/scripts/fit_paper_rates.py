#!/usr/bin/env python3
"""Fits the spax-paper stack's kernel decode rates to the GPU cells of the SpAx paper's Table 3.

For each coded format (trellis, scalar, the Q4_K_M mix) it bisects, in log space, the rate
stack.kernels.decode_rates.<key> at which hwsim's prediction of that row's GPU cell (CPU memory,
workloads/scenarios/decode-paper-table3.yaml) equals the paper's, and prints the rate to five
significant digits (the values in sim/stack/stack_rows.cpp).

  validate/scripts/fit_paper_rates.py build/hwsim
"""
import json
import math
import subprocess
import sys
import tempfile

SCENARIO = "workloads/scenarios/decode-paper-table3.yaml"
CELLS = (("SpAx-trellis", "trellis", 64.0), ("SpAx-scalar", "scalar", 27.0),
         ("Q4KM", "quantised", 18.0))  # paper Table 3, GPU ms


def gpu_ms(hwsim, out, label, key, rate):
    subprocess.run([hwsim, "run", SCENARIO, "--set", f"stack.kernels.decode_rates.{key}={rate}",
                    "--quiet", "--out", out], check=True, stdout=subprocess.DEVNULL)
    with open(f"{out}/results.json") as f:
        table = next(t for t in json.load(f)["tables"] if t["name"] == "decode")
    names = [c["name"] for c in table["columns"]]
    for row in table["rows"]:
        r = row if isinstance(row, dict) else dict(zip(names, row))
        if r["method"] == label and r["placement"] == "cpu":
            return r["gpu_ms"]
    raise SystemExit(f"no {label} cpu row")


def main():
    hwsim = sys.argv[1] if len(sys.argv) > 1 else "build/hwsim"
    with tempfile.TemporaryDirectory() as out:
        for label, key, target in CELLS:
            lo, hi = 1e8, 1e14  # weights/s; the cell falls as the rate grows
            for _ in range(60):
                mid = math.sqrt(lo * hi)
                if gpu_ms(hwsim, out, label, key, f"{mid:.6g}") > target:
                    lo = mid
                else:
                    hi = mid
            print(f"{key}: {mid:.5g} weights/s ({label} GPU {target} ms)")


if __name__ == "__main__":
    main()
