#!/usr/bin/env bash
# Runs every invalid-input case in this folder and compares hwsim's exit status and stderr with the
# case's .expected file (format: tests/invalid/README.md).
#
#   tests/invalid/run_invalid.sh HWSIM            check every case; the last line is "N passed, M failed"
#   tests/invalid/run_invalid.sh HWSIM --update   rewrite the .expected files from hwsim's output
#
# The cases run in a scratch copy of this folder (generated inputs are written there, never here),
# from inside it with relative paths, so messages read "case.yaml:4:18: ...".
set -u
hwsim=$1
mode=${2:-}
if [ -z "$hwsim" ] || { [ -n "$mode" ] && [ "$mode" != "--update" ]; }; then
  echo "usage: $0 HWSIM [--update]" >&2
  exit 2
fi
case $hwsim in /*) ;; *) hwsim=$PWD/$hwsim ;; esac
src=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$src"/. "$work"/

# shellcheck source=../corpus_lib.sh
source "$src/../corpus_lib.sh"
# Case names: every top-level <case>.yaml, and every <case>.gen that writes one at run time.
cases=$(corpus_cases yaml gen)
passed=0
failed=0
for name in $cases; do
  corpus_generate "$name" || continue
  args=(check "$name.yaml")
  if [ -f "$src/$name.args" ]; then mapfile -t args <"$src/$name.args"; fi
  (cd "$work" && timeout 60 "$hwsim" "${args[@]}") >"$work/$name.out" 2>"$work/$name.err"
  status=$?
  corpus_record "$name" "$status"
  rm -f "$work/$name.yaml"  # generated inputs can be large
  # Never accept these, whatever .expected says: success on an invalid input, a signal, a timeout,
  # or output on stdout.
  problem=$(corpus_killed "$status" 60)
  if [ -n "$problem" ]; then
    :
  elif [ "$status" -eq 0 ]; then
    problem="accepted an invalid input (exit 0)"
  elif [ -s "$work/$name.out" ]; then
    problem="wrote to stdout: $(head -c 200 "$work/$name.out")"
  fi
  corpus_judge "$name" "$problem"
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
