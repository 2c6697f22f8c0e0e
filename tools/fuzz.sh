#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (plus ASan/UBSan) in build-fuzz/ and runs them on the
# checked-in corpus (fuzz/corpus/<target>/). New inputs the fuzzer finds go to a scratch folder, so
# the checked-in corpus only changes when someone adds a seed on purpose.
#   tools/fuzz.sh --smoke            each target for 30 s (CI)
#   tools/fuzz.sh --runs N           each target for N executions (e.g. 10000000 for the long run)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:---smoke}
limit=(-max_total_time=30)
if [ "$mode" = "--runs" ]; then limit=(-runs="$2"); fi

missing=()
for p in clang libclang-rt-dev; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq "${missing[@]}" >&2
fi

build=$root/build-fuzz
if [ ! -f "$build/build.ninja" ]; then
  CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DHWSIM_FUZZ=ON -DHWSIM_SANITIZE=ON -DHWSIM_TESTS=OFF -DHWSIM_BENCH=OFF -DHWSIM_CUDA=OFF \
    -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link" >&2
fi
cmake --build "$build" --target fuzz_units fuzz_scenario -j"$(nproc)" >&2

for target in units scenario; do
  scratch=$(mktemp -d)
  log=$(mktemp)
  echo "fuzz_$target: ${limit[*]}"
  set +e
  "$build/fuzz/fuzz_$target" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$scratch/" "$scratch" "$root/fuzz/corpus/$target" \
    >"$log" 2>&1
  status=$?
  set -e
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done|==[0-9]+==ERROR|SUMMARY)' "$log" || true
  if [ "$status" -ne 0 ]; then
    tail -60 "$log" >&2
    echo "fuzz_$target found a failure; reproducer(s) in $scratch" >&2
    exit 1
  fi
  rm -rf "$scratch" "$log"
done
