#pragma once
// A decode case over a sequence of tokens: the warm-up and measured tokens, the GPU memory budget
// (resident weights, KV cache, staging, expert cache) and, with `experts`, every token's routes
// through the expert cache. Each token is then one token graph (sim/decode/token_graph_builder),
// built from token_options(plan, t) and run alone: token t+1 needs token t's output, so tokens do
// not overlap.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sim/decode/decode_job.hpp"
#include "sim/decode/routing.hpp"
#include "sim/hw/hardware_profile.hpp"
#include "sim/model/architecture.hpp"

namespace hwsim::decode {

// GPU memory of one case at its longest context, bytes.
//   resident  every matrix group placed on the GPU, all instances, in the method's format;
//   kv        sum over simulated layers of model::kv_cache_elements(layer, context) x
//             kv_bytes_per_element (full: context x K,V widths; sliding: capped at the window; MLA:
//             the latent r_kv + dr per token), plus a linear-attention layer's fixed state
//             (model::recurrent_state_elements) at 4 B per element (fp32, as the kernel keeps it);
//             times job.batch (one cache per sequence);
//   staging   the largest offloaded group's fetched bytes at one token (active instances, dense:
//             every column), twice when pipelined (the next group's fetch lands beside it);
//   expert_entry  one cached expert of every MoE layer (all of its matrices), summed over layers:
//             the bytes of one unit of experts.capacity.
struct GpuMemory {
  double resident = 0.0;
  double kv = 0.0;
  std::int64_t kv_tokens = 0;  // the context the KV figure is for
  double staging = 0.0;
  double expert_entry = 0.0;
  double expert_cache = 0.0;  // capacity x expert_entry
  double total() const { return resident + kv + staging + expert_cache; }
};

GpuMemory gpu_memory(const DecodeJob& job, const model::ModelSpec& model, const MethodSpec& method,
                     Placement offload, std::int64_t context_tokens);

struct SequencePlan {
  std::int64_t warmup = 0;
  std::int64_t measured = 1;
  std::int64_t capacity = 0;  // cached experts per MoE layer (0 without experts or cache)
  GpuMemory memory;           // at context_tokens + warmup + measured - 1
  std::optional<RoutingRun> routing;
};

// The longest automatic warm-up (tokens), so that a cache that never fills (capacity at or near E
// with a skewed distribution) still ends.
inline constexpr std::int64_t kMaxAutoWarmup = 512;

// Refuses an expert cache no case uses: a capacity above a layer's routed experts, or a written
// cache or capacity when every placement of the job keeps all routed experts on the GPU.
void check_expert_cache(const DecodeJob& job, const model::ModelSpec& model);

// Plans one case. The expert cache's capacity is experts.capacity, or (unset) the GPU memory left
// after resident weights, KV cache and staging, divided by GpuMemory::expert_entry (0 when
// negative; at most each layer's E); an automatic warm-up is the cache's fill token at that
// capacity (routing.hpp), at most kMaxAutoWarmup (and what a routing trace leaves after the
// measured tokens). Throws io::InputError at experts.trace when the trace does not cover the
// tokens or does not fit the model. `route` false leaves `routing` empty (the checks read the
// memory, capacity and warm-up only; routing every token costs time and memory in the tokens).
SequencePlan plan_sequence(const DecodeJob& job, const model::ModelSpec& model,
                           const hw::HardwareProfile& hardware, const MethodSpec& method,
                           Placement offload, bool route = true);

// The options of token t (0 = the first warm-up token) of a case: the job's, with the case's
// placement, context_tokens + t, the selection seed mixed with t (t = 0 keeps the job's seed) and
// the token's expert-cache hits per layer.
TokenOptions token_options(const DecodeJob& job, const SequencePlan& plan, std::int64_t t,
                           Placement offload);

// The fraction of a group's columns a batch of `batch` sequences selects when each selects
// `budget` of them: independent sequences (overlap unset) 1 - (1 - b)^B, the chance that a column
// is selected by at least one; a measured overlap o (the fraction of each further sequence's
// columns already selected) min(1, b (1 + (B - 1)(1 - o))).
double batch_union(double budget, int batch, std::optional<double> overlap);

// The method a batch reads: a budget method's budget becomes batch_union of it (spax keeps its
// split rule over the union); the method itself at batch 1.
MethodSpec batch_method(const DecodeJob& job, const MethodSpec& method);

// The q-quantile (0 < q <= 1) of `values` by nearest rank: the ceil(q n)-th smallest.
double nearest_rank(std::vector<double> values, double q);

}  // namespace hwsim::decode
