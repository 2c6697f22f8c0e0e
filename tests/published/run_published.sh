#!/usr/bin/env bash
# The published development set (validate/published/decode.yaml) is a regression test on its full
# output: every case's scenario is run and compared with the outside figure, and the tables must
# equal the checked-in reference, so a change in any prediction is seen in review.
#
#   tests/published/run_published.sh HWSIM REPO_ROOT            compare with decode.expected
#   tests/published/run_published.sh HWSIM REPO_ROOT --update   rewrite it
set -u
hwsim=$1
root=$2
ref="$root/tests/published/decode.expected"
out=$(mktemp)
trap 'rm -f "$out"' EXIT
cd "$root" || exit 1
"$hwsim" validate --published validate/published/decode.yaml >"$out" 2>&1
status=$?
echo "exit: $status" >>"$out"
if [ "${3:-}" = "--update" ]; then
  cp "$out" "$ref"
  echo "updated $ref"
  exit 0
fi
if ! diff -u "$ref" "$out"; then
  echo "FAIL: hwsim validate --published differs from tests/published/decode.expected"
  exit 1
fi
echo "ok published development set"
