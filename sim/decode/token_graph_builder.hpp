#pragma once
// Builds the task graph of one decoded token: per layer, per matrix group, in dependency order.
//
// Per matrix group (input x exists only after the previous group ran):
//   select     (sparse methods) the selection kernels on "gpu_stream", fused or unfused
//              (TokenOptions::selection; costs in sim/decode/overheads.hpp);
//   index_d2h  (sparse, offloaded) the selected indices to the host, which plans the fetch from
//              them: one copy on "copy_engine_d2h" of pcie.latency + instances x 4 B x k over
//              "pcie_d2h", then an "index_sync" of gpu.sync_overhead (category "select");
//   fetch      offloaded groups only, split into pieces (below):
//     cpu, cpu_fetch direct: the copy engine reads the selected bundles straight from pinned host
//              memory: one "h2d" task per piece (pcie.latency + bytes over "pcie_h2d");
//     pageable: as cpu, from pageable host memory (a user who cannot pin the whole model): a
//              direct copy is staged by the driver and runs at most at pcie.h2d_pageable (the
//              row's `pinned`); a gather copies into the pinned staging buffer, then as cpu;
//     cpu, cpu_fetch gather: per piece, `threads` "gather" tasks on "cpu_threads", each doing
//              1/threads of the piece's memcpy calls (copies * host.gather_overhead_per_column +
//              bytes over "host_dram" capped at host.copy_bandwidth_per_thread), then one "h2d";
//              a sparse group makes one call per run of adjacent selected columns of a tier (over
//              the sampled selection, as flash reads merge them), a dense group one per instance;
//     flash:   one "io_submit" task on "io_submit" (requests * storage.submit_cost) for the whole
//              group in serial mode (one batch before the first read) or per piece when pipelined,
//              per request (round-robin over the SSDs) a turn of 1 / storage.read_iops on
//              "ssd<i>_device" (the controller's request-rate limit), then one "ssd_read" task (a
//              slot of "ssd<i>_queue", storage.read_latency less that turn, bytes over "ssd<i>");
//              with measured read latencies and one SSD, a run of equal requests is one request
//              batch named "<piece>.read" (TokenOptions::aggregate_requests); then one "h2d" per
//              piece;
//   gemv       on "gpu_stream", per piece: launches (SpAx with both tiers: 2 kernels) +
//              max(bytes / (hbm_bandwidth * gemv_efficiency), decode work / throughput) per
//              sim/decode/kernel_cost.hpp (every tier's weights in their storage form; a measured
//              gpu.decode_rates.<codec> overrides the derived rate). When the profile has a
//              measured fit for the method's kernel kind (gpu.gemv_kernels: dense, sparse,
//              quantised, tiered_scalar, tiered_trellis), the GEMV takes one launch +
//              fit.time(bytes) instead.
// Measured profiles refine the other steps too:
//
//   - plan: a sparse offloaded group first runs a "plan" task on the host (host.plan_time(k_top +
//     k_mid, paged = flash), when that is non-zero);
//   - gather: with host.gather_bandwidth, a gather of a piece of B bytes by T threads takes, per
//     tier of the group (top, middle) with b bytes in c copies, b / gather_bandwidth_at(T, B, b /
//     c) (T tasks, each 1/T of the bytes at 1/T of that rate) plus the per-copy cost above;
//   - h2d: the H2D of a gathered staging buffer of B bytes, gathered in copies of C bytes on
//     average, is capped at pcie.h2d_after_gather_at(B, C) when measured;
//   - ssd_read: with storage.read_latencies each read holds its SSD ("ssd<i>_device") for
//     read_latency_at(bytes, q) / q, q = min(queue depth, requests of the group): the SSD delivers
//     the group at the measured throughput of that request size and depth, instead of read_latency
//     + bytes over the SSD link; the consecutive reads of a dense group use
//     storage.seq_read_latencies the same way when that table is given.
// Pieces: overlap serial -> the GEMV waits for the whole fetch; the fetch itself is one piece, or
//   for flash pieces of flash_staging_bytes (reads of piece i+1 overlap the H2D of piece i, as a
//   pinned staging ring does); overlap pipelined -> `chunks` pieces, GEMV of piece i after its H2D,
//   so the transfer of piece i+1 overlaps the compute of piece i (copy engine and stream are each
//   serial). In pipelined mode a dense group (no selection) may also prefetch: its fetch waits only
//   for the previous group's fetch and for the GEMV two groups back (double-buffered weights).
// Around the groups, per layer: a "framework" delay (host time of the stack, sim/stack/stack.hpp:
//   stack.host.layer_overhead + stack.host.op_overhead x the layer's host operations), small ops on
//   the stream
//   ("small_ops", counted from the block: norms, q/k norms, rotary, KV append, output gate, linear
//   attention's convolution and gates, residual adds, activation, MoE router and combine; each
//   kernel a small kernel's start + its bytes; see sim/decode/overheads.hpp), and "attention"
//   after the group marked attention_after (qkv, in_proj, MLA's kv_b): softmax attention reads
//   the KV cache (model::kv_cache_elements: min(context, window) tokens * kv_width * 2 (K and V);
//   MLA's latent) * kv_bytes_per_element, on the profile's measured attention line when it has
//   one (decode::softmax_attention_seconds), else at hbm * efficiency plus a small kernel's start;
//   linear attention reads and writes its recurrent state (value_heads * key_head_dim *
//   value_head_dim * 4 B, twice) as a small kernel.
// MoE groups read active_instances instances (the first ones; which experts is irrelevant to cost);
// with TokenOptions::expert_hits the cached ones are read on the GPU and only the misses fetched.
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "sim/decode/decode_machine.hpp"
#include "sim/decode/overheads.hpp"
#include "sim/decode/tiers.hpp"
#include "sim/graph/task_graph.hpp"
#include "sim/hw/hardware_profile.hpp"
#include "sim/model/architecture.hpp"
#include "sim/stack/stack.hpp"

