#pragma once
// `hwsim validate --stack-results TRUTH.json`: predicts every case of the software-stack ground
// truth (validate/frameworks/decode_truth.py, schema hwsim-framework-decode/1: transformers,
// accelerate and a plain PyTorch loop decoding published architectures) and compares the time to
// first token and the time per output token.
//
// Each case becomes a scenario that `hwsim run` reproduces, written to the work folder as
// <case>.yaml: the hardware profile given; the case's config.json (model: {hf_config}); its stack
// (the calibrated stack profile given for the case's stack, else the registry row), with the
// case's fetch path:
//   hf-transformers resident  placement gpu
//   hf-accelerate cpu         placement pageable (accelerate's weights map holds pageable
//                             tensors), every decoder layer off the GPU
//   hf-accelerate auto        the decoder layers accelerate put on GPU 0 as gpu_layers (they must
//                             be the first ones), the rest pageable; the output head and the
//                             embedding where the case's device_map put them
//   hf-accelerate disk        placement flash (the stack's disk reads, then its onload)
//   pytorch gpu / pinned / pageable  placement gpu / cpu / pageable
//   pytorch prefetch          cpu, with the stack's fetch.prefetch_layers 1
//   pytorch teal              cpu, method teal at the case's budget, fetch.host index_select
// and the case's prompt (job.prompt_tokens) and new tokens. The prediction is the generation
// table's ttft_ms and tpot_ms (the mean over the decoded tokens); the measurement's tpot is the
// median of its steady steps (the first decode step apart), with its p10-p90 beside.
//
// Per set (dev, heldout) the MAPE and largest error of the time per output token, of the cases
// whose weights are in CPU or GPU memory; the disk cases are reported apart (their reads come from
// the page cache and the disk's spread), with no target. Target (issue 45): held-out MAPE <= 5%
// and every case within 10%.
#include <filesystem>
#include <map>
#include <string>

#include "sim/report/outcome.hpp"

namespace hwsim::validation {

struct StackCompareOptions {
  std::filesystem::path hardware;  // the machine's hardware profile
  // Per stack row (pytorch, hf-transformers, hf-accelerate): its calibrated profile; a row not
  // given predicts from the registry row alone (said in the notes).
  std::map<std::string, std::filesystem::path> stacks;
  std::filesystem::path work;       // where each case's scenario is written
  std::filesystem::path repo_root;  // where the cases' config.json paths are relative to
  double case_threshold = 10.0;     // percent, every held-out case
  double mape_threshold = 5.0;      // percent, the held-out MAPE
};

// Tables "stack_validation" (one row per case) and "stack_validation_summary" (per set); `met`
// receives whether the held-out target is met. The file is read as YAML (JSON is YAML), so that
// every refusal names file:line:col and the key: io::InputError for a document that is not a
// well-formed ground truth (a time that is not positive, p10 > median, a duplicate name, an
// unknown set, stack or fetch).
report::JobOutcome compare_stacks(const std::string& truth_file, const StackCompareOptions& options,
                                  bool* met);

}  // namespace hwsim::validation
