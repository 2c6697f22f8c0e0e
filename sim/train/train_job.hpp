#pragma once
// A training job: what one optimizer step looks like (batch, sequence, precision, optimizer,
// activation accounting, recomputation, parallelism, framework overheads). Loaded from the `job`
// section of a scenario by load_train_job (job_loader.hpp); every field has the default stated
// here.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace hwsim::train {

// Bytes per value, for byte counts that must stay exact (405B at 128k tokens overflows int64 in
// some products; long double holds integers exactly up to 2^64 on x86-64 and beyond on others).
using Bytes = long double;

// How parameters, gradients and optimizer states are stored (bytes per parameter, see
// precision.hpp).
enum class PrecisionRecipe {
  fp32,                   // fp32 weights and gradients: 4 + 4 (+ states in fp32)        the source
  bf16_mixed,             // bf16 weights/grads + fp32 master: 2 + 2 + 4 (+ fp32 states)
  bf16_mixed_fp32_grads,  // bf16 weights, fp32 grads, fp32 master: 2 + 4 + 4 (+ fp32 states)
  bf16_mixed_fp32_accum,  // bf16 weights/grads + fp32 grad accumulation buffer + fp32 master:
                          // 2 + 2 + 4 + 4 (+ fp32 states)
  bf16_pure,              // bf16 everything, no master: 2 + 2 (+ bf16 states)
  bf16_autocast,          // fp32 weights (the master copy) and grads: 4 + 4 (+ fp32 states);
                          // torch.autocast makes bf16 weight copies that the matmuls save for
                          // backward and keeps the residual stream and the softmax in fp32
};

enum class Optimizer { adam, adamw, sgd_momentum, sgd, none };
// How the optimizer step is implemented; decides its temporaries (memory_plan.hpp) and, for
// Megatron's distributed optimizer, the sharding of its states.
enum class OptimizerImpl {
  foreach,               // PyTorch's default on CUDA: _multi_tensor_adam / _multi_tensor_sgd
  fused,                 // PyTorch fused=True: _fused_adamw_ / _fused_sgd_, in place
  for_loop,              // foreach=False, fused=False: _single_tensor_adam / _single_tensor_sgd
  megatron_distributed,  // Megatron-LM DistributedOptimizer: fp32 main params and states
                         // sharded over dp, fused Adam in place
};
enum class ActivationMode { source, per_op };
enum class AttentionImpl { eager, flash };
enum class Recompute { none, selective, full };
enum class StatesAllocated { startup, first_step };
enum class ActivationDtype { bf16, fp16, fp32 };
// Whose code runs the step (stack.hpp): hand-written PyTorch, or Hugging Face transformers'
// modeling code of the architecture in TrainJob::stack_architecture.
enum class Stack { pytorch, hf_transformers };

struct Parallelism {
  std::int64_t dp = 1;  // data-parallel replicas
  int zero = 0;         // ZeRO stage 0..3 over dp
  std::int64_t tp = 1;  // tensor parallel
  bool sp = false;      // sequence parallel (with tp)
  std::int64_t pp = 1;  // pipeline stages (1F1B)
  // Model chunks per pipeline rank (Megatron's interleaved 1F1B; 1 = plain 1F1B).
  std::int64_t virtual_stages = 1;
  std::int64_t cp = 1;  // context parallel (divides the sequence)
  // DeepSpeed-Ulysses sequence parallel: the sequence outside attention, the heads inside it.
  std::int64_t ulysses = 1;
  std::int64_t ep = 1;  // expert parallel (divides the experts of MoE blocks)
};

// Framework memory that is not model state. Each item is named in the report.
struct Overheads {
  double cuda_context = 0.0;      // bytes: CUDA context + kernels resident on the device
  double cublas_workspace = 0.0;  // bytes: cuBLAS/cuBLASLt (and similar library) workspaces
  double fragmentation = 0.0;     // ratio of the peak: caching-allocator fragmentation/reserve
};

struct TrainJob {
  std::int64_t micro_batch = 1;       // sequences per micro-step per data-parallel rank
  std::int64_t grad_accum_steps = 1;  // micro-steps per optimizer step (pipeline micro-batches)
  std::int64_t seq_len = 2048;
  PrecisionRecipe precision = PrecisionRecipe::bf16_mixed;
  ActivationDtype activation_dtype = ActivationDtype::bf16;
  Optimizer optimizer = Optimizer::adamw;
  OptimizerImpl optimizer_impl = OptimizerImpl::foreach;
  // Megatron's --make-vocab-size-divisible-by: the embedding and head rows are padded up to a
  // multiple of this times tp (1: no padding).
  std::int64_t vocab_divisible_by = 1;
  ActivationMode activation_mode = ActivationMode::per_op;
  AttentionImpl attention = AttentionImpl::flash;
  bool dropout = false;
  Recompute recompute = Recompute::none;
  bool loss_fp32_upcast = true;  // the loss casts logits to fp32 (b*s*v*4 more bytes saved)
  Stack stack = Stack::pytorch;
  std::string stack_architecture;  // hf_transformers: the config's model_type (stack.hpp rows)
  Parallelism parallel;
  Overheads overheads;
  StatesAllocated states_allocated = StatesAllocated::startup;
};

// The YAML name of each value of an enum of this file, in the enum's order (the job loader's
// choices, and to_string's results); specialised in precision.cpp.
template <typename E>
const std::vector<std::string>& enum_names();
template <>
const std::vector<std::string>& enum_names<PrecisionRecipe>();
template <>
const std::vector<std::string>& enum_names<ActivationDtype>();
template <>
const std::vector<std::string>& enum_names<Optimizer>();
template <>
const std::vector<std::string>& enum_names<OptimizerImpl>();
template <>
const std::vector<std::string>& enum_names<ActivationMode>();
template <>
const std::vector<std::string>& enum_names<AttentionImpl>();
template <>
const std::vector<std::string>& enum_names<Recompute>();
template <>
const std::vector<std::string>& enum_names<StatesAllocated>();
template <>
const std::vector<std::string>& enum_names<Stack>();
template <typename E>
const std::string& enum_name(E value) {
  return enum_names<E>()[static_cast<std::size_t>(value)];
}

const char* to_string(PrecisionRecipe recipe);
const char* to_string(Optimizer optimizer);
const char* to_string(OptimizerImpl impl);
const char* to_string(Recompute recompute);

}  // namespace hwsim::train
