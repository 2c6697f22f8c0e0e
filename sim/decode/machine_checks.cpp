#include "sim/decode/machine_checks.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

#include "sim/core/parallel.hpp"
#include "sim/core/sim_time.hpp"
#include "sim/decode/decode_machine.hpp"
#include "sim/decode/formats.hpp"
#include "sim/decode/outer_weights.hpp"
#include "sim/decode/token_graph_builder.hpp"
#include "sim/decode/token_sequence.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/units.hpp"

namespace hwsim::decode {
namespace {

std::string size_text(double bytes) { return io::format_quantity(bytes, io::Unit::bytes); }

const io::Node& where_of(const std::optional<io::Node>& node, const io::Node& fallback) {
  return node ? *node : fallback;
}

// The hardware keys that set the time of each task category, for the time-range error.
struct CategoryKnob {
  const char* category;
  const char* knobs;
};
constexpr CategoryKnob kCategoryKnobs[] = {
    {category::kSsdRead, "hardware.storage (read bandwidth, latencies, request size)"},
    {category::kIoSubmit, "hardware.storage and hardware.host (request submission)"},
    {category::kH2d, "hardware.pcie (host-to-device rates, latency)"},
    {category::kGather, "hardware.host (copy and gather rates)"},
    {category::kPlan, "hardware.host (planning time)"},
    {category::kGemv, "hardware.gpu (hbm_bandwidth, gemv_efficiency, decode rates)"},
    {category::kSelect, "hardware.gpu (top-k times)"},
    {category::kAttention, "hardware.gpu (hbm_bandwidth, launch overhead)"},
    {category::kSmallOps, "hardware.gpu (launch overhead)"},
    {category::kFramework, "stack.host (layer_overhead, op_overhead)"},
};

const char* knobs_of(const std::string& category) {
  for (const CategoryKnob& k : kCategoryKnobs) {
    if (category == k.category) return k.knobs;
  }
  return "the hardware profile's rates and times";
}

// An upper bound on a graph's makespan: every task one after another, each flow alone at the
// slowest rate on its path (max-min sharing never leaves a busy link idle, so running tasks
// together is never slower than this). Returns the bound and the task contributing most.
std::pair<double, graph::TaskId> serial_time_bound(const graph::TaskGraph& graph,
                                                   const graph::Machine& machine) {
  double total = 0.0, largest = -1.0;
  graph::TaskId worst = 0;
  for (graph::TaskId id = 0; id < graph.size(); ++id) {
    const graph::Task& task = graph.task(id);
    double rate = task.rate_cap;
    for (const graph::ResourceId link : task.path) {
      rate = std::min(rate, machine.resource(link).amount);
    }
    double seconds = time_to_seconds(task.delay);
    if (task.bytes > 0.0) seconds += rate > 0.0 ? task.bytes / rate : HUGE_VAL;
    // A request batch counts as its requests, added one by one as separate tasks would be.
    for (std::uint32_t i = 0; i < task.requests; ++i) total += seconds;
    if (seconds > largest) {
      largest = seconds;
      worst = id;
    }
  }
  return {total, worst};
}

void check_flash_capacity(const DecodeJob& job, const model::ModelSpec& model,
                          const hw::HardwareProfile& hardware, const MethodSpec& method,
                          Placement offload, const std::string& which) {
  if (!hardware.storage || hardware.storage->capacity <= 0.0) return;
  const double flash = stored_weight_bytes(job, model, method, offload, Placement::flash);
  const double room = hardware.storage->capacity * hardware.storage->ssd_count;
  if (flash <= room) return;
  where_of(job.placement_node, *job.job_node)
      .fail(which + " keeps " + size_text(flash) + " of weights on flash, more than " +
            (hardware.storage->ssd_count == 1
                 ? std::string("the SSD holds (")
                 : "the " + std::to_string(hardware.storage->ssd_count) + " SSDs hold (") +
            size_text(room) +
            ": hardware.storage.ssd_count x capacity); add SSDs, or place some groups on cpu");
}

// Resident weights + KV cache + staging + expert cache against gpu.memory, at the case's longest
// context; blames the expert cache's capacity when it is what does not fit.
void check_gpu_memory(const DecodeJob& job, const SequencePlan& plan,
                      const hw::HardwareProfile& hardware, const std::string& which) {
  const GpuMemory& m = plan.memory;
  if (m.total() <= hardware.gpu.memory) return;
  const bool cache_too_big = m.total() - m.expert_cache <= hardware.gpu.memory;
  // Weights and staging alone fit: the KV cache's context (or, at batch > 1, the batch whose
  // sequences each keep one) is the knob; else the placement is.
  const bool kv_too_big = !cache_too_big && m.resident + m.staging <= hardware.gpu.memory;
  const double kv_room = hardware.gpu.memory - m.resident - m.staging;
  // The most sequences whose KV caches fit beside this batch's weights and staging (a smaller
  // batch never needs more staging, so that many fit); 0 when one sequence's alone does not.
  const std::int64_t batch_fits =
      kv_too_big && job.batch > 1
          ? static_cast<std::int64_t>(std::floor(kv_room / (m.kv / job.batch)))
          : 0;
  const io::Node& job_node = *job.job_node;
  const io::Node& where =
      cache_too_big && job.experts && job.experts->capacity_node ? *job.experts->capacity_node
      : batch_fits > 0 ? where_of(job.batch_node, job_node)
      : kv_too_big     ? where_of(job.context_node, job_node)
                       : where_of(job.groups_node ? job.groups_node : job.config_node, job_node);
  std::string message = which + " keeps " + size_text(m.total()) +
                        " on the GPU: " + size_text(m.resident) + " of GPU-resident weights, a " +
                        size_text(m.kv) + " KV cache (" + std::to_string(m.kv_tokens) +
                        " tokens), " + size_text(m.staging) + " of staging";
  if (m.expert_cache > 0.0)
    message += " and a " + size_text(m.expert_cache) + " expert cache (" +
               std::to_string(plan.capacity) + " experts per layer)";
  message += ", more than hardware.gpu.memory (" + size_text(hardware.gpu.memory) + "); ";
  if (cache_too_big) {
    const double left = hardware.gpu.memory - (m.total() - m.expert_cache);
    message += "experts.capacity " +
               std::to_string(static_cast<std::int64_t>(std::floor(left / m.expert_entry))) +
               " or fewer fits";
  } else if (kv_too_big) {
    if (batch_fits > 0)
      message += "batch " + std::to_string(batch_fits) + " or fewer fits (the " +
                 std::to_string(job.batch) + " sequences keep " + size_text(m.kv / job.batch) +
                 " of KV cache each), or ";
    message += "lower context_tokens (or tokens): the weights and staging leave " +
               size_text(kv_room) + " for the KV cache";
  } else {
    message += "keep fewer groups on the GPU (config, groups)";
  }
  where.fail(message);
}

// A hardware value and how to make it cost nothing (a rate unbounded, a time zero), to find the
// one value that alone puts a token beyond the time range.
struct RateKnob {
  const char* key;  // key path within the profile (HardwareProfile::written)
  void (*relax)(hw::HardwareProfile&);
};
constexpr double kUnbounded = 1e30;
const RateKnob kRateKnobs[] = {
    // A ratio first: when raising it to 100% alone is enough, it is the likelier mistake.
    {"gpu.gemv_efficiency", [](hw::HardwareProfile& h) { h.gpu.gemv_efficiency = 1.0; }},
    {"gpu.hbm_bandwidth", [](hw::HardwareProfile& h) { h.gpu.hbm_bandwidth = kUnbounded; }},
    {"gpu.decode_rates.scalar",
     [](hw::HardwareProfile& h) { h.gpu.decode_rates.scalar = kUnbounded; }},
    {"gpu.decode_rates.trellis",
     [](hw::HardwareProfile& h) { h.gpu.decode_rates.trellis = kUnbounded; }},
    {"gpu.decode_rates.quantised",
     [](hw::HardwareProfile& h) { h.gpu.decode_rates.quantised = kUnbounded; }},
    {"gpu.flops_fp32", [](hw::HardwareProfile& h) { h.gpu.flops_fp32 = kUnbounded; }},
    {"gpu.int32_ops", [](hw::HardwareProfile& h) { h.gpu.int32_ops = kUnbounded; }},
    {"gpu.kernel_launch_overhead",
     [](hw::HardwareProfile& h) { h.gpu.kernel_launch_overhead = 0; }},
    {"gpu.sync_overhead", [](hw::HardwareProfile& h) { h.gpu.sync_overhead = 0; }},
    {"gpu.topk_fixed_time", [](hw::HardwareProfile& h) { h.gpu.topk_fixed_time = 0; }},
    {"gpu.topk_time_per_element", [](hw::HardwareProfile& h) { h.gpu.topk_time_per_element = 0; }},
    {"gpu.small_kernel_time", [](hw::HardwareProfile& h) { h.gpu.small_kernel_time = 0; }},
    {"gpu.attention_fixed_time", [](hw::HardwareProfile& h) { h.gpu.attention_fixed_time = 0; }},
    {"gpu.attention_bandwidth",
     [](hw::HardwareProfile& h) { h.gpu.attention_bandwidth = kUnbounded; }},
    {"pcie.h2d_pinned", [](hw::HardwareProfile& h) { h.pcie.h2d_pinned = kUnbounded; }},
    {"pcie.d2h_pinned", [](hw::HardwareProfile& h) { h.pcie.d2h_pinned = kUnbounded; }},
    {"pcie.h2d_pageable", [](hw::HardwareProfile& h) { h.pcie.h2d_pageable = kUnbounded; }},
    {"pcie.latency", [](hw::HardwareProfile& h) { h.pcie.latency = 0; }},
    {"host.dram_bandwidth", [](hw::HardwareProfile& h) { h.host.dram_bandwidth = kUnbounded; }},
    {"host.copy_bandwidth_per_thread",
     [](hw::HardwareProfile& h) { h.host.copy_bandwidth_per_thread = kUnbounded; }},
    {"host.gather_overhead_per_column",
     [](hw::HardwareProfile& h) { h.host.gather_overhead_per_column = 0; }},
    {"storage.seq_read_bandwidth",
     [](hw::HardwareProfile& h) { h.storage->seq_read_bandwidth = kUnbounded; }},
    {"storage.read_iops", [](hw::HardwareProfile& h) { h.storage->read_iops = kUnbounded; }},
    {"storage.read_latency", [](hw::HardwareProfile& h) { h.storage->read_latency = 0; }},
    {"storage.submit_cost", [](hw::HardwareProfile& h) { h.storage->submit_cost = 0; }},
};

// Half the range: the bound is not exact, and a run near the limit is no meaningful answer.
constexpr double kLimit = 9.2e18 * 1e-12 / 2;

// Empty when a token of this case fits the time range on `hardware`; else why not.
std::string range_problem(const DecodeJob& job, const model::ModelSpec& model,
                          const hw::HardwareProfile& hardware, const MethodSpec& method,
                          const TokenOptions& options) {
  try {
    DecodeMachine machine = build_decode_machine(hardware, job.machine);
    const TokenGraph token = build_token_graph(hardware, machine, model, method, options);
    const auto [bound, worst] = serial_time_bound(token.graph, machine.machine);
    if (bound < kLimit) return "";
    const graph::Task& task = token.graph.task(worst);
    return "may take more than " + io::format_quantity(kLimit, io::Unit::seconds) +
           " per token, beyond the simulator's time range (about 106 days): its longest step, " +
           graph::request_name(task, 0) + " (" + task.category + "), is set by " +
           knobs_of(task.category);
  } catch (const std::invalid_argument& e) {
    return e.what();  // a single duration beyond the range, found while the graph is built
  }
}

// The written hardware value that alone puts the case beyond the range (relaxed, it fits), if any.
const hw::HardwareProfile::Written* culprit(const DecodeJob& job, const model::ModelSpec& model,
                                            const hw::HardwareProfile& hardware,
                                            const MethodSpec& method, const TokenOptions& options) {
  for (const RateKnob& knob : kRateKnobs) {
    const auto written = hardware.written.find(knob.key);
    if (written == hardware.written.end()) continue;
    if (std::string(knob.key).rfind("storage.", 0) == 0 && !hardware.storage) continue;
    hw::HardwareProfile relaxed = hardware;
    knob.relax(relaxed);
    if (range_problem(job, model, relaxed, method, options).empty()) return &written->second;
  }
  return nullptr;
}

}  // namespace

void check_time_range(const DecodeJob& job, const model::ModelSpec& model,
                      const hw::HardwareProfile& hardware, int threads) {
  struct Case {
    Placement offload;
    MethodSpec method;
    TokenOptions options;
  };
  std::vector<Case> cases;
  for (const Placement offload : job.placements) {
    for (MethodSpec method : job.methods) {
      // The largest budget reads the most: it bounds every budget of the list.
      if (method.is_sparse() && !job.budgets.empty() && method.split != SplitRule::fractions) {
        method.budget = *std::max_element(job.budgets.begin(), job.budgets.end());
      }
      TokenOptions options = job.token;
      options.placement = job.placement;
      options.placement.offload = offload;
      cases.push_back({offload, method, options});
      if (job.prompt_tokens > 0) {  // a generation's prefill step too
        options.step_tokens = job.prompt_tokens;
        options.context_tokens = 0;
        cases.push_back({offload, method, options});
      }
    }
  }
  std::vector<std::string> problems(cases.size());
  parallel_for(cases.size(), threads, [&](std::size_t i) {
    problems[i] = range_problem(job, model, hardware, cases[i].method, cases[i].options);
  });
  const io::Node& where = job.placement_node ? *job.placement_node : *job.job_node;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    if (problems[i].empty()) continue;
    const Case& c = cases[i];
    const std::string which =
        "method " + c.method.label + " with placement " + to_string(c.offload);
    // One written value to blame: the error points at it in the hardware profile.
    if (const auto* key = culprit(job, model, hardware, c.method, c.options)) {
      throw io::InputError(key->where, key->key_path,
                           "too small a rate or too long a time for " + which + ": " + problems[i]);
    }
    where.fail(which + ": " + problems[i] +
               "; check the rates and sizes of the hardware profile and of the stack");
  }
}

