#include "sim/scenario/work_limit.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "sim/decode/formats.hpp"
#include "sim/decode/tiers.hpp"

namespace hwsim::scenario {
namespace {

// Tasks per layer besides the groups': norms, attention, residuals, framework.
constexpr double kLayerTasks = 8.0;
// Forward and backward tasks per block and micro-batch in the step timeline (an upper bound).
constexpr double kTrainTasksPerBlock = 16.0;

std::string count_text(double n) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.0f", n);
  return buffer;
}

struct Tally {
  double total = 0.0;
  double requests = 0.0, experts = 0.0, pieces = 0.0;
  WorkEstimate result() const {
    WorkEstimate e;
    e.tasks = total;
    e.driver = "layers";
    e.driver_tasks = total - requests - experts - pieces;
    for (const auto& [name, n] : {std::pair<const char*, double>{"flash requests", requests},
                                  {"experts", experts},
                                  {"pipeline chunks", pieces}}) {
      if (n > e.driver_tasks) {
        e.driver = name;
        e.driver_tasks = n;
      }
    }
    return e;
  }
};

double flash_requests(const decode::TierPlan& plan, double instances, double max_request) {
  const double bundles = static_cast<double>(plan.k_top + plan.k_mid);
  const double bytes = plan.needed_bytes();
  const bool dense = plan.k_top == plan.columns && plan.k_mid == 0;
  if (dense) return instances * std::ceil(bytes / max_request);
  // k of n columns picked at random form about k (n - k + 1) / n runs of adjacent columns, and
  // a run is one request (or more, when longer than the largest request).
  const double n = static_cast<double>(plan.columns);
  const double runs = n > 0 ? bundles * (n - bundles + 1) / n : 0.0;
  return instances * std::max(runs, std::ceil(bytes / max_request));
}

Tally decode_case(const decode::DecodeJob& job, const model::ModelSpec& model,
                  const hw::HardwareProfile& hardware, const decode::MethodSpec& method,
                  decode::Placement offload) {
  decode::PlacementConfig placement = job.placement;
  placement.offload = offload;
  const auto ordinals = decode::tensor_ordinals(model);
  const double chunks = job.token.overlap == decode::Overlap::pipelined ? job.token.chunks : 1;
  const double threads = job.machine.threads ? *job.machine.threads : hardware.host.threads;
  const double max_request = hardware.storage ? hardware.storage->max_request_size : 1.0;
  Tally tally;
  const std::size_t layers = decode::simulated_layers(job, model);
  for (std::size_t l = 0; l < layers; ++l) {
    tally.total += kLayerTasks;
    for (const auto& group : model::matrix_groups(model.layers[l], model.hidden)) {
      const auto plan = decode::plan_tiers(method, group, ordinals[l]);
      const auto where = placement.placement_of(group);
      const auto instances = static_cast<double>(group.active_instances);
      const double experts = static_cast<double>(group.instances);
      double pieces = where == decode::Placement::gpu ? 1 : chunks * 3;
      if (where == decode::Placement::cpu && job.token.cpu_fetch != decode::CpuFetch::direct) {
        pieces *= threads;
      }
      // A flash request is one task, or two (its turn on the controller, then the read) when the
      // profile has no measured read latencies (sim/decode/token_graph_builder.hpp).
      const double tasks_per_request =
          hardware.storage && hardware.storage->read_latencies.empty() ? 2.0 : 1.0;
      const double requests = where == decode::Placement::flash
                                  ? tasks_per_request * flash_requests(plan, instances, max_request)
                                  : 0.0;
      tally.requests += requests;
      tally.experts += experts > 1 ? experts : 0.0;
      tally.pieces += pieces;
      tally.total += requests + (experts > 1 ? experts : 0.0) + pieces + 3;
    }
  }
  return tally;
}

}  // namespace

double estimate_decode_case(const decode::DecodeJob& job, const model::ModelSpec& model,
                            const hw::HardwareProfile& hardware, const decode::MethodSpec& method,
                            decode::Placement placement) {
  return decode_case(job, model, hardware, method, placement).total;
}

WorkEstimate estimate_decode(const decode::DecodeJob& job, const model::ModelSpec& model,
                             const hw::HardwareProfile& hardware) {
  WorkEstimate largest;
  for (const decode::Placement offload : job.placements) {
    for (decode::MethodSpec method : job.methods) {
      // Every budget of the job: flash requests peak in the middle (k of n random columns form
      // about k (n - k + 1) / n runs), not at the largest budget.
      std::vector<double> budgets{method.budget};
      if (method.is_sparse() && !job.budgets.empty() &&
          method.split != decode::SplitRule::fractions) {
        budgets = job.budgets;
      }
      for (const double budget : budgets) {
        method.budget = budget;
        const WorkEstimate e = decode_case(job, model, hardware, method, offload).result();
        if (e.tasks > largest.tasks) largest = e;
      }
    }
  }
  return largest;
}

WorkEstimate estimate_train(const train::TrainJob& job, const model::ModelSpec& model) {
  const double micro = static_cast<double>(job.grad_accum_steps);
  const double blocks = static_cast<double>(model.layers.size());
  double experts = 0.0;
  for (const model::LayerSpec& layer : model.layers) {
    if (layer.ffn.is_moe())
      experts += static_cast<double>(layer.ffn.experts * layer.ffn.matrices());
  }
  WorkEstimate e;
  const double steps = blocks * micro * kTrainTasksPerBlock;
  e.tasks = steps + experts;
  e.driver = experts > steps ? "experts" : "micro-batches";
  e.driver_tasks = std::max(experts, steps);
  return e;
}

void check_work(const WorkEstimate& estimate, std::int64_t max_tasks, const io::Node& where) {
  if (estimate.tasks <= static_cast<double>(max_tasks)) return;
  where.fail("this run would build about " + count_text(estimate.tasks) + " tasks per point (" +
             count_text(estimate.driver_tasks) + " from " + estimate.driver +
             "), more than the limit of " + std::to_string(max_tasks) +
             " that keeps memory bounded; raise it with --max-tasks " +
             count_text(std::ceil(estimate.tasks)) + " if the machine has the memory");
}

}  // namespace hwsim::scenario
