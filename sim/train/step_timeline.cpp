#include "sim/train/step_timeline.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "sim/core/sim_time.hpp"
#include "sim/graph/executor.hpp"

namespace hwsim::train {

namespace {

double d(Bytes b) { return static_cast<double>(b); }

// The state as allocated: each piece with its allocator blocks.
StateMemory with_blocks(StateMemory s, const StateMemory& blocks) {
  s.weights += blocks.weights;
  s.gradients += blocks.gradients;
  s.master += blocks.master;
  s.optimizer += blocks.optimizer;
  return s;
}

class StepBuilder {
 public:
  StepBuilder(const StagePlan& plan, const TimelineOptions& options)
      : plan_(plan), options_(options) {
    run_ = std::make_shared<report::TracedRun>();
    pool_ = run_->machine.add_pool("gpu.memory", options.capacity);
    stream_ = run_->machine.add_slots("gpu.stream", 1);
  }

  std::shared_ptr<report::TracedRun> build() {
    startup();
    const std::int64_t m = plan_.micro_batches;
    const std::int64_t w = plan_.in_flight;
    for (std::int64_t j = 0; j < w; ++j) forward(j);
    for (std::int64_t j = 0; j < m; ++j) {
      backward(j);
      if (j + w < m) forward(j + w);
    }
    optimizer();
    return run_;
  }

 private:
  graph::TaskId add(graph::Task task) {
    task.slots = stream_;
    const graph::TaskId id = graph().add(std::move(task));
    if (have_last_) graph().depend(last_, id);
    last_ = id;
    have_last_ = true;
    return id;
  }
  graph::TaskGraph& graph() { return run_->graph; }
  graph::BufferId buffer(const std::string& task, const std::string& what, Bytes bytes) {
    return graph().add_buffer(pool_, task + "/" + what, d(bytes));
  }
  SimTime compute(double flops) const { return seconds_to_time(flops / options_.flops_per_second); }

  void startup() {
    graph::Task t;
    t.name = "startup";
    t.category = "startup";
    const StateMemory s = with_blocks(plan_.state(), plan_.state_blocks());
    const Overheads& o = options_.overheads;
    auto alloc = [&](const char* what, Bytes bytes) {
      if (bytes > 0) t.allocate.push_back(buffer(t.name, what, bytes));
    };
    alloc("cuda_context", o.cuda_context);
    alloc("cublas_workspace", o.cublas_workspace);
    alloc("weights", s.weights);
    alloc("master_weights", s.master);
    if (plan_.states_at_startup) alloc("optimizer_states", s.optimizer);
    add(std::move(t));
  }

  void forward(std::int64_t j) {
    const std::string mb = "mb" + std::to_string(j);
    if (acts_.size() <= static_cast<std::size_t>(j)) acts_.resize(static_cast<std::size_t>(j) + 1);
    for (const LayerPlan& l : plan_.layers) {
      graph::Task t;
      t.name = mb + ".fwd." + l.name;
      t.category = "forward";
      t.delay = compute(l.forward_flops);
      std::vector<graph::BufferId> held;
      held.push_back(buffer(t.name, "activations", l.kept));
      if (l.weight_casts > 0 && !plan_.weight_casts_recomputed) {
        held.push_back(buffer(t.name, "weight_casts", l.weight_casts));
      } else if (l.weight_casts > 0 && plan_.weight_casts_cached_to_loss) {
        const graph::BufferId cached = buffer(t.name, "weight_casts_cached", l.weight_casts);
        t.allocate.push_back(cached);
        cached_casts_.push_back(cached);
      }
      t.allocate.insert(t.allocate.end(), held.begin(), held.end());
      acts_[static_cast<std::size_t>(j)].push_back(std::move(held));
      add(std::move(t));
    }
    if (plan_.last) {
      graph::Task t;
      t.name = mb + ".loss";
      t.category = "forward";
      t.delay = compute(head_flops());
      const HeadActivationPlan& h = plan_.head;
      head_kept_.push_back(buffer(t.name, "head_inputs", h.head_kept));
      loss_kept_.push_back(buffer(t.name, "log_softmax", h.loss_kept));
      t.allocate = {head_kept_.back(), loss_kept_.back()};
      transient(t, "logits", h.loss_forward);
      t.release.insert(t.release.end(), cached_casts_.begin(), cached_casts_.end());
      cached_casts_.clear();  // the autocast region ends after the loss
      add(std::move(t));
    }
  }

