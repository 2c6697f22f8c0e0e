#include "sim/trainval/train_validation.hpp"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "sim/io/input_error.hpp"
#include "sim/io/node.hpp"
#include "sim/model/model_loader.hpp"
#include "sim/train/memory_plan.hpp"
#include "sim/train/step_timeline.hpp"

namespace hwsim::trainval {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;
const char* const kSource = "train results";

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

}  // namespace

train::TrainJob job_for_case(const nlohmann::json& c) {
  const std::string where = case_label(c);
  train::TrainJob job;
  job.micro_batch = need_int(c, "micro_batch", where);
  job.seq_len = need_int(c, "seq_len", where);
  job.grad_accum_steps = 1;
  job.activation_mode = train::ActivationMode::per_op;
  job.states_allocated = train::StatesAllocated::startup;

  const std::string precision = need_string(c, "precision", where);
  if (precision == "fp32") {
    job.precision = train::PrecisionRecipe::fp32;
    job.activation_dtype = train::ActivationDtype::fp32;
    job.loss_fp32_upcast = false;
  } else if (precision == "bf16_pure") {
    job.precision = train::PrecisionRecipe::bf16_pure;
    job.activation_dtype = train::ActivationDtype::bf16;
    job.loss_fp32_upcast = true;
  } else if (precision == "bf16_autocast") {
    job.precision = train::PrecisionRecipe::bf16_autocast;
    job.activation_dtype = train::ActivationDtype::bf16;
    job.loss_fp32_upcast = true;
  } else {
    fail(where + ".precision",
         "unknown value '" + precision + "' (fp32 | bf16_pure | bf16_autocast)");
  }

  const std::string optimizer = need_string(c, "optimizer", where);
  if (optimizer == "adamw") {
    job.optimizer = train::Optimizer::adamw;
  } else if (optimizer == "adam") {
    job.optimizer = train::Optimizer::adam;
  } else if (optimizer == "sgd") {
    job.optimizer = train::Optimizer::sgd;
  } else {
    fail(where + ".optimizer", "unknown value '" + optimizer + "' (adamw | adam | sgd)");
  }

  const std::string recompute = need_string(c, "recompute", where);
  if (recompute == "none") {
    job.recompute = train::Recompute::none;
  } else if (recompute == "selective") {
    job.recompute = train::Recompute::selective;
  } else if (recompute == "full") {
    job.recompute = train::Recompute::full;
  } else {
    fail(where + ".recompute", "unknown value '" + recompute + "' (none | selective | full)");
  }

  const std::string attention = need_string(c, "attention", where);
  if (attention == "eager") {
    job.attention = train::AttentionImpl::eager;
  } else if (attention == "flash") {
    job.attention = train::AttentionImpl::flash;
  } else {
    fail(where + ".attention", "unknown value '" + attention + "' (eager | flash)");
  }

  job.dropout = need_number(c, "dropout", where) > 0.0;
  return job;
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

CaseComparison compare_case(const nlohmann::json& c, const std::filesystem::path& repo_root,
                            const CompareOptions& options) {
  const std::string where = case_label(c);
  CaseComparison out;
  out.name = where;
  const train::TrainJob job = job_for_case(c);
  const std::filesystem::path file = repo_root / need_string(c, "model_file", where);
  const model::ModelSpec model = model::load_model(io::Node::load_file(file.string()), nullptr);

  const nlohmann::json& m = need(c, "measured", where);
  const std::string mwhere = where + ".measured";
  out.measured_peak = need_number(m, "peak_step_bytes", mwhere);
  out.measured_phase = m.contains("peak_phase") && m["peak_phase"].is_string()
                           ? m["peak_phase"].get<std::string>()
                           : "";
  if (m.contains("parameter_count")) {
    out.parameters_match = static_cast<std::int64_t>(need_number(m, "parameter_count", mwhere)) ==
                           model::parameter_count(model);
  }
  const double workspace = options.library_workspace_bytes >= 0
                               ? options.library_workspace_bytes
                               : need_number(m, "pre_model_bytes", mwhere);
  const double buffers = options.inputs_and_buffers_bytes >= 0
                             ? options.inputs_and_buffers_bytes
                             : need_number(m, "inputs_and_buffers_bytes", mwhere);

  train::TimelineOptions timeline;
  timeline.capacity = 1e15;             // the peak, not whether it fits, is compared
  timeline.overheads.cuda_context = 0;  // not part of allocated memory
  timeline.overheads.cublas_workspace = workspace;
  timeline.overheads.fragmentation = 0;  // allocated, not reserved, memory is compared
  const train::StagePlan plan = train::plan_most_loaded_stage(model, job);
  const train::TimelineResult result = train::simulate_step(plan, timeline);
  out.hwsim_peak = result.peak + buffers;
  out.hwsim_peak_task = result.peak_task;
  out.source = source_formula_bytes(model, job.micro_batch, job.seq_len);
  return out;
}

report::Table compare_train(const nlohmann::json& measured, const std::filesystem::path& repo_root,
                            const CompareOptions& options, bool* all_within) {
  report::Table t;
  t.name = "train_validation";
  t.title = "Training step peak allocated memory: PyTorch measured vs hwsim vs the source formula";
  t.columns = {{"case", "", 0, ""},           {"measured_peak_mib", "MiB", 1, ""},
               {"hwsim_mib", "MiB", 1, ""},   {"hwsim_error_pct", "%", 2, ""},
               {"source_mib", "MiB", 1, ""},  {"source_error_pct", "%", 2, ""},
               {"measured_phase", "", 0, ""}, {"hwsim_peak_task", "", 0, ""}};
  bool ok = true;
  double hwsim_abs = 0;
  double source_abs = 0;
  std::int64_t compared = 0;
  const nlohmann::json& cases = need(measured, "cases", "results");
  if (!cases.is_array()) fail("results.cases", "expected a list");
  for (const nlohmann::json& c : cases) {
    if (c.contains("error") && !c["error"].is_null()) {
      ok = false;
      t.add_row({case_label(c), report::Cell{}, report::Cell{}, report::Cell{}, report::Cell{},
                 report::Cell{}, std::string("not measured"), report::Cell{}});
      t.notes.push_back(case_label(c) + ": not measured: " + c["error"].dump());
      continue;
    }
    const CaseComparison r = compare_case(c, repo_root, options);
    const double err = r.hwsim_error_pct();
    const double src = r.source_error_pct();
    if (!(std::fabs(err) <= options.threshold_pct)) ok = false;
    if (!r.parameters_match) {
      ok = false;
      t.notes.push_back(r.name + ": the measured parameter count differs from the model file's");
    }
    hwsim_abs += std::fabs(err);
    source_abs += std::fabs(src);
    ++compared;
    t.add_row({r.name, r.measured_peak / kMiB, r.hwsim_peak / kMiB, err, r.source / kMiB, src,
               r.measured_phase, r.hwsim_peak_task});
  }
  if (compared > 0) {
    const double n = static_cast<double>(compared);
    t.add_row({std::string("MAPE"), report::Cell{}, report::Cell{}, hwsim_abs / n, report::Cell{},
               source_abs / n, report::Cell{}, report::Cell{}});
  }
  if (compared == 0) ok = false;
  t.notes.push_back(
      "hwsim_mib: sim/train per-op activations + step timeline peak, with the measured library "
      "workspace as cublas_workspace, plus the measured inputs and buffers.");
  t.notes.push_back(
      "source_mib: 16P + L*s*b*h*(34 + 5*a*s/h) bytes, P = v*h + L*(12h^2 + 13h) + 2h.");
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.2f", options.threshold_pct);
  t.notes.push_back(std::string("verdict: ") + (ok ? "every" : "not every") + " case within " +
                    buf + "% (hwsim)");
  if (all_within != nullptr) *all_within = ok;
  return t;
}

report::Table compare_train(const nlohmann::json& measured, const std::filesystem::path& repo_root,
                            double threshold_pct, bool* all_within) {
  CompareOptions options;
  options.threshold_pct = threshold_pct;
  return compare_train(measured, repo_root, options, all_within);
}

}  // namespace hwsim::trainval
