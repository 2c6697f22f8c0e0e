#pragma once
// Compares hwsim's training-memory prediction with PyTorch measurements
// (validate/train_memory/train_memory.py writes the JSON; its README documents the schema).
//
// For every measured case the comparison loads the case's model file (relative to the repository
// root), applies the implementation the case ran (its `impl`: separate q/k/v or gate/up
// projections, a plain `silu(g) * u` FFN or plain MoE experts), builds the TrainJob, and predicts
// the step's peak allocated memory with the same functions run_train uses (plan_most_loaded_stage
// + simulate_step): the steady state (states allocated at startup) against `measured`, and the
// first step (states created in its optimizer step) against `measured.first_step` when present.
// Beside it, the source's whole-model formula 16P + L*s*b*h*(34 + 5*a*s/h) with
// P = v*h + L*(12h^2 + 13h) + 2h (for comparison only; no overheads).
//
// Mapping of the script's settings onto hwsim's job (no PyTorch-specific factors):
//   precision fp32          -> recipe fp32, activations fp32, no fp32 loss upcast (logits are fp32)
//   precision bf16_pure     -> recipe bf16_pure, activations bf16, fp32 loss upcast
//   precision bf16_autocast -> recipe bf16_autocast (fp32 weights and grads, bf16 weight copies
//                              made by autocast, fp32 residual stream), activations bf16, upcast
//   optimizer adamw | adam | sgd (momentum > 0: sgd_momentum), optimizer_impl foreach | fused |
//   for_loop, grad_accum_steps, recompute none | selective | full, attention eager | flash,
//   dropout > 0 -> dropout.
//
// Framework memory that is not model state comes from a-priori constants only, never from a
// quantity measured in the case (CompareOptions can replace either):
// - library workspace: PyTorch's default cuBLAS workspace per handle plus its cuBLASLt workspace,
//   per GPU architecture (default_library_workspace);
// - inputs and buffers: the token ids and targets of every micro-batch (int64), the rotary cos
//   and sin tables (s x head_dim each, activation dtype) and eager attention's boolean causal mask
//   ((heads/kv_heads)*s x s, the grouped query heads stacked), each allocation rounded up to the
//   caching allocator's 512-byte block (predicted_inputs_and_buffers).
// The CUDA context is not part of allocated memory (0).
//
// Sets: every case names its set (dev | dev2 | heldout; v1 files: dev). The table reports each set
// apart: its own mean |error| (steady state and first step) and largest |error|; the last note
// is the headline and names the held-out set's figures. A case with "fit": true is marked
// "(fit)" and left out of every mean.
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "sim/model/architecture.hpp"
#include "sim/report/table.hpp"
#include "sim/train/train_job.hpp"

namespace hwsim::validation {

struct CompareOptions {
  double threshold_pct = 3.0;  // a case passes when |hwsim error| <= this (both steps)
  // Bytes; a negative value takes default_library_workspace of the file's device.
  double library_workspace_bytes = -1;
  // Bytes; a negative value takes each case's predicted_inputs_and_buffers.
  double inputs_and_buffers_bytes = -1;
};

// The hwsim job for one case object of the JSON (keys micro_batch, seq_len, precision, recompute,
// attention, optimizer, dropout; optional grad_accum_steps (1), optimizer_impl (foreach),
// momentum (0)). io::InputError (file "train results") naming the case and key on a missing key
// or an unknown value.
train::TrainJob job_for_case(const nlohmann::json& case_json);

// The model file's spec with the case's `impl` applied (qkv separate, ffn swiglu_unfused with
// gate_up fused | separate, moe: plain experts). A case without `impl` runs the file as written.
model::ModelSpec model_for_case(const nlohmann::json& case_json, model::ModelSpec model);

// Bytes PyTorch allocates for cuBLAS and cuBLASLt workspaces on a GPU of compute capability
// `major` with `total_memory` bytes (aten/src/ATen/cuda/CublasHandlePool.cpp _getWorkspaceSize:
// CUBLAS_WORKSPACE_CONFIG default ":4096:8" = 32 MiB on sm90 and newer, ":4096:2:16:8" = 8 MiB +
// 128 KiB before; aten/src/ATen/cuda/CUDABlas.cpp _parseChosenWorkspaceSize: cuBLASLt 32 MiB on
// sm90+, 4 MiB on sm80 with >= 24 GiB, else 1 MiB; NVIDIA's cuBLAS guide, cublasSetWorkspace,
// recommends 32 MiB on Hopper, 4 MiB otherwise).
double default_library_workspace(int major, double total_memory);

// Compute capability major of a GPU named in the JSON's device.name (H100/H200/GH200: 9, B200/
// B100/GB200: 10, A100/A30/A10/L4/L40: 8); 0 when unknown.
int compute_capability_major(const std::string& device_name);

// Inputs and resident buffers of one case (see above), bytes.
double predicted_inputs_and_buffers(const nlohmann::json& case_json, const model::ModelSpec& model);

// The source's whole-model bytes: 16P + L*s*b*h*(34 + 5*a*s/h), P = v*h + L*(12h^2 + 13h) + 2h,
// a = the first block's heads.
double source_formula_bytes(const model::ModelSpec& model, std::int64_t micro_batch,
                            std::int64_t seq_len);

struct TrainCaseComparison {
  std::string name;
  std::string set = "dev";
  bool fit = false;
  double measured_peak = 0;  // bytes, steady state
  double hwsim_peak = 0;     // bytes: timeline peak (library workspace included) + inputs/buffers
  bool has_first_step = false;
  double measured_first = 0;  // bytes, first step
  double hwsim_first = 0;
  double source = 0;  // bytes
  std::string measured_phase;
  std::string hwsim_peak_task;
  bool parameters_match = true;  // measured parameter count == hwsim's count of the model file
  double hwsim_error_pct() const { return 100.0 * (hwsim_peak - measured_peak) / measured_peak; }
  double first_error_pct() const { return 100.0 * (hwsim_first - measured_first) / measured_first; }
  double source_error_pct() const { return 100.0 * (source - measured_peak) / measured_peak; }
};

// `library_workspace` in bytes (compare_train resolves it from the file's device); the overload
// without it takes the sm90 default (64 MiB, the H200 the committed results ran on).
TrainCaseComparison compare_case(const nlohmann::json& case_json,
                                 const std::filesystem::path& repo_root,
                                 const CompareOptions& options, double library_workspace);
TrainCaseComparison compare_case(const nlohmann::json& case_json,
                                 const std::filesystem::path& repo_root,
                                 const CompareOptions& options);

// Table "train_validation": set, case, measured_peak_mib, hwsim_mib, hwsim_error_pct,
// first_step_measured_mib, first_step_hwsim_mib, first_step_error_pct, source_mib,
// source_error_pct, measured_phase, hwsim_peak_task; then per set (in order of appearance) a row
// "MAPE <set>" (mean |error| of its compared, non-fit cases) and "largest <set>" (largest |error|).
// *all_within (when not null): every case was measured, its parameter count matches and
// |hwsim error| <= threshold in both steps. Cases the script could not run (key "error") get a
// row with empty values and make the verdict false.
report::Table compare_train(const nlohmann::json& measured, const std::filesystem::path& repo_root,
                            const CompareOptions& options, bool* all_within);
report::Table compare_train(const nlohmann::json& measured, const std::filesystem::path& repo_root,
                            double threshold_pct, bool* all_within);

}  // namespace hwsim::validation
