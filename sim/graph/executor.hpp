#pragma once
// Runs a TaskGraph on a Machine with the discrete-event engine and records what happened.
//
// Contract
// - Throws CycleError (naming the tasks of one cycle in order) if the graph is not a DAG, and
//   std::invalid_argument if a task names a resource of the wrong kind or a buffer is freed twice.
// - Tasks that become ready at the same time are started in task-id order, so results are
//   deterministic and a builder controls tie-breaks by the order it adds tasks.
// - Result: per-task ready/start/finish times, per-resource usage, memory pool timelines, the
//   makespan, and the critical path (the chain of dependencies and resource waits that sets the
//   makespan).
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "sim/core/sim_time.hpp"
#include "sim/graph/machine.hpp"
#include "sim/graph/task_graph.hpp"
#include "sim/resources/memory_pool.hpp"

namespace hwsim::graph {

class CycleError : public std::runtime_error {
 public:
  explicit CycleError(std::vector<std::string> cycle);
  const std::vector<std::string>& cycle() const { return cycle_; }

 private:
  std::vector<std::string> cycle_;
};

struct TaskRecord {
  SimTime ready = 0;       // all predecessors finished
  SimTime start = 0;       // admitted (slot granted)
  SimTime flow_start = 0;  // delay over, flow started (== finish when bytes == 0)
  SimTime finish = 0;
  int slot = -1;  // slot index held, or -1
};

struct ResourceUsage {
  std::string name;
  ResourceKind kind;
  SimTime busy_time = 0;     // time with at least one user
  double utilisation = 0.0;  // link: average load / capacity; slots: average slots held / N;
                             // both over the makespan
  double bytes = 0.0;        // link: bytes carried
  double peak_bytes = 0.0;   // pool: high-water mark
};

enum class CriticalStepKind { dependency, resource_wait };
struct CriticalStep {
  TaskId task;
  CriticalStepKind reached_by;  // how the previous step on the path handed over to this task
  std::uint32_t request = 0;    // which request of a request batch (0 for other tasks)
};

struct RunResult {
  SimTime makespan = 0;
  std::vector<TaskRecord> tasks;            // indexed by TaskId
  std::vector<ResourceUsage> resources;     // indexed by ResourceId
  std::vector<MemoryPool> pools;            // one per `pool` resource, in ResourceId order
  std::vector<ResourceId> pool_ids;         // the ResourceId of each entry of `pools`
  std::vector<CriticalStep> critical_path;  // first task to last
  std::uint64_t events = 0;                 // events executed by the engine
  // Request batches (TaskGraph): the records of each request, batch after batch in task order;
  // tasks[id] of a batch spans them (ready; first admission; first flow start; last finish).
  std::vector<TaskRecord> requests;
  std::vector<std::size_t> request_begin;  // per task, its first entry in `requests`; + the end

  // The records of task `id`: one per request of a batch, else its own record alone. Every report
  // that looks at task times iterates these, so a batch reports exactly as k separate tasks.
  std::span<const TaskRecord> records(TaskId id) const {
    if (request_begin.empty() || request_begin[id] == request_begin[id + 1]) return {&tasks[id], 1};
    return {requests.data() + request_begin[id], request_begin[id + 1] - request_begin[id]};
  }
  // The record of one step of the critical path.
  const TaskRecord& record(const CriticalStep& step) const {
    return records(step.task)[step.request];
  }
};

RunResult execute(const Machine& machine, const TaskGraph& graph);

}  // namespace hwsim::graph
