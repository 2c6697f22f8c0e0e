#!/usr/bin/env bash
# hwsim run under mpirun writes the bytes of one process: a swept decode scenario run by
# `mpirun -n 2 --oversubscribe` (loopback) and by one process must give identical files and stdout.
#   tests/mpi.sh HWSIM REPO_ROOT
set -u
hwsim=$1
root=$2
# CI runs as root; OpenMPI refuses that unless told.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# Under the sanitizer build: OpenMPI keeps allocations of its own (and of the components it loads
# and unloads) past MPI_Finalize by design, which LeakSanitizer reports as leaks in libmpi and in
# unknown modules. Leak checking stays on for every other test; here it is off, and ASan's other
# checks stay on.
if [ -n "${ASAN_OPTIONS:-}" ]; then export ASAN_OPTIONS="$ASAN_OPTIONS:detect_leaks=0"; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck source=sweep_lib.sh
source "$(dirname "$0")/sweep_lib.sh"
status=0
for name in decode-whatif-pcie train-source-figure; do
  scenario="$root/workloads/scenarios/$name.yaml"
  "$hwsim" run "$scenario" -j 1 --out "$work/$name.one" -q >"$work/$name.one.stdout" 2>"$work/$name.one.stderr" ||
    { echo "FAIL $name: one process exited non-zero"; cat "$work/$name.one.stderr"; status=1; continue; }
  mpirun -n 2 --oversubscribe "$hwsim" run "$scenario" -j 1 --out "$work/$name.mpi" -q \
    >"$work/$name.mpi.stdout" 2>"$work/$name.mpi.stderr" ||
    { echo "FAIL $name: mpirun exited non-zero"; cat "$work/$name.mpi.stderr"; status=1; continue; }
  if ! diff -r "$work/$name.one" "$work/$name.mpi" || ! cmp "$work/$name.one.stdout" "$work/$name.mpi.stdout"; then
    echo "FAIL $name: mpirun -n 2 and one process wrote different bytes"
    status=1
    continue
  fi
  echo "ok $name"
done
# A point that fails on rank 1 (the second point) ends the run with its error and status 1; the
# first point's rows are kept.
sed -e "s#\.\./\.\./hw_profiles/#$root/hw_profiles/#" -e "s#\.\./models/#$root/workloads/models/#" \
    -e "s#\.\./\.\./stack_profiles/#$root/stack_profiles/#" \
    -e 's/hardware.pcie.generation: \[3, 4, 5\]/job.context_tokens: [512, -5, 1024]/' \
    "$root/workloads/scenarios/decode-whatif-pcie.yaml" >"$work/bad.yaml"
mpirun -n 2 --oversubscribe "$hwsim" run "$work/bad.yaml" -j 1 --out "$work/bad" -q \
  >"$work/bad.stdout" 2>"$work/bad.stderr"
code=$?
if [ "$code" -ne 1 ] || ! grep -q "job.context_tokens: must be at least 0, got -5" "$work/bad.stderr" ||
   ! grep -q "^512," "$work/bad/decode.csv" || grep -q "^1024," "$work/bad/decode.csv"; then
  echo "FAIL failing rank: status $code (want 1), error and first point's rows expected"
  cat "$work/bad.stderr"
  status=1
else
  echo "ok failing rank"
fi
# Ctrl-C under mpirun (which sends every rank a SIGTERM, then a SIGKILL 1 s later): rank 0 stops,
# says how many points finished, and their rows are on disk (one row per method plus the dense
# baseline's per point, the header once); the run's status is non-zero.
write_long_sweep "$work/long.yaml" "$root" 20000
mpirun -n 2 --oversubscribe "$hwsim" run "$work/long.yaml" -j 1 --out "$work/long" -q \
  >/dev/null 2>"$work/long.stderr" &
pid=$!
wait_for_rows "$work/long/decode.csv"
kill -INT "$pid"
wait "$pid"
code=$?
finished=$(interrupted_after "$work/long.stderr" 20000)
rows=$(($(wc -l <"$work/long/decode.csv") - 1))
if [ "$code" -eq 0 ] || [ -z "$finished" ] || [ "$rows" -ne $((finished * 2)) ]; then
  echo "FAIL interrupted mpirun: status $code, finished=$finished, rows=$rows"
  cat "$work/long.stderr"
  status=1
else
  echo "ok interrupted mpirun ($finished points kept)"
fi
exit $status
