#include "sim/validation/batch_compare.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <stdexcept>

#include "sim/decode/decode_machine.hpp"
#include "sim/decode/token_graph_builder.hpp"
#include "sim/decode/token_sequence.hpp"
#include "sim/graph/executor.hpp"
#include "sim/report/error_summary.hpp"
#include "sim/validation/phase_spans.hpp"

namespace hwsim::validation {
namespace {

using nlohmann::json;

constexpr std::uint64_t kSelectionSeed = 7;  // fixed: predictions are deterministic
constexpr double kPage = 4096.0;             // the harness's index-table alignment

// The keys the harness writes (validate/e2e/batch_e2e.cpp); any other key is an error.
const std::set<std::string> kCaseKeys = {"name",
                                         "set",
                                         "method",
                                         "budget",
                                         "batch",
                                         "placement",
                                         "layers",
                                         "block_ops",
                                         "context_tokens",
                                         "gather_threads",
                                         "max_request_bytes",
                                         "tokens_timed",
                                         "warmup_tokens",
                                         "groups",
                                         "token_ms",
                                         "tokens_per_s",
                                         "phases_ms_mean",
                                         "phases_ms_median",
                                         "gpu_event_ms_mean",
                                         "h2d_bytes_mean",
                                         "xgen_ms_mean",
                                         "rounds",
                                         "round_medians_ms",
                                         "spread_pct"};
const std::set<std::string> kGroupKeys = {"group",
                                          "rows",
                                          "cols",
                                          "k",
                                          "bundle_bytes",
                                          "union_fraction_mean",
                                          "union_fraction_min",
                                          "union_fraction_max"};

[[noreturn]] void bad(const std::string& where, const std::string& what) {
  throw std::invalid_argument("batch JSON: " + where + ": " + what);
}

void check_keys(const json& j, const std::set<std::string>& keys, const std::string& where) {
  if (!j.is_object()) bad(where, "must be an object");
  for (const auto& [key, value] : j.items())
    if (!keys.count(key)) bad(where + "." + key, "unknown key");
}

const json& need(const json& j, const char* key, const std::string& where) {
  if (!j.contains(key)) bad(where + "." + key, "missing");
  return j.at(key);
}
double number(const json& j, const char* key, const std::string& where) {
  const json& v = need(j, key, where);
  if (!v.is_number()) bad(where + "." + key, "must be a number");
  return v.get<double>();
}
std::int64_t integer(const json& j, const char* key, const std::string& where) {
  const json& v = need(j, key, where);
  if (!v.is_number_integer()) bad(where + "." + key, "must be an integer");
  return v.get<std::int64_t>();
}
std::string text(const json& j, const char* key, const std::string& where) {
  const json& v = need(j, key, where);
  if (!v.is_string()) bad(where + "." + key, "must be a string");
  return v.get<std::string>();
}

double round_up(double v, double a) { return std::ceil(v / a) * a; }

// The case's groups against the model's: tiers of the predicted token (the union from the model)
// and the union rows of the comparison.
void add_groups(const json& c, const std::string& where, const model::ModelSpec& model,
                const std::string& file, bool teal, int batch, decode::TokenOptions& options,
                BatchCaseComparison& out) {
  const auto groups = model::matrix_groups(model.layers.at(0), model.hidden);
  const json& list = need(c, "groups", where);
  if (!list.is_array() || list.empty()) bad(where + ".groups", "must be a non-empty array");
  for (std::size_t i = 0; i < list.size(); ++i) {
    const json& g = list[i];
    const std::string at = where + ".groups[" + std::to_string(i) + "]";
    check_keys(g, kGroupKeys, at);
    const std::string name = text(g, "group", at);
    const std::int64_t cols = integer(g, "cols", at), rows = integer(g, "rows", at);
    const auto it =
        std::find_if(groups.begin(), groups.end(), [&](const auto& mg) { return mg.name == name; });
    if (it == groups.end() || it->input_dim != cols || it->output_dim() != rows)
      bad(at, "group '" + name + "' does not match " + file);
    const std::int64_t k = integer(g, "k", at);
    if (k < 0 || k > cols) bad(at + ".k", "must be 0 to cols");
    decode::GroupTiers t;
    t.top_column_bytes = number(g, "bundle_bytes", at);
    if (teal) {
      BatchUnion u;
      u.group = name;
      u.cols = cols;
      u.k = k;
      u.model_fraction =
          decode::batch_union(static_cast<double>(k) / static_cast<double>(cols), batch, {});
      u.measured_fraction = number(g, "union_fraction_mean", at);
      u.measured_min = number(g, "union_fraction_min", at);
      u.measured_max = number(g, "union_fraction_max", at);
      t.k_top = std::llround(u.model_fraction * static_cast<double>(cols));
      t.index_bytes = round_up(4.0 * static_cast<double>(t.k_top), kPage);
      out.groups.push_back(u);
    } else {
      t.k_top = cols;
    }
    options.tiers[name] = t;
  }
}

}  // namespace

BatchCaseComparison predict_batch_case(const hw::HardwareProfile& profile, const json& c,
                                       const E2EModel& e2e_model) {
  BatchCaseComparison out;
  std::string where = "case";
  check_keys(c, kCaseKeys, where);
  out.name = text(c, "name", where);
  where = "case '" + out.name + "'";
  out.set = text(c, "set", where);
  out.method = text(c, "method", where);
  out.budget = number(c, "budget", where);
  out.batch = static_cast<int>(integer(c, "batch", where));
  if (out.batch < 1) bad(where + ".batch", "must be at least 1");
  const bool teal = out.method == "teal";
  if (!teal && out.method != "dense_bf16") bad(where + ".method", "must be dense_bf16 or teal");
  if (text(c, "placement", where) != "cpu") bad(where + ".placement", "must be cpu");
  out.measured_ms = number(need(c, "token_ms", where), "median", where + ".token_ms");
  if (!(out.measured_ms > 0)) bad(where + ".token_ms.median", "must be positive");
  if (c.contains("spread_pct")) out.spread_pct = number(c, "spread_pct", where);
  const json& phases = need(c, "phases_ms_median", where);
  for (int p = 0; p < kPhaseCount; ++p)
    out.measured_phase_ms[p] = number(phases, kPhaseNames[p], where + ".phases_ms_median");

  decode::MachineOptions machine_options;
  machine_options.pinned = true;
  if (const auto threads = integer(c, "gather_threads", where); threads > 0)
    machine_options.threads = static_cast<int>(threads);
  decode::TokenOptions options;
  options.placement.preset = decode::PlacementPreset::all;
  options.placement.offload = decode::Placement::cpu;
  options.overlap = decode::Overlap::serial;
  options.cpu_fetch = decode::CpuFetch::gather_sparse;
  const bool block_ops = need(c, "block_ops", where).get<bool>();
  options.attention = block_ops;
  options.small_ops = block_ops;
  if (block_ops) options.context_tokens = integer(c, "context_tokens", where);
  options.layers = static_cast<int>(integer(c, "layers", where));
  options.host_syncs = true;
  options.blocks_only = true;  // the CUDA harness runs the blocks only
  options.seed = kSelectionSeed;
  options.batch = out.batch;
  add_groups(c, where, e2e_model.spec, e2e_model.file, teal, out.batch, options, out);

  decode::MethodSpec method;
  method.label = out.method;
  if (teal) {
    method.kind = decode::MethodKind::teal;
    method.budget = decode::batch_union(out.budget, out.batch, {});
  }
  const decode::DecodeMachine machine = decode::build_decode_machine(profile, machine_options);
  const decode::TokenGraph token =
      decode::build_token_graph(profile, machine, e2e_model.spec, method, options);
  const graph::RunResult run = graph::execute(machine.machine, token.graph);
  namespace cat = decode::category;
  out.predicted_phase_ms[0] = 1e3 * phase_seconds(token.graph, run, {cat::kSelect});
  out.predicted_phase_ms[1] = 1e3 * phase_seconds(token.graph, run, {cat::kPlan});
  out.predicted_phase_ms[2] = 1e3 * phase_seconds(token.graph, run, {cat::kGather});
  out.predicted_phase_ms[3] = 1e3 * phase_seconds(token.graph, run, {cat::kH2d});
  out.predicted_phase_ms[4] = 1e3 * phase_seconds(token.graph, run, {cat::kGemv});
  out.predicted_ms = 1e3 * time_to_seconds(run.makespan);
  out.error_pct = 100.0 * (out.predicted_ms - out.measured_ms) / out.measured_ms;
  return out;
}

namespace {

std::vector<BatchSetSummary> summarize(const std::vector<BatchCaseComparison>& cases,
                                       const Thresholds& th) {
  std::vector<BatchSetSummary> out;
  for (const char* set : {"heldout", "dev"}) {
    BatchSetSummary s;
    s.set = set;
    report::ErrorSummary e;
    for (const auto& c : cases) {
      if (c.set != set) continue;
      e.add(c.error_pct, c.name);
      for (const auto& g : c.groups)
        s.union_max_abs_pp =
            std::max(s.union_max_abs_pp, 100.0 * std::abs(g.model_fraction - g.measured_fraction));
    }
    if (e.count == 0) continue;
    s.cases = static_cast<int>(e.count);
    s.mape_pct = e.mean_abs();
    s.max_abs_error_pct = e.max_abs;
    s.largest_case = e.largest_case;
    s.within = s.mape_pct <= th.cpu_mape_pct && s.max_abs_error_pct <= th.cpu_case_pct;
    out.push_back(s);
  }
  return out;
}

report::Table summary_table(const std::vector<BatchSetSummary>& sums, const Thresholds& th,
                            bool verdict, const std::string& profile) {
  report::Table t;
  t.name = "batch_validation_summary";
  t.title = "Batch decode, headline: calibration only (" + profile +
            "), time per token of the batch, per set (heldout first)";
  t.columns = {{"set"},
               {"cases", "", 0},
               {"mape_pct", "%", 2, "MAPE"},
               {"max_abs_error_pct", "%", 2, "largest"},
               {"largest_case", "", 0, "largest case"},
               {"union_max_abs_pp", "pp", 2, "union largest |model - meas|"},
               {"verdict"}};
  char target[160];
  std::snprintf(target, sizeof target, "(MAPE <= %.3g%%, every case <= %.3g%%)", th.cpu_mape_pct,
                th.cpu_case_pct);
  for (const auto& s : sums)
    t.add_row({s.set, static_cast<double>(s.cases), s.mape_pct, s.max_abs_error_pct, s.largest_case,
               s.union_max_abs_pp, std::string(s.within ? "PASS " : "FAIL ") + target});
  t.notes.push_back(std::string("verdict: ") + (verdict ? "PASS" : "FAIL") +
                    " (every set within the CPU-memory target)");
  t.notes.push_back(
      "heldout = batch sizes and budgets the dev set lacks, fixed before any measurement; union "
      "= fraction of a group's columns the batch reads (model: independent sequences, 1 - (1 - "
      "k/cols)^B)");
  return t;
}

report::Table case_table(const std::vector<BatchCaseComparison>& cases, const std::string& prof) {
  report::Table t;
  t.name = "batch_validation";
  t.title = "Batch decode: measured vs predicted time per token of the batch (" + prof + ")";
  t.columns = {{"case"},
               {"set"},
               {"method"},
               {"budget", "%", 0},
               {"batch", "", 0},
               {"measured_ms", "ms", 2, "measured"},
               {"predicted_ms", "ms", 2, "predicted"},
               {"error_pct", "%", 1, "error"},
               {"spread_pct", "%", 1, "spread"},
               {"measured_tokens_per_s", "tok/s", 1, "agg tok/s meas"},
               {"predicted_tokens_per_s", "tok/s", 1, "agg tok/s pred"},
               {"measured_seq_tokens_per_s", "tok/s", 1, "seq tok/s meas"},
               {"predicted_seq_tokens_per_s", "tok/s", 1, "seq tok/s pred"}};
  for (int p = 0; p < kPhaseCount; ++p) {
    const std::string n = kPhaseNames[p];
    t.columns.push_back({"measured_" + n + "_ms", "ms", 2, n + " meas"});
    t.columns.push_back({"predicted_" + n + "_ms", "ms", 2, n + " pred"});
  }
  for (const auto& c : cases) {
    std::vector<report::Cell> row{c.name,
                                  c.set,
                                  c.method,
                                  100.0 * c.budget,
                                  static_cast<double>(c.batch),
                                  c.measured_ms,
                                  c.predicted_ms,
                                  c.error_pct,
                                  c.spread_pct ? report::Cell(*c.spread_pct) : report::Cell(),
                                  c.measured_tokens_per_s(),
                                  c.predicted_tokens_per_s(),
                                  1e3 / c.measured_ms,
                                  1e3 / c.predicted_ms};
    for (int p = 0; p < kPhaseCount; ++p) {
      row.emplace_back(c.measured_phase_ms[p]);
      row.emplace_back(c.predicted_phase_ms[p]);
    }
    t.add_row(std::move(row));
  }
  t.notes.push_back(
      "error = (predicted - measured) / measured; measured = median time of one decode step of "
      "the whole batch; agg tok/s = batch / step time, seq tok/s = 1 / step time; phases are "
      "medians (measured) and task spans (predicted)");
  return t;
}

report::Table union_table(const std::vector<BatchCaseComparison>& cases) {
  report::Table t;
  t.name = "batch_union";
  t.title = "Columns read by the batch: the independent-sequence model vs measured";
  t.columns = {{"case"},
               {"group"},
               {"batch", "", 0},
               {"k_over_cols", "", 4, "k/cols"},
               {"model_fraction", "", 4, "union model"},
               {"measured_fraction", "", 4, "union meas"},
               {"measured_min", "", 4, "meas min"},
               {"measured_max", "", 4, "meas max"},
               {"diff_pp", "pp", 2, "model - meas"}};
  for (const auto& c : cases)
    for (const auto& g : c.groups)
      t.add_row({c.name, g.group, static_cast<double>(c.batch),
                 static_cast<double>(g.k) / static_cast<double>(g.cols), g.model_fraction,
                 g.measured_fraction, g.measured_min, g.measured_max,
                 100.0 * (g.model_fraction - g.measured_fraction)});
  t.notes.push_back(
      "model = 1 - (1 - k/cols)^B (decode::batch_union, independent sequences); measured = mean "
      "over timed tokens and layers of (columns in the union of the B selections) / cols");
  return t;
}

}  // namespace

BatchComparison compare_batch(const json& doc, const hw::HardwareProfile& profile,
                              const std::filesystem::path& repo_root, const Thresholds& th) {
  const json& b = doc.contains("batch") ? doc.at("batch") : doc;
  if (!b.is_object() || !b.contains("cases") || !b.at("cases").is_array() || b.at("cases").empty())
    bad("batch", "no 'cases'");
  const std::string model_name = b.contains("model") && b.at("model").is_object()
                                     ? text(b.at("model"), "name", "batch.model")
                                     : std::string("Llama-3.1-8B-shaped");
  const E2EModel model = load_e2e_model(repo_root, model_name);
  BatchComparison out;
  for (const json& c : b.at("cases")) out.cases.push_back(predict_batch_case(profile, c, model));
  out.summaries = summarize(out.cases, th);
  out.headline_within = !out.summaries.empty();
  for (const auto& s : out.summaries) out.headline_within = out.headline_within && s.within;
  out.summary_table = summary_table(out.summaries, th, out.headline_within, profile.name);
  out.table = case_table(out.cases, profile.name);
  out.union_table = union_table(out.cases);
  return out;
}

}  // namespace hwsim::validation
