#include "sim/decode/token_sequence.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "sim/decode/flash_reads.hpp"
#include "sim/decode/formats.hpp"
#include "sim/decode/machine_checks.hpp"
#include "sim/decode/outer_weights.hpp"

namespace hwsim::decode {

namespace {

double kv_bytes(const DecodeJob& job, const model::ModelSpec& model, std::int64_t context) {
  if (!job.token.attention) return 0.0;
  double bytes = 0.0;
  const std::size_t layers = simulated_layers(job, model);
  for (std::size_t l = 0; l < layers; ++l) {
    const model::LayerSpec& layer = model.layers[l];
    bytes += job.batch * (static_cast<double>(model::kv_cache_elements(layer, context)) *
                              job.token.kv_bytes_per_element +
                          static_cast<double>(model::recurrent_state_elements(layer)) * 4.0);
  }
  return bytes;
}

}  // namespace

GpuMemory gpu_memory(const DecodeJob& job, const model::ModelSpec& model, const MethodSpec& method,
                     Placement offload, std::int64_t context_tokens) {
  GpuMemory m;
  m.resident = stored_weight_bytes(job, model, method, offload, Placement::gpu);
  m.kv_tokens = context_tokens;
  m.kv = kv_bytes(job, model, context_tokens);
  PlacementConfig placement = job.placement;
  placement.offload = offload;
  const auto ordinals = tensor_ordinals(model, method.format);
  const std::size_t layers = simulated_layers(job, model);
  for (std::size_t l = 0; l < layers; ++l) {
    for (const auto& group : model::matrix_groups(model.layers[l], model.hidden)) {
      const double instance =
          static_cast<double>(group.input_dim) * column_bytes(group, method.format, ordinals[l]);
      // A batch's routed experts: their union, at most min(E, B k).
      const std::int64_t active =
          group.is_routed()
              ? std::min(group.instances, group.active_instances * std::int64_t{job.batch})
              : group.active_instances;
      if (placement_in(job, placement, l, group) != Placement::gpu)
        m.staging = std::max(m.staging, instance * static_cast<double>(active));
      if (group.is_routed()) m.expert_entry += instance;
    }
  }
  // An offloaded head is fetched whole every token; an offloaded embedding module too under an
  // eager stack (the harness copies a token's rows).
  if (!job.token.blocks_only) {
    const OuterWeights outer = outer_weights(model);
    if (traits_of(job.token.head).offloaded())
      m.staging = std::max(m.staging, outer.head_read_bytes);
    const bool eager = job.token.stack && job.token.stack->eager_execution();
    if (traits_of(embedding_placement(model, job.token)).offloaded())
      m.staging = std::max(m.staging, eager ? outer.input_bytes : outer.row_bytes * job.batch);
  }
  if (job.token.overlap == Overlap::pipelined) m.staging *= 2.0;
  return m;
}

namespace {

// Whether any routed experts' group of the simulated layers is fetched from off the GPU.
bool experts_offloaded(const DecodeJob& job, const model::ModelSpec& model, std::size_t layers,
                       Placement offload) {
  PlacementConfig placement = job.placement;
  placement.offload = offload;
  for (std::size_t l = 0; l < layers; ++l) {
    for (const auto& group : model::matrix_groups(model.layers[l], model.hidden))
      if (group.is_routed() && placement_in(job, placement, l, group) != Placement::gpu)
        return true;
  }
  return false;
}

std::int64_t largest_experts(const model::ModelSpec& model, std::size_t layers) {
  std::int64_t e = 0;
  for (std::size_t l = 0; l < layers; ++l) e = std::max(e, model.layers[l].ffn.experts);
  return e;
}

// The cache capacity that fits beside the rest at this context (experts per MoE layer).
std::int64_t capacity_from_memory(const GpuMemory& m, double gpu_memory, std::int64_t cap) {
  if (m.expert_entry <= 0.0) return 0;
  const double left = gpu_memory - m.resident - m.kv - m.staging;
  if (left <= 0.0) return 0;
  return std::min(cap, static_cast<std::int64_t>(std::floor(left / m.expert_entry)));
}

}  // namespace

SequencePlan plan_sequence(const DecodeJob& job, const model::ModelSpec& model,
                           const hw::HardwareProfile& hardware, const MethodSpec& method,
                           Placement offload, bool route) {
  SequencePlan plan;
  plan.measured = job.tokens;
  const std::size_t layers = simulated_layers(job, model);
  const std::int64_t base = job.token.context_tokens;
  const auto* spec = job.experts ? &*job.experts : nullptr;
  // The trace's rows are checked (layers, expert ids) before any routing reads them; their
  // presence for every simulated token once the warm-up is known, below.
  if (spec) check_trace_rows(*spec, model, layers);
  const bool cached =
      spec && spec->policy != CachePolicy::none && experts_offloaded(job, model, layers, offload);
  const std::int64_t most = largest_experts(model, layers);
  std::int64_t warmup_room = kMaxAutoWarmup;
  if (spec && spec->trace)
    warmup_room = std::max<std::int64_t>(0, spec->trace->tokens - job.tokens);
  // The capacity is taken at the longest context the warm-up may reach, then the warm-up from
  // that capacity (a smaller cache fills no later, so the context it reaches is within it).
  if (cached) {
    const std::int64_t auto_room = job.warmup_tokens ? *job.warmup_tokens : warmup_room;
    const GpuMemory longest =
        gpu_memory(job, model, method, offload, base + auto_room + job.tokens - 1);
    plan.capacity = spec->capacity ? std::min(*spec->capacity, most)
                                   : capacity_from_memory(longest, hardware.gpu.memory, most);
  }
  if (job.warmup_tokens) {
    plan.warmup = *job.warmup_tokens;
  } else if (cached && spec->policy != CachePolicy::fixed) {
    const std::int64_t fill = cache_fill_token(*spec, model, layers, warmup_room, plan.capacity,
                                               job.token.seed, job.batch);
    plan.warmup = std::min(fill, warmup_room);
  }
  const std::int64_t total = plan.warmup + plan.measured;
  plan.memory = gpu_memory(job, model, method, offload, base + total - 1);
  plan.memory.expert_cache = static_cast<double>(plan.capacity) * plan.memory.expert_entry;
  if (spec) check_trace_coverage(*spec, model, layers, total);
  if (spec && route) {
    plan.routing = route_tokens(*spec, model, layers, total, plan.warmup,
                                cached ? plan.capacity : 0, job.token.seed, job.batch);
  }
  return plan;
}

TokenOptions token_options(const DecodeJob& job, const SequencePlan& plan, std::int64_t t,
                           Placement offload) {
  TokenOptions options = job.token;
  options.placement = job.placement;
  options.placement.offload = offload;
  options.context_tokens += t;
  options.batch = job.batch;
  if (t > 0) options.seed = SplitMix64(job.token.seed ^ static_cast<std::uint64_t>(t)).next();
  if (plan.routing && plan.capacity > 0) {
    const auto& routes = plan.routing->tokens.at(static_cast<std::size_t>(t));
    options.expert_hits.resize(routes.size(), 0);
    for (std::size_t l = 0; l < routes.size(); ++l) options.expert_hits[l] = routes[l].hits;
  }
  if (plan.routing && job.batch > 1) {
    const auto& routes = plan.routing->tokens.at(static_cast<std::size_t>(t));
    options.expert_union.resize(routes.size(), 0);
    for (std::size_t l = 0; l < routes.size(); ++l)
      options.expert_union[l] = static_cast<std::int64_t>(routes[l].experts.size());
  }
  return options;
}

double batch_union(double budget, int batch, std::optional<double> overlap) {
  if (batch <= 1) return budget;
  if (overlap) return std::min(1.0, budget * (1.0 + (batch - 1) * (1.0 - *overlap)));
  return 1.0 - std::pow(1.0 - budget, batch);
}

MethodSpec batch_method(const DecodeJob& job, const MethodSpec& method) {
  if (job.batch <= 1 || !method.is_sparse() || method.split == SplitRule::fractions) return method;
  MethodSpec m = method;
  m.budget = batch_union(method.budget, job.batch, job.batch_overlap);
  return m;
}

double nearest_rank(std::vector<double> values, double q) {
  if (values.empty()) throw std::invalid_argument("nearest_rank: no values");
  std::sort(values.begin(), values.end());
  const auto n = static_cast<double>(values.size());
  const auto rank = static_cast<std::size_t>(std::max(1.0, std::ceil(q * n - 1e-9)));
  return values[std::min(rank, values.size()) - 1];
}

void check_expert_cache(const DecodeJob& job, const model::ModelSpec& model) {
  if (!job.experts || !job.experts->node) return;
  const ExpertsSpec& spec = *job.experts;
  const std::size_t layers = simulated_layers(job, model);
  const std::int64_t most = largest_experts(model, layers);
  if (spec.capacity && spec.capacity_node && *spec.capacity > most) {
    spec.capacity_node->fail("capacity " + std::to_string(*spec.capacity) + " is more than the " +
                             std::to_string(most) +
                             " routed experts of a layer, which a cache of that many holds "
                             "whole; write at most " +
                             std::to_string(most));
  }
  const bool offloaded =
      std::any_of(job.placements.begin(), job.placements.end(),
                  [&](Placement p) { return experts_offloaded(job, model, layers, p); });
  if (offloaded) return;
  for (const char* key : {"cache", "capacity"}) {
    if (const auto at = spec.node->find(key)) {
      at->fail(std::string(key) +
               " applies to routed experts fetched from off the GPU, and every routed expert "
               "group is GPU-resident here (config, groups); remove it");
    }
  }
}

}  // namespace hwsim::decode