  double head_flops() const {
    // 2 FLOPs per multiply-add of the head matrix for every token of the micro-batch.
    return 2.0 * d(plan_.output.parameters) * plan_.tokens;
  }

  // A buffer the task allocates at its start and frees at its end.
  void transient(graph::Task& t, const char* what, Bytes bytes) {
    if (bytes <= 0) return;
    const graph::BufferId b = buffer(t.name, what, bytes);
    t.allocate.push_back(b);
    t.release.push_back(b);
  }

  // The autograd thread's cuBLAS workspace at the first backward matmul (step_timeline.hpp).
  void backward_workspace_once(graph::Task& t) {
    if (backward_workspace_done_ || options_.backward_workspace <= 0) return;
    backward_workspace_done_ = true;
    t.allocate.push_back(buffer(t.name, "backward_cublas_workspace", options_.backward_workspace));
  }

  void grads_once(graph::Task& t, const LayerPlan& l, bool first_micro_batch) {
    if (!first_micro_batch || l.state.gradients <= 0) return;
    const graph::BufferId g =
        buffer(t.name, "gradients", l.state.gradients + l.state_blocks.gradients);
    t.allocate.push_back(g);
    grads_.push_back(g);
  }

  void backward(std::int64_t j) {
    const std::string mb = "mb" + std::to_string(j);
    const bool first = j == 0;
    const auto at = static_cast<std::size_t>(j);
    if (plan_.last) {
      const HeadActivationPlan& h = plan_.head;
      graph::Task loss;
      loss.name = mb + ".loss.bwd";
      loss.category = "backward";
      transient(loss, "loss_gradients", h.loss_backward);
      loss.release.push_back(loss_kept_.at(at));
      add(std::move(loss));

      graph::Task head;
      head.name = mb + ".head.bwd";
      head.category = "backward";
      head.delay = compute(2.0 * head_flops());
      backward_workspace_once(head);
      transient(head, "logits_gradient", h.logits_gradient);
      grads_once(head, plan_.output, first);
      if (plan_.embedding_grad_at_head) grads_once(head, plan_.input, first);
      head.release.push_back(head_kept_.at(at));
      add(std::move(head));
    }
    const auto& acts = acts_.at(at);
    for (std::size_t k = plan_.layers.size(); k-- > 0;) {
      const LayerPlan& l = plan_.layers[k];
      graph::Task t;
      t.name = mb + ".bwd." + l.name;
      t.category = "backward";
      const double recompute = l.recomputed > 0 ? l.forward_flops : 0.0;
      t.delay = compute(2.0 * l.forward_flops + recompute);
      backward_workspace_once(t);
      transient(t, "recomputed", l.recomputed);
      if (plan_.weight_casts_recomputed) transient(t, "weight_casts", l.weight_casts);
      transient(t, "working", l.backward_working);
      grads_once(t, l, first);
      for (const graph::BufferId b : acts[k]) t.release.push_back(b);
      add(std::move(t));
    }
    if (plan_.first) {
      graph::Task t;
      t.name = mb + ".bwd.embedding";
      t.category = "backward";
      if (plan_.embedding_grad_at_head) {
        // The lookup's dense gradient is a new tensor added into the head's gradient.
        transient(t, "gradient", plan_.input.state.gradients + plan_.input.state_blocks.gradients);
      } else {
        grads_once(t, plan_.input, first);
      }
      add(std::move(t));
    }
  }

  void optimizer() {
    graph::Task t;
    t.name = "optimizer.step";
    t.category = "optimizer";
    const StateMemory s = with_blocks(plan_.state(), plan_.state_blocks());
    if (!plan_.states_at_startup && s.optimizer > 0) {
      t.allocate.push_back(buffer(t.name, "optimizer_states", s.optimizer));
    }
    transient(t, "temporaries", plan_.optimizer_temporaries);
    t.delay = seconds_to_time(2.0 * d(s.total()) / options_.memory_bandwidth);
    add(std::move(t));
    graph::Task z;
    z.name = "zero_grad";
    z.category = "optimizer";
    z.release = grads_;
    add(std::move(z));
  }

