# Sourced by tests/interrupt.sh and tests/mpi.sh: the long sweep they interrupt and the steps around
# the interruption. Defines functions only.

# write_long_sweep FILE ROOT N: a decode scenario of Llama-3.1-8B on the RTX 4090 workstation
# profile (ROOT is the repository), TEAL at 50%, sweeping job.context_tokens over 1..N: long enough
# to interrupt, each point quick. Each point writes two rows (TEAL and the dense baseline).
write_long_sweep() {
  cat >"$1" <<YAML
hardware: $2/hw_profiles/rtx4090-workstation.yaml
model: $2/workloads/models/llama-3.1-8b.yaml
job:
  kind: decode
  placement: cpu
  methods: [{name: teal, budget: 50%}]
sweep:
  job.context_tokens: [$(seq -s, 1 "$3")]
YAML
}

# wait_for_rows CSV: returns once CSV has been written to (a point has finished), or after 30 s.
wait_for_rows() {
  for _ in $(seq 1 600); do
    [ -s "$1" ] && return 0
    sleep 0.05
  done
}

# interrupted_after STDERR N: the number of finished points that hwsim's interruption message in
# STDERR names, of the N in the sweep (empty when there is no such message).
interrupted_after() {
  sed -n "s/.*interrupted after \([0-9]*\) of $2 sweep points.*/\1/p" "$1"
}
