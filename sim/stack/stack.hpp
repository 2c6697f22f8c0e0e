#pragma once
// A software stack: what the software people run does with the hardware when it decodes, apart
// from what the hardware can do. A scenario's `stack:` names a row of the registry
// (stack_rows.hpp), a stack profile file (as `hwsim calibrate --stack` writes one) or an inline
// map, each of which may start from a row (`base:`) and override its values. Every number carries
// its source.
//
// Two ways a stack executes a token (`execution`):
//   harness  hwsim's own CUDA harness and code built like it (the SpAx paper's): the token graph of
//            sim/decode/token_graph_builder.hpp as it is, with a host delay per layer of
//            layer_overhead + op_overhead x the layer's host operations (sim/decode/overheads.hpp)
//            before the layer's first kernel. The default stack, `harness`, has both at 0.
//   eager    a framework whose Python thread issues every operation in turn (PyTorch eager,
//            transformers, accelerate, DeepSpeed): the host is a lane of its own that issues each
//            kernel and copy (op_overhead per framework operation, module_overhead per module
//            call, hook_overhead per hooked module); a kernel starts once it is issued and the
//            stream is free, so the host runs ahead of the GPU until the framework waits for it
//            (a synchronous copy, indices sent to the host, the sampled token at the end of each
//            token). The fetch path (`fetch.host`) says how weights in host memory reach the GPU.
//
// Units: seconds, bytes, bytes/s, as hw::HardwareProfile.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "sim/hw/hardware_profile.hpp"

namespace hwsim::stack {

enum class Execution { harness, eager };

// How an eager stack brings weights kept in host memory to the GPU.
enum class HostFetch {
  // per tensor, dst.copy_(pinned, non_blocking=True) into a GPU buffer on the compute stream (on a
  // copy stream of its own with prefetch_layers > 0): the host issues it and moves on.
  pinned_copy,
  // per tensor, pageable.to("cuda"): a synchronous copy the host waits for, after the stream has
  // drained the kernels before it.
  pageable_copy,
  // accelerate's AlignDevicesHook (accelerate 1.15 hooks.py pre_forward): per module a hook, per
  // tensor set_module_tensor_to_device (utils/modeling.py), a synchronous pageable .to() followed
  // by torch.cuda.empty_cache() (its clear_cache=True default), which waits for the device.
  onload_hook,
  // sparse groups: the selected indices to the host (idx.cpu(), a sync), torch.index_select of the
  // selected bundles into pinned staging, then one non_blocking copy; dense groups as pinned_copy.
  index_select,
  // DeepSpeed ZeRO-3 inference with offload_param to pinned CPU memory: per module a fetch of its
  // partitioned parameters (one coalesced copy) at `efficiency` of the link, issued one module
  // ahead (prefetch_layers) on a copy stream.
  partitioned,
  // llama.cpp's layer offload (-ngl): a layer not on the GPU is computed by the CPU where its
  // weights are, reading them at host.dram_bandwidth x `efficiency`; only activations cross PCIe.
  compute_on_host,
};

// How an eager stack reads weights it keeps on disk: accelerate's OffloadedWeightsLoader reads a
// numpy memmap into a new tensor (utils/offload.py load_offloaded_weight) before the onload.
enum class DiskFetch { mmap_tensor };

// What an eager stack does with an expert it evicts from its GPU cache.
enum class Eviction { drop, copy_back };

// One small op of the block (the names of decode::small_op_kernels: "norm", "rotary_q", ...) as
// the framework runs it: `ops` framework operations issued by the host (views included) and
// `kernels` GPU kernels launched.
struct EagerOp {
  double ops = 1.0;
  double kernels = 1.0;
};

// A per-size cost table: the time of one call of `bytes` is bytes / rate_at_size(rows, bytes).
using SizedTable = std::vector<hw::SizedRate>;

struct Stack {
  std::string name = "harness";
  std::string description;
  Execution execution = Execution::harness;