  const StagePlan& plan_;
  const TimelineOptions& options_;
  std::shared_ptr<report::TracedRun> run_;
  graph::ResourceId pool_ = 0;
  graph::ResourceId stream_ = 0;
  graph::TaskId last_ = 0;
  bool have_last_ = false;
  bool backward_workspace_done_ = false;
  std::vector<graph::BufferId> cached_casts_;  // autocast's cache, freed after the loss
  std::vector<std::vector<std::vector<graph::BufferId>>> acts_;  // [micro-batch][layer]
  std::vector<graph::BufferId> head_kept_;
  std::vector<graph::BufferId> loss_kept_;
  std::vector<graph::BufferId> grads_;
};

// The phase of a task of this timeline ("mb3.fwd.layers.0" -> forward of micro-batch 3), or an
// empty phase for startup and zero_grad.
PhasePeak phase_of(const std::string& task) {
  PhasePeak p;
  if (task == "optimizer.step") {
    p.phase = "optimizer";
    return p;
  }
  const std::size_t dot = task.find('.');
  if (task.rfind("mb", 0) != 0 || dot == std::string::npos) return p;
  p.micro_batch = std::stoll(task.substr(2, dot - 2));
  const std::string rest = task.substr(dot + 1);
  p.phase = rest == "loss" || rest.rfind("fwd.", 0) == 0 ? "forward" : "backward";
  return p;
}

// Walks the pool's events in order, each attributed to the task that allocated or freed it; a
// phase's peak is the level at its start and every level inside it. A phase without events (an
// optimizer step that allocates nothing) keeps the level it starts at.
std::vector<PhasePeak> phase_peaks(const graph::TaskGraph& graph, const MemoryPool& pool) {
  std::map<std::string, std::string> freed_by;  // buffer name -> the task that frees it
  for (graph::TaskId id = 0; id < graph.size(); ++id) {
    for (const graph::BufferId b : graph.task(id).release)
      freed_by[graph.buffer(b).name] = graph.task(id).name;
  }
  std::vector<PhasePeak> out;
  bool optimizer_seen = false;
  double level = 0;
  for (const MemoryEvent& e : pool.timeline()) {
    const std::string task = e.delta > 0 ? e.what.substr(0, e.what.find('/')) : freed_by[e.what];
    if (task == "zero_grad" && !optimizer_seen) {  // the optimizer step allocated nothing
      out.push_back({"optimizer", out.empty() ? 0 : out.back().micro_batch, level});
      optimizer_seen = true;
    }
    PhasePeak p = phase_of(task);
    if (!p.phase.empty()) {
      if (p.phase == "optimizer") {
        p.micro_batch = out.empty() ? 0 : out.back().micro_batch;
        optimizer_seen = true;
      }
      if (out.empty() || out.back().phase != p.phase || out.back().micro_batch != p.micro_batch) {
        p.peak = level;  // the level at the phase's start
        out.push_back(p);
      }
      out.back().peak = std::max(out.back().peak, e.bytes_in_use);
    }
    level = e.bytes_in_use;
  }
  if (!optimizer_seen)
    out.push_back({"optimizer", out.empty() ? 0 : out.back().micro_batch, level});
  return out;
}

}  // namespace

double naive_sum(const StagePlan& plan, const Overheads& overheads) {
  return d(model_memory_sum(plan)) + overheads.cuda_context + overheads.cublas_workspace;
}

TimelineResult simulate_step(const StagePlan& plan, const TimelineOptions& options) {
  StepBuilder builder(plan, options);
  std::shared_ptr<report::TracedRun> run = builder.build();
  run->result = graph::execute(run->machine, run->graph);
  TimelineResult out;
  const MemoryPool& pool = run->result.pools.at(0);
  out.peak = pool.peak();
  out.peak_time = pool.peak_time();
  out.peak_buffer = pool.peak_allocation();
  const std::size_t slash = out.peak_buffer.find('/');
  out.peak_task = out.peak_buffer.substr(0, slash);
  out.fragmentation =
      options.overheads.fragmentation * std::max(0.0, out.peak - options.overheads.cuda_context);
  out.phases = phase_peaks(run->graph, pool);
  out.run = std::move(run);
  return out;
}

}  // namespace hwsim::train
