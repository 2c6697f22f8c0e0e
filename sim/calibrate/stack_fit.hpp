#pragma once
// `hwsim calibrate --stack NAME`: turns a stack benchmark document (validate/frameworks/
// stack_bench.py, schema hwsim-stack-bench/1 in validate/frameworks/README.md) into a stack
// profile whose `base:` is the registry row NAME (sim/stack/stack_rows.hpp). Pure: the same JSON
// gives the same YAML, byte for byte. Every value is written {value, source}, the source naming
// the benchmark, its point count and the GPU.
//
// What each value is fitted from (medians of each point's samples):
//   pytorch (every stack reads these: they are PyTorch's own operations)
//     host.op_overhead            dispatch tiny_op: host seconds per call of x.add(1)
//     host.gemv_ops               dispatch linear / tiny_op (an F.linear's host time in ops)
//     host.module_overhead        dispatch module_call (an nn.Module forward that returns its
//     input) kernels.gemv                gemv points: time = fixed + bytes / bandwidth (relative
//     least
//                                 squares over the shapes)
//     kernels.attention           sdpa_decode points: time = fixed + KV bytes / bandwidth
//     kernels.gemm_efficiency     gemm points at >= 512 tokens: median FLOP rate / the hardware's
//                                 flops_bf16 (given with --hardware; left out without it)
//     fetch.pinned_copy           pinned_copy points: bytes / device seconds
//     fetch.pageable_copy         pageable_to points: bytes / host seconds
//     fetch.gather                index_select points: (threads, call, bundle) -> call / host s
//     fetch.gather_threads        versions.torch_threads
//     fetch.select_fixed, select_per_element   topk_to_host device seconds against n
//     fetch.select_host           median of (host - device) seconds over the topk_to_host points
//   hf-accelerate (beside the pytorch values)
//     fetch.onload                onload (clear_cache true) points: bytes / host seconds
//     fetch.disk_read             disk points: bytes / host seconds of load_offloaded_weight
//     host.hook_overhead          hook: hooked - bare host seconds per Linear call
//   hf-transformers, hf-accelerate
//     host.token_overhead, host.layer_overhead
//                                 generate points of 1, 2 and 4 tiny Llama layers: step time =
//                                 a + b x layers (least squares); per layer, b less the eager
//                                 operations and module calls of a layer at the values above;
//                                 token_overhead = a
//     eager.*                     the aten operations per module class of one decode step (ops
//                                 entry): norm, q_norm, k_norm <- the RMSNorm class, attention <-
//                                 the attention class's own operations (rotary and the cache
//                                 update inside it: rotary_* and kv_append 0), activation <- the
//                                 MLP class's and the activation's, residual <- half the decoder
//                                 layer's own; kernels = operations that are not views
// Throws std::invalid_argument naming the member when the document lacks a needed part, or a
// timed median is not positive.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "sim/hw/hardware_profile.hpp"

namespace hwsim::calibrate {

struct StackFitOptions {
  std::string row;   // the registry row the profile starts from (`base:`)
  std::string name;  // the profile's name (default: <row>-<gpu>)
  std::optional<hw::HardwareProfile> hardware;  // for kernels.gemm_efficiency
};

struct FittedStack {
  std::string yaml;  // the stack profile (loads with stack::load_stack_text)
  std::string device;
};

FittedStack fit_stack(const nlohmann::json& doc, const StackFitOptions& options);

// The rows `--stack` can measure (those stack_bench.py has a part for).
const std::vector<std::string>& measurable_stacks();

}  // namespace hwsim::calibrate
