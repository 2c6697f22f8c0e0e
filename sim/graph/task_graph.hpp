#pragma once
// A task graph: the unit of work that workload builders (training step, decoded token) emit and the
// executor runs. It is a Boost.Graph DAG whose vertices are tasks and whose edges are "must finish
// before" dependencies. Builders never touch the event queue.
//
// The life of one task, once all its predecessors have finished (its ready time):
//   1. admission: if `slots` is set, wait FIFO for one slot of that resource, and hold it to the
//   end;
//   2. allocation: every buffer in `allocate` is allocated in its pool;
//   3. `delay`: a fixed time (kernel duration, request latency, launch overhead, CPU work);
//   4. flow: if bytes > 0, move them across every link in `path` at the max-min fair rate, capped
//      at `rate_cap` (e.g. one CPU thread's copy speed);
//   5. completion: buffers in `release` are freed, the slot is released, successors are notified.
// A task with no slots, no delay and no bytes is a zero-time marker (a join point).
#include <boost/graph/adjacency_list.hpp>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "sim/core/sim_time.hpp"
#include "sim/graph/machine.hpp"

namespace hwsim::graph {

using TaskId = std::size_t;
using BufferId = std::uint32_t;
inline constexpr ResourceId kNoResource = UINT32_MAX;

struct Task {
  std::string name;      // shown in traces, critical paths and error messages
  std::string category;  // aggregation key for reports, e.g. "gemv", "h2d", "ssd_read", "select"
  ResourceId slots = kNoResource;  // a `slots` resource held for the task's whole life, or none
  SimTime delay = 0;               // picoseconds, after admission and before the flow
  double bytes = 0.0;              // bytes moved over `path` after the delay
  std::vector<ResourceId> path;    // `link` resources crossed by the flow, in order
  double rate_cap = std::numeric_limits<double>::infinity();  // bytes/s ceiling for this flow
  std::vector<BufferId> allocate;                             // allocated at admission
  std::vector<BufferId> release;                              // freed at completion
};

struct Buffer {
  ResourceId pool;  // a `pool` resource
  std::string name;
  double bytes;
};

class TaskGraph {
 public:
  using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS, Task>;

  TaskId add(Task task);
  // `before` must finish before `after` becomes ready. Self-dependencies are rejected at once;
  // longer cycles are reported by the executor, naming the tasks in the cycle.
  void depend(TaskId before, TaskId after);
  // Convenience: depend(before, after) for each id in `befores`.
  void depend_all(const std::vector<TaskId>& befores, TaskId after);

  BufferId add_buffer(ResourceId pool, std::string name, double bytes);

  std::size_t size() const { return boost::num_vertices(graph_); }
  const Task& task(TaskId id) const { return graph_[id]; }
  Task& task(TaskId id) { return graph_[id]; }
  const Buffer& buffer(BufferId id) const { return buffers_.at(id); }
  const std::vector<Buffer>& buffers() const { return buffers_; }
  const Graph& graph() const { return graph_; }
  std::vector<TaskId> predecessors(TaskId id) const;
  std::vector<TaskId> successors(TaskId id) const;

 private:
  Graph graph_;
  std::vector<Buffer> buffers_;
};

}  // namespace hwsim::graph
