#pragma once
// Compares hwsim's training-memory prediction with measured training steps of Hugging Face
// transformers models (validate/train_memory/hf_train_memory.py writes the JSON, schema
// hwsim.hf_train_memory.v1; its README documents the keys). `hwsim validate --hf-train-results`.
//
// Reading (every error an io::InputError at the JSON file's line:column naming the key path):
// the schema, `device.name`, `device.capability` ("9.0"), and every case: a unique `name`, `set`
// dev | heldout, the configuration keys the script writes (values from its closed lists), the
// repository-relative `hf_config` (a file that must exist under the data root) with
// `num_hidden_layers` and `config_overrides` (an object of the config keys the cut changed), and
// either `error` (a string: the case failed, reported as such) or `measured` with a positive
// `parameter_count` and `steps` (at least one; every `peak_step_bytes` > 0, every other `*_bytes`
// >= 0, `peak_phase` forward | backward | optimizer).
//
// Predicting one case, from the framework's source only (no figure of the case is read back):
// - the model: the config file with `config_overrides` applied, imported by sim/hf as
//   `model: {hf_config}` would; its parameter count is compared with the measured one;
// - the job: stack hf-transformers with the config's model_type as its architecture (stack.hpp),
//   precision autocast -> bf16_autocast, bf16 -> bf16_pure, fp32 -> fp32; attention sdpa ->
//   flash (SDPA's kernels save the log-sum-exp), eager -> eager; gradient checkpointing ->
//   recompute full; AdamW with the case's implementation; grad_accum_steps; loss model -> the fp32
//   upcast of ForCausalLMLoss, logits_ce -> none; dropout when any of the config's dropout
//   probabilities is above 0;
// - framework memory: the token ids and targets of every micro-batch (int64, each one allocator
//   block), and one cuBLAS workspace per (handle, stream) of the GPU's architecture
//   (cublas_workspace_bytes): the steady state holds the main thread's and the autograd thread's
//   from the start; the first step (states created in its optimizer step) allocates the main
//   thread's at its first forward matmul (counted at startup: nothing larger precedes it) and the
//   autograd thread's at the first backward matmul (TimelineOptions::backward_workspace).
// Both steps go through plan_most_loaded_stage + simulate_step as `hwsim run` does.
//
// The table reports every case, then per set (dev, then heldout, apart) the mean |error| and the
// largest |error| of the first step and of the steady state. A second table compares the peak of
// every phase (each micro-batch's forward + loss and backward, the optimizer step) of both steps,
// so a case whose step peak is its optimizer step still tests its loss and activations.
#include <filesystem>
#include <string>

#include "sim/report/table.hpp"

namespace hwsim::validation {

// Bytes of one cuBLAS workspace PyTorch allocates per (handle, stream) on a GPU of compute
// capability `major` (aten/src/ATen/cuda/CublasHandlePool.cpp parseChosenWorkspaceSize: default
// CUBLAS_WORKSPACE_CONFIG ":4096:8" = 32 MiB on sm90 and newer, ":4096:2:16:8" = 8 MiB + 128 KiB
// before; the cuBLASLt workspace is unified into it unless TORCH_CUBLASLT_UNIFIED_WORKSPACE=0).
double cublas_workspace_bytes(int major);

struct HfTrainOptions {
  double case_threshold_pct = 2.5;  // a case passes when |error| <= this in both steps
  double mape_threshold_pct = 1.0;  // the held-out set's target mean |error|, both steps
};

struct HfTrainComparison {
  report::Table table;        // "hf_train_validation"
  report::Table phase_table;  // "hf_train_phases": every phase of both steps, per-set summaries
  // Every case measured, parameter counts equal, every case within case_threshold_pct and the
  // held-out set's mean |error| within mape_threshold_pct (both steps).
  bool within = false;
};

// `path`: the JSON file; `repo_root`: the folder holding workloads/ (hf_config is relative to it).
// Throws io::InputError for a malformed file (see above).
HfTrainComparison compare_hf_train(const std::string& path, const std::filesystem::path& repo_root,
                                   const HfTrainOptions& options = {});

}  // namespace hwsim::validation
