#include "sim/scenario/work_limit.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "sim/core/parallel.hpp"
#include "sim/decode/flash_reads.hpp"
#include "sim/decode/formats.hpp"
#include "sim/decode/tiers.hpp"
#include "sim/decode/token_sequence.hpp"

namespace hwsim::scenario {
namespace {

// Tasks per layer besides the groups': norms, attention, residuals, framework.
constexpr double kLayerTasks = 8.0;
// The flash requests a case's estimate plans one by one; beyond them a group counts the least
// requests its bytes need (bytes / max_request_size), so that the estimate of a point with
// billions of tiny requests neither holds nor plans them: the 0.2 task each of those is far above
// any limit that memory allows.
constexpr double kPlannedRequests = 1e7;
// A routed token's record per MoE layer (decode::LayerRoute: 32 B, and its expert list's 16 B
// allocation header, plus 8 B an expert), against the 409 B a task holds (bench/RESULTS.md,
// "Controller turns in request batches"): what the routes of a case's tokens weigh in tasks.
constexpr double kRouteBytes = 48.0;
constexpr double kRouteBytesPerExpert = 8.0;
constexpr double kBytesPerTask = 409.0;
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
  double routes = 0.0;             // the routes of every token the case routes, in tasks
  double executed_requests = 0.0;  // flash read tasks, each request of a request batch counted
  double executed_other = 0.0;     // every other task
  WorkEstimate result() const {
    WorkEstimate e;
    e.tasks = std::ceil(total);  // a batch's requests count fractions of a task
    e.driver = "layers";
    e.driver_tasks = total - requests - experts - pieces - routes;
    for (const auto& [name, n] : {std::pair<const char*, double>{"flash requests", requests},
                                  {"experts", experts},
                                  {"pipeline chunks", pieces},
                                  {"routed tokens", routes}}) {
      if (n > e.driver_tasks) {
        e.driver = name;
        e.driver_tasks = n;
      }
    }
    return e;
  }
};

struct FlashTasks {
  double reads = 0.0;     // read tasks (request batches counted once)
  double requests = 0.0;  // read tasks with every request of a batch counted (what executes)
  double pieces = 1.0;    // the pieces the reads are cut into (each its copy, pipelined its GEMV)
};

// The builder's cut of a group's requests (their sizes, in order) into pieces (flash_pieces in
// sim/decode/token_graph_builder.cpp) and its request batches: within a piece, a run of
// consecutive requests is one task when `batches`, of equal sizes only unless `any_size` (a read
// whose latency does not depend on its size).
FlashTasks cut_pieces(const decode::DecodeJob& job, const std::vector<double>& sizes, bool batches,
                      bool any_size) {
  double moved = 0.0;
  for (const double b : sizes) moved += b;
  const bool pipelined = job.token.overlap == decode::Overlap::pipelined;
  const double staging = job.token.flash_staging_bytes;
  FlashTasks out{0.0, static_cast<double>(sizes.size()), 0.0};
  double done = 0.0, current = 0.0, last = -1.0;
  bool open = false;
  for (const double b : sizes) {
    if (!batches || !open || (b != last && !any_size)) out.reads += 1.0;
    last = b;
    open = true;
    current += b;
    const bool close = pipelined
                           ? done + current >= moved * (out.pieces + 1.0) / job.token.chunks - 1e-9
                           : staging > 0.0 && current >= staging;
    if (close) {
      done += current;
      current = 0.0;
      out.pieces += 1.0;
      open = false;
    }
  }
  if (open || out.pieces == 0.0) out.pieces += 1.0;  // the rest, or one empty piece
  return out;
}

// The read tasks of one flash group, counted on the requests the builder plans: per instance the
// selection drawn with the same seed, each tier's runs merged at page level and cut at the largest
// request by decode::plan_reads, then cut into pieces as the builder cuts them. A request is one
// task, or two (its turn on the controller, then the read) when the profile has no measured read
// latencies but a request-rate limit; with one SSD, consecutive requests of a piece are one request
// batch (graph::Task::requests; with turns a batch of turns and a batch of reads), of any sizes
// when the read latency does not depend on the size (no measured grid), else of equal sizes.
FlashTasks flash_tasks(const decode::DecodeJob& job, const decode::TierPlan& plan,
                       const hw::StorageSpec& storage, std::size_t layer, std::size_t group_index,
                       std::int64_t instances, double& planned) {
  const bool dense = plan.k_top == plan.columns && plan.k_mid == 0;
  const double max_request = dense && job.token.dense_request_bytes > 0.0
                                 ? job.token.dense_request_bytes
                                 : storage.max_request_size;
  const bool sequential = dense && !storage.seq_read_latencies.empty();
  const bool turns = storage.read_latencies.empty() && !sequential && storage.read_iops > 0.0;
  const bool batches = job.token.aggregate_requests && storage.ssd_count == 1;
  const double least =
      static_cast<double>(instances) * std::ceil(plan.needed_bytes() / max_request);
  if (planned + least > kPlannedRequests) {  // a lower bound, without planning
    FlashTasks out{0.0, least, 1.0};
    if (turns) out.requests *= 2.0;
    return out;
  }
  std::vector<decode::ReadRequest> requests;
  for (std::int64_t i = 0; i < instances; ++i) {
    decode::append_instance_reads(plan,
                                  decode::selection_seed(job.token.seed, layer, group_index, i),
                                  storage.page_size, max_request, requests);
  }
  std::vector<double> sizes;
  sizes.reserve(requests.size());
  for (const auto& r : requests) sizes.push_back(r.bytes);
  const bool any_size = storage.read_latencies.empty() && !sequential;
  FlashTasks out = cut_pieces(job, sizes, batches, any_size);
  planned += out.requests;
  if (turns) {
    out.reads *= 2.0;
    out.requests *= 2.0;
  }
  return out;
}

// The instances of a group the builder fetches: a batch of B sequences routes to up to B times a
// token's experts (their union, at most every expert).
std::int64_t routed_instances(const decode::DecodeJob& job, const model::MatrixGroup& group) {
  if (job.batch <= 1 || group.instances <= group.active_instances) return group.active_instances;
  return std::min(group.instances, group.active_instances * job.batch);
}

Tally decode_case(const decode::DecodeJob& job, const model::ModelSpec& model,
                  const hw::HardwareProfile& hardware, const decode::MethodSpec& method,
                  decode::Placement offload) {
  decode::PlacementConfig placement = job.placement;
  placement.offload = offload;
  const double chunks = job.token.overlap == decode::Overlap::pipelined ? job.token.chunks : 1;
  const double threads = job.machine.threads ? *job.machine.threads : hardware.host.threads;
  // The builder plans the batch's union of columns (decode::batch_method).
  const decode::MethodSpec read = decode::batch_method(job, method);
  const auto ordinals = decode::tensor_ordinals(model, read.format);
  Tally tally;
  double planned = 0.0;  // flash requests planned so far (kPlannedRequests)
  const std::size_t layers = decode::simulated_layers(job, model);
  for (std::size_t l = 0; l < layers; ++l) {
    tally.total += kLayerTasks;
    const auto groups = model::matrix_groups(model.layers[l], model.hidden);
    for (std::size_t g = 0; g < groups.size(); ++g) {
      const model::MatrixGroup& group = groups[g];
      const auto plan = decode::plan_tiers(read, group, ordinals[l]);
      const decode::Fetch fetch =
          decode::traits_of(decode::placement_in(job, placement, l, group)).fetch;
      const double experts = static_cast<double>(group.instances);
      // Per piece: its copy and GEMV (and, offloaded, more around them); a CPU gather adds one
      // task per thread per piece.
      double pieces = fetch == decode::Fetch::resident ? 1 : chunks * 3;
      if (decode::gathers_on_cpu(fetch, job.token.cpu_fetch, plan)) pieces = chunks * (3 + threads);
      double requests = 0.0, executed_requests = 0.0;
      if (fetch == decode::Fetch::storage_reads && hardware.storage) {
        const FlashTasks flash =
            flash_tasks(job, plan, *hardware.storage, l, g, routed_instances(job, group), planned);
        requests = flash.reads + kTasksPerBatchedRequest * (flash.requests - flash.reads);
        executed_requests = flash.requests;
        // Pipelined, per piece: its submission, copy and GEMV; serial: a copy per piece, one
        // submission and one GEMV; in host_syncs mode a sync after each copy.
        const bool pipelined = job.token.overlap == decode::Overlap::pipelined;
        pieces = pipelined ? 3.0 * flash.pieces : flash.pieces + 2.0;
        if (job.token.host_syncs) pieces += flash.pieces;
      }
      tally.requests += requests;
      tally.experts += experts > 1 ? experts : 0.0;
      tally.pieces += pieces;
      tally.total += requests + (experts > 1 ? experts : 0.0) + pieces + 3;
      tally.executed_requests += executed_requests;
      tally.executed_other += (experts > 1 ? experts : 0.0) + pieces + 3;
    }
    tally.executed_other += kLayerTasks;
  }
  // The case holds every token's routes for its whole run (decode::RoutingRun), the warm-up's
  // included (at most kMaxAutoWarmup when automatic).
  if (job.experts) {
    const double tokens =
        static_cast<double>(job.tokens + job.warmup_tokens.value_or(decode::kMaxAutoWarmup));
    double bytes = 0.0;
    for (std::size_t l = 0; l < layers; ++l) {
      const model::FfnSpec& ffn = model.layers[l].ffn;
      if (!ffn.is_moe()) continue;
      const double routed = static_cast<double>(std::min(ffn.experts, ffn.top_k * job.batch));
      bytes += kRouteBytes + kRouteBytesPerExpert * routed;
    }
    tally.routes = tokens * bytes / kBytesPerTask;
    tally.total += tally.routes;
  }
  return tally;
}

}  // namespace

