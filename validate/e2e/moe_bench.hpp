// `hwsim-gpubench moe`: the MoE validation harness (validate/e2e/moe_e2e.cpp).
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

namespace hwsim::validate {

struct MoeE2EOptions {
  std::uint64_t seed = 1;  // expert weight values (the routes come from each case's own seed)
  std::string flash_file = "hwsim_moe_weights.dat";
  int queue_depth = 32;                   // pread workers = O_DIRECT reads in flight
  std::uint64_t request_bytes = 1 << 20;  // O_DIRECT request size of an expert's matrix
  int tokens = 0;                         // measured tokens per case; 0 = each case's own
  int rounds = 4;    // interleaved passes over the case list (moe_e2e.cpp); tokens split over them
  std::string only;  // run only the cases whose name contains this; empty = all
  // Attention of every timed token runs over a KV cache of context_tokens tokens (1 to
  // kAttentionMaxTokens), as the dense harness's block ops (DecodeE2EOptions::context_tokens).
  int context_tokens = 512;
  // The storage probe (the dense harness's grid, storage_probe_grid): about this many seconds per
  // point over all rounds, dealt over the flash cases of every round (0: no probe).
  double storage_probe_seconds_per_point = 0.5;
  // Called with the document so far after every round (so a run cut short keeps its rounds).
  std::function<void(const nlohmann::json&)> after_case;
};

// The MoE kernels against CPU references (moe_checks.cpp): {checks[], passed}.
nlohmann::json moe_kernel_checks();

// Runs every case of sim/validation/moe_cases.hpp; returns the "moe" document (validate/README.md).
nlohmann::json run_moe_e2e(const MoeE2EOptions& options);

// The subcommand: parses `args` (the flags after "moe"), runs, writes the document; returns the
// exit status (2 when the kernel check fails). Throws std::invalid_argument for a bad flag.
int moe_command(const std::vector<std::string>& args, const std::string& command_line);

}  // namespace hwsim::validate
