#!/usr/bin/env bash
# A/B of two hwsim binaries on one command: RUNS interleaved runs of each (A, B, A, B, ...), then
# the median wall time, the median CPU time (user + system of the whole command, children such
# as gnuplot included: the steadier figure on a shared machine), the B/A ratio of each, and the
# peak RSS; the two output folders of the last runs must be byte-identical (else it fails).
#   bench/ab.sh A_HWSIM B_HWSIM RUNS SCENARIO [hwsim run ARGS...]
set -euo pipefail
a=$1 b=$2 runs=$3 scenario=$4
shift 4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for _ in $(seq "$runs"); do
  /usr/bin/time -f '%e %U %S %M' -o "$work/t" "$a" run "$scenario" --out "$work/out.a" -q "$@" \
    >"$work/stdout.a" 2>"$work/stderr.a" || { cat "$work/stderr.a" >&2; exit 1; }
  awk '{print $1, $2 + $3, $4}' "$work/t" >>"$work/a"
  /usr/bin/time -f '%e %U %S %M' -o "$work/t" "$b" run "$scenario" --out "$work/out.b" -q "$@" \
    >"$work/stdout.b" 2>"$work/stderr.b" || { cat "$work/stderr.b" >&2; exit 1; }
  awk '{print $1, $2 + $3, $4}' "$work/t" >>"$work/b"
done
# .hwsim-files lists the files a run wrote (a binary from before it wrote none): not output.
diff -r -x .hwsim-files "$work/out.a" "$work/out.b" >/dev/null && cmp -s "$work/stdout.a" "$work/stdout.b" ||
  { echo "A and B gave different output bytes" >&2; exit 1; }
median() {  # median COLUMN FILE
  cut -d' ' -f"$1" "$2" | sort -g | awk '{v[NR] = $1} END {
    print NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
wa=$(median 1 "$work/a") wb=$(median 1 "$work/b") ca=$(median 2 "$work/a") cb=$(median 2 "$work/b")
ra=$(cut -d' ' -f3 "$work/a" | sort -g | tail -1) rb=$(cut -d' ' -f3 "$work/b" | sort -g | tail -1)
awk -v wa="$wa" -v wb="$wb" -v ca="$ca" -v cb="$cb" -v ra="$ra" -v rb="$rb" -v n="$runs" 'BEGIN {
  printf "runs %d each | wall A %.3f s, B %.3f s, B/A %.2f | CPU A %.3f s, B %.3f s, B/A %.2f | peak RSS A %.0f MB, B %.0f MB\n",
    n, wa, wb, wb / wa, ca, cb, cb / ca, ra / 1024, rb / 1024 }'
