#include "sim/train/run_train.hpp"

#include <string>

#include "sim/train/activations.hpp"
#include "sim/train/fit.hpp"
#include "sim/train/memory_plan.hpp"
#include "sim/train/step_timeline.hpp"

namespace hwsim::train {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

double gib(Bytes b) { return static_cast<double>(b) / kGiB; }

report::Column gib_column(const std::string& name) { return {name, "GiB", 3, ""}; }

// The source's own whole-model figures: P = v*h + L*(12h^2 + 13h) + 2h, 16P bytes of state
// (4P + 4P + 8P) and L*s*b*h*(34 + 5*a*s/h) bytes of activations, on one GPU.
struct SourceFigures {
  Bytes parameters, gradients, optimizer_states, activations;
};

SourceFigures source_figures(const model::ModelSpec& m, const TrainJob& job) {
  const Bytes h = static_cast<Bytes>(m.hidden);
  const Bytes layers = static_cast<Bytes>(m.layers.size());
  const Bytes p = static_cast<Bytes>(m.vocab) * h + layers * (12 * h * h + 13 * h) + 2 * h;
  const std::int64_t heads = m.layers.empty() ? 0 : m.layers.front().attention.heads;
  return {4 * p, 4 * p, 8 * p,
          source_activation_bytes(static_cast<std::int64_t>(m.layers.size()), job.seq_len,
                                  job.micro_batch, m.hidden, heads)};
}

double compute_flops(const hw::HardwareProfile& hw, const TrainJob& job) {
  // FP16 and BF16 GEMMs run at one tensor rate (hw::GpuSpec::flops_bf16).
  return job.activation_dtype == ActivationDtype::fp32 ? hw.gpu.flops_fp32 : hw.gpu.flops_bf16;
}

}  // namespace

