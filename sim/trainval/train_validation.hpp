#pragma once
// Compares hwsim's training-memory prediction with PyTorch measurements
// (validate/train_memory/train_memory.py writes the JSON; its README documents the schema).
//
// For every measured case the comparison loads the case's model file (relative to the repository
// root), builds the TrainJob the case ran, and predicts the step's peak allocated memory with the
// same functions run_train uses (plan_most_loaded_stage + simulate_step). Beside it, the source's
// whole-model formula 16P + L*s*b*h*(34 + 5*a*s/h) with P = v*h + L*(12h^2 + 13h) + 2h (for
// comparison only; no overheads).
//
// Mapping of the script's settings onto hwsim's job (no PyTorch-specific factors):
//   precision fp32          -> recipe fp32, activations fp32, no fp32 loss upcast (logits are fp32)
//   precision bf16_pure     -> recipe bf16_pure, activations bf16, fp32 loss upcast
//   precision bf16_autocast -> recipe bf16_mixed_fp32_grads (fp32 parameters = master, fp32 grads,
//                              bf16 weight copies made by autocast), activations bf16, fp32 upcast
//   optimizer adamw | sgd, recompute none | full, attention eager | flash, dropout > 0 -> dropout.
//   Optimizer states exist from the warm-up step: states_allocated startup.
//
// Framework memory that is not model state, as named overheads (CompareOptions): the library
// workspaces (cuBLAS/cuBLASLt; PyTorch's caching allocator counts them) go into hwsim's
// cublas_workspace overhead; the token ids, targets, causal masks and rotary tables resident
// through the step are added to hwsim's peak as inputs_and_buffers. Both default to the values
// the script measured for the case. The CUDA context is not part of allocated memory (0).
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "sim/model/architecture.hpp"
#include "sim/report/table.hpp"
#include "sim/train/train_job.hpp"

namespace hwsim::trainval {

struct CompareOptions {
  double threshold_pct = 3.0;  // a case passes when |hwsim error| <= this
  // Bytes; a negative value takes each case's measured `pre_model_bytes`.
  double library_workspace_bytes = -1;
  // Bytes; a negative value takes each case's measured `inputs_and_buffers_bytes`.
  double inputs_and_buffers_bytes = -1;
};

// The hwsim job for one case object of the JSON (keys micro_batch, seq_len, precision, recompute,
// attention, optimizer, dropout). io::InputError (file "train results") naming the case and key on
// a missing key or an unknown value.
train::TrainJob job_for_case(const nlohmann::json& case_json);

// The source's whole-model bytes: 16P + L*s*b*h*(34 + 5*a*s/h), P = v*h + L*(12h^2 + 13h) + 2h,
// a = the first block's heads.
double source_formula_bytes(const model::ModelSpec& model, std::int64_t micro_batch,
                            std::int64_t seq_len);

struct CaseComparison {
  std::string name;
  double measured_peak = 0;  // bytes
  double hwsim_peak = 0;     // bytes: timeline peak (library workspace included) + inputs/buffers
  double source = 0;         // bytes
  std::string measured_phase;
  std::string hwsim_peak_task;
  bool parameters_match = true;  // measured parameter count == hwsim's count of the model file
  double hwsim_error_pct() const { return 100.0 * (hwsim_peak - measured_peak) / measured_peak; }
  double source_error_pct() const { return 100.0 * (source - measured_peak) / measured_peak; }
};

CaseComparison compare_case(const nlohmann::json& case_json, const std::filesystem::path& repo_root,
                            const CompareOptions& options);

// Table "train_validation": case, measured_peak_mib, hwsim_mib, hwsim_error_pct, source_mib,
// source_error_pct, measured_phase, hwsim_peak_task; then a row "MAPE" (mean absolute error of
// the compared cases). *all_within (when not null): every case was measured, its parameter count
// matches and |hwsim error| <= threshold. Cases the script could not run (key "error") get a row
// with empty values and make the verdict false.
report::Table compare_train(const nlohmann::json& measured, const std::filesystem::path& repo_root,
                            const CompareOptions& options, bool* all_within);
report::Table compare_train(const nlohmann::json& measured, const std::filesystem::path& repo_root,
                            double threshold_pct, bool* all_within);

}  // namespace hwsim::trainval
