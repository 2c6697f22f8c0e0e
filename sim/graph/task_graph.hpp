#pragma once
// A task graph: the unit of work that workload builders (training step, decoded token) emit and the
// executor runs. It is a DAG whose vertices are tasks and whose edges are "must finish before"
// dependencies. Builders never touch the event queue.
//
// Representation: tasks in one vector, edges in one list in insertion order, and a compressed
// (CSR) index of predecessors and successors built on the first query after a change. A graph of
// 10^5 tasks is a handful of allocations, and moving it is O(1). Predecessors and successors are
// listed in the order their edges were added (duplicate edges count twice), so iteration order,
// and with it every tie-break, follows the builder. The index is built lazily inside const
// queries: a graph that several threads read must be queried once (e.g. executed) before it is
// shared.
//
// The life of one task, once all its predecessors have finished (its ready time):
//   1. admission: if `slots` is set, wait FIFO for one slot of that resource, and hold it to the
//      end;
//   2. allocation: every buffer in `allocate` is allocated in its pool;
//   3. `delay`: a fixed time (kernel duration, request latency, launch overhead, CPU work);
//   4. flow: if bytes > 0, move them across every link in `path` at the max-min fair rate, capped
//      at `rate_cap` (e.g. one CPU thread's copy speed);
//   5. completion: buffers in `release` are freed, the slot is released, successors are notified.
// A task with no slots, no delay and no bytes is a zero-time marker (a join point).
//
// Request batches: a task with `requests` = k > 1 stands for k identical requests that become ready
// together, e.g. the equal-size reads of one flash piece. Each request goes through steps 1, 3 and
// 4 on its own (its own slot, in FIFO order, its own delay and flow of `bytes`); the task completes
// when its last request does. The executor simulates them exactly as k consecutive tasks with the
// batch's fields and dependencies, and reports each request's times (RunResult::records); request i
// is named `name` + (first_request + i). A batch allocates and releases no buffers. Its requests
// may move different amounts (`request_bytes`, one entry per request), all else equal.
//
// A batch may follow another batch of as many requests request by request (`follows`): its
// request i becomes ready when request i of the leader finishes, not when the whole leader does,
// e.g. k reads each after its own turn on an SSD controller. Such a batch has the leader as its
// one dependency, and it simulates and reports exactly as k tasks each depending on one task of
// the leader's k.
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <vector>

#include "sim/core/sim_time.hpp"
#include "sim/graph/machine.hpp"

namespace hwsim::graph {

using TaskId = std::size_t;
using BufferId = std::uint32_t;
inline constexpr ResourceId kNoResource = UINT32_MAX;
inline constexpr TaskId kNoTask = static_cast<TaskId>(-1);

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
  std::uint32_t requests = 1;                                 // > 1: a request batch (above)
  std::uint32_t first_request = 0;    // a batch: the number in its first request's name
  TaskId follows = kNoTask;           // a batch: the leader it follows request by request (above)
  std::vector<double> request_bytes;  // a batch: the bytes of each request; empty: each `bytes`
};

// The bytes request `index` of `task` moves over its path.
inline double request_bytes(const Task& task, std::uint32_t index) {
  return task.request_bytes.empty() ? task.bytes : task.request_bytes[index];
}

// The name of request `index` of `task` (its own name when it is not a batch).
std::string request_name(const Task& task, std::uint32_t index);

struct Buffer {
  ResourceId pool;  // a `pool` resource
  std::string name;
  double bytes;
};

class TaskGraph {
 public:
  TaskId add(Task task);
  // `before` must finish before `after` becomes ready. Self-dependencies are rejected at once;
  // longer cycles are reported by the executor, naming the tasks in the cycle.
  void depend(TaskId before, TaskId after);
  // Convenience: depend(before, after) for each id in `befores`.
  void depend_all(const std::vector<TaskId>& befores, TaskId after);

  BufferId add_buffer(ResourceId pool, std::string name, double bytes);

  // Reserves room for `tasks` tasks and `edges` dependencies (a hint; never required).
  void reserve(std::size_t tasks, std::size_t edges);

  std::size_t size() const { return size_; }
  std::size_t edge_count() const { return edges_.size(); }
  const Task& task(TaskId id) const { return chunks_[id >> kChunkBits][id & (kChunk - 1)]; }
  Task& task(TaskId id) { return chunks_[id >> kChunkBits][id & (kChunk - 1)]; }
  const Buffer& buffer(BufferId id) const { return buffers_.at(id); }
  const std::vector<Buffer>& buffers() const { return buffers_; }
  // Views valid until the next add() or depend().
  std::span<const TaskId> predecessors(TaskId id) const;
  std::span<const TaskId> successors(TaskId id) const;

 private:
  struct Edge {
    TaskId before;
    TaskId after;
  };
  void build_index() const;

  // Tasks in fixed chunks of kChunk: a graph of 10^6 tasks never holds a second copy of them while
  // it grows (a vector's reallocation holds both, up to three times the tasks' bytes at once).
  static constexpr std::size_t kChunkBits = 12;
  static constexpr std::size_t kChunk = std::size_t{1} << kChunkBits;
  // Each chunk is reserved whole and filled in order; its untouched tail costs address space only.
  std::vector<std::vector<Task>> chunks_;
  std::size_t size_ = 0;
  std::vector<Edge> edges_;
  std::vector<Buffer> buffers_;
  // CSR index: predecessors of t are pred_[pred_start_[t] .. pred_start_[t+1]), likewise succ_.
  mutable bool indexed_ = false;
  mutable std::vector<std::size_t> pred_start_, succ_start_;
  mutable std::vector<TaskId> pred_, succ_;
};

}  // namespace hwsim::graph
