#!/usr/bin/env python3
"""A calibration's microbenchmark JSON with its gather points at the thread counts of another
gather run (hwsim-gpubench micro --gather-threads ...) replaced by that run's points, and the
run's source size and pause recorded, so that `hwsim calibrate --from-json` fits the gather rates
of that regime and every other rate of the calibration.

    validate/scripts/splice_gather.py MICRO.json GATHER_RUN.json OUT.json
"""
import json
import sys


def gather_of(doc):
    return doc["micro"]["gather"]


def main(micro_path, run_path, out_path):
    micro = json.load(open(micro_path))
    run = gather_of(json.load(open(run_path)))
    gather = gather_of(micro)
    threads = {p["threads"] for p in run["points"]}
    kept = [p for p in gather["points"] if p["threads"] not in threads]
    gather["points"] = sorted(kept + run["points"],
                              key=lambda p: (p["call_bytes"], p["bundle_bytes"], p["threads"]))
    for key in ("pause_us", "source_bytes"):
        if key in run:
            gather[key] = run[key]
    json.dump(micro, open(out_path, "w"), indent=1)


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(*sys.argv[1:])