double stored_weight_bytes(const DecodeJob& job, const model::ModelSpec& model,
                           const MethodSpec& method, Placement offload, Placement where) {
  PlacementConfig placement = job.placement;
  placement.offload = offload;
  const auto ordinals = tensor_ordinals(model, method.format);
  double bytes = 0.0;
  const std::size_t layers = simulated_layers(job, model);
  for (std::size_t l = 0; l < layers; ++l) {
    for (const auto& group : model::matrix_groups(model.layers[l], model.hidden)) {
      if (placement_in(job, placement, l, group) != where) continue;
      bytes += static_cast<double>(group.input_dim) * static_cast<double>(group.instances) *
               column_bytes(group, method.format, ordinals[l]);
    }
  }
  return bytes + outer_bytes_at(model, job.token, where);
}

void check_against_machine(const DecodeJob& job, const model::ModelSpec& model,
                           const hw::HardwareProfile& hardware) {
  const io::Node& job_node = *job.job_node;
  if (job.machine.threads && *job.machine.threads > hardware.host.threads) {
    where_of(job.threads_node, job_node)
        .fail("threads " + std::to_string(*job.machine.threads) + " is more than the host's " +
              std::to_string(hardware.host.threads) + " (hardware.host.threads)");
  }
  if (model.max_positions > 0 && job.token.context_tokens >= model.max_positions) {
    where_of(job.context_node, job_node)
        .fail("context_tokens " + std::to_string(job.token.context_tokens) +
              " leaves no position for the new token: the model has " +
              std::to_string(model.max_positions) + " positions (model.max_positions)");
  }
  if (fetches_by(job, Fetch::storage_reads) && !hardware.storage) {
    where_of(job.placement_node ? job.placement_node : job.groups_node, job_node)
        .fail("placement flash needs a `storage` section in the hardware profile '" +
              hardware.name + "'");
  }
  if (hardware.storage && job.machine.queue_depth &&
      *job.machine.queue_depth > hardware.storage->queue_depth) {
    where_of(job.queue_depth_node, job_node)
        .fail("queue_depth " + std::to_string(*job.machine.queue_depth) +
              " is more than the SSD's " + std::to_string(hardware.storage->queue_depth) +
              " (hardware.storage.queue_depth)");
  }
  for (const Placement offload : job.placements) {
    for (const MethodSpec& method : job.methods) {
      const std::string which = "method " + method.label + " with placement " + to_string(offload);
      double host = 0.0;  // every place copied from host memory (cpu, pageable) shares it
      for (const PlacementTraits& row : placement_registry())
        if (row.fetch == Fetch::host_copy)
          host += stored_weight_bytes(job, model, method, offload, row.placement);
      if (host > hardware.host.memory) {
        where_of(job.placement_node, job_node)
            .fail(which + " keeps " + size_text(host) +
                  " of weights in CPU memory, more than hardware.host.memory (" +
                  size_text(hardware.host.memory) + ")");
      }
      check_flash_capacity(job, model, hardware, method, offload, which);
      check_gpu_memory(job, plan_sequence(job, model, hardware, method, offload, false), hardware,
                       which);
    }
  }
}

}  // namespace hwsim::decode
