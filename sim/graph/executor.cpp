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

// A batch that follows a leader request by request: an earlier batch of as many requests, and its
// one dependency.
template <typename Fail>
void check_follower(const TaskGraph& graph, TaskId id, const Fail& fail) {
  const Task& task = graph.task(id);
  const auto preds = graph.predecessors(id);
  if (task.follows >= id || task.requests < 2 ||
      graph.task(task.follows).requests != task.requests || preds.size() != 1 ||
      preds[0] != task.follows) {
    fail("a following batch depends on one earlier batch of as many requests, its leader");
  }
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
    if (!task.request_bytes.empty() && task.request_bytes.size() != task.requests) {
      fail("a request batch lists the bytes of each of its requests or of none");
    }
    const bool moves =
        task.bytes > 0.0 || std::any_of(task.request_bytes.begin(), task.request_bytes.end(),
                                        [](double b) { return b > 0.0; });
    if (moves && task.path.empty() && !std::isfinite(task.rate_cap)) {
      fail("moves bytes but has no path and no rate cap");
    }
    if (task.requests == 0) fail("a task is at least one request");
    if (task.requests > 1 && !(task.allocate.empty() && task.release.empty())) {
      fail("a request batch allocates no buffers");
    }
    if (task.follows != kNoTask) check_follower(graph, id, fail);
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
    // Priority 1: runs after every completion at this instant, so all tasks that become ready
    // now are started together, in task-id order.
    dispatch_timer_ = queue_.add_timer([this] { dispatch(); }, /*priority=*/1);
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
    index_requests();
    pending_predecessors_.resize(graph.size());
    blocked_by_.assign(graph.size() + result_.requests.size(), kNoTask);
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
  static constexpr std::uint32_t kNotAllocated = UINT32_MAX;
  static constexpr std::uint32_t kFreed = UINT32_MAX - 1;

  // Nodes: what holds a slot and has a record. Node v < size() is task v itself (request 0 of a
  // task that is not a batch); node size() + j is entry j of result_.requests, a batch's request.
  using Node = std::size_t;

  void index_requests() {
    std::size_t total = 0;
    for (TaskId id = 0; id < graph_.size(); ++id) {
      const std::uint32_t k = graph_.task(id).requests;
      if (k > 1) total += k;
    }
    if (total == 0) return;
    auto& begin = result_.request_begin;
    begin.resize(graph_.size() + 1);
    request_task_.resize(total);
    remaining_.assign(graph_.size(), 0);
    follower_.assign(graph_.size(), kNoTask);
    std::size_t next = 0;
    for (TaskId id = 0; id < graph_.size(); ++id) {
      begin[id] = next;
      const Task& task = graph_.task(id);
      const std::uint32_t k = task.requests;
      if (k <= 1) continue;
      for (std::uint32_t i = 0; i < k; ++i) request_task_[next + i] = id;
      next += k;
      remaining_[id] = k;
      if (task.follows == kNoTask) continue;
      if (follower_[task.follows] != kNoTask) {
        throw std::invalid_argument("task '" + task.name + "': batch '" +
                                    graph_.task(task.follows).name + "' has two followers");
      }
      follower_[task.follows] = id;
    }
    begin[graph_.size()] = next;
    result_.requests.resize(total);
  }
  bool is_batch(TaskId id) const { return graph_.task(id).requests > 1; }
  Node node(TaskId id, std::uint32_t request) const {
    return is_batch(id) ? graph_.size() + result_.request_begin[id] + request : id;
  }
  TaskId task_of(Node v) const { return v < graph_.size() ? v : request_task_[v - graph_.size()]; }
  std::uint32_t request_of(Node v) const {
    if (v < graph_.size()) return 0;
    return static_cast<std::uint32_t>(v - graph_.size() - result_.request_begin[task_of(v)]);
  }
  TaskRecord& record(Node v) {
    return v < graph_.size() ? result_.tasks[v] : result_.requests[v - graph_.size()];
  }
  const TaskRecord& record(Node v) const {
    return v < graph_.size() ? result_.tasks[v] : result_.requests[v - graph_.size()];
  }

  void make_ready(TaskId id) {
    result_.tasks[id].ready = queue_.now();
    push_ready(id);
  }

  // Request `i` of a following batch, once request `i` of its leader has finished. `at_once`: it
  // is the last work of an event that is the only one due now (follow_at_once), so the dispatch
  // event it would wait for would start it next and alone: it starts now instead.
  void make_request_ready(TaskId id, std::uint32_t i, bool at_once = false) {
    const Node v = node(id, i);
    record(v).ready = queue_.now();
    if (i == 0) result_.tasks[id].ready = queue_.now();
    if (at_once) {
      request(v, graph_.task(id));
    } else {
      push_ready(v);
    }
  }

  // Whether a follower's request readied by the last work of a task's own delay event may start
  // at once: nothing else is ready or due at this instant before a dispatch would run.
  bool follow_at_once() {
    return ready_.empty() && !queue_.timer_armed(dispatch_timer_) &&
           queue_.nothing_due_now(/*priority=*/1);
  }

  // `v` < size(): a whole task; else one request of a following batch.
  void push_ready(Node v) {
    ready_.push(v);
    if (!queue_.timer_armed(dispatch_timer_)) queue_.set_timer(dispatch_timer_, queue_.now());
  }

  void dispatch() {
    while (!ready_.empty()) {
      const Node v = ready_.top();
      ready_.pop();
      if (v < graph_.size()) {
        start(v);
      } else {
        request(v, graph_.task(task_of(v)));
      }
    }
  }

  // A batch's requests enter in order, exactly as consecutive tasks ready at this instant would.
  void start(TaskId id) {
    const Task& task = graph_.task(id);
    if (!is_batch(id)) {
      request(id, task);
      return;
    }
    for (std::uint32_t i = 0; i < task.requests; ++i) {
      const Node v = node(id, i);
      record(v).ready = result_.tasks[id].ready;
      request(v, task);
    }
  }

  // The executor queues a slot's waiters itself (FIFO, as SlotPool would) and admits them
  // through SlotPool::take, so no callable is built per request.
  void request(Node v, const Task& task) {
    if (task.slots == kNoResource) {
      admitted(v, -1);
      return;
    }
    SlotPool& pool = *slot_pools_[task.slots];
    auto& waiting = waiting_[task.slots];
    if (pool.in_use() < pool.slots() && waiting.empty()) {
      grant(v, task, pool.take(queue_.now()));
    } else {
      waiting.push_back({v, queue_.now()});
    }
  }

  // Admits node v to `slot`. An admission that only records and schedules the delay runs at once;
  // any other runs from the queue at this instant, so chains of zero-time tasks never recurse.
  void grant(Node v, const Task& task, int slot) {
    if (task.delay > 0 && task.allocate.empty()) {
      admitted(v, slot);
      return;
    }
    record(v).slot = slot;
    queue_.schedule_after(0, [this, v] { admitted(v, record(v).slot); });
  }

  void admitted(Node v, int slot) {
    const TaskId id = task_of(v);
    const Task& task = graph_.task(id);
    record(v).start = queue_.now();
    record(v).slot = slot;
    if (v != id && request_of(v) == 0) result_.tasks[id].start = queue_.now();
    for (BufferId b : task.allocate) {
      if (allocation_of_[b] != kNotAllocated) {
        throw std::invalid_argument("buffer '" + graph_.buffer(b).name + "' is allocated twice");
      }
      const Buffer& buffer = graph_.buffer(b);
      allocation_of_[b] = pool(buffer.pool).allocate(queue_.now(), buffer.name, buffer.bytes);
    }
    if (task.delay > 0) {
      queue_.schedule_after(task.delay, [this, v] { begin_flow(v, /*own_event=*/true); });
    } else {
      begin_flow(v);
    }
  }

  // `own_event`: called from the event that ends the node's delay, as the event's only work.
  void begin_flow(Node v, bool own_event = false) {
    const TaskId id = task_of(v);
    const Task& task = graph_.task(id);
    record(v).flow_start = queue_.now();
    if (v != id && request_of(v) == 0) result_.tasks[id].flow_start = queue_.now();
    const double bytes = request_bytes(task, request_of(v));
    if (bytes <= 0.0) {
      finish(v, own_event);
      return;
    }
    path_.clear();
    for (ResourceId r : task.path) path_.push_back(link_ids_[r]);
    flows_.start_flow_along(
        path_, bytes, [this, v] { finish(v); }, task.rate_cap);
  }

  // Releases the slot node v holds and hands it to the first waiter, noting who held it up.
  void release_slot(Node v, const Task& task) {
    if (task.slots == kNoResource) return;
    SlotPool& pool = *slot_pools_[task.slots];
    pool.release(record(v).slot);
    auto& waiting = waiting_[task.slots];
    if (waiting.empty()) return;
    const Waiter next = waiting.front();
    waiting.pop_front();
    blocked_by_[next.node] = v;
    grant(next.node, graph_.task(task_of(next.node)), pool.take(next.requested));
  }

  void finish(Node v, bool own_event = false) {
    const TaskId id = task_of(v);
    const Task& task = graph_.task(id);
    record(v).finish = queue_.now();
    if (v != id) {  // a batch's request; the batch completes with its last one
      release_slot(v, task);
      const TaskId follower = follower_[id];
      if (--remaining_[id] > 0) {
        // Not the last: nothing follows this in the event but the follower's request.
        if (follower != kNoTask)
          make_request_ready(follower, request_of(v), own_event && follow_at_once());
        return;
      }
      if (follower != kNoTask) make_request_ready(follower, request_of(v));
      result_.tasks[id].finish = queue_.now();
      complete(id);
      return;
    }
    for (BufferId b : task.release) {
      const std::uint32_t allocation = allocation_of_[b];
      if (allocation == kNotAllocated || allocation == kFreed) {
        throw std::invalid_argument("task '" + task.name + "' frees buffer '" +
                                    graph_.buffer(b).name + "', which is not allocated");
      }
      pool(graph_.buffer(b).pool).free(queue_.now(), allocation);
      allocation_of_[b] = kFreed;
    }
    release_slot(v, task);
    complete(id);
  }

  void complete(TaskId id) {
    ++finished_;
    for (TaskId next : graph_.successors(id)) {
      if (graph_.task(next).follows == id) continue;  // its requests became ready one by one
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

  // Walks back from the node that finishes last: through the node whose slot release admitted it,
  // when it waited, else through the predecessor node that finished at its ready time (the first
  // in node order, a batch's requests in their order at the batch's place).
  std::vector<CriticalStep> critical_path() const {
    std::vector<CriticalStep> path;
    if (graph_.size() == 0) return path;
    Node current = node(0, 0);
    for (TaskId id = 0; id < graph_.size(); ++id) {
      for (std::uint32_t i = 0; i < graph_.task(id).requests; ++i) {
        if (record(node(id, i)).finish > record(current).finish) current = node(id, i);
      }
    }
    std::vector<bool> visited(graph_.size() + result_.requests.size(), false);
    while (!visited[current]) {
      visited[current] = true;
      const TaskRecord& now = record(current);
      Node previous = kNoTask;
      CriticalStepKind how = CriticalStepKind::dependency;
      if (now.start > now.ready && blocked_by_[current] != kNoTask) {
        previous = blocked_by_[current];
        how = CriticalStepKind::resource_wait;
      } else if (const TaskId leader = graph_.task(task_of(current)).follows; leader != kNoTask) {
        previous = node(leader, request_of(current));
      } else {
        previous = finished_at(graph_.predecessors(task_of(current)), now.ready);
      }
      path.push_back(CriticalStep{task_of(current), how, request_of(current)});
      if (previous == kNoTask) break;
      current = previous;
    }
    std::reverse(path.begin(), path.end());
    return path;
  }

  // The first node, in node order, of the tasks `preds` that finished at `time`.
  Node finished_at(std::span<const TaskId> preds, SimTime time) const {
    Node found = kNoTask;
    TaskId found_task = kNoTask;
    for (TaskId pred : preds) {
      if (found != kNoTask && pred >= found_task) continue;
      for (std::uint32_t i = 0; i < graph_.task(pred).requests; ++i) {
        if (record(node(pred, i)).finish == time) {
          found = node(pred, i);
          found_task = pred;
          break;
        }
      }
    }
    return found;
  }

  const Machine& machine_;
  const TaskGraph& graph_;
  EventQueue queue_;
  FlowNetwork flows_;
  std::vector<std::unique_ptr<SlotPool>> slot_pools_;
  std::vector<LinkId> link_ids_;
  std::vector<LinkId> path_;  // scratch of begin_flow
  std::vector<int> pool_index_;
  struct Waiter {
    Node node;
    SimTime requested;
  };
  std::vector<std::deque<Waiter>> waiting_;  // per slots resource, in arrival order
  // Ready to start, in task order (a following batch's requests in their order at its place).
  struct ReadyOrder {
    const Run* run;
    bool operator()(Node a, Node b) const {
      const TaskId ta = run->task_of(a), tb = run->task_of(b);
      return ta != tb ? ta > tb : a > b;
    }
  };
  std::priority_queue<Node, std::vector<Node>, ReadyOrder> ready_{ReadyOrder{this}};
  EventQueue::TimerId dispatch_timer_;  // starts what became ready at an instant
  std::vector<std::size_t> pending_predecessors_;
  std::vector<Node> blocked_by_;          // per node: the node whose slot release admitted it
  std::vector<TaskId> request_task_;      // per entry of result_.requests: its batch
  std::vector<std::uint32_t> remaining_;  // per batch: requests not yet finished
  std::vector<TaskId> follower_;          // per batch: the batch that follows it, or kNoTask
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