namespace hwsim::decode {

enum class Placement { gpu, cpu, flash, pageable };
enum class Overlap { serial, pipelined };
// direct: DMA of the selected bundles from pinned memory; gather: CPU threads copy them into a
// staging buffer first; gather_sparse: gather for groups with a selection, direct for dense groups.
enum class CpuFetch { direct, gather, gather_sparse };
const char* to_string(Placement placement);

// Where each matrix group lives. preset all: every group at `offload`; ca: the attention
// projections and the MoE router (every group whose model::GroupRole is not an FFN's) on the GPU,
// the FFN's groups at `offload`; custom: `groups` maps a group name to a placement, groups not
// named go to `offload`.
enum class PlacementPreset { all, ca, custom };
struct PlacementConfig {
  PlacementPreset preset = PlacementPreset::all;
  Placement offload = Placement::cpu;
  std::map<std::string, Placement> groups;
  Placement placement_of(const model::MatrixGroup& group) const;
};

// How a placement's weights reach the GPU's GEMV: already there (resident); copied from host
// memory over PCIe, after a CPU gather into staging when cpu_fetch asks (host_copy); or read from
// the SSDs into staging by planned page-aligned requests, then copied (storage_reads).
enum class Fetch { resident, host_copy, storage_reads };

// The placement registry: one row per Placement, in its order (tests walk every row). A new place
// for weights that is fetched like an existing one is one enum value and one row; a new way of
// fetching is a Fetch value and its pieces and fetch tasks in token_graph_builder.cpp.
struct PlacementTraits {
  Placement placement;
  const char* name;  // YAML `placement` value
  Fetch fetch;
  // host_copy: whether the weights' host memory is pinned; a direct copy from pageable memory
  // crosses PCIe at most at pcie.h2d_pageable (true for the rows that do not copy from the host).
  bool pinned;
  bool offloaded() const { return fetch != Fetch::resident; }  // crosses PCIe before its GEMV
};
const std::vector<PlacementTraits>& placement_registry();
const PlacementTraits& traits_of(Placement placement);
const PlacementTraits* find_placement(const std::string& name);  // nullptr when none is named so

// Whether CPU threads gather a group's selected bundles into staging before its copy: weights
// copied from host memory (Fetch::host_copy) with cpu_fetch gather, or gather_sparse and a plan
// that selects. The builder and the task estimate (sim/scenario/work_limit) both ask this.
bool gathers_on_cpu(Fetch fetch, CpuFetch cpu_fetch, const TierPlan& plan);

// The preset registry: one row per PlacementPreset, in its order (YAML `config`).
struct PresetTraits {
  PlacementPreset preset;
  const char* name;
  Placement (*placement_of)(const PlacementConfig& config, const model::MatrixGroup& group);
};
const std::vector<PresetTraits>& preset_registry();
const PresetTraits* find_preset(const std::string& name);  // nullptr when none is named so

// A group's tiers given explicitly (as a measured case defines them) instead of by plan_tiers.
// index_bytes: bytes of the column-offset table the host sends with the selected bundles.
struct GroupTiers {
  std::int64_t k_top = 0;
  std::int64_t k_mid = 0;
  double top_column_bytes = 0.0;
  double mid_column_bytes = 0.0;
  double index_bytes = 0.0;
};

struct TokenOptions {
  // The software stack (sim/stack/stack.hpp); null = the harness, which adds no framework time.
  std::shared_ptr<const stack::Stack> stack;
  PlacementConfig placement;
  Overlap overlap = Overlap::serial;
  int chunks = 4;                    // pipelined pieces per group
  double flash_staging_bytes = 0.0;  // serial flash staging piece; 0 = whole group
  CpuFetch cpu_fetch = CpuFetch::direct;
  std::int64_t context_tokens = 512;
  double kv_bytes_per_element = 2.0;
  bool attention = true;
  bool small_ops = true;
  Selection selection = Selection::fused;  // how sparse groups select (sim/decode/overheads.hpp)
  // Whether a sparse method's budget also applies to GPU-resident groups; false: resident groups
  // are read whole (dense, in the method's format), only offloaded groups select.
  bool budget_on_resident = true;
  int layers = 0;  // 0 = every layer; N = the first N layers (N <= the model's layers)
  std::uint64_t seed = 1;
  // Host-driven serial execution, as a simple offloading loop (and validate/e2e/decode_e2e.cpp)
  // runs it: the host waits for the stream after every copy and kernel (gpu.sync_overhead each),
  // and wakes a worker pool for every batch of gathers or reads (host.dispatch_overhead).
  bool host_syncs = false;
  double dense_request_bytes = 0.0;  // flash requests of dense groups; 0 = storage.max_request_size
  std::map<std::string, GroupTiers> tiers;  // per group name: replaces plan_tiers for that group
  // Consecutive flash reads of a piece to the same SSD that do the same work but for their sizes
  // form one request batch (graph::Task::requests; reads that each take a controller turn, a batch
  // of turns and one of reads following it), which simulates and reports exactly as the separate
  // tasks; false emits one task per request (the per-request form the tests compare against).
  bool aggregate_requests = true;
  // Per model layer, the routed experts found in the GPU expert cache (sim/decode/routing.hpp);
  // empty = no cache. The offloaded experts.* groups of such a layer then read `hits` instances
  // as GPU-resident weights (tasks named <group>.cached) and fetch only the other
  // active_instances - hits, both from the router's output on.
  std::vector<std::int64_t> expert_hits;
  // Sequences decoded together (batch > 1: each GEMV is a GEMM over `batch` inputs, timed as
  // max(the GEMV time, 2 x batch x weights read / gpu.flops_bf16); attention reads `batch` KV
  // caches). The union of the batch's selected columns is the method's budget (token_sequence).
  int batch = 1;
  // Per model layer, the experts the batch routes to (their union; empty = active_instances): the
  // experts.* groups read that many instances, and their GEMM's FLOPs are those of
  // batch x top_k (expert, sequence) pairs, not batch x union.
  std::vector<std::int64_t> expert_union;
  // The first gpu_layers layers keep every group on the GPU (llama.cpp's -ngl, accelerate's
  // device_map filling the GPU first); the others follow `placement`.
  std::int64_t gpu_layers = 0;
  // Where the output head's weights live (GPU-resident by default) and the embedding tables'
  // (sim/decode/outer_weights.hpp: with tied embeddings, the head's placement). Every token looks
  // up its embedding rows first and ends with the final norm and the head's GEMV (the last
  // position's logits); an offloaded head is fetched per token like a dense group.
  Placement head = Placement::gpu;
  Placement embedding = Placement::gpu;
  // Time and count the simulated blocks only, as hwsim's CUDA harness runs them
  // (validate/e2e): no embedding lookup, final norm or head, and no outer weights in memory.
  bool blocks_only = false;
  // Tokens of this step: 1 for a decoded token, the prompt's length for a prefill (eager stacks),
  // whose groups all run dense.
  std::int64_t step_tokens = 1;

