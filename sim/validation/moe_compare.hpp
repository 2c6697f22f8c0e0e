#pragma once
// `hwsim validate --moe-results moe.json`: predicts every case of the MoE harness
// (validate/e2e/moe_e2e.cpp, cases in sim/validation/moe_cases.hpp) with sim/decode from a hardware
// profile alone, and compares the distribution of time per token and the expert-cache hit rate.
//
// Each case is rebuilt as the harness ran it: the document's model shape (moe_model), config CA
// (qkv, o and the router resident), dense bf16, experts at the case's placement (cpu: copied
// straight from pinned memory; flash: the document's request size, 4 KiB pages, its queue depth),
// serial and host-synchronised, the case's warm-up and measured tokens, its cache policy and
// capacity, and the block as the harness's mode ran it: "mode": "block" with attention over the
// document's context_tokens and the small ops on (norms, rotary, residual adds, the router's
// top-k, the combine); documents without a mode timed the GEMVs and copies alone ("gemvs") and are
// predicted with attention and small ops off. Two predictions per case:
//   replay        the routing trace the harness recorded (the case's "trace_csv"): the hit rate
//                 is then the policy's on the same routes, and the time per token the test;
//   distribution  the case's routing distribution alone (uniform or Zipf s, reuse p) drawn with
//                 the simulator's own seed (kPredictionSeed, not the case's) over at least
//                 kDistributionTokens measured tokens: the hit rate is a real prediction.
// Rounds: a document whose cases carry "rounds" = R (the harness's interleaved passes,
// moe_cases.hpp's MoeRoundWindow) is predicted by the same protocol: R runs per case, each from an
// empty cache through the case's warm-up tokens, then its slice of timed tokens; replay runs round
// r on the trace's window of that round, distribution draws round r with seed kPredictionSeed + r
// and ceil(max(tokens, kDistributionTokens) / R) timed tokens. The figures pool every round's
// timed tokens. Without "rounds" a case is one round (documents made before rounds).
// Spread: 100 x (max - min) / median of the measured per-round medians, shown beside the errors:
// an error no larger than the spread is within what the measurement itself moves.
// Compared: the mean, p50 and p90 (nearest rank, both sides) of the measured tokens' times, in
// percent of the measured value, and the hit rate over the measured tokens and all layers, in
// percentage points. Nothing measured feeds the model: only the profile, the case's definition
// and (replay) its routes.
//
// Storage probe: a document with flash cases and a "storage_probe" (batch reads of its weights file
// between the flash cases, storage_probe.hpp) gets a second prediction of its flash cases with
// read-latency tables from that probe ("probe" columns): shown beside the calibration-only figure,
// which stays the headline and the verdict.
// Targets (issue 19): per set, placement (cpu, flash) and mode, MAPE of the mean <= 5%, every
// case's hit rate within 2 pp, every case's p90 within 10%. The held-out set is the headline
// (summary rows first); the verdict is every summary row within the targets.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "sim/hw/hardware_profile.hpp"
#include "sim/report/table.hpp"

namespace hwsim::validation {

inline constexpr std::uint64_t kPredictionSeed = 1;
inline constexpr std::int64_t kDistributionTokens = 1024;

struct MoeThresholds {
  double mean_mape_pct = 5.0;
  double hit_pp = 2.0;
  double p90_pct = 10.0;
};

struct MoeFigures {  // one side of a comparison
  double mean_ms = 0.0, p50_ms = 0.0, p90_ms = 0.0;
  double hit_rate = 0.0;  // hits / lookups over the measured tokens and all layers
  std::vector<double> hit_rate_per_layer;
  std::vector<double> round_medians_ms;  // per round, nearest rank (moe_round_medians)
  double spread_pct = 0.0;               // moe_spread_pct of round_medians_ms
};

struct MoeCaseComparison {
  std::string name, set, placement, policy;
  std::int64_t capacity = 0;
  int rounds = 1;
  MoeFigures measured, replay, distribution;
  bool probed = false;  // a flash case of a document with a storage probe: the two below are set
  MoeFigures probe_replay, probe_distribution;
};

struct MoeSummary {
  std::string set, placement, mode;  // placement "cpu" or "flash"; mode "replay", "distribution"
  int cases = 0;
  double max_spread_pct = 0.0;  // the largest measured spread of its cases
  double mean_mape_pct = 0.0, max_mean_pct = 0.0, max_p50_pct = 0.0, max_p90_pct = 0.0;
  double max_hit_pp = 0.0;
  bool within = false;
  bool probed = false;  // every case probed: the same figures with the storage probe's tables
  double probe_mean_mape_pct = 0.0, probe_max_p90_pct = 0.0;
};

struct MoeComparison {
  std::string mode;  // "block" or "gemvs" (see above)
  bool storage_probed = false;
  std::vector<MoeCaseComparison> cases;
  // heldout first, then dev; per set cpu, then flash; per placement replay, then distribution
  std::vector<MoeSummary> summaries;
  bool within = false;  // every summary within the targets
  report::Table summary_table, table, layer_table;
};

// Percent error of `predicted` against `measured`.
double error_pct(double predicted, double measured);

// `doc`: a hwsim-gpubench document with a `moe` member, or that member. Throws
// std::invalid_argument for a document without cases, with a model shape other than the harness's,
// a case whose trace does not cover its tokens or whose tokens are not a multiple of its rounds, or
// flash cases with a profile without storage (nlohmann::json::exception for a missing field).
MoeComparison compare_moe(const nlohmann::json& doc, const hw::HardwareProfile& profile,
                          const MoeThresholds& thresholds = {});

}  // namespace hwsim::validation
