#include "sim/validation/train_validation.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <map>
#include <set>
#include <vector>

#include "sim/io/input_error.hpp"
#include "sim/io/joined.hpp"
#include "sim/io/node.hpp"
#include "sim/model/model_loader.hpp"
#include "sim/report/error_summary.hpp"
#include "sim/train/memory_plan.hpp"
#include "sim/train/step_timeline.hpp"

namespace hwsim::validation {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;
const char* const kSource = "train results";
constexpr std::int64_t kMaxAccumSteps = 4096;

[[noreturn]] void fail(const std::string& where, const std::string& message) {
  throw io::InputError(io::Location{kSource, 0, 0}, where, message);
}

std::string case_label(const nlohmann::json& c) {
  return c.contains("name") && c["name"].is_string() ? c["name"].get<std::string>() : "case";
}

const nlohmann::json& need(const nlohmann::json& obj, const std::string& key,
                           const std::string& where) {
  if (!obj.is_object() || !obj.contains(key)) fail(where + "." + key, "missing");
  return obj[key];
}

std::string need_string(const nlohmann::json& obj, const std::string& key,
                        const std::string& where) {
  const nlohmann::json& v = need(obj, key, where);
  if (!v.is_string()) fail(where + "." + key, "expected a string");
  return v.get<std::string>();
}

std::int64_t need_int(const nlohmann::json& obj, const std::string& key, const std::string& where) {
  const nlohmann::json& v = need(obj, key, where);
  if (!v.is_number_integer() || v.get<std::int64_t>() < 1) {
    fail(where + "." + key, "expected a positive integer");
  }
  return v.get<std::int64_t>();
}

double need_number(const nlohmann::json& obj, const std::string& key, const std::string& where) {
  const nlohmann::json& v = need(obj, key, where);
  if (!v.is_number()) fail(where + "." + key, "expected a number");
  return v.get<double>();
}

std::string optional_string(const nlohmann::json& obj, const std::string& key,
                            const std::string& fallback, const std::string& where) {
  if (!obj.contains(key)) return fallback;
  if (!obj[key].is_string()) fail(where + "." + key, "expected a string");
  return obj[key].get<std::string>();
}

template <typename E>
E pick(const std::string& value, const std::vector<std::pair<const char*, E>>& table,
       const std::string& where) {
  std::string names;
  for (const auto& [name, e] : table) {
    if (value == name) return e;
    names += (names.empty() ? "" : " | ") + std::string(name);
  }
  fail(where, "unknown value '" + value + "' (" + names + ")");
}

// The caching allocator's smallest block: every allocation is rounded up to 512 bytes
// (c10/cuda/CUDACachingAllocator.cpp, kMinBlockSize).
double rounded(double bytes) { return std::ceil(bytes / 512.0) * 512.0; }

}  // namespace

train::TrainJob job_for_case(const nlohmann::json& c) {
  const std::string where = case_label(c);
  train::TrainJob job;
  job.micro_batch = need_int(c, "micro_batch", where);
  job.seq_len = need_int(c, "seq_len", where);
  job.grad_accum_steps =
      c.contains("grad_accum_steps") ? need_int(c, "grad_accum_steps", where) : 1;
  // Each micro-step is simulated, so the count bounds the time and memory of the comparison.
  if (job.grad_accum_steps > kMaxAccumSteps)
    fail(where + ".grad_accum_steps", "at most " + std::to_string(kMaxAccumSteps) +
                                          " micro-steps per step, got " +
                                          std::to_string(job.grad_accum_steps));
  job.activation_mode = train::ActivationMode::per_op;
  job.states_allocated = train::StatesAllocated::startup;

  const std::string precision = need_string(c, "precision", where);
  job.precision =
      pick<train::PrecisionRecipe>(precision,
                                   {{"fp32", train::PrecisionRecipe::fp32},
                                    {"bf16_pure", train::PrecisionRecipe::bf16_pure},
                                    {"bf16_autocast", train::PrecisionRecipe::bf16_autocast}},
                                   where + ".precision");
  job.activation_dtype =
      precision == "fp32" ? train::ActivationDtype::fp32 : train::ActivationDtype::bf16;
  job.loss_fp32_upcast = precision != "fp32";  // fp32 logits need no upcast

  job.optimizer = pick<train::Optimizer>(need_string(c, "optimizer", where),
                                         {{"adamw", train::Optimizer::adamw},
                                          {"adam", train::Optimizer::adam},
                                          {"sgd", train::Optimizer::sgd}},
                                         where + ".optimizer");
  const double momentum = c.contains("momentum") ? need_number(c, "momentum", where) : 0.0;
  if (job.optimizer == train::Optimizer::sgd && momentum > 0) {
    job.optimizer = train::Optimizer::sgd_momentum;
  }
  job.optimizer_impl =
      pick<train::OptimizerImpl>(optional_string(c, "optimizer_impl", "foreach", where),
                                 {{"foreach", train::OptimizerImpl::foreach},
                                  {"fused", train::OptimizerImpl::fused},
                                  {"for_loop", train::OptimizerImpl::for_loop}},
                                 where + ".optimizer_impl");
  job.recompute = pick<train::Recompute>(need_string(c, "recompute", where),
                                         {{"none", train::Recompute::none},
                                          {"selective", train::Recompute::selective},
                                          {"full", train::Recompute::full}},
                                         where + ".recompute");
  job.attention = pick<train::AttentionImpl>(
      need_string(c, "attention", where),
      {{"eager", train::AttentionImpl::eager}, {"flash", train::AttentionImpl::flash}},
      where + ".attention");
  job.dropout = need_number(c, "dropout", where) > 0.0;
  return job;
}

