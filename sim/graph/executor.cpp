#include "sim/graph/executor.hpp"

#include <algorithm>
#include <cmath>
#include <deque>
#include <functional>
#include <memory>
#include <queue>

#include "sim/core/event_queue.hpp"
#include "sim/resources/flow_network.hpp"
#include "sim/resources/slot_pool.hpp"

namespace hwsim::graph {
namespace {

std::string join_cycle(const std::vector<std::string>& cycle) {
  std::string text = "dependency cycle: ";
  for (const std::string& name : cycle) text += "'" + name + "' -> ";
  return text + "'" + cycle.front() + "'";
}

// Kahn's algorithm; on failure, walks predecessors inside the unresolved set until a task repeats,
// which yields one concrete cycle to name in the error.
void check_acyclic(const TaskGraph& graph) {
  const std::size_t n = graph.size();
  std::vector<std::size_t> in_degree(n, 0);
  for (TaskId id = 0; id < n; ++id) in_degree[id] = graph.predecessors(id).size();
  std::vector<TaskId> stack;
  for (TaskId id = 0; id < n; ++id) {
    if (in_degree[id] == 0) stack.push_back(id);
  }
  std::size_t resolved = 0;
  while (!stack.empty()) {
    const TaskId id = stack.back();
    stack.pop_back();
    ++resolved;
    for (TaskId next : graph.successors(id)) {
      if (--in_degree[next] == 0) stack.push_back(next);
    }
  }
  if (resolved == n) return;
  TaskId current = 0;
  while (in_degree[current] == 0) ++current;
  std::vector<int> position(n, -1);
  std::vector<TaskId> walk;
  while (position[current] < 0) {
    position[current] = static_cast<int>(walk.size());
    walk.push_back(current);
    for (TaskId pred : graph.predecessors(current)) {
      if (in_degree[pred] > 0) {
        current = pred;
        break;
      }
    }
  }
  // walk runs backwards along edges; the cycle is its tail from the repeated task, reversed.
  std::vector<std::string> cycle;
  for (std::size_t i = walk.size(); i-- > static_cast<std::size_t>(position[current]);) {
    cycle.push_back(graph.task(walk[i]).name);
  }
  std::rotate(cycle.begin(), cycle.end() - 1, cycle.end());
  throw CycleError(std::move(cycle));
}

void check_resources(const Machine& machine, const TaskGraph& graph) {
  const auto& resources = machine.resources();
  // Messages are built only on failure: this runs once per task of graphs of 10^5 tasks.
  auto kind_of = [&](ResourceId id, const Task& task) -> ResourceKind {
    if (id >= resources.size()) {
      throw std::invalid_argument("task '" + task.name + "' names an unknown resource");
    }
    return resources[id].kind;
  };
  for (TaskId id = 0; id < graph.size(); ++id) {
    const Task& task = graph.task(id);
    auto fail = [&](const std::string& message) {
      throw std::invalid_argument("task '" + task.name + "': " + message);
    };
    if (task.slots != kNoResource && kind_of(task.slots, task) != ResourceKind::slots) {
      fail("'" + resources[task.slots].name + "' is not a slots resource");
    }
    for (ResourceId link : task.path) {
      if (kind_of(link, task) != ResourceKind::link) {
        fail("'" + resources[link].name + "' is not a link");
      }
    }
    if (task.bytes > 0.0 && task.path.empty() && !std::isfinite(task.rate_cap)) {
      fail("moves bytes but has no path and no rate cap");
    }
    for (BufferId b : task.allocate) {
      if (b >= graph.buffers().size()) fail("unknown buffer");
    }
    for (BufferId b : task.release) {
      if (b >= graph.buffers().size()) fail("unknown buffer");
    }
  }
  for (const Buffer& buffer : graph.buffers()) {
    if (buffer.pool >= resources.size()) {
      throw std::invalid_argument("buffer '" + buffer.name + "' names an unknown resource");
    }
    if (resources[buffer.pool].kind != ResourceKind::pool) {
      throw std::invalid_argument("buffer '" + buffer.name + "': '" + resources[buffer.pool].name +
                                  "' is not a memory pool");
    }
  }
}

// The simulation state of one run; lives only inside execute().
class Run {
 public:
  Run(const Machine& machine, const TaskGraph& graph)
      : machine_(machine), graph_(graph), flows_(queue_) {
    const auto& resources = machine.resources();
    slot_pools_.resize(resources.size());
    link_ids_.resize(resources.size(), UINT32_MAX);
    pool_index_.resize(resources.size(), -1);
    waiting_.resize(resources.size());
    for (ResourceId id = 0; id < resources.size(); ++id) {
      const ResourceDecl& r = resources[id];
      switch (r.kind) {
        case ResourceKind::link:
          link_ids_[id] = flows_.add_link(r.name, r.amount);
          break;
        case ResourceKind::slots:
          slot_pools_[id] = std::make_unique<SlotPool>(queue_, r.name, static_cast<int>(r.amount));
          break;
        case ResourceKind::pool:
          pool_index_[id] = static_cast<int>(result_.pools.size());
          result_.pools.emplace_back(r.name, r.amount);
          result_.pool_ids.push_back(id);
          break;
      }
    }
    result_.tasks.resize(graph.size());
    pending_predecessors_.resize(graph.size());
    blocked_by_.assign(graph.size(), kNoTask);
    allocation_of_.assign(graph.buffers().size(), kNotAllocated);
  }

