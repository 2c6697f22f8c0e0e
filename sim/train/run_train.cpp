#include "sim/train/run_train.hpp"

#include <string>

#include "sim/train/activations.hpp"
#include "sim/train/fit.hpp"
#include "sim/train/memory_plan.hpp"
#include "sim/train/parallel.hpp"
#include "sim/train/stack.hpp"
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

// Everything the tables read, computed once.
struct Figures {
  const model::ModelSpec& model;
  const TrainJob& job;
  const TimelineOptions& options;
  const StagePlan& plan;
  const TimelineResult& timeline;
  StateMemory state;
  SourceFigures src;
  Bytes logits;  // in_flight * logits_total
  double naive;  // bytes: naive_sum + fragmentation
};

report::Table memory_terms_table(const Figures& f) {
  const TrainJob& job = f.job;
  report::Table t;
  t.name = "memory_terms";
  t.title = "Memory of the most loaded GPU (stage " + std::to_string(f.plan.stage) + " of " +
            std::to_string(share(job, Share::stages)) + ", " + std::to_string(f.plan.in_flight) +
            " micro-batch(es) in flight)";
  t.columns = {
      {"term", "", 0, ""}, gib_column("source_GiB"), gib_column("hwsim_GiB"), {"note", "", 0, ""}};
  auto row = [&t](const char* term, report::Cell source, double hwsim_gib, std::string note) {
    t.add_row({std::string(term), std::move(source), hwsim_gib, std::move(note)});
  };
  row("parameters", gib(f.src.parameters), gib(f.state.weights),
      std::string("weights, ") + to_string(job.precision));
  row("gradients", gib(f.src.gradients), gib(f.state.gradients),
      "gradients (+ fp32 accumulation buffer if any)");
  row("optimizer_states", gib(f.src.optimizer_states), gib(f.state.master + f.state.optimizer),
      std::string("fp32 master + ") + to_string(job.optimizer) + " states");
  row("activations", gib(f.src.activations), gib(f.plan.activations()),
      std::string(job.activation_mode == ActivationMode::source ? "source" : "per_op") +
          " mode, recompute " + to_string(job.recompute));
  row("weight_casts", {}, gib(f.plan.weight_casts()),
      "autocast bf16 weight copies, forward to backward");
  row("logits", {}, gib(f.logits), "loss log_softmax output and head inputs, last stage");
  row("transients", {}, gib(f.plan.largest_transient()),
      "largest loss transient + largest block backward working set");
  row("optimizer_temporaries", {}, gib(f.plan.optimizer_temporaries),
      "foreach Adam sqrt buffer, optimizer-state dtype");
  if (job.stack == Stack::hf_transformers) {
    row("allocator_blocks", {}, gib(f.plan.state_blocks().total()),
        "caching-allocator blocks beyond the exact state bytes, one per tensor");
  }
  row("cuda_context", {}, job.overheads.cuda_context / kGiB, "configured");
  row("cublas_workspace", {}, job.overheads.cublas_workspace / kGiB, "configured");
  row("fragmentation", {}, f.timeline.fragmentation / kGiB,
      "ratio of the timeline peak (without the CUDA context)");
  row("naive_sum",
      gib(f.src.parameters + f.src.gradients + f.src.optimizer_states + f.src.activations),
      f.naive / kGiB, "every item live at once");
  t.notes.push_back(
      "source_GiB: the source's formulas for the whole model on one GPU: P = v*h + "
      "L*(12h^2 + 13h) + 2h with this model's v, h, L; 4P + 4P + 8P bytes; activations "
      "L*s*b*h*(34 + 5*a*s/h).");
  if (job.stack == Stack::hf_transformers) {
    const std::string arch =
        job.stack_architecture.empty() ? "Llama's (no architecture named)" : job.stack_architecture;
    t.notes.push_back(std::string("stack: hf-transformers, transformers ") +
                      kHfTransformersVersion + " modeling code of " + arch +
                      " (sim/train/stack.hpp; a model given by hf_config defaults to it)");
  }
  t.notes.push_back("hwsim_GiB: exact parameter count " +
                    std::to_string(model::parameter_count(f.model)) +
                    ", this GPU's share after tp/pp/ep/ZeRO; see sim/train/memory_plan.hpp.");
  return t;
}

