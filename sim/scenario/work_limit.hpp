#pragma once
// The memory ceiling: an estimate, before anything is built, of the tasks one sweep point's
// simulation holds, refused above a limit rather than run until memory runs out.
#include <cstdint>
#include <optional>
#include <string>

#include "sim/decode/decode_job.hpp"
#include "sim/hw/hardware_profile.hpp"
#include "sim/io/node.hpp"
#include "sim/model/architecture.hpp"
#include "sim/train/train_job.hpp"

namespace hwsim::scenario {

// Tasks (and per-tensor records) one point builds, with the driver that contributes most:
// "flash requests", "experts", "pipeline chunks" or "micro-batches" (or "layers").
struct WorkEstimate {
  double tasks = 0.0;
  std::string driver;
  double driver_tasks = 0.0;
  // Tasks the whole point executes: each case's tasks per token graph (each request of a request
  // batch counted, as the engine runs them) times the tokens it runs (measured tokens and the
  // warm-up written in the job; an automatic warm-up is not counted, so this is a lower bound),
  // summed over cases; a training step's tasks once. simulated_requests: those of them that are
  // flash reads, which cost the engine more (each a flow through the link network).
  double simulated_tasks = 0.0;
  double simulated_requests = 0.0;
  // The seconds one core takes to execute them, at the engine's rates below.
  double seconds() const;
};

// The memory one request of a request batch (graph::Task::requests) holds beyond the batch's first,
// in tasks: its record, its batch index and its critical-path link, about 80 B, against about
// 400 B a task (bench/RESULTS.md, "Controller turns in request batches"). The ceiling counts a
// batch of k requests as 1 + 0.2 (k - 1) tasks.
inline constexpr double kTasksPerBatchedRequest = 0.2;

// Tasks per second the engine executes on one core (bench/RESULTS.md, "the engine's rate on
// whole runs", with the commands): flash read tasks, measured on Table 3's flash points (0.59 M/s
// one request a task, scaled by the 0.72 that request batches with controller turns take of that
// run's time: "Controller turns in request batches"), and the other tasks of a token graph
// (delays, GEMVs, copies, expert records), measured on an MoE stack in CPU memory. What `check`
// turns a run's simulated tasks into an expected time with.
inline constexpr double kRequestTasksPerSecond = 0.8e6;
inline constexpr double kOtherTasksPerSecond = 3.1e6;

// Decode: per case (placement x method at each of its budgets), per simulated layer and group:
// the flash read tasks, counted on the requests the builder plans (the same seeded selection, each
// tier's runs merged at page level by decode::plan_reads, cut into the builder's pieces; a request
// batch counted as kTasksPerBatchedRequest), the pieces and their fetch tasks (gather threads
// each), and one tensor record per expert. An upper bound of the built graph's tasks
// (tests/scenario/work_limit_test.cpp: within 10% + 8 tasks a group); the largest case counts
// (cases running at once share the run's WorkBudget, whose capacity is the same limit).
// `threads`: cases counted at once (the result does not depend on it).
WorkEstimate estimate_decode(const decode::DecodeJob& job, const model::ModelSpec& model,
                             const hw::HardwareProfile& hardware, int threads = 1);

// The tasks of one decode case (`method` at its own budget, weights offloaded to `placement`), as
// estimate_decode counts them: what the case reserves from the run's WorkBudget while it runs.
double estimate_decode_case(const decode::DecodeJob& job, const model::ModelSpec& model,
                            const hw::HardwareProfile& hardware, const decode::MethodSpec& method,
                            decode::Placement placement);

// Training: forward and backward tasks per block per micro-batch, plus a tensor record per expert
// matrix.
WorkEstimate estimate_train(const train::TrainJob& job, const model::ModelSpec& model);

// Throws io::InputError at `where` when estimate.tasks exceeds max_tasks, naming the estimate, the
// driver and the option that raises the limit (--max-tasks).
void check_work(const WorkEstimate& estimate, std::int64_t max_tasks, const io::Node& where);

}  // namespace hwsim::scenario