report::JobOutcome run_train(const hw::HardwareProfile& hardware, const model::ModelSpec& model,
                             const TrainJob& job) {
  TimelineOptions options;
  options.capacity = hardware.gpu.memory;
  options.flops_per_second = compute_flops(hardware, job);
  options.memory_bandwidth = hardware.gpu.hbm_bandwidth;
  options.overheads = job.overheads;

  const StagePlan plan = plan_most_loaded_stage(model, job);
  const TimelineResult timeline = simulate_step(plan, options);
  const StateMemory state = plan.state();
  const SourceFigures src = source_figures(model, job);
  const Bytes logits = static_cast<Bytes>(plan.in_flight) * plan.logits_total();
  const double naive = naive_sum(plan, job.overheads) + timeline.fragmentation;

  report::JobOutcome out;
  const std::string gpu = "stage " + std::to_string(plan.stage) + " of " +
                          std::to_string(job.parallel.pp) + ", " + std::to_string(plan.in_flight) +
                          " micro-batch(es) in flight";
  {
    report::Table t;
    t.name = "memory_terms";
    t.title = "Memory of the most loaded GPU (" + gpu + ")";
    t.columns = {{"term", "", 0, ""},
                 gib_column("source_GiB"),
                 gib_column("hwsim_GiB"),
                 {"note", "", 0, ""}};
    const char* recipe = to_string(job.precision);
    t.add_row({std::string("parameters"), gib(src.parameters), gib(state.weights),
               std::string("weights, ") + recipe});
    t.add_row({std::string("gradients"), gib(src.gradients), gib(state.gradients),
               std::string("gradients (+ fp32 accumulation buffer if any)")});
    t.add_row({std::string("optimizer_states"), gib(src.optimizer_states),
               gib(state.master + state.optimizer),
               std::string("fp32 master + ") + to_string(job.optimizer) + " states"});
    t.add_row({std::string("activations"), gib(src.activations), gib(plan.activations()),
               std::string(job.activation_mode == ActivationMode::source ? "source" : "per_op") +
                   " mode, recompute " + to_string(job.recompute)});
    t.add_row({std::string("weight_casts"), report::Cell{}, gib(plan.weight_casts()),
               std::string("autocast bf16 weight copies, forward to backward")});
    t.add_row({std::string("logits"), report::Cell{}, gib(logits),
               std::string("loss log_softmax output and head inputs, last stage")});
    t.add_row({std::string("transients"), report::Cell{}, gib(plan.largest_transient()),
               std::string("largest loss transient + largest block backward working set")});
    t.add_row({std::string("optimizer_temporaries"), report::Cell{},
               gib(plan.optimizer_temporaries),
               std::string("foreach Adam sqrt buffer, optimizer-state dtype")});
    t.add_row({std::string("cuda_context"), report::Cell{}, job.overheads.cuda_context / kGiB,
               std::string("configured")});
    t.add_row({std::string("cublas_workspace"), report::Cell{},
               job.overheads.cublas_workspace / kGiB, std::string("configured")});
    t.add_row({std::string("fragmentation"), report::Cell{}, timeline.fragmentation / kGiB,
               std::string("ratio of the timeline peak (without the CUDA context)")});
    t.add_row({std::string("naive_sum"),
               gib(src.parameters + src.gradients + src.optimizer_states + src.activations),
               naive / kGiB, std::string("every item live at once")});
    t.notes.push_back(
        "source_GiB: the source's formulas for the whole model on one GPU: P = v*h + "
        "L*(12h^2 + 13h) + 2h with this model's v, h, L; 4P + 4P + 8P bytes; activations "
        "L*s*b*h*(34 + 5*a*s/h).");
    t.notes.push_back("hwsim_GiB: exact parameter count " +
                      std::to_string(model::parameter_count(model)) +
                      ", this GPU's share after tp/pp/ep/ZeRO; see sim/train/memory_plan.hpp.");
    out.tables.push_back(std::move(t));
  }
  {
    report::Table t;
    t.name = "memory_summary";
    t.title = "Memory terms per GPU (for sweeps)";
    t.columns = {{"model", "", 0, ""},      {"seq_len", "", 0, ""},  {"micro_batch", "", 0, ""},
                 gib_column("parameters"),  gib_column("gradients"), gib_column("optimizer_states"),
                 gib_column("activations"), gib_column("logits"),    gib_column("overheads"),
                 gib_column("peak")};
    const double overheads =
        (job.overheads.cuda_context + job.overheads.cublas_workspace + timeline.fragmentation) /
        kGiB;
    t.add_row({model.name, job.seq_len, job.micro_batch, gib(state.weights), gib(state.gradients),
               gib(state.master + state.optimizer), gib(plan.activations()), gib(logits), overheads,
               timeline.peak_reserved() / kGiB});
    out.tables.push_back(std::move(t));
  }
  {
    report::Table t;
    t.name = "timeline_summary";
    t.title = "Step timeline of the most loaded GPU";
    t.columns = {gib_column("peak"),
                 {"peak_task", "", 0, ""},
                 {"peak_buffer", "", 0, ""},
                 {"peak_time_ms", "ms", 3, ""},
                 gib_column("naive_sum"),
                 gib_column("capacity"),
                 {"fits", "", 0, ""},
                 {"largest_micro_batch", "", 0, ""},
                 {"largest_seq_len", "", 0, ""}};
    const bool ok = timeline.peak_reserved() <= options.capacity;
    t.add_row({timeline.peak_reserved() / kGiB, timeline.peak_task, timeline.peak_buffer,
               time_to_seconds(timeline.peak_time) * 1e3, naive / kGiB, options.capacity / kGiB,
               std::string(ok ? "yes" : "no"), largest_micro_batch(model, job, options),
               largest_seq_len(model, job, options)});
    t.notes.push_back(
        "peak = allocated high-water mark + fragmentation; task times are rough compute "
        "estimates (FLOPs / GPU FLOP/s).");
    out.tables.push_back(std::move(t));
  }
  report::PlotSpec plot;
  plot.name = "memory_vs_seq_len";
  plot.title = "Training memory per GPU";
  plot.table = "memory_summary";
  plot.x = "seq_len";
  plot.y = {"parameters", "gradients", "optimizer_states", "activations"};
  plot.group = "model";
  plot.x_label = "sequence length (tokens)";
  plot.y_label = "GiB";
  plot.style = report::PlotSpec::Style::stacked_bars;
  out.plots.push_back(std::move(plot));
  out.trace = timeline.run;
  return out;
}

}  // namespace hwsim::train
