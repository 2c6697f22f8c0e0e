#!/usr/bin/env python3
"""Read replay of the end-to-end harness (--read-replays, validate/e2e/read_replay.hpp): per sparse flash
case and matrix group, the harness's read time of the recorded tokens, the replays' times (exact,
compact, uniform, slots; the last two where measured), and what the storage probe's sparse points
of the same run predict for those reads: sum over requests of latency(size, Q) / Q, Q = the
harness's queue depth, the latency interpolated linearly in size between the probe's points at Q
(as StorageSpec::read_latency_at does for Q on the grid). Ratios are model / measured, so below 1
means the probe predicts the reads faster than they ran. "mode" is the most frequent read size of
the group's batches (the size of the uniform and slots forms; where the layers' batches differ,
the mean of theirs). Then the same summed per group and mode.

    validate/scripts/read_replay_summary.py E2E.json [E2E.json ...]
"""
import collections
import json
import sys

FORMS = ("exact", "compact", "uniform", "slots")


def latency_at(table, size):
    """Latency in microseconds at `size` bytes, linear between the (size, latency) points."""
    if size <= table[0][0]:
        return table[0][1]
    for (b0, l0), (b1, l1) in zip(table, table[1:]):
        if size <= b1:
            return l0 + (l1 - l0) * (size - b0) / (b1 - b0)
    return table[-1][1]


def fitted_table(e2e, depth):
    """The probe's sparse points at `depth` that a profile is fitted from: density 1/2,
    request-aligned, no pause, and separated slots (or, in runs whose probe had none, its
    points of any slot choice)."""
    points = [
        p for p in e2e["storage_probe"]["points"]
        if p.get("pattern", "sparse") == "sparse" and p["queue_depth"] == depth
        and p.get("density", 0.5) == 0.5 and p.get("alignment", "request") == "request"
        and p.get("pause_us", 0) == 0
    ]
    separated = [p for p in points if p.get("slot_choice") == "separated"]
    if separated:
        points = separated
    if not points:
        sys.exit(f"no fitted sparse probe points at queue depth {depth}")
    choice = points[0].get("slot_choice", "any (before slot choices)")
    return choice, sorted((p["request_bytes"], p["little_latency_us"]) for p in points)


def summarize(path):
    with open(path) as f:
        e2e = json.load(f)["e2e"]
    depth = e2e["options"]["queue_depth"]
    choice, table = fitted_table(e2e, depth)
    print(path)
    print(f"probe latency at queue depth {depth}, slots {choice} [us]: " +
          " ".join(f"{b // 1024}K:{lat:.0f}" for b, lat in table))
    header = "case                   group    mode  requests  harness_ms " + " ".join(
        f"{f + '_ms':>10s}" for f in FORMS) + "  model/harness " + " ".join(
            f"{'model/' + f:>14s}" for f in FORMS)
    print(header)
    totals = collections.defaultdict(lambda: collections.defaultdict(float))
    for case in e2e["cases"]:
        replay = case.get("read_replay")
        if not replay:
            continue
        for g in replay["groups"]:
            requests = sum(count for _, count in g["request_bytes"])
            model = sum(count * latency_at(table, size) / depth
                        for size, count in g["request_bytes"]) / 1000
            mode = g["uniform_bytes_per_token"] / requests if "uniform_bytes_per_token" in g else 0
            # uniform and slots read `requests` reads of the mode size
            model_uniform = requests * latency_at(table, mode) / depth / 1000 if mode else 0
            models = {"exact": model, "compact": model, "uniform": model_uniform,
                      "slots": model_uniform}
            times = {f: g.get(f + "_ms_mean") for f in FORMS}
            size = f"{mode / 1024:3.0f}K" if mode else "   -"
            print(f"{case['name']:22s} {g['group']:8s} {size} {requests:9.0f} "
                  f"{g['harness_ms_mean']:11.2f} " +
                  " ".join(f"{t:10.2f}" if t is not None else f"{'-':>10s}"
                           for t in times.values()) +
                  f"  {model / g['harness_ms_mean']:13.3f} " +
                  " ".join(f"{models[f] / t:14.3f}" if t else f"{'-':>14s}"
                           for f, t in times.items()))
            key = (g["group"], round(mode / 1024))
            totals[key]["harness"] += g["harness_ms_mean"]
            totals[key]["model"] += model
            totals[key]["model_uniform"] += model_uniform
            for f, t in times.items():
                if t is not None:
                    totals[key][f] += t
    print("summed over the cases, per group (and most frequent request size):")
    for (group, mode), t in sorted(totals.items()):
        parts = [f"model/harness {t['model'] / t['harness']:.3f}",
                 f"exact/harness {t['exact'] / t['harness']:.3f}",
                 f"model/exact {t['model'] / t['exact']:.3f}",
                 f"model/compact {t['model'] / t['compact']:.3f}"]
        if t["uniform"]:
            parts.append(f"model/uniform {t['model_uniform'] / t['uniform']:.3f}")
        if t["slots"]:
            parts += [f"model/slots {t['model_uniform'] / t['slots']:.3f}",
                      f"slots/uniform {t['slots'] / t['uniform']:.3f}"]
        size = f"{mode:3d}K" if mode else "   -"
        print(f"  {group:8s} {size}  " + "  ".join(parts))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for arg in sys.argv[1:]:
        summarize(arg)
