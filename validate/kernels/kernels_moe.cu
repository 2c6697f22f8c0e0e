// The MoE harness's kernels (contracts in kernels_moe.hpp): the grouped row-major BF16 GEMV (one
// launch per matrix group and cache part, as the simulator charges one GEMV for each), the
// router's softmax and top-k, the SiLU-gated product of the routed experts, and the weighted
// combine of their outputs. Like kernels_block.cu's, the small kernels are one launch of the
// work a decoding framework does per token, untuned beyond coalesced loads.
#include <cuda_bf16.h>

#include <stdexcept>
#include <string>

#include "validate/common/cuda_util.hpp"
#include "validate/kernels/gemv_rows.cuh"
#include "validate/kernels/kernels_moe.hpp"

namespace hwsim::validate {
namespace {

constexpr int kWarps = 8;

__global__ void __launch_bounds__(kWarps * 32)
    gemv_experts_kernel(ExpertPointers w, int rows, int cols8, const uint4* __restrict__ x,
                        std::size_t x_stride8, float* __restrict__ y) {
  const int e = blockIdx.y;
  const int r0 = (blockIdx.x * kWarps + threadIdx.x / 32) * kGemvRowsPerWarp;
  if (r0 >= rows) return;
  gemv_rows_warp(static_cast<const uint4*>(w.ptr[e]), rows, cols8,
                 x + static_cast<std::size_t>(e) * x_stride8,
                 y + static_cast<std::size_t>(e) * rows, r0);
}

// One warp: the softmax of the logits in shared memory, then k rounds of a warp argmax (ties: the
// lower expert id), the chosen probabilities renormalised over the k.
__global__ void router_topk_kernel(const float* __restrict__ logits, int experts, int k,
                                   int* __restrict__ ids, float* __restrict__ weights) {
  __shared__ float p[kRouterMaxExperts];
  const int lane = threadIdx.x;
  float m = -INFINITY;
  for (int e = lane; e < experts; e += 32) m = fmaxf(m, logits[e]);
  for (int o = 16; o > 0; o /= 2) m = fmaxf(m, __shfl_xor_sync(0xFFFFFFFFu, m, o));
  for (int e = lane; e < experts; e += 32) p[e] = __expf(logits[e] - m);
  __syncwarp();
  float chosen_sum = 0.0f;
  for (int i = 0; i < k; ++i) {
    float best = -1.0f;
    int arg = experts;
    for (int e = lane; e < experts; e += 32)
      if (p[e] > best) best = p[e], arg = e;
    for (int o = 16; o > 0; o /= 2) {
      const float ob = __shfl_xor_sync(0xFFFFFFFFu, best, o);
      const int oa = __shfl_xor_sync(0xFFFFFFFFu, arg, o);
      if (ob > best || (ob == best && oa < arg)) best = ob, arg = oa;
    }
    if (lane == 0) {
      ids[i] = arg;
      weights[i] = best;
      p[arg] = -1.0f;
    }
    chosen_sum += best;
    __syncwarp();
  }
  if (lane < k) weights[lane] /= chosen_sum;
}

__global__ void silu_mul_experts_kernel(const float* __restrict__ gate_up, int count, int inner,
                                        std::uint16_t* __restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count * inner) return;
  const int e = i / inner, j = i % inner;
  const float g = gate_up[static_cast<std::size_t>(e) * 2 * inner + j];
  const float u = gate_up[static_cast<std::size_t>(e) * 2 * inner + inner + j];
  out[i] = __bfloat16_as_ushort(__float2bfloat16_rn(g / (1.0f + __expf(-g)) * u));
}

__global__ void combine_experts_kernel(const float* __restrict__ y,
                                       const float* __restrict__ weights, int count, int n,
                                       float* __restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float acc = 0.0f;
  for (int e = 0; e < count; ++e)
    acc = fmaf(weights[e], y[static_cast<std::size_t>(e) * n + i], acc);
  out[i] = acc;
}

int blocks_for(int n, int threads) { return (n + threads - 1) / threads; }

}  // namespace

void launch_gemv_experts(const ExpertPointers& w, int count, int rows, int cols,
                         const std::uint16_t* x, std::size_t x_stride, float* y, cudaStream_t s) {
  if (count <= 0) return;
  if (count > kMaxGroupedExperts) throw std::invalid_argument("gemv_experts: too many experts");
  if (cols % 8 != 0 || x_stride % 8 != 0)
    throw std::invalid_argument("gemv_experts: cols and x_stride must be multiples of 8");
  const int per_block = kWarps * kGemvRowsPerWarp;
  const dim3 grid((rows + per_block - 1) / per_block, count);
  gemv_experts_kernel<<<grid, kWarps * 32, 0, s>>>(
      w, rows, cols / 8, reinterpret_cast<const uint4*>(x), x_stride / 8, y);
  HWSIM_CUDA_CHECK_LAUNCH("gemv_experts_kernel");
}

void launch_router_topk(const float* logits, int experts, int k, int* ids, float* weights,
                        cudaStream_t s) {
  if (experts < 1 || experts > kRouterMaxExperts || k < 1 || k > 32 || k > experts)
    throw std::invalid_argument("router_topk: needs 1 <= k <= min(32, experts), experts <= " +
                                std::to_string(kRouterMaxExperts));
  router_topk_kernel<<<1, 32, 0, s>>>(logits, experts, k, ids, weights);
  HWSIM_CUDA_CHECK_LAUNCH("router_topk_kernel");
}

void launch_silu_mul_experts(const float* gate_up, int count, int inner, std::uint16_t* out,
                             cudaStream_t s) {
  if (count <= 0) return;
  silu_mul_experts_kernel<<<blocks_for(count * inner, 256), 256, 0, s>>>(gate_up, count, inner,
                                                                         out);
  HWSIM_CUDA_CHECK_LAUNCH("silu_mul_experts_kernel");
}

void launch_combine_experts(const float* y, const float* weights, int count, int n, float* out,
                            cudaStream_t s) {
  if (count < 1 || n < 1) throw std::invalid_argument("combine_experts: needs count, n >= 1");
  combine_experts_kernel<<<blocks_for(n, 256), 256, 0, s>>>(y, weights, count, n, out);
  HWSIM_CUDA_CHECK_LAUNCH("combine_experts_kernel");
}

}  // namespace hwsim::validate