double estimate_decode_case(const decode::DecodeJob& job, const model::ModelSpec& model,
                            const hw::HardwareProfile& hardware, const decode::MethodSpec& method,
                            decode::Placement placement) {
  return decode_case(job, model, hardware, method, placement).result().tasks;
}

WorkEstimate estimate_decode(const decode::DecodeJob& job, const model::ModelSpec& model,
                             const hw::HardwareProfile& hardware, int threads) {
  std::vector<std::pair<decode::MethodSpec, decode::Placement>> cases;
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
        cases.emplace_back(method, offload);
      }
    }
  }
  std::vector<Tally> tallies(cases.size());
  parallel_for(cases.size(), threads, [&](std::size_t i) {
    tallies[i] = decode_case(job, model, hardware, cases[i].first, cases[i].second);
  });
  // Summed and compared in case order, whatever the thread count.
  WorkEstimate largest;
  double requests = 0.0, other = 0.0;
  const double tokens = static_cast<double>(job.tokens + job.warmup_tokens.value_or(0));
  for (const Tally& t : tallies) {
    const WorkEstimate e = t.result();
    requests += t.executed_requests * tokens;
    other += t.executed_other * tokens;
    if (e.tasks > largest.tasks) largest = e;
  }
  largest.simulated_requests = requests;
  largest.simulated_tasks = requests + other;
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
  e.simulated_tasks = e.tasks;
  return e;
}

double WorkEstimate::seconds() const {
  return simulated_requests / kRequestTasksPerSecond +
         (simulated_tasks - simulated_requests) / kOtherTasksPerSecond;
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