model::ModelSpec model_for_case(const nlohmann::json& c, model::ModelSpec model) {
  if (!c.contains("impl")) return model;
  const std::string where = case_label(c) + ".impl";
  const nlohmann::json& impl = c["impl"];
  const bool separate_qkv = optional_string(impl, "qkv", "fused", where) == "separate";
  const std::string ffn = optional_string(impl, "ffn", "", where);
  const bool separate_gate_up = optional_string(impl, "gate_up", "fused", where) == "separate";
  for (model::LayerSpec& layer : model.layers) {
    if (separate_qkv) layer.attention.fused_qkv = false;
    if (ffn == "swiglu_unfused" || ffn == "moe") layer.ffn.fused = false;
    if (ffn == "swiglu_unfused" && separate_gate_up) layer.ffn.fused_gate_up = false;
  }
  return model;
}

double default_library_workspace(int major, double total_memory) {
  constexpr double kKiB = 1024.0;
  const double cublas = major >= 9 ? 4096 * 8 * kKiB : (4096 * 2 + 16 * 8) * kKiB;
  double cublaslt = 1024 * kKiB;
  if (major >= 9) {
    cublaslt = 32768 * kKiB;
  } else if (major == 8 && total_memory >= 24.0 * kKiB * kKiB * kKiB) {
    cublaslt = 4096 * kKiB;
  }
  return cublas + cublaslt;
}

int compute_capability_major(const std::string& name) {
  static const std::vector<std::pair<const char*, int>> table = {
      {"GH200", 9}, {"H100", 9},  {"H200", 9}, {"H800", 9}, {"GB200", 10},
      {"B200", 10}, {"B100", 10}, {"A100", 8}, {"A800", 8}, {"A30", 8},
      {"A10", 8},   {"L40", 8},   {"L4", 8}};
  for (const auto& [key, major] : table) {
    if (name.find(key) != std::string::npos) return major;
  }
  return 0;
}

double predicted_inputs_and_buffers(const nlohmann::json& c, const model::ModelSpec& model) {
  const std::string where = case_label(c);
  const double b = static_cast<double>(need_int(c, "micro_batch", where));
  const double s = static_cast<double>(need_int(c, "seq_len", where));
  const double micro = static_cast<double>(
      c.contains("grad_accum_steps") ? need_int(c, "grad_accum_steps", where) : 1);
  // Token ids and targets of every micro-batch of the step (int64).
  double bytes = micro * 2 * rounded(b * s * 8);
  if (model.layers.empty()) return bytes;
  const model::AttentionSpec& a = model.layers.front().attention;
  const std::string precision = need_string(c, "precision", where);
  const double e = precision == "fp32" ? 4 : 2;
  const std::string positions =
      c.contains("impl") ? optional_string(c["impl"], "positions", "none", where + ".impl")
                         : "none";
  if (positions == "rotary") bytes += 2 * rounded(s * static_cast<double>(a.head_dim) * e);
  if (need_string(c, "attention", where) == "eager" && a.kv_heads > 0) {
    bytes += rounded(static_cast<double>(a.heads / a.kv_heads) * s * s);
  }
  return bytes;
}

