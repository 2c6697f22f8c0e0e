#!/usr/bin/env python3
"""Measures how many rejected inputs of the two corpora name file:line:column and a key path.

    tests/redteam/message_coverage.py [--min PERCENT]

Reads every .expected of tests/redteam/cases and tests/invalid whose exit status is 1 (bad input)
and classifies the first line of its stderr. Exit status 2 (usage errors of the command line: an
unknown flag, --jobs 0) names no input file, and 4 (output that could not be written) rejects no
input, so neither is counted; nor are script cases (<case>.sh), whose stderr is what the script
composes, not one hwsim message.

A message is "<where>: <key>: <text>" (io::InputError). It counts as
- located when <where> is FILE:LINE:COLUMN (FILE may be "<--set ...>");
- keyed when <key> is a key path: dotted names with optional [N] indices (`job.methods[0].budget`,
  `hardware.<<`, `model.hf_config`; a --set key as written, `job..seed`), or one of the words that stand for a place without a key: "at top level" (the
  document's root, e.g. a syntax error before any key), "the scenario file" (the top-level file
  itself: missing, empty, a folder) or "the config file" (the file given to import-model).
Prints the counts, both percentages and every miss; exits 1 when either is below --min (95).
"""
import argparse
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
CORPORA = [HERE / "cases", HERE.parent / "invalid"]
LOCATED = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<rest>.*)$")
# A key name is any text without blanks, ':', '.' or brackets (`méthodes`, `<<`); empty names and
# non-numeric indices are allowed, because a --set key is named as the user wrote it (`job..seed`,
# `job.methods[x]`).
SEGMENT = r"[^\s:.\[\]]*(?:\[[^\]\s]*\])*"
KEY = re.compile(r"^(?:(?=[^\s:])" + SEGMENT + r"(?:\." + SEGMENT + r")*"
                 r"|at top level|the scenario file|the config file): ")
UNLOCATED = re.compile(r"^(?P<file>[^:]+): (?P<rest>.*)$")


def classify(first_line):
    """(located, keyed) for the first line of a rejection's stderr."""
    m = LOCATED.match(first_line)
    if m:
        return True, bool(KEY.match(m.group("rest")))
    m = UNLOCATED.match(first_line)
    return False, bool(m and KEY.match(m.group("rest")))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--min", type=float, default=95.0)
    args = parser.parse_args()
    total = located = keyed = both = 0
    misses = []
    for corpus in CORPORA:
        for expected in sorted(corpus.glob("*.expected")):
            lines = expected.read_text(encoding="utf-8", errors="replace").split("\n")
            if lines[0] != "exit: 1" or expected.with_suffix(".sh").exists():
                continue
            first = lines[1] if len(lines) > 1 else ""
            has_loc, has_key = classify(first)
            total += 1
            located += has_loc
            keyed += has_key
            both += has_loc and has_key
            if not (has_loc and has_key):
                what = ("no line:column" if not has_loc else "") + \
                       (", " if not has_loc and not has_key else "") + \
                       ("no key path" if not has_key else "")
                misses.append(f"{corpus.name}/{expected.stem}: {what}: {first[:160]}")
    if total == 0:
        print("no rejected inputs found", file=sys.stderr)
        return 1
    pct = lambda n: 100.0 * n / total
    for miss in misses:
        print("miss " + miss)
    print(f"{total} rejected inputs: {located} ({pct(located):.1f}%) name file:line:column, "
          f"{keyed} ({pct(keyed):.1f}%) a key path, {both} ({pct(both):.1f}%) both")
    low = [name for name, n in (("file:line:column", located), ("key path", keyed))
           if pct(n) < args.min]
    if low:
        print(f"below {args.min:g}%: {', '.join(low)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
