#include "sim/validation/e2e_compare.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <limits>
#include <map>
#include <stdexcept>
#include <utility>

#include "sim/decode/decode_machine.hpp"
#include "sim/decode/token_graph_builder.hpp"
#include "sim/graph/executor.hpp"
#include "sim/io/node.hpp"
#include "sim/model/model_loader.hpp"
#include "sim/report/error_summary.hpp"
#include "sim/validation/host_probe.hpp"
#include "sim/validation/phase_spans.hpp"
#include "sim/validation/storage_probe.hpp"

namespace hwsim::validation {
namespace {

using nlohmann::json;

constexpr std::uint64_t kSelectionSeed = 7;  // fixed: predictions are deterministic
constexpr double kPage = 4096.0;             // the harness's staging alignment for index tables

double round_up(double v, double a) { return std::ceil(v / a) * a; }

// The harness's methods that select columns (and so gather them in CPU-memory cases).
bool is_sparse(const std::string& method) {
  return method == "teal" || method == "spax_scalar" || method == "spax_trellis";
}

decode::MethodSpec method_of(const std::string& method, double budget, int bits) {
  decode::MethodSpec m;
  m.label = method;
  if (method == "dense_bf16") return m;
  if (method == "q4k") {
    m.format = decode::WeightFormat::q4_k;
    return m;
  }
  m.budget = budget;
  if (method == "teal") {
    m.kind = decode::MethodKind::teal;
  } else if (method == "spax_scalar" || method == "spax_trellis") {
    m.kind = decode::MethodKind::spax;
    m.codec = method == "spax_scalar" ? decode::Codec::scalar : decode::Codec::trellis;
    m.bits = bits;
  } else {
    throw std::invalid_argument("e2e case: unknown method '" + method + "'");
  }
  return m;
}

// "measurement spread ...: mean X%, largest Y% (case)" over the cases that have a spread; empty
// when none has.
std::string spread_note(const std::vector<CaseComparison>& cases) {
  double sum = 0;
  int count = 0;
  const CaseComparison* largest = nullptr;
  for (const auto& c : cases) {
    if (!c.spread_pct) continue;
    sum += *c.spread_pct;
    ++count;
    if (!largest || *c.spread_pct > *largest->spread_pct) largest = &c;
  }
  if (count == 0) return "";
  char line[300];
  std::snprintf(line, sizeof line,
                "measurement spread (max - min of the per-round medians, over the median): mean "
                "%.1f%%, largest %.1f%% (%s)",
                sum / static_cast<double>(count), *largest->spread_pct, largest->name.c_str());
  return line;
}

// One row per case and matrix group with measured group times; nullopt when there is none.
std::optional<report::Table> group_table(const std::vector<CaseComparison>& cases,
                                         bool storage_probed, bool host_probed) {
  report::Table t;
  t.name = "validation_groups";
  t.title = std::string("Gathers and flash reads per matrix group, per token (all layers") +
            (storage_probed ? "; flash read latencies from the storage probe" : "") +
            (host_probed ? "; cpu gather rates from the host probe" : "") + ")";
  t.columns = {{"case"},
               {"group"},
               {"measured_transfers", "", 1, "transfers meas"},
               {"predicted_transfers", "", 0, "transfers pred"},
               {"measured_ms", "ms", 2, "gather meas"},
               {"predicted_ms", "ms", 2, "gather pred"},
               {"error_pct", "%", 1, "error"}};
  for (const auto& c : cases) {
    for (const auto& g : c.groups) {
      std::vector<report::Cell> row{
          c.name,        g.group,       g.measured_transfers, g.predicted_transfers,
          g.measured_ms, g.predicted_ms};
      // No error against a group that measured no time (the cell stays empty).
      if (g.measured_ms > 0.0)
        row.emplace_back(100.0 * (g.predicted_ms - g.measured_ms) / g.measured_ms);
      else
        row.emplace_back();
      t.add_row(std::move(row));
    }
  }
  if (t.rows.empty()) return std::nullopt;
  t.notes.push_back(
      "gather = the harness's gather phase of the group: CPU threads copying its selected bundles "
      "into pinned staging (cpu), or O_DIRECT reads of them (flash); median over tokens (measured) "
      "and the span of the group's gather tasks, or read and submit tasks (predicted); transfers "
      "= memcpy calls (cpu) or O_DIRECT requests (flash) per token");
  return t;
}

// The cases of each set and placement, in the order they first appear.
std::vector<SetSummary> summarize_sets(const std::vector<CaseComparison>& cases,
                                       const Thresholds& thresholds) {
  std::vector<SetSummary> out;
  std::vector<report::ErrorSummary> calibration, probes;  // |error| of out[i]'s cases
  for (const auto& c : cases) {
    auto it = std::find_if(out.begin(), out.end(), [&](const SetSummary& s) {
      return s.set == c.set && s.placement == c.placement;
    });
    if (it == out.end()) {
      SetSummary fresh;
      fresh.set = c.set;
      fresh.placement = c.placement;
      it = out.insert(out.end(), fresh);
    }
    SetSummary& s = *it;
    const auto i = static_cast<std::size_t>(it - out.begin());
    if (i == calibration.size()) {
      calibration.emplace_back();
      probes.emplace_back();
    }
    ++s.cases;
    calibration[i].add(c.calibration_error_pct, c.name);
    probes[i].add(c.error_pct);
    if (c.spread_pct) {
      s.mean_spread_pct = s.mean_spread_pct.value_or(0.0) + *c.spread_pct;
      s.within_spread += std::abs(c.calibration_error_pct) <= *c.spread_pct ? 1 : 0;
    }
  }
  for (std::size_t i = 0; i < out.size(); ++i) {
    SetSummary& s = out[i];
    const auto n = static_cast<double>(s.cases);
    s.mape_pct = calibration[i].mean_abs();
    s.max_abs_error_pct = calibration[i].max_abs;
    s.largest_case = calibration[i].largest_case;
    s.probe_mape_pct = probes[i].mean_abs();
    s.probe_max_abs_error_pct = probes[i].max_abs;
    if (s.mean_spread_pct) *s.mean_spread_pct /= n;
    if (s.placement == "cpu")
      s.within =
          s.mape_pct <= thresholds.cpu_mape_pct && s.max_abs_error_pct <= thresholds.cpu_case_pct;
  }
  return out;
}

// Every CPU-memory summary within its target; without any, the verdict with the probes.
bool headline_verdict(const std::vector<SetSummary>& summaries, bool probe_within) {
  bool any = false, all = true;
  for (const auto& s : summaries) {
    if (!s.within) continue;
    any = true;
    all = all && *s.within;
  }
  return any ? all : probe_within;
}

report::Table summary_table(const std::vector<SetSummary>& summaries, const Thresholds& th,
                            bool verdict, bool probed) {
  report::Table t;
  t.name = "validation_summary";
  t.title =
      "End-to-end decode, headline: calibration only (the profile's own tables, no probe "
      "measured in the same run), per set and placement";
  t.columns = {{"set"},
               {"placement"},
               {"cases", "", 0},
               {"mape_pct", "%", 2, "MAPE calib"},
               {"max_abs_error_pct", "%", 2, "largest calib"},
               {"largest_case", "", 0, "largest case"},
               {"probe_mape_pct", "%", 2, "MAPE probes"},
               {"probe_max_abs_error_pct", "%", 2, "largest probes"},
               {"mean_spread_pct", "%", 1, "mean spread"},
               {"within_spread", "", 0, "within own spread"},
               {"verdict"}};
  char target[200];
  std::snprintf(target, sizeof target, "PASS (MAPE <= %.3g%%, every case <= %.3g%%)",
                th.cpu_mape_pct, th.cpu_case_pct);
  for (const auto& s : summaries) {
    std::string v = "reported beside the spread (no target)";
    if (s.within) v = *s.within ? target : std::string("FAIL") + (target + 4);
    t.add_row(
        {s.set, s.placement, static_cast<double>(s.cases), s.mape_pct, s.max_abs_error_pct,
         s.largest_case, s.probe_mape_pct, s.probe_max_abs_error_pct,
         s.mean_spread_pct ? report::Cell(*s.mean_spread_pct) : report::Cell(),
         s.mean_spread_pct ? report::Cell(static_cast<double>(s.within_spread)) : report::Cell(),
         v});
  }
  t.notes.push_back(std::string("verdict: ") + (verdict ? "PASS" : "FAIL") +
                    " (every set's cpu cases within the calibration-only target)");
  t.notes.push_back(
      "dev = the model shape the harness and hwsim were developed on; heldout = a shape used for "
      "validation only; within own spread = cases whose |calibration error| is at most the "
      "spread of their own per-round medians");
  if (!probed)
    t.notes.push_back("no probe predicted these results: the probe columns repeat the calibration");
  return t;
}

// A key of a harness document: every key the harness writes is read, none has a default.
const json& need(const json& j, const char* key, const std::string& where) {
  if (!j.is_object() || !j.contains(key))
    throw std::invalid_argument(where + ": no \"" + std::string(key) + "\"");
  return j.at(key);
}
double number(const json& j, const char* key, const std::string& where) {
  const json& v = need(j, key, where);
  if (!v.is_number())
    throw std::invalid_argument(where + ": \"" + std::string(key) + "\" must be a number");
  return v.get<double>();
}
std::string text(const json& j, const char* key, const std::string& where) {
  const json& v = need(j, key, where);
  if (!v.is_string())
    throw std::invalid_argument(where + ": \"" + std::string(key) + "\" must be a string");
  return v.get<std::string>();
}
// A count the harness writes as a JSON integer (layers, context tokens): a fraction, zero, a
// negative value or one above `largest` is a damaged document, not a request for the whole model.
std::int64_t count(const json& j, const char* key, const std::string& where, std::int64_t largest) {
  const json& v = need(j, key, where);
  if (!v.is_number_integer() || v.get<std::int64_t>() < 1 || v.get<std::int64_t>() > largest)
    throw std::invalid_argument(where + ": \"" + std::string(key) +
                                "\" must be an integer from 1 to " + std::to_string(largest) +
                                ", got " + v.dump());
  return v.get<std::int64_t>();
}
bool flag(const json& j, const char* key, const std::string& where) {
  const json& v = need(j, key, where);
  if (!v.is_boolean())
    throw std::invalid_argument(where + ": \"" + std::string(key) + "\" must be true or false");
  return v.get<bool>();
}

// What the harness measured of a case: its identity, median token time, spread and phases.
CaseComparison measured_case(const json& c) {
  CaseComparison out;
  out.name = text(c, "name", "e2e case");
  const std::string where = "e2e case " + out.name;
  out.placement = text(c, "placement", where);
  out.method = text(c, "method", where);
  out.set = text(c, "set", where);
  out.budget = number(c, "budget", where);
  out.measured_ms = number(need(c, "token_ms", where), "median", where + ".token_ms");
  out.spread_pct = number(c, "spread_pct", where);
  const json& phases = need(c, "phases_ms_median", where);
  for (int p = 0; p < kPhaseCount; ++p)
    out.measured_phase_ms[p] = number(phases, kPhaseNames[p], where + ".phases_ms_median");
  out.measured_h2d_bytes = number(need(c, "per_token", where), "h2d_bytes", where + ".per_token");
  return out;
}

// The machine as the harness ran the case: pinned staging, its gather threads (0: the machine's
// default), and for flash cases its queue depth and request planning (the harness's settings, not
// properties of the device, so they replace the profile's).
decode::MachineOptions machine_options_of(const json& c, const std::string& where, bool flash,
                                          hw::HardwareProfile& profile) {
  decode::MachineOptions options;
  options.pinned = true;
  if (const double threads = number(c, "gather_threads", where); threads > 0)
    options.threads = static_cast<int>(threads);
  if (!flash) return options;
  if (!profile.storage)
    throw std::invalid_argument("profile '" + profile.name + "' has no storage for flash cases");
  options.queue_depth = static_cast<int>(number(c, "queue_depth", where));
  profile.storage->page_size = number(c, "page_bytes", where);
  profile.storage->max_request_size = number(c, "max_request_bytes", where);
  return options;
}

// What a case's group is checked against: the model's group of that name (from `file`) and
// whether the case's placement preset keeps it in GPU memory.
struct GroupCheck {
  const model::MatrixGroup& model_group;
  const std::string& file;
  const std::string& preset;
  bool resident;
};

// One group's tiers from the case's `groups` entry (`where` names it), after its checks.
decode::GroupTiers group_tiers(const json& g, const std::string& where, const CaseComparison& out,
                               const GroupCheck& check) {
  if (static_cast<double>(check.model_group.input_dim) != number(g, "cols", where) ||
      static_cast<double>(check.model_group.output_dim()) != number(g, "rows", where))
    throw std::invalid_argument(where + " does not match " + check.file);
  if (flag(g, "resident", where) != check.resident)
    throw std::invalid_argument(where + " is placed otherwise than preset " + check.preset +
                                " places it");
  decode::GroupTiers t;
  t.k_top = static_cast<std::int64_t>(number(g, "k_top", where));
  t.k_mid = static_cast<std::int64_t>(number(g, "k_mid", where));
  t.top_column_bytes = out.method == "q4k"
                           ? number(g, "bytes_needed", where) / static_cast<double>(t.k_top)
                           : number(g, "top_bundle_bytes", where);
  t.mid_column_bytes = number(g, "mid_bundle_bytes", where);
  // Sparse groups send their column-offset table (4 B per column, page-aligned) with the data.
  t.index_bytes =
      is_sparse(out.method) ? round_up(4.0 * static_cast<double>(t.k_top + t.k_mid), kPage) : 0.0;
  return t;
}

// The token as the harness ran the case: its placement preset, serial host-synchronised phases,
// attention and small ops when it ran them (block_ops), its layers, and every group's tiers.
decode::TokenOptions token_options_of(const json& c, const std::string& where,
                                      const CaseComparison& out, const E2EModel& e2e_model,
                                      bool flash) {
  decode::TokenOptions options;
  const std::string preset = text(c, "placement_preset", where);
  if (preset != "all" && preset != "ca")
    throw std::invalid_argument(where + ": unknown placement preset '" + preset + "'");
  options.placement.preset =
      preset == "ca" ? decode::PlacementPreset::ca : decode::PlacementPreset::all;
  options.placement.offload = flash ? decode::Placement::flash : decode::Placement::cpu;
  options.overlap = decode::Overlap::serial;
  options.cpu_fetch = decode::CpuFetch::gather_sparse;
  const bool block_ops = flag(c, "block_ops", where);
  options.attention = block_ops;
  options.small_ops = block_ops;
  // 1e9: the decode job's bound on context_tokens.
  if (block_ops) options.context_tokens = count(c, "context_tokens", where, 1'000'000'000);
  options.layers = static_cast<int>(count(c, "layers", where, std::numeric_limits<int>::max()));
  options.host_syncs = true;
  options.blocks_only = true;  // the CUDA harness runs the blocks only
  options.dense_request_bytes = number(c, "dense_request_bytes", where);
  options.seed = kSelectionSeed;
  const model::ModelSpec& model = e2e_model.spec;
  const auto groups = model::matrix_groups(model.layers.at(0), model.hidden);
  for (const json& g : need(c, "groups", where)) {
    const std::string name = text(g, "group", where + ".groups[]");
    const std::string at = where + ": group '" + name + "'";
    const auto it =
        std::find_if(groups.begin(), groups.end(), [&](const auto& mg) { return mg.name == name; });
    if (it == groups.end()) throw std::invalid_argument(at + " does not match " + e2e_model.file);
    const GroupCheck check{*it, e2e_model.file, preset,
                           options.placement.placement_of(*it) == decode::Placement::gpu};
    options.tiers[name] = group_tiers(g, at, out, check);
  }
  return options;
}

// The predicted phases and token time from the executed graph, as the harness times them.
void add_predicted_phases(const decode::TokenGraph& token, const graph::RunResult& run,
                          CaseComparison& out) {
  namespace cat = decode::category;
  out.predicted_phase_ms[0] = 1e3 * phase_seconds(token.graph, run, {cat::kSelect});
  out.predicted_phase_ms[1] = 1e3 * phase_seconds(token.graph, run, {cat::kPlan});
  out.predicted_phase_ms[2] =
      1e3 * phase_seconds(token.graph, run, {cat::kGather, cat::kSsdRead, cat::kIoSubmit});
  out.predicted_phase_ms[3] = 1e3 * phase_seconds(token.graph, run, {cat::kH2d});
  out.predicted_phase_ms[4] = 1e3 * phase_seconds(token.graph, run, {cat::kGemv});
  out.predicted_ms = 1e3 * time_to_seconds(run.makespan);
  out.error_pct = 100.0 * (out.predicted_ms - out.measured_ms) / out.measured_ms;
  for (graph::TaskId id = 0; id < token.graph.size(); ++id) {
    const graph::Task& task = token.graph.task(id);
    if (task.category == cat::kH2d) out.predicted_h2d_bytes += task.bytes;
  }
}

// Each offloaded group's measured gather (flash reads or CPU gather) beside its predicted span.
void add_group_comparisons(const json& c, const std::string& where, bool flash,
                           const decode::TokenGraph& token, const graph::RunResult& run,
                           CaseComparison& out) {
  namespace cat = decode::category;
  for (const json& g : need(c, "groups", where)) {
    GroupComparison gc;
    gc.group = text(g, "group", where + ".groups[]");
    const std::string at = where + ": group '" + gc.group + "'";
    if (flag(g, "resident", at)) continue;
    gc.measured_ms = number(g, "gather_ms_median", at);
    gc.measured_transfers = number(g, "transfers_per_token", at);
    gc.predicted_ms =
        1e3 * (flash ? phase_seconds(token.graph, run, {cat::kSsdRead, cat::kIoSubmit}, gc.group)
                     : phase_seconds(token.graph, run, {cat::kGather}, gc.group));
    const auto transfers = token.transfers_by_group.find(gc.group);
    gc.predicted_transfers = transfers == token.transfers_by_group.end() ? 0.0 : transfers->second;
    out.groups.push_back(std::move(gc));
  }
}

// Which probes predict the document's cases: the storage probe for flash cases and the host probe
// for sparse CPU-memory cases, each when measured and not refused; `has_*` say which cases exist.
struct Probes {
  bool storage = false, host = false;
  bool has_flash = false, has_gathers = false;
  StorageTables storage_asked = StorageTables::probe_when_measured;
  HostTables host_asked = HostTables::probe_when_measured;
};

Probes probes_of(const json& e2e, StorageTables storage, HostTables host) {
  Probes p;
  p.storage_asked = storage;
  p.host_asked = host;
  std::size_t index = 0;
  for (const json& c : e2e.at("cases")) {
    const std::string where = "end-to-end JSON: cases[" + std::to_string(index++) + "]";
    const std::string placement = text(c, "placement", where);
    p.has_flash = p.has_flash || placement == "flash";
    p.has_gathers = p.has_gathers || (placement == "cpu" && is_sparse(text(c, "method", where)));
  }
  p.storage =
      storage == StorageTables::probe_when_measured && p.has_flash && e2e.contains("storage_probe");
  p.host = host == HostTables::probe_when_measured && p.has_gathers && e2e.contains("host_probe");
  return p;
}

// Every case predicted with `probed` (the profile with the probes' tables), and, where a probe
// changed its prediction, again with the profile's own tables for the calibration-only figure.
// Only flash cases read storage and only sparse CPU cases gather; the others predict the same
// with either table.
std::vector<CaseComparison> predict_cases(const json& cases, const hw::HardwareProfile& profile,
                                          const hw::HardwareProfile& probed, const Probes& probes,
                                          const std::filesystem::path& repo_root) {
  std::map<std::string, E2EModel> models;  // by the harness's model name
  std::vector<CaseComparison> out;
  std::size_t index = 0;
  for (const json& c : cases) {
    const std::string where = "end-to-end JSON: cases[" + std::to_string(index++) + "]";
    const std::string name = text(need(c, "model", where), "name", where + ".model");
    if (!models.count(name)) models.emplace(name, load_e2e_model(repo_root, name));
    const E2EModel& model = models.at(name);
    CaseComparison cc = predict_case(probed, c, model);
    const bool uses_probe = (probes.storage && cc.placement == "flash") ||
                            (probes.host && cc.placement == "cpu" && is_sparse(cc.method));
    cc.calibration_ms = cc.predicted_ms;
    cc.calibration_error_pct = cc.error_pct;
    std::copy(std::begin(cc.predicted_phase_ms), std::end(cc.predicted_phase_ms),
              std::begin(cc.calibration_phase_ms));
    if (uses_probe) {
      const CaseComparison own_case = predict_case(profile, c, model);
      cc.calibration_ms = own_case.predicted_ms;
      cc.calibration_error_pct = own_case.error_pct;
      std::copy(std::begin(own_case.predicted_phase_ms), std::end(own_case.predicted_phase_ms),
                std::begin(cc.calibration_phase_ms));
    }
    out.push_back(std::move(cc));
  }
  return out;
}

// One row per case: the measured and predicted token times, errors, spread and phases.
report::Table case_table(const E2EComparison& cmp, const std::string& profile_name) {
  report::Table t;
  t.name = "validation";
  t.title = "End-to-end decode: measured vs predicted per-token time (" + profile_name +
            (cmp.storage_probed ? "; flash reads from the storage probe" : "") +
            (cmp.host_probed ? "; cpu gathers and copies from the host probe" : "") + ")";
  t.columns = {{"case"},
               {"set"},
               {"placement"},
               {"method"},
               {"budget", "%", 0},
               {"measured_ms", "ms", 2, "measured"},
               {"calibration_ms", "ms", 2, "pred calib"},
               {"calibration_error_pct", "%", 1, "error calib"},
               {"predicted_ms", "ms", 2, "pred probes"},
               {"error_pct", "%", 1, "error probes"},
               {"spread_pct", "%", 1, "spread"}};
  for (int p = 0; p < kPhaseCount; ++p) {
    const std::string n = kPhaseNames[p];
    t.columns.push_back({"measured_" + n + "_ms", "ms", 2, n + " meas"});
    t.columns.push_back({"calibration_" + n + "_ms", "ms", 2, n + " calib"});
    t.columns.push_back({"predicted_" + n + "_ms", "ms", 2, n + " probes"});
  }
  for (const auto& c : cmp.cases) {
    std::vector<report::Cell> row{
        c.name,           c.set,         c.placement,      c.method,
        100.0 * c.budget, c.measured_ms, c.calibration_ms, c.calibration_error_pct,
        c.predicted_ms,   c.error_pct};
    row.emplace_back(c.spread_pct ? report::Cell(*c.spread_pct) : report::Cell());
    for (int p = 0; p < kPhaseCount; ++p) {
      row.emplace_back(c.measured_phase_ms[p]);
      row.emplace_back(c.calibration_phase_ms[p]);
      row.emplace_back(c.predicted_phase_ms[p]);
    }
    t.add_row(std::move(row));
  }
  return t;
}

// Whether the predicted tokens copy the bytes the harness copied, case by case (within 1%, or
// naming the case that differs most).
std::string h2d_bytes_note(const std::vector<CaseComparison>& cases) {
  const CaseComparison* worst = nullptr;
  double worst_pct = 0.0;
  for (const CaseComparison& c : cases) {
    const double base = std::max(c.measured_h2d_bytes, 1.0);
    const double pct = 100.0 * std::abs(c.predicted_h2d_bytes - c.measured_h2d_bytes) / base;
    if (!worst || pct > worst_pct) {
      worst = &c;
      worst_pct = pct;
    }
  }
  char line[300];
  if (!worst) return "no case to compare host-to-device bytes";
  std::snprintf(line, sizeof line,
                "host-to-device bytes per token, predicted vs the harness's per_token.h2d_bytes: "
                "%s (largest difference %.3g%%, case %s: %.6g MB predicted, %.6g MB measured)",
                worst_pct <= 1.0 ? "the same within 1% in every case"
                                 : "DIFFERENT: a case copies other bytes than the harness did",
                worst_pct, worst->name.c_str(), worst->predicted_h2d_bytes / 1e6,
                worst->measured_h2d_bytes / 1e6);
  return line;
}

// The notes after the case rows: the verdict with the probes; which storage and host tables
// predicted the flash and sparse CPU cases, with the figure of the profile's own tables after the
// last probe note; the measurement spread.
void add_notes(const json& e2e, const E2EComparison& cmp, const Thresholds& thresholds,
               const Probes& probes, report::Table& t) {
  char line[300];
  std::snprintf(line, sizeof line,
                "with the probes: MAPE %.2f%% over %zu cases (threshold %.3g%%); largest |error| "
                "%.2f%% (threshold %.3g%%): %s",
                cmp.mape_pct, cmp.cases.size(), thresholds.mape_pct, cmp.max_abs_error_pct,
                thresholds.case_pct, cmp.within ? "PASS" : "FAIL");
  t.notes.push_back(line);
  char own_line[300] = "";
  if (cmp.with_profile_tables) {
    const ProfileTablesSummary& own = *cmp.with_profile_tables;
    std::snprintf(own_line, sizeof own_line, "MAPE %.2f%%, largest |error| %.2f%% (%s): %s",
                  own.mape_pct, own.max_abs_error_pct, own.largest_case.c_str(),
                  own.within ? "PASS" : "FAIL");
  }
  if (probes.storage) {
    const json& probe = e2e.at("storage_probe");
    t.notes.push_back(
        "flash cases predicted with storage read latencies from the storage probe (" +
        std::to_string(probe.at("points").size()) + " batch-read points of " +
        text(probe, "file", "storage_probe") + ", measured between the flash cases)" +
        (probes.host ? "" : std::string("; with the profile's own storage tables: ") + own_line));
  } else if (probes.has_flash) {
    t.notes.push_back(std::string("flash cases predicted with the profile's storage tables (") +
                      (probes.storage_asked == StorageTables::profile
                           ? "as asked"
                           : "these results have no storage probe") +
                      ")");
  }
  if (probes.host) {
    const json& probe = e2e.at("host_probe");
    const auto count = [&](const char* part) {
      return std::to_string(need(need(probe, part, "host_probe"), "points", "host_probe").size());
    };
    t.notes.push_back(
        "sparse cpu cases predicted with gather and post-gather copy rates from the host probe (" +
        count("gather") + " gather and " + count("staged_copy") +
        " staged-copy points on the pinned weights, measured before those cases); with the "
        "profile's own " +
        (probes.storage ? "host and storage tables: " : "host tables: ") + own_line);
  } else if (probes.has_gathers) {
    t.notes.push_back(std::string("sparse cpu cases predicted with the profile's host tables (") +
                      (probes.host_asked == HostTables::profile
                           ? "as asked"
                           : "these results have no host probe") +
                      ")");
  }
  if (const std::string spread = spread_note(cmp.cases); !spread.empty()) t.notes.push_back(spread);
  t.notes.push_back(h2d_bytes_note(cmp.cases));
}

}  // namespace

E2EModel load_e2e_model(const std::filesystem::path& repo_root, const std::string& harness_model) {
  // The harness's model names (validate/gpu_bench.hpp) and the model files they are shaped after.
  static const std::map<std::string, std::string> kFiles = {
      {"Llama-3.1-8B-shaped", "llama-3.1-8b.yaml"},
      {"Mistral-NeMo-12B-shaped", "mistral-nemo-12b.yaml"}};
  const auto it = kFiles.find(harness_model);
  if (it == kFiles.end())
    throw std::invalid_argument("end-to-end JSON: unknown model '" + harness_model +
                                "' (Llama-3.1-8B-shaped, Mistral-NeMo-12B-shaped)");
  const std::filesystem::path file = repo_root / "workloads" / "models" / it->second;
  return {model::load_model(io::Node::load_file(file.string()), nullptr), file.string()};
}

CaseComparison predict_case(const hw::HardwareProfile& profile_in, const json& c,
                            const E2EModel& e2e_model) {
  CaseComparison out = measured_case(c);
  const std::string where = "e2e case " + out.name;
  const bool flash = out.placement == "flash";
  if (!flash && out.placement != "cpu") throw std::invalid_argument(where + ": unknown placement");
  hw::HardwareProfile profile = profile_in;
  const decode::MachineOptions machine_options = machine_options_of(c, where, flash, profile);
  const decode::TokenOptions options = token_options_of(c, where, out, e2e_model, flash);
  const decode::MethodSpec method =
      method_of(out.method, out.budget, static_cast<int>(number(c, "mid_bits", where)));
  const decode::DecodeMachine machine = decode::build_decode_machine(profile, machine_options);
  const decode::TokenGraph token =
      decode::build_token_graph(profile, machine, e2e_model.spec, method, options);
  const graph::RunResult run = graph::execute(machine.machine, token.graph);
  add_predicted_phases(token, run, out);
  // Per group: the reads of a flash case, the CPU gather of a sparse CPU-memory case.
  if (flash || is_sparse(out.method)) add_group_comparisons(c, where, flash, token, run, out);
  return out;
}

bool within_thresholds(const std::vector<double>& errors_pct, const Thresholds& thresholds,
                       double* mape_pct) {
  double sum = 0, worst = 0;
  for (double e : errors_pct) {
    sum += std::abs(e);
    worst = std::max(worst, std::abs(e));
  }
  const double mape = errors_pct.empty() ? 0.0 : sum / static_cast<double>(errors_pct.size());
  if (mape_pct) *mape_pct = mape;
  return !errors_pct.empty() && mape <= thresholds.mape_pct && worst <= thresholds.case_pct;
}

E2EComparison compare_e2e(const json& doc, const hw::HardwareProfile& profile,
                          const std::filesystem::path& repo_root, const Thresholds& thresholds,
                          StorageTables storage, HostTables host) {
  const json& e2e = doc.contains("e2e") ? doc.at("e2e") : doc;
  if (!e2e.contains("cases") || !e2e.at("cases").is_array() || e2e.at("cases").empty()) {
    throw std::invalid_argument("end-to-end JSON: no 'cases'");
  }
  E2EComparison out;
  const Probes probes = probes_of(e2e, storage, host);
  out.storage_probed = probes.storage;
  out.host_probed = probes.host;
  hw::HardwareProfile probed =
      probes.storage ? with_probed_storage(profile, e2e.at("storage_probe")) : profile;
  if (probes.host) probed = with_probed_host(probed, e2e.at("host_probe"));
  out.cases = predict_cases(e2e.at("cases"), profile, probed, probes, repo_root);
  std::vector<double> errors, calibration_errors;
  report::ErrorSummary calibration;
  for (const CaseComparison& c : out.cases) {
    errors.push_back(c.error_pct);
    out.max_abs_error_pct = std::max(out.max_abs_error_pct, std::abs(c.error_pct));
    calibration_errors.push_back(c.calibration_error_pct);
    calibration.add(c.calibration_error_pct, c.name);
  }
  out.within = within_thresholds(errors, thresholds, &out.mape_pct);
  const bool probed_any = probes.storage || probes.host;
  if (probed_any) {
    ProfileTablesSummary own;
    own.within = within_thresholds(calibration_errors, thresholds, &own.mape_pct);
    own.max_abs_error_pct = calibration.max_abs;
    own.largest_case = calibration.largest_case;
    out.with_profile_tables = own;
  }
  out.table = case_table(out, profile.name);
  add_notes(e2e, out, thresholds, probes, out.table);
  out.group_table = group_table(out.cases, out.storage_probed, out.host_probed);
  out.summaries = summarize_sets(out.cases, thresholds);
  out.headline_within = headline_verdict(out.summaries, out.within);
  out.summary_table = summary_table(out.summaries, thresholds, out.headline_within, probed_any);
  out.table.notes.push_back(
      "error = (predicted - measured) / measured; measured = median token time; phases are medians "
      "(measured) and task spans (predicted: calib from the profile's own tables, probes with the "
      "probes); the harness's 'other' is in the token time only");
  return out;
}

}  // namespace hwsim::validation
