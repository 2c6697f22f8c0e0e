// Launchers of the MoE harness's kernels (kernels_moe.cu; internal to hwsim_validate_cuda). Device
// pointers; asynchronous on stream `s`.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <cstdint>

namespace hwsim::validate {

inline constexpr int kMaxGroupedExperts = 16;
inline constexpr int kRouterMaxExperts = 1024;

// Expert weight pointers passed by value in the launch (no pointer table to copy first).
struct ExpertPointers {
  const void* ptr[kMaxGroupedExperts] = {};
};

// y[e * rows + r] = sum_j W_e[r * cols + j] * x[e * x_stride + j] for e < count (<=
// kMaxGroupedExperts): W_e row-major bf16 [rows][cols] at w.ptr[e] (16-byte aligned), x bf16, y
// fp32. x_stride 0 gives every expert the same input (gate_up); cols and x_stride multiples of 8.
void launch_gemv_experts(const ExpertPointers& w, int count, int rows, int cols,
                         const std::uint16_t* x, std::size_t x_stride, float* y, cudaStream_t s);

// The router: p = softmax(logits[0..experts)) (fp32), then the k experts of largest p (ties: the
// lower id) into ids[0..k) in decreasing p, and weights[i] = p[ids[i]] / sum of the k chosen p
// (Qwen3-MoE's norm_topk_prob). experts <= kRouterMaxExperts, 1 <= k <= min(32, experts).
void launch_router_topk(const float* logits, int experts, int k, int* ids, float* weights,
                        cudaStream_t s);

// out[e * inner + i] = bf16(silu(g) * u), g = gate_up[e * 2 inner + i], u = gate_up[e * 2 inner +
// inner + i], for e < count: the grouped gate_up GEMV's output (gate rows, then up rows, per
// expert) into the down GEMV's input (x_stride = inner).
void launch_silu_mul_experts(const float* gate_up, int count, int inner, std::uint16_t* out,
                             cudaStream_t s);

// The weighted combine of a token's expert outputs: out[i] = sum_{e < count} weights[e] *
// y[e * n + i] (fp32), weights on the device: the routed experts' gate weights, then 1 for each
// shared expert when the caller lays their outputs after the routed ones.
void launch_combine_experts(const float* y, const float* weights, int count, int n, float* out,
                            cudaStream_t s);

}  // namespace hwsim::validate
