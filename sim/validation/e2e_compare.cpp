#include "sim/validation/e2e_compare.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
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
  CaseComparison out;
  out.name = c.at("name").get<std::string>();
  out.placement = c.at("placement").get<std::string>();
  out.method = c.at("method").get<std::string>();
  out.set = c.value("set", std::string("dev"));
  out.budget = c.at("budget").get<double>();
  out.measured_ms = c.at("token_ms").at("median").get<double>();
  if (c.contains("spread_pct") && c.at("spread_pct").is_number())
    out.spread_pct = c.at("spread_pct").get<double>();
  for (int p = 0; p < kPhaseCount; ++p) {
    out.measured_phase_ms[p] = c.at("phases_ms_median").value(kPhaseNames[p], 0.0);
  }

  const model::ModelSpec& model = e2e_model.spec;
  const bool flash = out.placement == "flash";
  if (!flash && out.placement != "cpu")
    throw std::invalid_argument("e2e case " + out.name + ": unknown placement");

  hw::HardwareProfile profile = profile_in;
  decode::MachineOptions machine_options;
  machine_options.pinned = true;
  if (c.value("gather_threads", 0) > 0) machine_options.threads = c.at("gather_threads").get<int>();
  if (flash) {
    if (!profile.storage)
      throw std::invalid_argument("profile '" + profile.name + "' has no storage for flash cases");
    machine_options.queue_depth = c.at("queue_depth").get<int>();
    // Request planning follows the harness's settings (not properties of the device).
    profile.storage->page_size = c.at("page_bytes").get<double>();
    profile.storage->max_request_size = c.at("max_request_bytes").get<double>();
  }

  decode::TokenOptions options;
  const std::string preset = c.value("placement_preset", std::string("all"));
  if (preset != "all" && preset != "ca")
    throw std::invalid_argument("e2e case " + out.name + ": unknown placement preset '" + preset +
                                "'");
  options.placement.preset =
      preset == "ca" ? decode::PlacementPreset::ca : decode::PlacementPreset::all;
  options.placement.offload = flash ? decode::Placement::flash : decode::Placement::cpu;
  options.overlap = decode::Overlap::serial;
  options.cpu_fetch = decode::CpuFetch::gather_sparse;
  // Attention and small ops as the harness ran them (documents before block ops: GEMVs alone).
  const bool block_ops = c.value("block_ops", false);
  options.attention = block_ops;
  options.small_ops = block_ops;
  if (block_ops) options.context_tokens = c.at("context_tokens").get<std::int64_t>();
  options.layers = c.at("layers").get<int>();
  options.host_syncs = true;
  options.dense_request_bytes = c.value("dense_request_bytes", 0.0);
  options.seed = kSelectionSeed;
  const bool sparse = is_sparse(out.method);
  const auto groups = model::matrix_groups(model.layers.at(0), model.hidden);
  for (const json& g : c.at("groups")) {
    const std::string name = g.at("group").get<std::string>();
    const auto it =
        std::find_if(groups.begin(), groups.end(), [&](const auto& mg) { return mg.name == name; });
    if (it == groups.end() || it->input_dim != g.at("cols").get<std::int64_t>() ||
        it->output_dim() != g.at("rows").get<std::int64_t>()) {
      throw std::invalid_argument("e2e case " + out.name + ": group '" + name +
                                  "' does not match " + e2e_model.file);
    }
    if (g.value("resident", false) !=
        (options.placement.placement_of(*it) == decode::Placement::gpu))
      throw std::invalid_argument("e2e case " + out.name + ": group '" + name +
                                  "' is placed otherwise than preset " + preset + " places it");
    decode::GroupTiers t;
    t.k_top = g.at("k_top").get<std::int64_t>();
    t.k_mid = g.at("k_mid").get<std::int64_t>();
    t.top_column_bytes = out.method == "q4k"
                             ? g.at("bytes_needed").get<double>() / static_cast<double>(t.k_top)
                             : g.at("top_bundle_bytes").get<double>();
    t.mid_column_bytes = g.at("mid_bundle_bytes").get<double>();
    // Sparse groups send their column-offset table (4 B per column, page-aligned) with the data.
    t.index_bytes = sparse ? round_up(4.0 * static_cast<double>(t.k_top + t.k_mid), kPage) : 0.0;
    options.tiers[name] = t;
  }
  const decode::MethodSpec method = method_of(out.method, out.budget, c.value("mid_bits", 3));

  const decode::DecodeMachine machine = decode::build_decode_machine(profile, machine_options);
  const decode::TokenGraph token =
      decode::build_token_graph(profile, machine, model, method, options);
  const graph::RunResult run = graph::execute(machine.machine, token.graph);
  namespace cat = decode::category;
  out.predicted_phase_ms[0] = 1e3 * phase_seconds(token.graph, run, {cat::kSelect});
  out.predicted_phase_ms[1] = 1e3 * phase_seconds(token.graph, run, {cat::kPlan});
  out.predicted_phase_ms[2] =
      1e3 * phase_seconds(token.graph, run, {cat::kGather, cat::kSsdRead, cat::kIoSubmit});
  out.predicted_phase_ms[3] = 1e3 * phase_seconds(token.graph, run, {cat::kH2d});
  out.predicted_phase_ms[4] = 1e3 * phase_seconds(token.graph, run, {cat::kGemv});
  out.predicted_ms = 1e3 * time_to_seconds(run.makespan);
  out.error_pct = 100.0 * (out.predicted_ms - out.measured_ms) / out.measured_ms;
  // Per group: the reads of a flash case, the CPU gather of a sparse CPU-memory case.
  const bool gathers = !flash && sparse;
  if (flash || gathers) {
    for (const json& g : c.at("groups")) {
      if (!g.contains("gather_ms_median") || g.value("resident", false)) continue;
      GroupComparison gc;
      gc.group = g.at("group").get<std::string>();
      gc.measured_ms = g.at("gather_ms_median").get<double>();
      gc.measured_transfers = g.value("transfers_per_token", 0.0);
      gc.predicted_ms =
          1e3 * (flash ? phase_seconds(token.graph, run, {cat::kSsdRead, cat::kIoSubmit}, gc.group)
                       : phase_seconds(token.graph, run, {cat::kGather}, gc.group));
      const auto transfers = token.transfers_by_group.find(gc.group);
      gc.predicted_transfers =
          transfers == token.transfers_by_group.end() ? 0.0 : transfers->second;
      out.groups.push_back(std::move(gc));
    }
  }
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
  const json& cases = e2e.at("cases");
  const bool has_flash = std::any_of(cases.begin(), cases.end(), [](const json& c) {
    return c.value("placement", std::string()) == "flash";
  });
  const bool has_probe = e2e.contains("storage_probe");
  out.storage_probed = storage == StorageTables::probe_when_measured && has_flash && has_probe;
  const bool has_gathers = std::any_of(cases.begin(), cases.end(), [](const json& c) {
    return c.value("placement", std::string()) == "cpu" && is_sparse(c.value("method", ""));
  });
  out.host_probed =
      host == HostTables::probe_when_measured && has_gathers && e2e.contains("host_probe");
  hw::HardwareProfile probed =
      out.storage_probed ? with_probed_storage(profile, e2e.at("storage_probe")) : profile;
  if (out.host_probed) probed = with_probed_host(probed, e2e.at("host_probe"));
  std::map<std::string, E2EModel> models;  // by the harness's model name
  const std::string doc_model = e2e.contains("model")
                                    ? e2e.at("model").value("name", "Llama-3.1-8B-shaped")
                                    : std::string("Llama-3.1-8B-shaped");
  std::vector<double> errors, profile_errors;
  ProfileTablesSummary own;
  report::ErrorSummary own_errors;
  const bool probed_any = out.storage_probed || out.host_probed;
  for (const json& c : cases) {
    const std::string name =
        c.contains("model") ? c.at("model").at("name").get<std::string>() : doc_model;
    if (!models.count(name)) models.emplace(name, load_e2e_model(repo_root, name));
    const E2EModel& model = models.at(name);
    out.cases.push_back(predict_case(probed, c, model));
    CaseComparison& cc = out.cases.back();
    errors.push_back(cc.error_pct);
    out.max_abs_error_pct = std::max(out.max_abs_error_pct, std::abs(errors.back()));
    // Only flash cases read storage and only sparse CPU cases gather; the others predict the
    // same with either table.
    const bool uses_probe = (out.storage_probed && cc.placement == "flash") ||
                            (out.host_probed && cc.placement == "cpu" && is_sparse(cc.method));
    cc.calibration_ms = cc.predicted_ms;
    cc.calibration_error_pct = cc.error_pct;
    if (uses_probe) {
      const CaseComparison own_case = predict_case(profile, c, model);
      cc.calibration_ms = own_case.predicted_ms;
      cc.calibration_error_pct = own_case.error_pct;
    }
    if (probed_any) {
      profile_errors.push_back(cc.calibration_error_pct);
      own_errors.add(cc.calibration_error_pct, cc.name);
    }
  }
  out.within = within_thresholds(errors, thresholds, &out.mape_pct);
  if (probed_any) {
    own.within = within_thresholds(profile_errors, thresholds, &own.mape_pct);
    own.max_abs_error_pct = own_errors.max_abs;
    own.largest_case = own_errors.largest_case;
    out.with_profile_tables = own;
  }

  report::Table& t = out.table;
  t.name = "validation";
  t.title = "End-to-end decode: measured vs predicted per-token time (" + profile.name +
            (out.storage_probed ? "; flash reads from the storage probe" : "") +
            (out.host_probed ? "; cpu gathers and copies from the host probe" : "") + ")";
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
    t.columns.push_back({"predicted_" + n + "_ms", "ms", 2, n + " pred"});
  }
  for (const auto& c : out.cases) {
    std::vector<report::Cell> row{
        c.name,           c.set,         c.placement,      c.method,
        100.0 * c.budget, c.measured_ms, c.calibration_ms, c.calibration_error_pct,
        c.predicted_ms,   c.error_pct};
    row.emplace_back(c.spread_pct ? report::Cell(*c.spread_pct) : report::Cell());
    for (int p = 0; p < kPhaseCount; ++p) {
      row.emplace_back(c.measured_phase_ms[p]);
      row.emplace_back(c.predicted_phase_ms[p]);
    }
    t.add_row(std::move(row));
  }
  char line[300];
  std::snprintf(line, sizeof line,
                "with the probes: MAPE %.2f%% over %zu cases (threshold %.3g%%); largest |error| "
                "%.2f%% (threshold %.3g%%): %s",
                out.mape_pct, out.cases.size(), thresholds.mape_pct, out.max_abs_error_pct,
                thresholds.case_pct, out.within ? "PASS" : "FAIL");
  t.notes.push_back(line);
  char own_line[300] = "";
  if (probed_any)
    std::snprintf(own_line, sizeof own_line, "MAPE %.2f%%, largest |error| %.2f%% (%s): %s",
                  own.mape_pct, own.max_abs_error_pct, own.largest_case.c_str(),
                  own.within ? "PASS" : "FAIL");
  if (out.storage_probed) {
    const json& probe = e2e.at("storage_probe");
    t.notes.push_back("flash cases predicted with storage read latencies from the storage probe (" +
                      std::to_string(probe.at("points").size()) + " batch-read points of " +
                      probe.value("file", std::string("the weights file")) +
                      ", measured between the flash cases)" +
                      (out.host_probed
                           ? ""
                           : std::string("; with the profile's own storage tables: ") + own_line));
  } else if (has_flash) {
    t.notes.push_back(
        std::string("flash cases predicted with the profile's storage tables (") +
        (storage == StorageTables::profile ? "as asked" : "these results have no storage probe") +
        ")");
  }
  if (out.host_probed) {
    const json& probe = e2e.at("host_probe");
    const auto count = [&](const char* part) {
      return std::to_string(
          probe.contains(part) ? probe.at(part).value("points", json::array()).size() : 0);
    };
    t.notes.push_back(
        "sparse cpu cases predicted with gather and post-gather copy rates from the host probe (" +
        count("gather") + " gather and " + count("staged_copy") +
        " staged-copy points on the pinned weights, measured before those cases); with the "
        "profile's own " +
        (out.storage_probed ? "host and storage tables: " : "host tables: ") + own_line);
  } else if (has_gathers) {
    t.notes.push_back(
        std::string("sparse cpu cases predicted with the profile's host tables (") +
        (host == HostTables::profile ? "as asked" : "these results have no host probe") + ")");
  }
  if (const std::string spread = spread_note(out.cases); !spread.empty()) t.notes.push_back(spread);
  out.group_table = group_table(out.cases, out.storage_probed, out.host_probed);
  out.summaries = summarize_sets(out.cases, thresholds);
  out.headline_within = headline_verdict(out.summaries, out.within);
  out.summary_table = summary_table(out.summaries, thresholds, out.headline_within, probed_any);
  t.notes.push_back(
      "error = (predicted - measured) / measured; measured = median token time; phases are medians "
      "(measured) and task spans (predicted); the harness's 'other' is in the token time only");
  return out;
}

}  // namespace hwsim::validation
