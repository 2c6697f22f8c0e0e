#pragma once
// Reads the `job` section of a training scenario (all keys except `kind`, which the scenario loader
// reads; it is declared here so that finish() accepts it).
//
//   job:
//     kind: train
//     micro_batch: 1            # sequences per micro-step per data-parallel rank
//     global_batch: 8           # sequences per optimizer step (all dp ranks); or grad_accum_steps
//     seq_len: 4096
//     precision: bf16_mixed     # fp32 | bf16_mixed | bf16_mixed_fp32_grads
//                               # | bf16_mixed_fp32_accum | bf16_pure | bf16_autocast
//     activation_dtype: bf16    # bf16 | fp16 | fp32; default fp32 for precision fp32
//     optimizer: adamw          # adam | adamw | sgd_momentum | sgd | none
//     optimizer_impl: foreach   # foreach | fused | for_loop | megatron_distributed
//     vocab_divisible_by: 1
//     activation_mode: per_op   # source | per_op
//     attention: flash          # eager | flash (per_op mode)
//     dropout: false
//     recompute: none           # none | selective | full
//     loss_fp32_upcast: true
//     parallel: {dp: 1, zero: 0, tp: 1, sp: false, pp: 1, virtual_stages: 1, cp: 1, ep: 1,
//                micro_batches: 8}  # each scheme's keys: parallel.hpp
//     overheads: {cuda_context: "500 MiB", cublas_workspace: "32 MiB", fragmentation: "5%"}
//     states_allocated: startup # startup | first_step
//     stack: pytorch            # pytorch | hf-transformers (stack.hpp)
//     stack_architecture: llama # hf-transformers only: the config's model_type
// Micro-batches per step: global_batch / (micro_batch * dp), or grad_accum_steps, or
// parallel.micro_batches; when more than one is given they must agree.
#include <string>
#include <vector>

#include "sim/io/node.hpp"
#include "sim/io/resolved.hpp"
#include "sim/io/schema.hpp"
#include "sim/train/train_job.hpp"

namespace hwsim::train {

TrainJob load_train_job(const io::Node& job, io::Resolved* sink);

// A scenario whose model is `model: {hf_config}` trains through transformers' modeling code: the
// assignments that make its training job say so, applied before the user's overrides
// (`overrides`: their "key=value" texts). "job.stack=hf-transformers" unless `job` is not a train
// job or the job or an override names the stack; then "job.stack_architecture=<model_type>"
// unless one of them names the architecture. None when the stack has no row for model_type and
// nothing names an architecture (the job stays pytorch).
std::vector<std::string> hf_config_stack_assignments(const io::Node& job,
                                                     const std::string& model_type,
                                                     const std::vector<std::string>& overrides);

// Sections "job" (kind train), "job.parallel", "job.overheads".
std::vector<io::SectionSpec> train_sections();

}  // namespace hwsim::train
