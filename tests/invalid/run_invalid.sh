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

# Case names: every top-level <case>.yaml, and every <case>.gen that writes one at run time.
cases=$(cd "$src" && ls -1 ./*.yaml ./*.gen 2>/dev/null | sed -e 's|^\./||' -e 's/\.\(yaml\|gen\)$//' | sort -u)
passed=0
failed=0
for name in $cases; do
  if [ -f "$work/$name.gen" ] && ! (cd "$work" && bash "$name.gen"); then
    echo "FAIL $name: its generator $name.gen failed"
    failed=$((failed + 1))
    continue
  fi
  args=(check "$name.yaml")
  if [ -f "$src/$name.args" ]; then mapfile -t args <"$src/$name.args"; fi
  (cd "$work" && timeout 60 "$hwsim" "${args[@]}") >"$work/$name.out" 2>"$work/$name.err"
  status=$?
  { echo "exit: $status"; cat "$work/$name.err"; } >"$work/$name.actual"
  rm -f "$work/$name.yaml"  # generated inputs can be large
  # Never accept these, whatever .expected says: success on an invalid input, a signal, a timeout,
  # or output on stdout.
  problem=""
  if [ "$status" -eq 0 ]; then
    problem="accepted an invalid input (exit 0)"
  elif [ "$status" -eq 124 ]; then
    problem="timed out after 60 s"
  elif [ "$status" -ge 128 ]; then
    problem="killed by signal $((status - 128))"
  elif [ -s "$work/$name.out" ]; then
    problem="wrote to stdout: $(head -c 200 "$work/$name.out")"
  fi
  if [ -n "$problem" ]; then
    echo "FAIL $name: $problem"
    cat "$work/$name.err"
    failed=$((failed + 1))
    continue
  fi
  if [ "$mode" = "--update" ]; then
    if ! cmp -s "$work/$name.actual" "$src/$name.expected"; then
      cp "$work/$name.actual" "$src/$name.expected"
      echo "updated $name"
    fi
    passed=$((passed + 1))
    continue
  fi
  if [ ! -f "$src/$name.expected" ]; then
    echo "FAIL $name: no $name.expected (run with --update, then review it)"
    cat "$work/$name.actual"
    failed=$((failed + 1))
  elif ! diff -u --label "$name.expected" --label "$name (actual)" "$src/$name.expected" \
      "$work/$name.actual"; then
    echo "FAIL $name"
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