  // The placement of `group` in layer `layer`: the GPU within gpu_layers, else placement's.
  Placement placement_in(std::size_t layer, const model::MatrixGroup& group) const {
    return static_cast<std::int64_t>(layer) < gpu_layers ? Placement::gpu
                                                         : placement.placement_of(group);
  }
};

struct TokenGraph {
  graph::TaskGraph graph;
  double needed_bytes = 0.0;    // offloaded weight bytes that must reach the GPU
  double moved_bytes = 0.0;     // bytes read from their home (flash: whole pages; else = needed)
  double resident_bytes = 0.0;  // weight bytes read by kernels from GPU-resident groups
  std::vector<graph::TaskId> resident_gemvs;  // GEMV tasks of GPU-resident groups
  std::int64_t requests = 0;                  // flash requests
  // Per offloaded group name, summed over layers: its flash requests, or the memcpy calls of its
  // CPU gather (runs of adjacent selected columns; 0 when the copy engine reads it directly).
  std::map<std::string, double> transfers_by_group;
};

TokenGraph build_token_graph(const hw::HardwareProfile& profile, const DecodeMachine& machine,
                             const model::ModelSpec& model, const MethodSpec& method,
                             const TokenOptions& options);

// The task categories the builder emits.
namespace category {
inline constexpr const char* kSelect = "select";
inline constexpr const char* kPlan = "plan";
inline constexpr const char* kIoSubmit = "io_submit";
inline constexpr const char* kSsdRead = "ssd_read";
inline constexpr const char* kGather = "gather";
inline constexpr const char* kH2d = "h2d";
inline constexpr const char* kGemv = "gemv";
inline constexpr const char* kAttention = "attention";
inline constexpr const char* kSmallOps = "small_ops";
inline constexpr const char* kFramework = "framework";
inline constexpr const char* kStack = "stack";  // an eager stack's own host time
}  // namespace category

}  // namespace hwsim::decode