  RunResult run() {
    for (TaskId id = 0; id < graph_.size(); ++id) {
      pending_predecessors_[id] = graph_.predecessors(id).size();
      if (pending_predecessors_[id] == 0) make_ready(id);
    }
    queue_.run();
    finish_statistics();
    return std::move(result_);
  }

 private:
  static constexpr TaskId kNoTask = static_cast<TaskId>(-1);
  static constexpr std::uint32_t kNotAllocated = UINT32_MAX;
  static constexpr std::uint32_t kFreed = UINT32_MAX - 1;

  void make_ready(TaskId id) {
    result_.tasks[id].ready = queue_.now();
    ready_.push(id);
    if (!dispatch_scheduled_) {
      dispatch_scheduled_ = true;
      // Priority 1: runs after every completion at this instant, so all tasks that become ready
      // now are started together, in task-id order.
      queue_.schedule_after(
          0, [this] { dispatch(); }, /*priority=*/1);
    }
  }

  void dispatch() {
    dispatch_scheduled_ = false;
    while (!ready_.empty()) {
      const TaskId id = ready_.top();
      ready_.pop();
      start(id);
    }
  }

  void start(TaskId id) {
    const Task& task = graph_.task(id);
    if (task.slots == kNoResource) {
      admitted(id, -1);
      return;
    }
    SlotPool& slots = *slot_pools_[task.slots];
    if (slots.in_use() >= slots.slots() || slots.waiting() > 0) waiting_[task.slots].push_back(id);
    slots.acquire([this, id](int slot) { admitted(id, slot); });
  }

  void admitted(TaskId id, int slot) {
    const Task& task = graph_.task(id);
    TaskRecord& record = result_.tasks[id];
    record.start = queue_.now();
    record.slot = slot;
    for (BufferId b : task.allocate) {
      if (allocation_of_[b] != kNotAllocated) {
        throw std::invalid_argument("buffer '" + graph_.buffer(b).name + "' is allocated twice");
      }
      const Buffer& buffer = graph_.buffer(b);
      allocation_of_[b] = pool(buffer.pool).allocate(queue_.now(), buffer.name, buffer.bytes);
    }
    if (task.delay > 0) {
      queue_.schedule_after(task.delay, [this, id] { begin_flow(id); });
    } else {
      begin_flow(id);
    }
  }

  void begin_flow(TaskId id) {
    const Task& task = graph_.task(id);
    result_.tasks[id].flow_start = queue_.now();
    if (task.bytes <= 0.0) {
      finish(id);
      return;
    }
    std::vector<LinkId> path;
    path.reserve(task.path.size());
    for (ResourceId r : task.path) path.push_back(link_ids_[r]);
    flows_.start_flow(
        std::move(path), task.bytes, [this, id] { finish(id); }, task.rate_cap);
  }