  // Host time (seconds).
  double token_overhead = 0.0;   // eager: per token outside the layers (the generate loop)
  double layer_overhead = 0.0;   // per decoder layer
  double op_overhead = 0.0;      // per host operation (harness) or framework operation (eager)
  double module_overhead = 0.0;  // eager: per nn.Module call
  double hook_overhead = 0.0;    // eager: per module carrying a dispatch hook
  // eager: the framework operations and kernels of each small op; a name not listed is one
  // operation and one kernel. `gemv_ops`: operations of one projection call (F.linear and its
  // views); `group_ops`: operations per matrix group besides its projections (a cat of q, k, v
  // outputs, a split).
  std::map<std::string, EagerOp> eager;
  double gemv_ops = 1.0;
  double group_ops = 0.0;
  // Modules per decoder layer the framework calls (eager): the layer, its attention and MLP
  // blocks, each projection and norm module (transformers), or none (a plain loop).
  double modules_per_layer = 0.0;

  // The framework's own kernels; unset = the hardware's (sim/decode/kernel_cost.hpp, the
  // profile's attention line).
  std::optional<hw::KernelFit> gemv;       // its projection GEMV: fixed + weight bytes / rate
  std::optional<hw::KernelFit> attention;  // its decode attention: fixed + KV bytes / rate
  // harness execution: the stack's kernels in place of the hardware profile's (its GEMV
  // efficiency, measured kernel lines per kind, dequantisation rates; unset or 0 = the
  // hardware's), so a fit to a framework's published kernel times stays out of the hardware.
  std::optional<double> gemv_efficiency;
  std::map<std::string, hw::KernelFit> gemv_kernels;
  hw::DecodeRates decode_rates;
  // GPU time of one eager small kernel when the stream is fed faster than it runs (0 = the
  // hardware's gpu.kernel_launch_overhead), apart from its bytes at the GEMV rate.
  double kernel_time = 0.0;
  // Fraction of gpu.flops_bf16 its GEMMs and prefill attention reach (a prefill's FLOP term).
  double gemm_efficiency = 1.0;

  // Fetch (eager).
  HostFetch host_fetch = HostFetch::pinned_copy;
  DiskFetch disk_fetch = DiskFetch::mmap_tensor;
  // true: one fetch per tensor of the checkpoint (q, k, v apart unless the model fuses them);
  // false: one per matrix group.
  bool per_tensor = true;
  int prefetch_layers = 0;  // layers fetched ahead on a copy stream (0: on the compute stream)
  double efficiency = 1.0;  // fraction of the copy rate the fetch reaches (partitioned)
  // Measured per-size rates of the fetch operation through the framework; empty = the hardware's
  // (pcie.h2d_pinned / h2d_pageable with pcie.latency).
  SizedTable pinned_copy;    // device time of one non_blocking copy from pinned memory
  SizedTable pageable_copy;  // host time of one .to() from pageable memory
  SizedTable onload;         // host time of one accelerate tensor onload (pageable_copy's role)
  SizedTable disk_read;      // host time of one load_offloaded_weight from the page cache
  std::vector<hw::GatherPoint> gather;  // index_select into pinned staging (host time)
  int gather_threads = 1;               // torch.get_num_threads() of the measured process
  // Selection of a sparse group (topk of |x|, indices to the host): device seconds on the GPU
  // (select_fixed + n x select_per_element) and the host's wait beyond them (select_host).
  double select_fixed = 0.0;
  double select_per_element = 0.0;
  double select_host = 0.0;

  Eviction eviction = Eviction::drop;

  // Where each number comes from, by key path within the stack ("host.op_overhead").
  std::map<std::string, std::string> sources;

  bool eager_execution() const { return execution == Execution::eager; }
  // The small op `name` as this stack runs it (EagerOp{} when not listed).
  EagerOp eager_op(const std::string& name) const;
};

// The names written in a stack, in each enum's order (the YAML choices and the reports).
const std::vector<std::string>& execution_names();
const std::vector<std::string>& host_fetch_names();
const std::vector<std::string>& disk_fetch_names();
const std::vector<std::string>& eviction_names();
const char* to_string(Execution execution);
const char* to_string(HostFetch fetch);

// The hardware profile as the stack runs on it: the stack's kernel values (gemv_efficiency,
// gemv_kernels, decode_rates) in place of the profile's; the profile itself without them.
hw::HardwareProfile effective_hardware(const hw::HardwareProfile& hardware, const Stack& stack);

// The time of one call of `bytes` from a per-size table (non-empty).
double table_seconds(const SizedTable& table, double bytes);

}  // namespace hwsim::stack
