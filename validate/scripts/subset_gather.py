#!/usr/bin/env python3
"""A calibration's microbenchmark JSON with only the gather points at the call sizes (MiB) and
bundle sizes (KiB) given, so that `hwsim calibrate --from-json` fits the gather rates from that
coarser grid and every other rate as the calibration did: what a calibration measured on fewer
points would have predicted.

    validate/scripts/subset_gather.py MICRO.json OUT.json CALL_MIB,... BUNDLE_KIB,...
"""
import json
import sys


def main(micro_path, out_path, calls, bundles):
    micro = json.load(open(micro_path))
    gather = micro["micro"]["gather"]
    call_set = {int(c) << 20 for c in calls.split(",")}
    bundle_set = {int(b) << 10 for b in bundles.split(",")}
    gather["points"] = [p for p in gather["points"]
                        if p["call_bytes"] in call_set and p["bundle_bytes"] in bundle_set]
    if not gather["points"]:
        sys.exit("subset_gather: no gather point is left")
    json.dump(micro, open(out_path, "w"), indent=1)


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    main(*sys.argv[1:])
