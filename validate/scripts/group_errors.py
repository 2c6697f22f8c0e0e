#!/usr/bin/env python3
"""Calibration-only gather error per CPU-memory case and matrix group, over many sessions: for
every session folder (profile.yaml and e2e.json, as validate/scripts/session.sh writes them),
`hwsim validate --host profile --storage profile` predicts each group's gathers from the
profile's own tables; this prints, per (case, group), the bytes gathered per call (one layer's
group), and the mean, standard deviation, least and largest error over the sessions, per set (dev
first) sorted by group and call size, so that an error that follows the call size shows as a
trend down a group's rows. error = (predicted - measured) / measured.

    validate/scripts/group_errors.py HWSIM SESSION_DIR...
"""
import csv
import json
import os
import statistics
import subprocess
import sys
import tempfile


def call_bytes(e2e_path):
    """Per (case, group): bytes one layer's gather of the group moves (both tiers)."""
    doc = json.load(open(e2e_path))
    sizes = {}
    for case in doc.get("e2e", doc)["cases"]:
        for g in case["groups"]:
            sizes[(case["name"], g["group"])] = (
                g["k_top"] * g["top_bundle_bytes"] + g["k_mid"] * g["mid_bundle_bytes"])
    return sizes


def set_of(case):
    return "heldout" if case.startswith("heldout/") else "dev"


def session_errors(hwsim, session, out):
    """Per (case, group) of the CPU-memory cases: the calibration-only gather error in %."""
    subprocess.run([hwsim, "validate", "--profile", os.path.join(session, "profile.yaml"),
                    "--e2e-results", os.path.join(session, "e2e.json"), "--host", "profile",
                    "--storage", "profile", "--out", out],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    path = os.path.join(out, "validation_groups.csv")
    if not os.path.exists(path):
        sys.exit(f"group_errors: {session}: hwsim validate wrote no {path}")
    errors = {}
    for row in csv.DictReader(open(path)):
        if "flash" not in row["case"]:
            errors[(row["case"], row["group"])] = float(row["error_pct"])
    return errors


def main(hwsim, sessions):
    errors, sizes = {}, {}
    with tempfile.TemporaryDirectory() as tmp:
        for i, session in enumerate(sessions):
            for key, value in session_errors(hwsim, session, os.path.join(tmp, str(i))).items():
                errors.setdefault(key, []).append(value)
            sizes.update(call_bytes(os.path.join(session, "e2e.json")))
    print(f"{len(sessions)} sessions; error = (predicted - measured) / measured, calibration only")
    print(f"{'set':7s} {'case':28s} {'group':8s} {'call MB':>8s} {'n':>3s} {'mean %':>7s} "
          f"{'sd':>5s} {'min':>6s} {'max':>6s}")
    for case, group in sorted(errors, key=lambda k: (set_of(k[0]) != "dev", k[1],
                                                     sizes.get(k, 0), k[0])):
        v = errors[(case, group)]
        mb = sizes.get((case, group), 0) / 1e6
        print(f"{set_of(case):7s} {case:28s} {group:8s} {mb:8.1f} {len(v):3d} "
              f"{statistics.mean(v):7.1f} {statistics.pstdev(v):5.1f} {min(v):6.1f} {max(v):6.1f}")


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2:])
