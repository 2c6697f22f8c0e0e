#pragma once
// One decoding step of an eager software stack (stack::Execution::eager: PyTorch, transformers,
// accelerate, DeepSpeed, llama.cpp): a host lane that issues every operation in turn, the GPU
// stream that runs them in issue order, and the fetch path of the stack. The harness graph is
// sim/decode/token_graph_builder.hpp; build_token_graph hands eager stacks here.
//
// Lanes (tasks chained by dependencies):
//   host    every host task depends on the previous one: per step token_overhead and the sampled
//           token's sync (gpu.sync_overhead after the last kernel); per layer layer_overhead +
//           modules_per_layer x (module_overhead + hook_overhead when the stack hooks modules);
//           per operation issued op_overhead (a small op: eager.<op>.ops of them, a projection:
//           gemv_ops); category "stack" (the software's own time).
//   gpu     "gpu_stream": a kernel after its issue and after the kernel before it (stream order).
//           A small op: eager.<op>.kernels x kernel_time (the hardware's kernel_launch_overhead
//           when 0) + its bytes x step tokens at the GEMV rate; a projection: the stack's GEMV
//           line (kernels.gemv) or the hardware's (sim/decode/kernel_cost.hpp), at least 2 x
//           tokens x weights at flops_bf16 (a prefill's GEMM); attention: the stack's line or the
//           hardware's over the KV bytes (decode), 4 x q_width x tokens^2 / 2 FLOPs at
//           flops_bf16 (a prefill, causal).
// Fetch of an offloaded tensor of B bytes (one per checkpoint tensor when fetch.per_tensor, else
// one per matrix group), by fetch.host:
//   pinned_copy     a copy of B on the stream after its issue: fetch.pinned_copy's time, else
//                   pcie.latency + B over pcie_h2d, at fetch.efficiency of the rate; with
//                   prefetch_layers > 0 the next layer's copies run on the copy engine as soon as
//                   they are issued (at the start of this layer) and the layer before this one
//                   has finished with their buffers, and a layer's kernels wait for its copies
//   pageable_copy   the host waits for the stream, then copies: fetch.pageable_copy's host time,
//                   else pcie.latency + B at pcie.h2d_pageable
//   onload_hook     as pageable_copy with fetch.onload's time (accelerate's tensor onload); the
//                   norms' weights of an offloaded layer are onloaded too
//   index_select    a sparse group: selection on the GPU (select_fixed + n x select_per_element),
//                   the host's wait for the indices (select_host), the gather of the selected
//                   bundles on the host (fetch.gather at gather_threads), one copy on the stream;
//                   a dense group as pinned_copy
//   partitioned     as pinned_copy (DeepSpeed's coalesced fetch per module)
//   compute_on_host the group is computed by the host at host.dram_bandwidth x efficiency
// Weights on flash (placement flash) are read by the host first (fetch.disk_read's time, else the
// storage's sequential rate) and then fetched as above.
// The step ends with the final norm, the output head's GEMV (its weights fetched when
// TokenOptions::head is not the GPU) and the sampled token's sync. A prefill step
// (TokenOptions::step_tokens > 1) runs every group dense.
#include "sim/decode/decode_machine.hpp"
#include "sim/decode/tiers.hpp"
#include "sim/decode/token_graph_builder.hpp"
#include "sim/hw/hardware_profile.hpp"
#include "sim/model/architecture.hpp"

namespace hwsim::decode {

// options.stack must be an eager stack.
TokenGraph build_eager_graph(const hw::HardwareProfile& profile, const DecodeMachine& machine,
                             const model::ModelSpec& model, const MethodSpec& method,
                             const TokenOptions& options);

}  // namespace hwsim::decode