  void finish(TaskId id) {
    const Task& task = graph_.task(id);
    TaskRecord& record = result_.tasks[id];
    record.finish = queue_.now();
    for (BufferId b : task.release) {
      const std::uint32_t allocation = allocation_of_[b];
      if (allocation == kNotAllocated || allocation == kFreed) {
        throw std::invalid_argument("task '" + task.name + "' frees buffer '" +
                                    graph_.buffer(b).name + "', which is not allocated");
      }
      pool(graph_.buffer(b).pool).free(queue_.now(), allocation);
      allocation_of_[b] = kFreed;
    }
    if (task.slots != kNoResource) {
      auto& waiting = waiting_[task.slots];
      // The first waiter is the one this release admits: remember who held it up (critical path).
      if (!waiting.empty()) {
        blocked_by_[waiting.front()] = id;
        waiting.pop_front();
      }
      slot_pools_[task.slots]->release(record.slot);
    }
    ++finished_;
    for (TaskId next : graph_.successors(id)) {
      if (--pending_predecessors_[next] == 0) make_ready(next);
    }
  }

  MemoryPool& pool(ResourceId id) {
    return result_.pools[static_cast<std::size_t>(pool_index_[id])];
  }

  void finish_statistics() {
    if (finished_ != graph_.size()) {
      throw std::logic_error("executor stopped with unfinished tasks");
    }
    SimTime makespan = 0;
    for (const TaskRecord& r : result_.tasks) makespan = std::max(makespan, r.finish);
    result_.makespan = makespan;
    result_.events = queue_.events_executed();
    const double span = time_to_seconds(makespan);
    for (ResourceId id = 0; id < machine_.resources().size(); ++id) {
      const ResourceDecl& decl = machine_.resources()[id];
      ResourceUsage usage{decl.name, decl.kind};
      if (decl.kind == ResourceKind::link) {
        const LinkStats s = flows_.stats(link_ids_[id]);
        usage.busy_time = s.busy_time;
        usage.bytes = s.bytes_carried;
        usage.utilisation = span > 0 ? s.utilisation_seconds / span : 0.0;
      } else if (decl.kind == ResourceKind::slots) {
        const SlotStats s = slot_pools_[id]->stats();
        usage.busy_time = s.busy_time;
        usage.utilisation = span > 0 ? s.slot_seconds_held / (span * decl.amount) : 0.0;
      } else {
        usage.peak_bytes = pool(id).peak();
        usage.bytes = pool(id).in_use();
      }
      result_.resources.push_back(std::move(usage));
    }
    result_.critical_path = critical_path();
  }

  std::vector<CriticalStep> critical_path() const {
    std::vector<CriticalStep> path;
    if (graph_.size() == 0) return path;
    TaskId current = 0;
    for (TaskId id = 1; id < graph_.size(); ++id) {
      if (result_.tasks[id].finish > result_.tasks[current].finish) current = id;
    }
    std::vector<bool> visited(graph_.size(), false);
    while (!visited[current]) {
      visited[current] = true;
      const TaskRecord& record = result_.tasks[current];
      TaskId previous = kNoTask;
      CriticalStepKind how = CriticalStepKind::dependency;
      if (record.start > record.ready && blocked_by_[current] != kNoTask) {
        previous = blocked_by_[current];
        how = CriticalStepKind::resource_wait;
      } else {
        for (TaskId pred : graph_.predecessors(current)) {
          if (result_.tasks[pred].finish == record.ready &&
              (previous == kNoTask || pred < previous)) {
            previous = pred;
          }
        }
      }
      path.push_back(CriticalStep{current, how});
      if (previous == kNoTask) break;
      current = previous;
    }
    std::reverse(path.begin(), path.end());
    return path;
  }

  const Machine& machine_;
  const TaskGraph& graph_;
  EventQueue queue_;
  FlowNetwork flows_;
  std::vector<std::unique_ptr<SlotPool>> slot_pools_;
  std::vector<LinkId> link_ids_;
  std::vector<int> pool_index_;
  std::vector<std::deque<TaskId>> waiting_;
  std::priority_queue<TaskId, std::vector<TaskId>, std::greater<>> ready_;
  bool dispatch_scheduled_ = false;
  std::vector<std::size_t> pending_predecessors_;
  std::vector<TaskId> blocked_by_;
  std::vector<std::uint32_t> allocation_of_;
  std::size_t finished_ = 0;
  RunResult result_;
};

}  // namespace

CycleError::CycleError(std::vector<std::string> cycle)
    : std::runtime_error(join_cycle(cycle)), cycle_(std::move(cycle)) {}

RunResult execute(const Machine& machine, const TaskGraph& graph) {
  check_acyclic(graph);
  check_resources(machine, graph);
  Run run(machine, graph);
  return run.run();
}

}  // namespace hwsim::graph
