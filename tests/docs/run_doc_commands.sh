#!/usr/bin/env bash
# Runs every command shown in the project's Markdown files: each line of a ```sh block and each
# ```python block of every tracked *.md but the records (validate/results/, bench/RESULTS.md: logs
# of past measurements, not instructions) and the test corpora's READMEs under tests/ (whose
# commands are the drivers CTest itself runs). Commands run in a scratch copy of the tracked files,
# `./hwsim` as the built binary; each must exit 0.
#   tests/docs/run_doc_commands.sh HWSIM REPO_ROOT [PYTHONPATH]
# Not run here, each for a reason the output states:
#   - the build and test entry points that .ci/run runs itself (tools/test.sh, its --sanitize
#     form, tools/fuzz.sh --smoke, and the CMake build that tools/setup.sh performs): each must
#     appear in .ci/run or tools/setup.sh, else the line fails;
#   - a block whose first line is "# on a CUDA machine": run only where an NVIDIA GPU is;
#   - a block whose first line is "# a long run" (hours): reported as skipped;
#   - python blocks when the module was not built (reported as skipped).
set -u
hwsim=$1
root=$2
pypath=${3:-}
case $hwsim in /*) ;; *) hwsim=$PWD/$hwsim ;; esac
case $pypath in /* | "") ;; *) pypath=$PWD/$pypath ;; esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$root" && git ls-files -z | tar --null -T - -cf -) | tar -xf - -C "$work"

has_gpu() { ls /dev/nvidia[0-9]* >/dev/null 2>&1 || nvidia-smi -L >/dev/null 2>&1; }
passed=0 failed=0 skipped=0

# Lines run by CI itself: "pattern|file that must hold it".
ci_line() {
  case "$1" in
    "./tools/test.sh"*"--sanitize"*) grep -q 'tools/test.sh --sanitize' "$root/.ci/run" ;;
    "./tools/test.sh"*) grep -q '^./tools/test.sh$' "$root/.ci/run" ;;
    "./tools/fuzz.sh --smoke"*) grep -q 'tools/fuzz.sh --smoke' "$root/.ci/run" ;;
    "cmake -S . -B build"*) grep -q 'cmake' "$root/tools/setup.sh" ;;
    *) return 2 ;;
  esac
}

run_line() {  # file, line
  local file=$1 line=$2 cmd status
  cmd=${line%%#*}                                   # drop a trailing comment
  cmd=$(echo "$cmd" | sed -e 's/[[:space:]]*$//')
  [ -z "$cmd" ] && return
  if ci_line "$cmd"; then
    passed=$((passed + 1))
    return
  elif [ $? -eq 1 ]; then
    echo "FAIL $file: '$cmd' is said to run in CI, and .ci/run no longer runs it"
    failed=$((failed + 1))
    return
  fi
  cmd=$(echo "$cmd" | sed -e "s|^\./hwsim |$hwsim |" -e "s|^\./hwsim$|$hwsim|")
  if (cd "$work" && timeout 600 bash -c "$cmd" >"$work/.out" 2>&1); then
    passed=$((passed + 1))
  else
    status=$?
    echo "FAIL $file: '$cmd' exited $status"
    tail -n 5 "$work/.out"
    failed=$((failed + 1))
  fi
}

run_python() {  # file, block text
  local file=$1 block=$2
  if [ -z "$pypath" ]; then
    echo "SKIPPED $file: a python block (the module was not built)"
    skipped=$((skipped + 1))
    return
  fi
  if (cd "$work" && PYTHONPATH=$pypath timeout 600 python3 -c "$block" >"$work/.out" 2>&1); then
    passed=$((passed + 1))
  else
    echo "FAIL $file: python block exited $?"
    tail -n 5 "$work/.out"
    failed=$((failed + 1))
  fi
}

while IFS= read -r file; do
  lang="" block="" first=""
  while IFS= read -r line || [ -n "$line" ]; do
    if [ -z "$lang" ]; then
      case "$line" in
        '```sh'* | '```bash'*) lang=sh first="" ;;
        '```python'*) lang=python block="" ;;
      esac
      continue
    fi
    if [ "$line" = '```' ]; then
      [ "$lang" = python ] && run_python "$file" "$block"
      lang=""
      continue
    fi
    if [ "$lang" = python ]; then
      block+="$line"$'\n'
      continue
    fi
    if [ -z "$first" ]; then
      first=$line
      if [ "$line" = "# on a CUDA machine" ]; then
        has_gpu || { lang=skip; echo "SKIPPED $file: a block for a CUDA machine (no GPU here)"; skipped=$((skipped + 1)); }
        continue
      fi
      if [ "$line" = "# a long run" ]; then
        lang=skip
        echo "SKIPPED $file: a long run (hours)"
        skipped=$((skipped + 1))
        continue
      fi
    fi
    [ "$lang" = sh ] && run_line "$file" "$line"
  done <"$root/$file"
done < <(cd "$root" && git ls-files '*.md' | grep -v -e '^validate/results/' -e '^bench/RESULTS.md$' -e '^tests/')
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
