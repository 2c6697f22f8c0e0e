# Sourced by tests/invalid/run_invalid.sh and tests/redteam/run_redteam.sh: the steps every case of
# a corpus of inputs takes (its generator, its recorded result, the comparison with <case>.expected
# or its rewrite under --update). The caller runs the case itself and decides what is never
# acceptable (a signal, a timeout, output on stdout).
#
# The caller sets: src (the committed cases), work (a scratch copy of them, where cases run), mode
# ("" or --update), and the counters passed=0 failed=0.

# The case names: every <case>.EXT under $src for the extensions given ("yaml gen").
corpus_cases() {
  local pattern
  pattern=$(printf '%s\\|' "$@")
  (cd "$src" && for ext in "$@"; do ls -1 ./*."$ext" 2>/dev/null; done) |
    sed -e 's|^\./||' -e "s/\\.\\(${pattern%\\|}\\)\$//" | sort -u
}

# corpus_generate NAME: runs NAME.gen in $work where there is one; counts a failure and returns
# non-zero when it fails.
corpus_generate() {
  if [ -f "$work/$1.gen" ] && ! (cd "$work" && bash "$1.gen"); then
    echo "FAIL $1: its generator $1.gen failed"
    failed=$((failed + 1))
    return 1
  fi
}

# corpus_record NAME STATUS: $work/NAME.actual is "exit: STATUS" then the case's stderr
# ($work/NAME.err), the form of NAME.expected.
corpus_record() {
  { echo "exit: $2"; cat "$work/$1.err"; } >"$work/$1.actual"
}

# corpus_killed STATUS SECONDS: the problem of a case that timed out (status 124, the timeout of
# SECONDS) or was killed by a signal (status 128 + N); nothing for any other status.
corpus_killed() {
  if [ "$1" -eq 124 ]; then
    echo "timed out after $2 s"
  elif [ "$1" -ge 128 ]; then
    echo "killed by signal $(($1 - 128))"
  fi
}

# corpus_reject NAME PROBLEM: counts a failure that no .expected can accept, with the start of the
# case's stderr.
corpus_reject() {
  echo "FAIL $1: $2"
  head -c 2000 "$work/$1.err"
  failed=$((failed + 1))
}

# corpus_compare NAME: under --update rewrites $src/NAME.expected from the result; otherwise
# compares the two, printing the difference. Counts a pass or a failure.
corpus_compare() {
  if [ "$mode" = "--update" ]; then
    if ! cmp -s "$work/$1.actual" "$src/$1.expected"; then
      cp "$work/$1.actual" "$src/$1.expected"
      echo "updated $1"
    fi
    passed=$((passed + 1))
  elif [ ! -f "$src/$1.expected" ]; then
    echo "FAIL $1: no $1.expected (run with --update, then review it)"
    cat "$work/$1.actual"
    failed=$((failed + 1))
  elif ! diff -u --label "$1.expected" --label "$1 (actual)" "$src/$1.expected" "$work/$1.actual"; then
    echo "FAIL $1"
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
}

# corpus_judge NAME PROBLEM: counts a failure for PROBLEM where there is one (corpus_reject), else
# compares the result with NAME.expected (corpus_compare).
corpus_judge() {
  if [ -n "$2" ]; then
    corpus_reject "$1" "$2"
  else
    corpus_compare "$1"
  fi
}
