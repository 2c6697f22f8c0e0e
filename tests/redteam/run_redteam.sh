#!/usr/bin/env bash
# Runs every red-team case under cases/ and compares its exit status and stderr with the case's
# .expected file (format: README.md). Unlike tests/invalid/, a case may be valid (expected exit 0)
# and may be a bash script (.sh) that drives hwsim or the Python module itself.
#
#   tests/redteam/run_redteam.sh HWSIM [PYTHONPATH]            check; last line "N passed, M failed"
#                                      (without PYTHONPATH the cases of the Python module are skipped)
#   tests/redteam/run_redteam.sh HWSIM [PYTHONPATH] --update   rewrite .expected from hwsim
#
# Each case runs in a scratch copy of cases/ with a 20 s timeout and a 2 GiB address-space limit.
# Under the sanitizers (ASAN_OPTIONS set) the timeout is 100 s: a sanitized build runs several
# times slower and shares the machine with the other suites, and 100 s still catches a hang.
set -u
hwsim=${1:-}
pypath=${2:-}
mode=${3:-}
if [ "$pypath" = "--update" ]; then mode=--update; pypath=""; fi
if [ -z "$hwsim" ] || { [ -n "$mode" ] && [ "$mode" != "--update" ]; }; then
  echo "usage: $0 HWSIM [PYTHONPATH] [--update]" >&2
  exit 2
fi
case $hwsim in /*) ;; *) hwsim=$PWD/$hwsim ;; esac
if [ -n "$pypath" ]; then case $pypath in /*) ;; *) pypath=$PWD/$pypath ;; esac; fi
src=$(cd "$(dirname "$0")/cases" && pwd)
work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
cp -R "$src"/. "$work"/

# shellcheck source=../corpus_lib.sh
source "$(dirname "$0")/../corpus_lib.sh"
cases=$(corpus_cases yaml gen sh args)
limit=20
if [ -n "${ASAN_OPTIONS:-}" ]; then limit=100; fi
passed=0
failed=0
skipped=0
for name in $cases; do
  corpus_generate "$name" || continue
  script=""
  args=(check "$name.yaml")
  if [ -f "$src/$name.sh" ]; then script="$name.sh"; fi
  # Cases of the Python module need it built (PYTHONPATH given); without it they are skipped.
  if [ -n "$script" ] && [ -z "$pypath" ] && grep -q python3 "$src/$script"; then
    skipped=$((skipped + 1))
    continue
  fi
  if [ -f "$src/$name.args" ]; then mapfile -t args <"$src/$name.args"; fi
  (
    cd "$work" || exit 99
    # AddressSanitizer reserves terabytes of address space for its shadow memory, so under it
    # (ASAN_OPTIONS set, as tools/test.sh --sanitize does) the address-space bound is left to the
    # plain run.
    if [ -z "${ASAN_OPTIONS:-}" ]; then ulimit -v 2097152; fi
    export HWSIM="$hwsim" PYTHONPATH="$pypath"
    if [ -n "$script" ]; then
      exec timeout "$limit" bash "$script"
    else
      exec timeout "$limit" "$hwsim" "${args[@]}"
    fi
  ) >"$work/$name.out" 2>"$work/$name.err"
  status=$?
  corpus_record "$name" "$status"
  rm -rf "$work/$name.yaml"  # generated inputs can be large (or a folder)
  # Never accept these, whatever .expected says: a signal, a timeout, or a rejection that also
  # wrote to stdout (a script case owns its stdout).
  problem=$(corpus_killed "$status" "$limit")
  if [ -n "$problem" ]; then
    :
  elif grep -q 'AddressSanitizer\|runtime error:\|terminate called\|std::bad_alloc' "$work/$name.err"; then
    problem="crashed (sanitizer or uncaught exception)"
  elif [ "$status" -ne 0 ] && [ -z "$script" ] && [ -s "$work/$name.out" ]; then
    problem="rejected but wrote to stdout: $(head -c 200 "$work/$name.out")"
  fi
  corpus_judge "$name" "$problem"
done
if [ "$skipped" -gt 0 ]; then echo "$passed passed, $failed failed, $skipped skipped (no Python module)"; else echo "$passed passed, $failed failed"; fi
[ "$failed" -eq 0 ]