double source_formula_bytes(const model::ModelSpec& model, std::int64_t micro_batch,
                            std::int64_t seq_len) {
  const double v = static_cast<double>(model.vocab);
  const double h = static_cast<double>(model.hidden);
  const double layers = static_cast<double>(model.layers.size());
  const double a =
      model.layers.empty() ? 0.0 : static_cast<double>(model.layers.front().attention.heads);
  const double s = static_cast<double>(seq_len);
  const double b = static_cast<double>(micro_batch);
  const double p = v * h + layers * (12 * h * h + 13 * h) + 2 * h;
  return 16 * p + layers * s * b * (34 * h + 5 * a * s);
}

namespace {

// hwsim's peak of one step (bytes) for the job, with the library workspace in the timeline and
// the inputs and buffers added.
train::TimelineResult predict_peak(const model::ModelSpec& model, const train::TrainJob& job,
                                   double workspace) {
  train::TimelineOptions timeline;
  timeline.capacity = 1e15;             // the peak, not whether it fits, is compared
  timeline.overheads.cuda_context = 0;  // not part of allocated memory
  timeline.overheads.cublas_workspace = workspace;
  timeline.overheads.fragmentation = 0;  // allocated, not reserved, memory is compared
  return train::simulate_step(train::plan_most_loaded_stage(model, job), timeline);
}

}  // namespace

TrainCaseComparison compare_case(const nlohmann::json& c, const std::filesystem::path& repo_root,
                                 const CompareOptions& options, double library_workspace) {
  const std::string where = case_label(c);
  TrainCaseComparison out;
  out.name = where;
  out.set = optional_string(c, "set", "dev", where);
  out.fit = c.contains("fit") && c["fit"].is_boolean() && c["fit"].get<bool>();
  train::TrainJob job = job_for_case(c);
  const std::filesystem::path file = repo_root / need_string(c, "model_file", where);
  const model::ModelSpec file_model =
      model::load_model(io::Node::load_file(file.string()), nullptr);
  const model::ModelSpec model = model_for_case(c, file_model);

  const nlohmann::json& m = need(c, "measured", where);
  const std::string mwhere = where + ".measured";
  out.measured_peak = need_number(m, "peak_step_bytes", mwhere);
  if (!(out.measured_peak > 0.0)) fail(mwhere + ".peak_step_bytes", "must be greater than 0");
  out.measured_phase = m.contains("peak_phase") && m["peak_phase"].is_string()
                           ? m["peak_phase"].get<std::string>()
                           : "";
  if (m.contains("parameter_count")) {
    out.parameters_match = static_cast<std::int64_t>(need_number(m, "parameter_count", mwhere)) ==
                           model::parameter_count(model);
  }
  const double workspace =
      options.library_workspace_bytes >= 0 ? options.library_workspace_bytes : library_workspace;
  const double buffers = options.inputs_and_buffers_bytes >= 0
                             ? options.inputs_and_buffers_bytes
                             : predicted_inputs_and_buffers(c, model);

  const train::TimelineResult steady = predict_peak(model, job, workspace);
  out.hwsim_peak = steady.peak + buffers;
  out.hwsim_peak_task = steady.peak_task;
  if (m.contains("first_step")) {
    out.has_first_step = true;
    out.measured_first = need_number(m["first_step"], "peak_step_bytes", mwhere + ".first_step");
    job.states_allocated = train::StatesAllocated::first_step;
    out.hwsim_first = predict_peak(model, job, workspace).peak + buffers;
  }
  out.source = source_formula_bytes(model, job.micro_batch, job.seq_len);
  return out;
}

TrainCaseComparison compare_case(const nlohmann::json& c, const std::filesystem::path& repo_root,
                                 const CompareOptions& options) {
  return compare_case(c, repo_root, options, default_library_workspace(9, 0));
}

