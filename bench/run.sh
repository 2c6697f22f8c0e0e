#!/usr/bin/env bash
# Whole-command benchmarks of hwsim: each case is run REPEATS times (default 5); prints the median,
# min and max wall time, the median CPU time (user + system, of every process of the command: the
# steadier figure on a loaded machine) and the peak resident memory (from /usr/bin/time -v) of
# each, as a Markdown table. bench/RESULTS.md records its output.
#   bench/run.sh [HWSIM [REPEATS]]      (HWSIM defaults to build/hwsim)
# The scenarios are written to a scratch folder, with absolute paths into this checkout.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
hwsim=$(realpath "${1:-$root/build/hwsim}")
repeats=${2:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
hw="$root/hw_profiles/paper-testbed.yaml"
llama="$root/workloads/models/llama-3.1-8b.yaml"
gemma="$root/workloads/models/gemma-4-31b.yaml"

decode() {  # decode NAME MODEL PLACEMENTS METHODS [EXTRA-YAML]
  cat >"$work/$1.yaml" <<YAML
hardware: $hw
model: $2
job:
  kind: decode
  placement: $3
  flash_staging: 16 MiB
  methods: $4
${5:-}
YAML
}
# Table 3's points (its testbed, Llama-3.1-8B, ALL): one method, with its dense baseline.
decode flash-point "$llama" "[flash]" "[{label: BF16, name: dense, format: bf16}]"
decode flash-teal "$llama" "[flash]" "[{label: TEAL, name: teal, budget: 57%}]"
decode cpu-point "$llama" "[cpu]" "[{label: BF16, name: dense, format: bf16}]"
# The same points inside a sweep (11 flash and 201 CPU points, context 1000 onwards): a point's
# cost in a sweep is (sweep - one point) / (points - 1), with the start, check and trace of the
# run counted once.
decode flash-sweep "$llama" "[flash]" "[{label: BF16, name: dense, format: bf16}]" \
"sweep:
  job.context_tokens: [$(seq -s, 1000 1010)]"
decode cpu-sweep "$llama" "[cpu]" "[{label: BF16, name: dense, format: bf16}]" \
"sweep:
  job.context_tokens: [$(seq -s, 1000 1200)]"
# Gemma-4-31B: 4 methods x {cpu, flash} = 8 cases in one point.
decode gemma-8 "$gemma" "[cpu, flash]" "[{label: BF16, name: dense, format: bf16}, {label: TEAL, name: teal, budget: 50%}, {label: SpAx-trellis, name: spax, codec: trellis, bits: 3, budget: 27%}, {label: Q4KM, name: dense, format: q4_k_m}]"
# A mixed decode sweep: cpu and flash cases of a one-layer Llama-3.1-8B, 2 methods each, over PCIe
# generation x context length x TEAL budget: 4 x HWSIM_BENCH_CONTEXTS (default 50) x
# HWSIM_BENCH_BUDGETS (default 50) = 10,000 points. HWSIM_BENCH_SWEEP=0 leaves it out.
n_contexts=${HWSIM_BENCH_CONTEXTS:-50}
n_budgets=${HWSIM_BENCH_BUDGETS:-50}
sweep_points=$((4 * n_contexts * n_budgets))
contexts=$(seq -s, 256 256 $((256 * n_contexts)))
budgets=$(seq -s, 1 "$n_budgets" | awk -F, -v n="$n_budgets" '{for (i = 1; i <= NF; i++)
          printf "%s%g%%", (i > 1 ? ", " : ""), 100 * $i / n}')
decode sweep-10k "$llama" "[cpu, flash]" "[{label: BF16, name: dense, format: bf16}, {label: TEAL, name: teal, budget: 50%}]" \
"  layers: 1
sweep:
  hardware.pcie.generation: [3, 4, 5, 6]
  job.context_tokens: [$contexts]
  job.methods[1].budget: [$budgets]"
# Issue 19's speed case: 1,000 tokens of Qwen3-30B-A3B (48 MoE layers, 8 of 128 experts) on the
# RTX 4090 workstation, routed experts on flash through a GPU expert cache of 16 per layer (LRU,
# Zipf s = 1), one core.
cat >"$work/moe-1000.yaml" <<YAML
hardware: $root/hw_profiles/rtx4090-workstation.yaml
model: {hf_config: $root/workloads/models/hf/Qwen3-30B-A3B/config.json}
job:
  kind: decode
  config: CA
  context_tokens: 2048
  methods: [{label: BF16, name: dense, format: bf16}]
  placement: [flash]
  tokens: 1000
  experts: {routing: zipf, zipf_s: 1, cache: lru, capacity: 16}
YAML
# check of a 10,000- and a 100,000-point sweep (one key with 10^4 or 10^5 values): linear in the
# points when the second takes ten times the first.
decode check-10k "$llama" "[cpu]" "[{label: BF16, name: dense, format: bf16}]" \
"sweep:
  job.context_tokens: [$(seq -s, 1 10000)]"
# check of a 100,000-point sweep (one key with 10^5 values).
decode check-100k "$llama" "[cpu]" "[{label: BF16, name: dense, format: bf16}]" \
"sweep:
  job.context_tokens: [$(seq -s, 1 100000)]"

measure() {  # measure LABEL COMMAND...: REPEATS runs; one Markdown row
  local label=$1
  shift
  local times=() cpus=() peak=0
  for _ in $(seq "$repeats"); do
    /usr/bin/time -v -o "$work/time.txt" "$@" >/dev/null 2>"$work/stderr.txt" || {
      echo "benchmark '$label' failed:" >&2
      cat "$work/stderr.txt" >&2
      exit 1
    }
    times+=("$(awk -F': ' '/Elapsed \(wall clock\)/ {n = split($2, p, ":"); s = 0;
               for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s}' "$work/time.txt")")
    cpus+=("$(awk -F': ' '/User time|System time/ {s += $2} END {print s}' "$work/time.txt")")
    local rss
    rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time.txt")
    [ "$rss" -gt "$peak" ] && peak=$rss
  done
  local cpu
  cpu=$(printf '%s\n' "${cpus[@]}" | sort -g | awk -v n="$repeats" '{c[NR] = $1} END {
          print n % 2 ? c[(n + 1) / 2] : (c[n / 2] + c[n / 2 + 1]) / 2 }')
  printf '%s\n' "${times[@]}" | sort -g | awk -v label="$label" -v peak="$peak" -v n="$repeats" \
    -v cpu="$cpu" '
    {t[NR] = $1} END {
      med = n % 2 ? t[(n + 1) / 2] : (t[n / 2] + t[n / 2 + 1]) / 2
      printf "| %s | %.3f | %.3f | %.3f | %.2f | %.0f |\n", label, med, t[1], t[n], cpu, peak / 1024 }' |
    tee -a "$work/rows.md"
}
# per_point SWEEP_LABEL POINT_LABEL POINTS: a point's median wall time inside the sweep, in ms.
per_point() {
  awk -F' [|] ' -v s="| $1" -v p="| $2" -v n="$3" '
    index($0, s " |") == 1 {sweep = $2} index($0, p " |") == 1 {point = $2}
    END {printf "- %s: %.1f ms a point ((%.3f - %.3f) s / %d)\n", s, 1000 * (sweep - point) / (n - 1),
         sweep, point, n - 1}' "$work/rows.md" | sed 's/^- | /- /'
}

echo "| case | median s | min s | max s | median CPU s | peak RSS MB |"
echo "|---|---|---|---|---|---|"
measure "flash point, BF16 (1 case)" "$hwsim" run "$work/flash-point.yaml" -j 1 --out "$work/o1" -q
measure "flash point, TEAL 57% (+ baseline: 2 cases)" "$hwsim" run "$work/flash-teal.yaml" -j 1 --out "$work/o2" -q
measure "CPU point, BF16 (1 case)" "$hwsim" run "$work/cpu-point.yaml" -j 1 --out "$work/o3" -q
measure "flash point, BF16, 11-point sweep, -j 1" "$hwsim" run "$work/flash-sweep.yaml" -j 1 --out "$work/o9" -q
measure "CPU point, BF16, 201-point sweep, -j 1" "$hwsim" run "$work/cpu-sweep.yaml" -j 1 --out "$work/o10" -q
measure "default scenario (Table 3, 10 cases), -j 1" "$hwsim" run -j 1 --out "$work/o4" -q
measure "default scenario (Table 3, 10 cases), -j 2" "$hwsim" run -j 2 --out "$work/o5" -q
measure "Gemma-4-31B, 8 cases, -j 1" "$hwsim" run "$work/gemma-8.yaml" -j 1 --out "$work/o6" -q
measure "Gemma-4-31B, 8 cases, -j 2" "$hwsim" run "$work/gemma-8.yaml" -j 2 --out "$work/o7" -q
measure "Qwen3-30B-A3B, 1,000 tokens, experts on flash, -j 1" "$hwsim" run "$work/moe-1000.yaml" -j 1 --out "$work/o8" -q
measure "check, 10,000 points" "$hwsim" check "$work/check-10k.yaml"
measure "check, 100,000 points" "$hwsim" check "$work/check-100k.yaml"
if [ "${HWSIM_BENCH_SWEEP:-1}" = 1 ]; then
  measure "$sweep_points-point mixed sweep, -j 1" "$hwsim" run "$work/sweep-10k.yaml" -j 1 --out "$work/s1" -q
  measure "$sweep_points-point mixed sweep, -j 2" "$hwsim" run "$work/sweep-10k.yaml" -j 2 --out "$work/s2" -q
  cmp -s "$work/s1/decode.csv" "$work/s2/decode.csv" || { echo "sweep: -j 1 and -j 2 differ" >&2; exit 1; }
  if command -v mpirun >/dev/null && [ "${HWSIM_BENCH_MPI:-1}" = 1 ]; then
    export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
    measure "$sweep_points-point mixed sweep, mpirun -n 2, -j 1" mpirun -n 2 --oversubscribe \
      "$hwsim" run "$work/sweep-10k.yaml" -j 1 --out "$work/s3" -q
    diff -r "$work/s1" "$work/s3" >/dev/null || { echo "sweep: mpirun and one process differ" >&2; exit 1; }
  fi
fi
echo
per_point "flash point, BF16, 11-point sweep, -j 1" "flash point, BF16 (1 case)" 11
per_point "CPU point, BF16, 201-point sweep, -j 1" "CPU point, BF16 (1 case)" 201
