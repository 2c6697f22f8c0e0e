#!/usr/bin/env python3
"""Peak training memory vs sequence length for a model given by its Hugging Face config.json,
with and without full recomputation, per H200 of eight with ZeRO-3: a sweep from Python, plotted
with matplotlib.

    PYTHONPATH=build/python python3 workloads/python/seq_len_sweep.py [CONFIG.json] [--out DIR]

Prints the table; writes DIR/peak_vs_seq_len.png when matplotlib is installed (otherwise says so
and skips the plot).
"""
import argparse
import os
import sys

import hwsim

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("config", nargs="?",
                        default=os.path.join(ROOT, "workloads/models/hf/Qwen3-8B/config.json"))
    parser.add_argument("--out", default=".", help="folder for the plot")
    args = parser.parse_args()

    scenario = {
        "hardware": os.path.join(ROOT, "hw_profiles/h200-local.yaml"),
        "model": {"hf_config": os.path.abspath(args.config)},
        "job": {"kind": "train", "micro_batch": 1, "precision": "bf16_mixed",
                "optimizer": "adamw", "attention": "flash", "recompute": "none",
                "parallel": {"dp": 8, "zero": 3}},
        "sweep": {"job.seq_len": [2048, 4096, 8192, 16384, 32768],
                  "job.recompute": ["none", "full"]},
    }
    rows = hwsim.run(scenario).tables["memory_summary"]
    print("%-10s %-9s %10s" % ("seq_len", "recompute", "peak GiB"))
    for r in rows:
        print("%-10d %-9s %10.2f" % (r["seq_len"], r["job.recompute"], r["peak"]))

    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib is not installed: no plot", file=sys.stderr)
        return 0
    fig, ax = plt.subplots(figsize=(6, 4))
    for mode in ("none", "full"):
        points = [r for r in rows if r["job.recompute"] == mode]
        ax.plot([r["seq_len"] for r in points], [r["peak"] for r in points], marker="o",
                label="recompute " + mode)
    ax.set_xscale("log", base=2)
    ax.set_xlabel("sequence length (tokens)")
    ax.set_ylabel("peak GPU memory (GiB)")
    ax.set_title(rows[0]["model"] + ", one of 8 H200s, ZeRO-3")
    ax.legend()
    path = os.path.join(args.out, "peak_vs_seq_len.png")
    fig.savefig(path, dpi=100, bbox_inches="tight")
    print("wrote " + path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