namespace {

// |error| of one set's compared, non-fit cases: steady state, first step and the source formula;
// the set's largest |error| is over the steady-state and first-step errors together.
struct SetFigures {
  report::ErrorSummary steady, first, source, largest;
  void add(const TrainCaseComparison& r) {
    if (r.fit) return;
    steady.add(r.hwsim_error_pct(), r.name);
    source.add(r.source_error_pct(), r.name);
    largest.add(r.hwsim_error_pct(), r.name);
    if (r.has_first_step) {
      first.add(r.first_error_pct(), r.name);
      largest.add(r.first_error_pct(), r.name + " (first step)");
    }
  }
};

// The sets a document's cases may name: its `sets` list, or (a document without one) dev and
// heldout.
std::vector<std::string> known_sets(const nlohmann::json& measured) {
  if (!measured.contains("sets")) return {"dev", "heldout"};
  const nlohmann::json& list = measured["sets"];
  if (!list.is_array()) fail("results.sets", "expected a list of set names");
  std::vector<std::string> out;
  for (const nlohmann::json& name : list) {
    if (!name.is_string()) fail("results.sets", "expected a list of set names");
    out.push_back(name.get<std::string>());
  }
  return out;
}

double workspace_for(const nlohmann::json& measured) {
  std::string name;
  double total = 0;
  if (measured.contains("device") && measured["device"].is_object()) {
    const nlohmann::json& d = measured["device"];
    if (d.contains("name") && d["name"].is_string()) name = d["name"].get<std::string>();
    if (d.contains("total_memory_bytes") && d["total_memory_bytes"].is_number()) {
      total = d["total_memory_bytes"].get<double>();
    }
  }
  const int major = compute_capability_major(name);
  if (major == 0) fail("results.device.name", "unknown GPU '" + name + "' (no workspace default)");
  return default_library_workspace(major, total);
}

std::string pct(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f%%", v);
  return buf;
}

void add_set_rows(report::Table& t, const std::vector<std::string>& order,
                  const std::map<std::string, SetFigures>& sets) {
  const report::Cell none{};
  for (const std::string& name : order) {
    const SetFigures& f = sets.at(name);
    if (f.steady.count == 0) continue;
    const report::Cell first = f.first.count > 0 ? report::Cell{f.first.mean_abs()} : none;
    t.add_row({name, std::string("MAPE " + name), none, none, f.steady.mean_abs(), none, none,
               first, none, f.source.mean_abs(), none, none});
    t.add_row({name, std::string("largest " + name), none, none, f.largest.max_abs, none, none,
               none, none, none, f.largest.largest_case, none});
  }
}

std::string headline(const std::vector<std::string>& order,
                     const std::map<std::string, SetFigures>& sets) {
  std::string line = "headline: ";
  const auto held = sets.find("heldout");
  if (held == sets.end() || held->second.steady.count == 0) {
    line += "no held-out cases in this file (development figures only: ";
  } else {
    const SetFigures& f = held->second;
    line += "held-out MAPE " + pct(f.steady.mean_abs()) +
            (f.first.count > 0 ? " (first step " + pct(f.first.mean_abs()) + ")" : std::string()) +
            ", largest " + pct(f.largest.max_abs) + " over " + std::to_string(f.steady.count) +
            " cases (";
  }
  std::string dev;
  for (const std::string& name : order) {
    const SetFigures& f = sets.at(name);
    if (name == "heldout" || f.steady.count == 0) continue;
    dev += (dev.empty() ? "" : "; ") + name + " MAPE " + pct(f.steady.mean_abs()) + ", largest " +
           pct(f.largest.max_abs);
  }
  return line + (dev.empty() ? "none" : dev) + ")";
}

}  // namespace

