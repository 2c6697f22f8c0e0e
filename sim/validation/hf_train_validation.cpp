#include "sim/validation/hf_train_validation.hpp"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <vector>

#include "sim/hf/hf_import.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/input_file.hpp"
#include "sim/io/node.hpp"
#include "sim/model/architecture.hpp"
#include "sim/report/error_summary.hpp"
#include "sim/train/allocator.hpp"
#include "sim/train/memory_plan.hpp"
#include "sim/train/precision.hpp"
#include "sim/train/step_timeline.hpp"

namespace hwsim::validation {

namespace {

constexpr const char* kSchema = "hwsim.hf_train_memory.v1";
constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kMaxBytes = 1e15;
constexpr std::int64_t kMaxCount = 1'000'000'000'000;
const std::vector<std::string> kSets = {"dev", "heldout"};

// One case as read: the configuration, and the measured figures (or the script's error).
struct HfCase {
  std::string name, set, hf_config, precision, attention, optimizer_impl, loss;
  io::Node config_overrides;
  bool checkpointing = false;
  std::int64_t layers = 0, micro_batch = 0, seq_len = 0, grad_accum = 0;
  std::string error;  // the script's error; empty when measured
  std::int64_t parameter_count = 0;
  double first_peak = 0, steady_peak = 0;
  std::string steady_phase;
  // Per step (first, last): each phase's measured peak, in the step's order.
  std::vector<train::PhasePeak> first_phases, steady_phases;
  explicit HfCase(io::Node overrides) : config_overrides(std::move(overrides)) {}
};

std::string read_choice(const io::Node& c, const std::string& key,
                        const std::vector<std::string>& choices) {
  return c.at(key).as_choice(choices);
}

// A scalar of config_overrides as JSON: integer, boolean, null or string (as the script writes).
nlohmann::json scalar_json(const io::Node& n) {
  if (n.is_null()) return nullptr;
  const std::string text = n.as_string();
  if (text == "true" || text == "false") return text == "true";
  if (!text.empty() && text.find_first_not_of("-0123456789") == std::string::npos)
    return n.as_int(-kMaxCount, kMaxCount);
  return text;
}

nlohmann::json to_json(const io::Node& n) {
  if (n.is_sequence()) {
    nlohmann::json out = nlohmann::json::array();
    for (const io::Node& item : n.items()) out.push_back(to_json(item));
    return out;
  }
  if (n.is_map()) {
    nlohmann::json out = nlohmann::json::object();
    for (const auto& [key, value] : n.entries()) out[key] = to_json(value);
    return out;
  }
  return scalar_json(n);
}

// One step's phase peaks: forward and backward of every micro-batch, then the optimizer step.
std::vector<train::PhasePeak> read_phases(const io::Node& step, std::int64_t micro_batches) {
  const io::Node list = step.at("micro_batches");
  const std::vector<io::Node> mbs = list.items();
  if (static_cast<std::int64_t>(mbs.size()) != micro_batches)
    list.fail("expected " + std::to_string(micro_batches) + " micro-batches (grad_accum_steps)");
  std::vector<train::PhasePeak> out;
  for (std::size_t j = 0; j < mbs.size(); ++j) {
    const auto mb = static_cast<std::int64_t>(j);
    out.push_back({"forward", mb, mbs[j].at("peak_forward_bytes").as_number(1, kMaxBytes)});
    out.push_back({"backward", mb, mbs[j].at("peak_backward_bytes").as_number(1, kMaxBytes)});
  }
  out.push_back(
      {"optimizer", micro_batches - 1, step.at("peak_optimizer_bytes").as_number(1, kMaxBytes)});
  return out;
}

void read_measured(const io::Node& measured, HfCase& c) {
  c.parameter_count = measured.at("parameter_count").as_int(1, kMaxCount);
  const std::vector<io::Node> steps = measured.at("steps").items();
  if (steps.empty()) measured.at("steps").fail("expected at least one step");
  for (const io::Node& step : steps) {
    (void)step.at("peak_step_bytes").as_number(1, kMaxBytes);  // > 0: a step allocates
    (void)step.at("baseline_bytes").as_number(0, kMaxBytes);
    (void)step.at("peak_phase").as_choice({"forward", "backward", "optimizer"});
    (void)read_phases(step, c.grad_accum);
  }
  c.first_phases = read_phases(steps.front(), c.grad_accum);
  c.steady_phases = read_phases(steps.back(), c.grad_accum);
  c.first_peak = steps.front().at("peak_step_bytes").as_number(1, kMaxBytes);
  c.steady_peak = steps.back().at("peak_step_bytes").as_number(1, kMaxBytes);
  c.steady_phase = steps.back().at("peak_phase").as_string();
}

HfCase read_case(const io::Node& c, const std::filesystem::path& root) {
  const io::Node overrides = c.at("config_overrides");
  if (!overrides.is_map()) overrides.fail("expected an object of config keys");
  HfCase out(overrides);
  out.name = c.at("name").as_string();
  if (out.name.empty()) c.at("name").fail("expected a case name");
  out.set = read_choice(c, "set", kSets);
  out.hf_config = c.at("hf_config").as_string();
  if (!std::filesystem::is_regular_file(root / out.hf_config))
    c.at("hf_config").fail("no config file '" + out.hf_config + "' under " + root.string());
  out.layers = c.at("num_hidden_layers").as_int(1, 100000);
  out.precision = read_choice(c, "precision", {"autocast", "bf16", "fp32"});
  out.attention = read_choice(c, "attention", {"sdpa", "eager"});
  out.checkpointing = c.at("gradient_checkpointing").as_bool();
  (void)read_choice(c, "optimizer", {"adamw"});
  out.optimizer_impl = read_choice(c, "optimizer_impl", {"foreach", "fused"});
  out.grad_accum = c.at("grad_accum_steps").as_int(1, 4096);
  out.loss = read_choice(c, "loss", {"model", "logits_ce"});
  (void)read_choice(c, "loop", {"plain", "accelerate"});
  out.micro_batch = c.at("micro_batch").as_int(1, 1 << 20);
  out.seq_len = c.at("seq_len").as_int(1, 1 << 24);
  if (auto error = c.find("error"); error && !error->is_null()) {
    out.error = error->as_string();
    return out;
  }
  read_measured(c.at("measured"), out);
  return out;
}

// The case's config with its overrides applied, as text for sim/hf; also the parsed config.
nlohmann::json cut_config(const HfCase& c, const std::filesystem::path& root) {
  const std::string path = (root / c.hf_config).string();
  nlohmann::json config = io::parse_json_text(
      io::read_input_file(path, "hf_config", "a config file", "cannot read"), path);
  for (const auto& [key, value] : c.config_overrides.entries()) config[key] = to_json(value);
  return config;
}

// Any dropout probability of the config above 0 (GPT-2's attn/resid/embd_pdrop, attention_dropout).
bool has_dropout(const nlohmann::json& config) {
  for (const auto& [key, value] : config.items()) {
    const bool named = key.find("dropout") != std::string::npos ||
                       (key.size() > 5 && key.compare(key.size() - 5, 5, "pdrop") == 0);
    if (named && value.is_number() && value.get<double>() > 0) return true;
  }
  return false;
}

train::TrainJob job_for(const HfCase& c, const std::string& model_type, bool dropout) {
  train::TrainJob job;
  job.micro_batch = c.micro_batch;
  job.seq_len = c.seq_len;
  job.grad_accum_steps = c.grad_accum;
  job.precision = c.precision == "autocast" ? train::PrecisionRecipe::bf16_autocast
                  : c.precision == "bf16"   ? train::PrecisionRecipe::bf16_pure
                                            : train::PrecisionRecipe::fp32;
  job.activation_dtype =
      c.precision == "fp32" ? train::ActivationDtype::fp32 : train::ActivationDtype::bf16;
  job.optimizer = train::Optimizer::adamw;
  job.optimizer_impl =
      c.optimizer_impl == "fused" ? train::OptimizerImpl::fused : train::OptimizerImpl::foreach;
  job.attention =
      c.attention == "eager" ? train::AttentionImpl::eager : train::AttentionImpl::flash;
  job.recompute = c.checkpointing ? train::Recompute::full : train::Recompute::none;
  job.loss_fp32_upcast = c.loss == "model";
  job.dropout = dropout;
  job.stack = train::Stack::hf_transformers;
  job.stack_architecture = model_type;
  return job;
}

struct Prediction {
  double first = 0, steady = 0;
  std::string steady_task;
  std::vector<train::PhasePeak> first_phases, steady_phases;  // without the inputs
};

// Token ids and targets of every micro-batch: int64, one allocation each.
double input_bytes(const HfCase& c) {
  const train::Bytes ids = static_cast<train::Bytes>(c.micro_batch) * c.seq_len * 8;
  return static_cast<double>(2 * c.grad_accum * train::allocator_block_bytes(ids));
}

Prediction predict(const model::ModelSpec& model, train::TrainJob job, double workspace,
                   double inputs) {
  Prediction p;
  train::TimelineOptions options;
  options.capacity = 1e15;                             // the peak, not whether it fits
  options.overheads.cublas_workspace = 2 * workspace;  // main and autograd threads
  job.states_allocated = train::StatesAllocated::startup;
  const train::TimelineResult steady =
      train::simulate_step(train::plan_most_loaded_stage(model, job), options);
  p.steady = steady.peak + inputs;
  p.steady_task = steady.peak_task;
  p.steady_phases = steady.phases;
  options.overheads.cublas_workspace = workspace;  // the main thread's
  options.backward_workspace = workspace;          // the autograd thread's, at its first matmul
  job.states_allocated = train::StatesAllocated::first_step;
  const train::TimelineResult first =
      train::simulate_step(train::plan_most_loaded_stage(model, job), options);
  p.first = first.peak + inputs;
  p.first_phases = first.phases;
  return p;
}

double error_pct(double predicted, double measured) {
  return 100.0 * (predicted - measured) / measured;
}

struct SetErrors {
  report::ErrorSummary first, steady;
};

std::string pct(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f%%", v);
  return buf;
}

void add_set_rows(report::Table& t, const std::map<std::string, SetErrors>& sets) {
  const report::Cell none{};
  for (const std::string& set : kSets) {
    const auto it = sets.find(set);
    if (it == sets.end() || it->second.steady.count == 0) continue;
    const SetErrors& e = it->second;
    t.add_row({set, "MAPE " + set, none, none, e.first.mean_abs(), none, none, e.steady.mean_abs(),
               none, none, none});
    t.add_row({set, "largest " + set, none, none, e.first.max_abs, none, none, e.steady.max_abs,
               none, none, none});
  }
}

report::Table empty_table() {
  report::Table t;
  t.name = "hf_train_validation";
  t.title =
      "Training memory of Hugging Face transformers steps: measured vs hwsim (stack "
      "hf-transformers)";
  t.columns = {{"set", "", 0, ""},
               {"case", "", 0, ""},
               {"first_measured_mib", "MiB", 1, ""},
               {"first_hwsim_mib", "MiB", 1, ""},
               {"first_error_pct", "%", 2, ""},
               {"steady_measured_mib", "MiB", 1, ""},
               {"steady_hwsim_mib", "MiB", 1, ""},
               {"steady_error_pct", "%", 2, ""},
               {"measured_phase", "", 0, ""},
               {"hwsim_peak_task", "", 0, ""},
               {"parameters", "", 0, ""}};
  return t;
}

report::Table empty_phase_table() {
  report::Table t;
  t.name = "hf_train_phases";
  t.title = "Peak of each phase (forward + loss, backward, optimizer step): measured vs hwsim";
  t.columns = {{"set", "", 0, ""},          {"case", "", 0, ""},
               {"step", "", 0, ""},         {"phase", "", 0, ""},
               {"micro_batch", "", 0, ""},  {"measured_mib", "MiB", 1, ""},
               {"hwsim_mib", "MiB", 1, ""}, {"error_pct", "%", 2, ""}};
  return t;
}

// Rows of one step's phases; each error joins the set's summary of its phase kind.
void add_phase_rows(report::Table& t, const HfCase& c, const std::string& step,
                    const std::vector<train::PhasePeak>& measured,
                    const std::vector<train::PhasePeak>& predicted, double inputs,
                    std::map<std::string, report::ErrorSummary>& by_phase) {
  for (const train::PhasePeak& m : measured) {
    const report::Cell none{};
    report::Cell hwsim = none, error = none;
    for (const train::PhasePeak& p : predicted) {
      if (p.phase != m.phase || p.micro_batch != m.micro_batch) continue;
      const double h = p.peak + inputs;
      hwsim = h / kMiB;
      error = error_pct(h, m.peak);
      by_phase[m.phase].add(std::get<double>(error), c.name + " " + step);
    }
    t.add_row({c.set, c.name, step, m.phase, m.micro_batch, m.peak / kMiB, hwsim, error});
  }
}

// Per set and phase kind: the mean and largest |error| of the phase rows.
void add_phase_summaries(
    report::Table& t,
    const std::map<std::string, std::map<std::string, report::ErrorSummary>>& sets) {
  const report::Cell none{};
  for (const std::string& set : kSets) {
    const auto it = sets.find(set);
    if (it == sets.end()) continue;
    for (const char* phase : {"forward", "backward", "optimizer"}) {
      const auto e = it->second.find(phase);
      if (e == it->second.end() || e->second.count == 0) continue;
      t.add_row(
          {set, "MAPE " + set, none, std::string(phase), none, none, none, e->second.mean_abs()});
      t.add_row(
          {set, "largest " + set, none, std::string(phase), none, none, none, e->second.max_abs});
    }
  }
}

// Compute capability major from device.capability ("9.0").
int capability_major(const io::Node& device) {
  const io::Node cap = device.at("capability");
  const std::string text = cap.as_string();
  const std::size_t dot = text.find('.');
  if (dot == 0 || dot == std::string::npos ||
      text.find_first_not_of("0123456789.") != std::string::npos)
    cap.fail("expected a compute capability such as \"9.0\", got '" + text + "'");
  return std::stoi(text.substr(0, dot));
}

}  // namespace

double cublas_workspace_bytes(int major) {
  return major >= 9 ? 4096.0 * 1024 * 8 : 4096.0 * 1024 * 2 + 16.0 * 1024 * 8;
}

HfTrainComparison compare_hf_train(const std::string& path, const std::filesystem::path& repo_root,
                                   const HfTrainOptions& options) {
  const std::string text =
      io::read_input_file(path, "--hf-train-results", "a JSON file", "cannot read");
  (void)io::parse_json_text(text, path);  // strict JSON, located syntax errors
  const io::Node root = io::Node::parse_string(text, path);
  if (root.at("schema").as_string() != kSchema)
    root.at("schema").fail(std::string("expected ") + kSchema);
  const io::Node device = root.at("device");
  (void)device.at("name").as_string();
  const double workspace = cublas_workspace_bytes(capability_major(device));
  const std::vector<io::Node> cases = root.at("cases").items();
  if (cases.empty()) root.at("cases").fail("expected at least one case");

  HfTrainComparison out;
  report::Table& t = out.table;
  t = empty_table();
  out.phase_table = empty_phase_table();
  std::map<std::string, std::map<std::string, report::ErrorSummary>> phase_sets;
  const report::Cell none{};
  std::map<std::string, SetErrors> sets;
  std::set<std::string> names;
  bool ok = true;
  for (const io::Node& node : cases) {
    const HfCase c = read_case(node, repo_root);
    if (!names.insert(c.name).second) node.at("name").fail("two cases are named '" + c.name + "'");
    if (!c.error.empty()) {
      ok = false;
      t.add_row({c.set, c.name, none, none, none, none, none, none, std::string("not measured"),
                 none, none});
      t.notes.push_back(c.name + ": not measured: " + c.error);
      continue;
    }
    const nlohmann::json config = cut_config(c, repo_root);
    const std::string display = c.hf_config + " cut to " + std::to_string(c.layers) + " layers";
    const hf::ImportedModel imported = hf::import_config_text(config.dump(2), display);
    const model::ModelSpec model = hf::load_imported(imported, "<imported " + display + ">");
    const bool params_ok = model::parameter_count(model) == c.parameter_count;
    if (!params_ok) {
      ok = false;
      t.notes.push_back(c.name + ": measured " + std::to_string(c.parameter_count) +
                        " parameters, hwsim's import counts " +
                        std::to_string(model::parameter_count(model)));
    }
    const double inputs = input_bytes(c);
    const Prediction p =
        predict(model, job_for(c, imported.model_type, has_dropout(config)), workspace, inputs);
    add_phase_rows(out.phase_table, c, "first", c.first_phases, p.first_phases, inputs,
                   phase_sets[c.set]);
    add_phase_rows(out.phase_table, c, "steady", c.steady_phases, p.steady_phases, inputs,
                   phase_sets[c.set]);
    const double fe = error_pct(p.first, c.first_peak);
    const double se = error_pct(p.steady, c.steady_peak);
    sets[c.set].first.add(fe, c.name);
    sets[c.set].steady.add(se, c.name);
    if (!(std::fabs(fe) <= options.case_threshold_pct &&
          std::fabs(se) <= options.case_threshold_pct))
      ok = false;
    t.add_row({c.set, c.name, c.first_peak / kMiB, p.first / kMiB, fe, c.steady_peak / kMiB,
               p.steady / kMiB, se, c.steady_phase, p.steady_task,
               std::string(params_ok ? "equal" : "differ")});
  }
  add_set_rows(t, sets);
  add_phase_summaries(out.phase_table, phase_sets);
  out.phase_table.notes.push_back(
      "Each phase's peak after a reset at its start (the script's reset_peak_memory_stats before "
      "every phase); hwsim's from the same step timeline (step_timeline.hpp PhasePeak). Reported, "
      "not part of the verdict: the targets are the steps' peaks.");
  const auto held = sets.find("heldout");
  if (held == sets.end() || held->second.steady.count == 0 ||
      !(held->second.first.mean_abs() <= options.mape_threshold_pct &&
        held->second.steady.mean_abs() <= options.mape_threshold_pct))
    ok = false;
  char ws[64];
  std::snprintf(ws, sizeof ws, "%.1f MiB", workspace / kMiB);
  t.notes.push_back(
      "hwsim: stack hf-transformers (sim/train/stack.hpp) with the config's "
      "model_type, from the frameworks' source only; one cuBLAS workspace of " +
      std::string(ws) +
      " per thread (the autograd thread's from the first step's first backward "
      "matmul), token ids and targets as allocator blocks; nothing measured in "
      "the case.");
  t.notes.push_back(
      "first: step 1 (optimizer states created in its optimizer step); steady: the "
      "last step. Held-out cases are reported apart (MAPE heldout, largest "
      "heldout) and were defined before the model was written.");
  if (held != sets.end() && held->second.steady.count > 0) {
    const SetErrors& e = held->second;
    t.notes.push_back("headline: held-out MAPE " + pct(e.first.mean_abs()) + " first step, " +
                      pct(e.steady.mean_abs()) + " steady state; largest " +
                      pct(std::max(e.first.max_abs, e.steady.max_abs)) + " (targets " +
                      pct(options.mape_threshold_pct) + " and " + pct(options.case_threshold_pct) +
                      ")");
  }
  t.notes.push_back(std::string("verdict: ") + (ok ? "within" : "not within") +
                    " the targets (every case measured with equal parameter counts and within " +
                    pct(options.case_threshold_pct) + ", held-out MAPE within " +
                    pct(options.mape_threshold_pct) + ")");
  out.within = ok;
  return out;
}

}  // namespace hwsim::validation
