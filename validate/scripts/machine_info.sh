# Sourced by the measurement scripts: record_machine FILE writes the time, the GPU (name, driver,
# clock, temperature) and the CPU count to FILE; finish_machine FILE appends the end time.
record_machine() {
  {
    date -u +%Y-%m-%dT%H:%M:%SZ
    nvidia-smi --query-gpu=name,driver_version,clocks.sm,temperature.gpu --format=csv
    nproc
  } > "$1" 2>&1
}
finish_machine() {
  date -u +%Y-%m-%dT%H:%M:%SZ >> "$1"
}
