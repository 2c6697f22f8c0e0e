#pragma once
// `hwsim validate --batch-results`: predicts every batch decode case of validate/ (the `batch`
// part of a hwsim-gpubench document, schema in validate/README.md "Batch cases") with sim/decode on
// a hardware profile, from calibration alone, and compares the time per token (one decode step of
// the whole batch) and the fraction of each group's columns the batch reads.
//
// Each case is rebuilt as the harness ran it: the dev Llama-3.1-8B model (workloads/models) cut to
// the case's layers, every group offloaded to pinned CPU memory (preset all), serial host-synced
// phases, the case's gather threads, attention over `context_tokens` per sequence and the small
// ops (block_ops), and TokenOptions::batch = the case's batch (each GEMV a GEMM: the FLOP
// roofline at gpu.flops_bf16; attention reads `batch` KV caches). A TEAL group reads the union
// of the batch's selections, predicted by the independent-sequence model of the simulator
// (decode::batch_union: 1 - (1 - k/cols)^B of the columns, k = the case's per-sequence count);
// its measured union is compared with that model and never feeds the prediction. Dense groups
// read every column.
//
// Headline: per set (heldout first: the held-out batch sizes and budgets; then dev) the MAPE and
// largest |error| of the median token time against the CPU-memory target (Thresholds::
// cpu_mape_pct, cpu_case_pct: issue 14's 2% and 5%).
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "sim/hw/hardware_profile.hpp"
#include "sim/report/table.hpp"
#include "sim/validation/e2e_compare.hpp"

namespace hwsim::validation {

// One group of one case: the fraction of its columns the batch read.
struct BatchUnion {
  std::string group;
  std::int64_t cols = 0, k = 0;    // columns; columns one sequence selects
  double model_fraction = 0.0;     // decode::batch_union(k / cols, batch, independent)
  double measured_fraction = 0.0;  // the case's union_fraction_mean
  double measured_min = 0.0, measured_max = 0.0;
};

struct BatchCaseComparison {
  std::string name, set, method;
  double budget = 1.0;
  int batch = 1;
  double measured_ms = 0.0;   // median token time (one step of the batch)
  double predicted_ms = 0.0;  // makespan of the predicted token
  double error_pct = 0.0;     // 100 * (predicted - measured) / measured
  std::optional<double> spread_pct;
  double measured_phase_ms[kPhaseCount] = {};  // medians
  double predicted_phase_ms[kPhaseCount] = {};
  std::vector<BatchUnion> groups;  // TEAL cases only
  // Tokens per second: aggregate = batch * 1000 / ms; per sequence = 1000 / ms.
  double measured_tokens_per_s() const { return 1e3 * batch / measured_ms; }
  double predicted_tokens_per_s() const { return 1e3 * batch / predicted_ms; }
};

struct BatchSetSummary {
  std::string set;
  int cases = 0;
  double mape_pct = 0.0, max_abs_error_pct = 0.0;
  std::string largest_case;
  double union_max_abs_pp = 0.0;  // largest |model - measured| union fraction, percentage points
  bool within = false;            // mape <= cpu_mape_pct and every |error| <= cpu_case_pct
};

struct BatchComparison {
  std::vector<BatchCaseComparison> cases;
  std::vector<BatchSetSummary> summaries;  // heldout first, then dev (sets present)
  bool headline_within = false;            // every set within
  report::Table summary_table;             // batch_validation_summary
  report::Table table;                     // batch_validation: one row per case
  report::Table union_table;               // batch_union: one row per TEAL case and group
};

// Predicts one case (an element of batch.cases) of `model`'s shape. Throws std::invalid_argument
// naming the case and key for a missing or unknown key, a wrong type, or a case that does not
// match the model.
BatchCaseComparison predict_batch_case(const hw::HardwareProfile& profile,
                                       const nlohmann::json& batch_case, const E2EModel& model);

// `doc`: a hwsim-gpubench document with a `batch` member, or the `batch` object itself.
BatchComparison compare_batch(const nlohmann::json& doc, const hw::HardwareProfile& profile,
                              const std::filesystem::path& repo_root,
                              const Thresholds& thresholds = {});

}  // namespace hwsim::validation
