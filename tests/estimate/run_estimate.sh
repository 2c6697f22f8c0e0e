#!/usr/bin/env bash
# `hwsim estimate` on published configs: the full output of each case below must equal its
# reference in tests/estimate/examples/<case>.txt (stdout, then stderr, then the exit status), and
# two runs must give the same bytes.
#
#   tests/estimate/run_estimate.sh HWSIM REPO_ROOT            compare with the references
#   tests/estimate/run_estimate.sh HWSIM REPO_ROOT --update   rewrite them
set -u
hwsim=$1
root=$2
update=${3:-}
refs="$root/tests/estimate/examples"
hf=workloads/models/hf
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# name|arguments (run from the repository root, so paths in the output are relative)
cases=(
  "gemma-3-270m-it|$hf/gemma-3-270m-it/config.json"
  "gemma-3-4b-it-published-keys|$hf/gemma-3-4b-it/config.published-keys.json"
  "gpt2-json|$hf/gpt2/config.json --format json"
  "qwen3-30b-a3b-csv|$hf/Qwen3-30B-A3B/config.json --format csv"
  "qwen3.5-0.8b-set|$hf/Qwen3.5-0.8B/config.json --set train.seq_len=8192 --set decode.context_tokens=8192"
  "qwen3-next-80b-a3b|$hf/Qwen3-Next-80B-A3B-Thinking/config.json --hardware hw_profiles/h200-local.yaml"
  "gpt-oss-20b-mxfp4|$hf/gpt-oss-20b/config.json"
  "nemotron-3-nano-30b-a3b|$hf/NVIDIA-Nemotron-3-Nano-30B-A3B-BF16/config.json"
  "nemotron-super-49b|$hf/Llama-3_3-Nemotron-Super-49B-v1/config.json"
  "error-max-tasks|$hf/gpt2/config.json --max-tasks 1000"
  "error-unknown-flag|$hf/gpt2/config.json --hardwre hw_profiles/h200-local.yaml"
  "error-model-override|$hf/gpt2/config.json --set model.hidden=64"
  "error-job-key|$hf/gpt2/config.json --set train.seq_lenn=64"
  "error-missing-config|$hf/none/config.json"
)
failures=0
cd "$root" || exit 1
for entry in "${cases[@]}"; do
  name=${entry%%|*}
  read -r -a args <<<"${entry#*|}"
  for pass in 1 2; do
    "$hwsim" estimate "${args[@]}" >"$work/$name.$pass.out" 2>"$work/$name.$pass.err"
    status=$?
    { cat "$work/$name.$pass.out"; echo "--- stderr"; cat "$work/$name.$pass.err";
      echo "--- exit status $status"; } >"$work/$name.$pass"
  done
  if ! cmp -s "$work/$name.1" "$work/$name.2"; then
    echo "FAIL $name: two runs gave different bytes"; failures=$((failures + 1)); continue
  fi
  if [ "$update" = "--update" ]; then
    cp "$work/$name.1" "$refs/$name.txt"; echo "updated $name"; continue
  fi
  if ! diff -u "$refs/$name.txt" "$work/$name.1"; then
    echo "FAIL $name: differs from tests/estimate/examples/$name.txt"; failures=$((failures + 1))
    continue
  fi
  echo "ok   $name"
done
echo "$((${#cases[@]} - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
