# Sourced by the measurement scripts: session_args (below) reads the arguments they all start with;
# record_machine FILE writes the time, the GPU (name, driver, clock, temperature), the CPU count and
# the CPU's model, sockets and caches (the gather rates depend on the last-level cache) to FILE;
# finish_machine FILE appends the end time; start_steps and step (below) log a session's step
# times; calibrate_into (below) runs the calibration every session starts with.
# session_args USAGE "$@": the arguments every measurement script starts with, OUT_DIR [BUILD_DIR
# ...] (USAGE, e.g. "OUT_DIR [BUILD_DIR]", is printed after the script's name when OUT_DIR is
# missing, with exit status 1). Sets out (and makes the folder) and build (default build-cuda).
session_args() {
  local usage=$1
  shift
  if [ -z "${1:-}" ]; then
    echo "usage: $0 $usage" >&2
    exit 1
  fi
  out=$1
  build=${2:-build-cuda}
  mkdir -p "$out"
}
record_machine() {
  {
    date -u +%Y-%m-%dT%H:%M:%SZ
    nvidia-smi --query-gpu=name,driver_version,clocks.sm,temperature.gpu --format=csv
    nproc
    lscpu | grep -E '^(Model name|Socket\(s\)|NUMA node\(s\)|L2 cache|L3 cache):'
  } > "$1" 2>&1
}
finish_machine() {
  date -u +%Y-%m-%dT%H:%M:%SZ >> "$1"
}
# start_steps LABEL LOG starts a session's clock; step WHAT then prints "LABEL: WHAT at +N s" (the
# seconds since start_steps) and appends the line to LOG.
start_steps() {
  steps_label=$1
  steps_log=$2
  steps_start=$(date +%s)
}
step() { echo "$steps_label: $1 at +$(($(date +%s) - steps_start)) s" | tee -a "$steps_log"; }
# calibrate_into OUT_DIR BUILD_DIR: one calibration on this machine (at most 240 s) into
# OUT_DIR/profile.yaml (raw microbenchmarks OUT_DIR/micro.json, log OUT_DIR/calibrate.log); returns
# calibrate's exit status.
calibrate_into() {
  timeout 240 "$2/hwsim" calibrate --out "$1/profile.yaml" --raw "$1/micro.json" \
    --base hw_profiles/h200-local.yaml 2>&1 | tee "$1/calibrate.log"
  return "${PIPESTATUS[0]}"
}
