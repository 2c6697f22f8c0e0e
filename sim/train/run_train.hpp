#pragma once
// Runs a training-memory job on a hardware profile and returns its tables, plot and traced
// timeline.
//
// Tables:
//   memory_terms     one row per named item on the most loaded GPU, in GiB: the source's four terms
//                    (parameters, gradients, optimizer_states, activations) with the source's
//                    whole-model single-GPU formula values beside hwsim's, then logits, optimizer
//                    temporaries, cuda_context, cublas_workspace, fragmentation and the naive sum.
//   memory_summary   one row (for sweeps): model, seq_len, micro_batch and each term in GiB; the
//                    stacked-bar plot "memory_vs_seq_len" reads it (x seq_len, group model).
//   timeline_summary peak, the task and buffer reaching it, naive sum, capacity, fits, largest
//                    micro-batch and largest seq_len that fit.
#include "sim/hw/hardware_profile.hpp"
#include "sim/model/architecture.hpp"
#include "sim/report/outcome.hpp"
#include "sim/train/train_job.hpp"

namespace hwsim::train {

report::JobOutcome run_train(const hw::HardwareProfile& hardware, const model::ModelSpec& model,
                             const TrainJob& job);

}  // namespace hwsim::train
