// Batch decode on the real kernels (library hwsim_validate_cuda): B sequences decoded together,
// dense BF16 and TEAL, weights in pinned CPU memory. Plain C++ (no CUDA types). JSON schema:
// validate/README.md ("Batch cases"); the timed token is described in batch_e2e.cpp.
#pragma once

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "validate/e2e/decode_plan.hpp"

namespace hwsim::validate {

// One case: `batch` sequences, method "dense_bf16" or "teal" (per-sequence budget, the fraction
// of each group's columns one sequence selects). `set`: "dev" or "heldout".
struct BatchCaseSpec {
  std::string set;
  std::string method;
  double budget = 1.0;
  int batch = 1;
};

// The case lists, fixed here before any measurement. dev: B in {1, 2, 4, 8} for dense BF16 and
// TEAL 50% (the decode-batch scenario's method). heldout: B in {3, 6} (a batch size the dev set
// lacks) for dense BF16 and TEAL at 30% and 70% (budgets the dev set lacks); used for validation
// only, never to change the model.
std::vector<BatchCaseSpec> batch_dev_cases();
std::vector<BatchCaseSpec> batch_heldout_cases();

struct BatchOptions {
  ModelShape shape;  // the dev Llama-3.1-8B shape (gpu_bench.hpp's dev set)
  std::string model_name = "Llama-3.1-8B-shaped";
  std::vector<std::string> sets{"dev", "heldout"};
  int layers = 4;
  int context_tokens = 512;  // per sequence (job.context_tokens)
  int rounds = 6;            // passes over the case list, as run_decode_e2e's rounds
  int tokens = 48;           // timed tokens per case over all rounds (8 per round)
  int warmup_tokens = 1;     // per round
  int gather_threads = 8;
  std::uint64_t max_request_bytes = 1ull << 20;  // longest merged gather extent
  std::uint64_t seed = 7;
};

// Measures every case of options.sets; throws std::runtime_error / std::invalid_argument.
nlohmann::json run_batch_e2e(const BatchOptions& options);

// Checks of the batched kernels against the double-precision CPU reference (rows of
// run_kernel_checks).
nlohmann::json batch_kernel_checks(std::uint64_t seed);

// (batch_main.cpp, in the hwsim-gpubench tool) `hwsim-gpubench batch [--out FILE] [--seed N]
// [--sets dev,heldout] [--layers N] [--rounds N]
// [--tokens N]`: writes the document (tool, subcommand, command_line, started_utc,
// finished_utc, seed, stage_seconds, batch). Returns the exit status.
int run_batch_subcommand(const std::vector<std::string>& args, const std::string& command_line);

}  // namespace hwsim::validate
