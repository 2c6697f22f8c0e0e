#!/usr/bin/env python3
"""Fits one value of a published case's scenario to the published figure by bisection.

  validate/scripts/fit_published.py HWSIM SCENARIO KEY UNIT LO HI METRIC TARGET [--set K=V ...]

KEY is set (--set KEY=x UNIT) between LO and HI (geometric bisection, 40 steps) until the
generation table's METRIC (throughput, ttft_ms, tpot_ms) of the scenario's first non-baseline row
equals TARGET; prints the value to five significant digits. The fits behind the values marked
'fitted:' in hw_profiles/flexgen-t4-gcp.yaml and in the stacks name the command.
"""
import json
import math
import subprocess
import sys
import tempfile


def metric_at(hwsim, scenario, key, unit, x, metric, extra, out):
    cmd = [hwsim, "run", scenario, "--set", f"{key}={x:.6g} {unit}".strip(), "--quiet", "--out", out]
    for e in extra:
        cmd += ["--set", e]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    with open(f"{out}/results.json") as f:
        table = next(t for t in json.load(f)["tables"] if t["name"] == "generation")
    names = [c["name"] for c in table["columns"]]
    for row in table["rows"]:
        r = row if isinstance(row, dict) else dict(zip(names, row))
        if "(baseline)" not in r["method"]:
            return r[metric]
    raise SystemExit("no row")


def main():
    if len(sys.argv) < 9:
        raise SystemExit(__doc__)
    hwsim, scenario, key, unit, lo, hi, metric, target = sys.argv[1:9]
    extra = [a for a in sys.argv[9:] if a != "--set"]
    lo, hi, target = float(lo), float(hi), float(target)
    with tempfile.TemporaryDirectory() as out:
        rising = metric_at(hwsim, scenario, key, unit, hi, metric, extra, out) > \
            metric_at(hwsim, scenario, key, unit, lo, metric, extra, out)
        for _ in range(40):
            mid = math.sqrt(lo * hi)
            v = metric_at(hwsim, scenario, key, unit, mid, metric, extra, out)
            if (v < target) == rising:
                lo = mid
            else:
                hi = mid
        print(f"{key} = {mid:.5g} {unit} ({metric} {v:.4g}, target {target})")


if __name__ == "__main__":
    main()
