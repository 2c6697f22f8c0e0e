// Grouped row-major BF16 GEMV for the MoE harness: one launch computes `count` experts' products,
// y[e * rows + r] = sum_j W_e[r * cols + j] x_e[j], with expert e's weights at w.ptr[e] (a cache
// slot) and its input at x + e * x_stride. The simulator charges one GEMV per matrix group and
// cache part (hits, misses), so the harness launches one kernel for each, not one per expert.
#include <cuda_bf16.h>

#include <stdexcept>

#include "validate/common/cuda_util.hpp"
#include "validate/kernels/kernels_moe.hpp"

namespace hwsim::validate {
namespace {

constexpr int kWarps = 8;
constexpr int kRowsPerWarp = 2;

__device__ __forceinline__ float lo(unsigned w) { return __uint_as_float(w << 16); }
__device__ __forceinline__ float hi(unsigned w) { return __uint_as_float(w & 0xFFFF0000u); }

__device__ __forceinline__ float dot8(const uint4& w, const uint4& x) {
  float a = lo(w.x) * lo(x.x);
  a = fmaf(hi(w.x), hi(x.x), a);
  a = fmaf(lo(w.y), lo(x.y), a);
  a = fmaf(hi(w.y), hi(x.y), a);
  a = fmaf(lo(w.z), lo(x.z), a);
  a = fmaf(hi(w.z), hi(x.z), a);
  a = fmaf(lo(w.w), lo(x.w), a);
  a = fmaf(hi(w.w), hi(x.w), a);
  return a;
}

__global__ void __launch_bounds__(kWarps * 32)
    gemv_experts_kernel(ExpertPointers w, int rows, int cols8, const uint4* __restrict__ x,
                        std::size_t x_stride8, float* __restrict__ y) {
  const int e = blockIdx.y;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int r0 = (blockIdx.x * kWarps + warp) * kRowsPerWarp;
  if (r0 >= rows) return;
  const uint4* we = static_cast<const uint4*>(w.ptr[e]);
  const uint4* xe = x + static_cast<std::size_t>(e) * x_stride8;
  float acc[kRowsPerWarp] = {};
  const uint4* wr[kRowsPerWarp];
#pragma unroll
  for (int r = 0; r < kRowsPerWarp; ++r)
    wr[r] = we + static_cast<std::size_t>(min(r0 + r, rows - 1)) * cols8;
#pragma unroll 4
  for (int j = lane; j < cols8; j += 32) {
    const uint4 xv = __ldg(xe + j);
#pragma unroll
    for (int r = 0; r < kRowsPerWarp; ++r) acc[r] += dot8(__ldg(wr[r] + j), xv);
  }
#pragma unroll
  for (int r = 0; r < kRowsPerWarp; ++r) {
    float v = acc[r];
    for (int o = 16; o > 0; o /= 2) v += __shfl_xor_sync(0xFFFFFFFFu, v, o);
    if (lane == 0 && r0 + r < rows) y[static_cast<std::size_t>(e) * rows + r0 + r] = v;
  }
}

}  // namespace

void launch_gemv_experts(const ExpertPointers& w, int count, int rows, int cols,
                         const std::uint16_t* x, std::size_t x_stride, float* y, cudaStream_t s) {
  if (count <= 0) return;
  if (count > kMaxGroupedExperts) throw std::invalid_argument("gemv_experts: too many experts");
  if (cols % 8 != 0 || x_stride % 8 != 0)
    throw std::invalid_argument("gemv_experts: cols and x_stride must be multiples of 8");
  const int per_block = kWarps * kRowsPerWarp;
  const dim3 grid((rows + per_block - 1) / per_block, count);
  gemv_experts_kernel<<<grid, kWarps * 32, 0, s>>>(
      w, rows, cols / 8, reinterpret_cast<const uint4*>(x), x_stride / 8, y);
  HWSIM_CUDA_CHECK_LAUNCH("gemv_experts_kernel");
}

}  // namespace hwsim::validate
