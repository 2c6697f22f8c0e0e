#pragma once
// One answer from one Hugging Face config.json: the training memory of a usual full fine-tuning
// step, and the time per decoded token of the usual offloaded-decode methods, on one hardware
// profile. `hwsim estimate` and the Python module's `hwsim.estimate` are this function.
//
// Contract:
// - The model is the config, imported by sim/hf (every hf rule holds: unknown shape keys and
//   missing keys are errors naming the key). Model keys cannot be overridden here: a changed model
//   is a model file (`hwsim import-model`) run in a scenario.
// - Two scenarios are run on the same model and profile, with the job keys of kTrainJob and
//   kDecodeJob (estimate.cpp; `hwsim estimate --help` prints them). Overrides are `train.KEY=V`
//   (the training job's `job.KEY`), `decode.KEY=V` (the decode job's) and `hardware.KEY=V` (both);
//   any other prefix is an io::InputError naming the override.
// - Each decode case (placement x method) is its own run, so io::Limits::max_tasks bounds one
//   case's task graph.
// - A decode case whose weights or KV cache cannot be held where the case places them (the decode
//   check's refusal at `job.placement`, `job.config` or `job.groups`) is reported as a row with
//   status "does not fit" and the reason, not as an error: that is an answer. Every other input
//   error propagates.
// - Output: tables (report::Table) named "model", "train" and "decode", in that order, same bytes
//   for the same input; the resolved input of each job.
// - Sizes are the checkpoint's: the model table's checkpoint_bytes counts every tensor in the
//   format its config's quantization_config and torch_dtype give (sim/hf/checkpoint.hpp), and a
//   quantized checkpoint's decode rows start with its own format in place of BF16; the notes say
//   so.
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "sim/io/limits.hpp"
#include "sim/report/table.hpp"

namespace hwsim::estimate {

// The default task ceiling of one decode case: 2 million tasks (a flash case of a 70B dense or a
// 671B MoE model builds 1.1 to 1.7 million; measured peak memory of such a run 0.5 to 0.7 GB).
constexpr std::int64_t kDefaultMaxTasks = 2'000'000;

inline io::Limits default_limits() {
  io::Limits l;
  l.max_tasks = kDefaultMaxTasks;
  return l;
}

struct EstimateOptions {
  std::filesystem::path config;          // the config.json
  std::filesystem::path hardware;        // a hardware profile; empty: default_hardware_path()
  std::vector<std::string> overrides;    // "train.seq_len=8192", "decode.context_tokens=4096", ...
  io::Limits limits = default_limits();  // max_tasks bounds each decode case's graph
  bool lenient = false;  // config keys the import does not read are warnings (a model-table note)
};

struct EstimateResult {
  std::vector<report::Table> tables;  // model, train, decode
  std::string train_resolved;         // the training job's resolved input (YAML)
  std::string decode_resolved;        // the decode job's, all placements and methods
};

// Throws io::InputError for bad input (the config, the profile, an override).
EstimateResult run_estimate(const EstimateOptions& options);

// hw_profiles/h200-local.yaml of hwsim's data folder (found as the default scenario is).
std::filesystem::path default_hardware_path();

// The job keys used, as YAML flow maps (for --help and the docs).
const char* train_job_text();
const char* decode_job_text();

}  // namespace hwsim::estimate