report::Table compare_train(const nlohmann::json& measured, const std::filesystem::path& repo_root,
                            const CompareOptions& options, bool* all_within) {
  report::Table t;
  t.name = "train_validation";
  t.title = "Training step peak allocated memory: PyTorch measured vs hwsim vs the source formula";
  t.columns = {{"set", "", 0, ""},
               {"case", "", 0, ""},
               {"measured_peak_mib", "MiB", 1, ""},
               {"hwsim_mib", "MiB", 1, ""},
               {"hwsim_error_pct", "%", 2, ""},
               {"first_step_measured_mib", "MiB", 1, ""},
               {"first_step_hwsim_mib", "MiB", 1, ""},
               {"first_step_error_pct", "%", 2, ""},
               {"source_mib", "MiB", 1, ""},
               {"source_error_pct", "%", 2, ""},
               {"measured_phase", "", 0, ""},
               {"hwsim_peak_task", "", 0, ""}};
  bool ok = true;
  const nlohmann::json& cases = need(measured, "cases", "results");
  if (!cases.is_array()) fail("results.cases", "expected a list");
  const double workspace = options.library_workspace_bytes >= 0 ? options.library_workspace_bytes
                                                                : workspace_for(measured);
  std::vector<std::string> order;
  std::map<std::string, SetFigures> sets;
  const report::Cell none{};
  const std::vector<std::string> known = known_sets(measured);
  std::set<std::string> names;
  for (const nlohmann::json& c : cases) {
    const std::string set = optional_string(c, "set", "dev", case_label(c));
    if (std::find(known.begin(), known.end(), set) == known.end())
      fail(case_label(c) + ".set", "'" + set + "' is not a set of this document (" +
                                       io::joined(known) +
                                       "): a mistyped set would leave the "
                                       "headline it belongs to");
    if (!names.insert(case_label(c)).second)
      fail(case_label(c) + ".name", "two cases are named '" + case_label(c) + "'");
    if (sets.find(set) == sets.end()) order.push_back(set);
    SetFigures& figures = sets[set];
    if (c.contains("error") && !c["error"].is_null()) {
      ok = false;
      t.add_row({set, case_label(c), none, none, none, none, none, none, none, none,
                 std::string("not measured"), none});
      t.notes.push_back(case_label(c) + ": not measured: " + c["error"].dump());
      continue;
    }
    const TrainCaseComparison r = compare_case(c, repo_root, options, workspace);
    if (!(std::fabs(r.hwsim_error_pct()) <= options.threshold_pct)) ok = false;
    if (r.has_first_step && !(std::fabs(r.first_error_pct()) <= options.threshold_pct)) ok = false;
    if (!r.parameters_match) {
      ok = false;
      t.notes.push_back(r.name + ": the measured parameter count differs from the model file's");
    }
    figures.add(r);
    constexpr double kMiB = 1024.0 * 1024.0;
    const report::Cell fm = r.has_first_step ? report::Cell{r.measured_first / kMiB} : none;
    const report::Cell fh = r.has_first_step ? report::Cell{r.hwsim_first / kMiB} : none;
    const report::Cell fe = r.has_first_step ? report::Cell{r.first_error_pct()} : none;
    t.add_row({set, r.name + (r.fit ? " (fit)" : ""), r.measured_peak / kMiB, r.hwsim_peak / kMiB,
               r.hwsim_error_pct(), fm, fh, fe, r.source / kMiB, r.source_error_pct(),
               r.measured_phase, r.hwsim_peak_task});
  }
  add_set_rows(t, order, sets);
  std::int64_t compared = 0;
  for (const auto& [name, f] : sets) compared += f.steady.count;
  if (compared == 0) ok = false;
  char ws[96];
  std::snprintf(ws, sizeof ws, "%.1f MiB", workspace / (1024.0 * 1024.0));
  t.notes.push_back(
      "hwsim_mib: sim/train per-op activations + step timeline peak, with a-priori framework "
      "constants only: library workspace " +
      std::string(ws) +
      " (PyTorch's cuBLAS + cuBLASLt defaults for the GPU) and the predicted token ids, "
      "targets, rotary tables and causal masks; nothing measured in the case.");
  t.notes.push_back(
      "hwsim_mib: the steady state (step 3, states allocated); first_step: step 1 (states "
      "created in its optimizer step). Rows marked (fit) are left out of every mean.");
  t.notes.push_back(
      "source_mib: 16P + L*s*b*h*(34 + 5*a*s/h) bytes, P = v*h + L*(12h^2 + 13h) + 2h.");
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.2f", options.threshold_pct);
  t.notes.push_back(std::string("verdict: ") + (ok ? "every" : "not every") + " case within " +
                    buf + "% (hwsim, steady state and first step)");
  t.notes.push_back(headline(order, sets));
  if (all_within != nullptr) *all_within = ok;
  return t;
}

report::Table compare_train(const nlohmann::json& measured, const std::filesystem::path& repo_root,
                            double threshold_pct, bool* all_within) {
  CompareOptions options;
  options.threshold_pct = threshold_pct;
  return compare_train(measured, repo_root, options, all_within);
}

}  // namespace hwsim::validation
