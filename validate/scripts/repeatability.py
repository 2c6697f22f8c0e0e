#!/usr/bin/env python3
"""Run-to-run spread of the end-to-end harness: per case, the change of the median token time
between two e2e JSON files measured on the same machine, and the mean and largest |change|.

    validate/scripts/repeatability.py E2E_RUN1.json E2E_RUN2.json
"""
import json
import sys


def medians(path):
    doc = json.load(open(path))
    e2e = doc.get("e2e", doc)
    return {case["name"]: case["token_ms"]["median"] for case in e2e["cases"]}


def main(first, second):
    a, b = medians(first), medians(second)
    changes = []
    print("case                     run1_ms  run2_ms  change")
    for name in a:
        change = (b[name] - a[name]) / a[name] * 100
        changes.append(abs(change))
        print(f"{name:24s} {a[name]:8.2f} {b[name]:8.2f} {change:+6.1f}%")
    print("mean |run2-run1|/run1 = %.2f%%, max %.1f%%" % (sum(changes) / len(changes), max(changes)))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