report::Table memory_summary_table(const Figures& f) {
  report::Table t;
  t.name = "memory_summary";
  t.title = "Memory terms per GPU (for sweeps)";
  t.columns = {{"model", "", 0, ""},      {"seq_len", "", 0, ""},  {"micro_batch", "", 0, ""},
               gib_column("parameters"),  gib_column("gradients"), gib_column("optimizer_states"),
               gib_column("activations"), gib_column("logits"),    gib_column("overheads"),
               gib_column("peak")};
  const Overheads& o = f.job.overheads;
  const double overheads = (o.cuda_context + o.cublas_workspace + f.timeline.fragmentation) / kGiB;
  t.add_row({f.model.name, f.job.seq_len, f.job.micro_batch, gib(f.state.weights),
             gib(f.state.gradients), gib(f.state.master + f.state.optimizer),
             gib(f.plan.activations()), gib(f.logits), overheads,
             f.timeline.peak_reserved() / kGiB});
  return t;
}

report::Table timeline_summary_table(const Figures& f) {
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
  const TimelineResult& tl = f.timeline;
  const bool ok = tl.peak_reserved() <= f.options.capacity;
  const std::int64_t batch = largest_micro_batch(f.model, f.job, f.options);
  const std::int64_t seq = largest_seq_len(f.model, f.job, f.options);
  t.add_row({tl.peak_reserved() / kGiB, tl.peak_task, tl.peak_buffer,
             time_to_seconds(tl.peak_time) * 1e3, f.naive / kGiB, f.options.capacity / kGiB,
             std::string(ok ? "yes" : "no"), batch, seq});
  t.notes.push_back(
      "peak = allocated high-water mark + fragmentation; task times are rough compute "
      "estimates (FLOPs / GPU FLOP/s).");
  // A search that reached the end of its range found no limit there: say so.
  if (batch == kMicroBatchSearchLimit)
    t.notes.push_back("largest_micro_batch: the search stops at " + std::to_string(batch) +
                      ", which fits: at least that many");
  if (seq > 0 && seq == seq_len_ceiling(f.model, f.job))
    t.notes.push_back(
        "largest_seq_len: the search stops at " + std::to_string(seq) + " tokens" +
        (f.model.max_positions > 0 && f.model.max_positions < kSeqLenSearchLimit
             ? " (the model's " + std::to_string(f.model.max_positions) + " positions)"
             : std::string()) +
        ", which fits: memory allows at least that");
  return t;
}

report::PlotSpec memory_plot() {
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
  return plot;
}

TimelineOptions timeline_options(const hw::HardwareProfile& hardware, const TrainJob& job) {
  TimelineOptions options;
  options.capacity = hardware.gpu.memory;
  options.flops_per_second = compute_flops(hardware, job);
  options.memory_bandwidth = hardware.gpu.hbm_bandwidth;
  options.overheads = job.overheads;
  return options;
}

}  // namespace

report::JobOutcome run_train(const hw::HardwareProfile& hardware, const model::ModelSpec& model,
                             const TrainJob& job) {
  const TimelineOptions options = timeline_options(hardware, job);
  const StagePlan plan = plan_most_loaded_stage(model, job);
  const TimelineResult timeline = simulate_step(plan, options);
  const Figures f{model,
                  job,
                  options,
                  plan,
                  timeline,
                  plan.state(),
                  source_figures(model, job),
                  static_cast<Bytes>(plan.in_flight) * plan.logits_total(),
                  naive_sum(plan, job.overheads) + timeline.fragmentation};

  report::JobOutcome out;
  out.tables.push_back(memory_terms_table(f));
  out.tables.push_back(memory_summary_table(f));
  out.tables.push_back(timeline_summary_table(f));
  out.plots.push_back(memory_plot());
  out.trace = f.timeline.run;
  return out;
}

}  // namespace hwsim::train
