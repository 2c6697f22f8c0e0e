// The warp-per-rows BF16 GEMV loop shared by the row-major GEMV (kernels_dense.cu) and the MoE
// harness's grouped expert GEMV (kernels_moe.cu): one warp owns kGemvRowsPerWarp consecutive rows
// from r0 and walks their columns with 16-byte loads (8 bf16), sharing each x load between its
// rows; a warp shuffle reduction finishes each row. Device code only (included by .cu files).
#pragma once

#include <cstddef>
#include <cstdint>

#include "validate/kernels/bf16_columns.cuh"

namespace hwsim::validate {

inline constexpr int kGemvRowsPerWarp = 2;

// Dot product of 8 bf16 weights with 8 bf16 inputs, fp32 accumulation.
__device__ __forceinline__ float dot8(const uint4& w, const uint4& xv) {
  float a = bf16_lo(w.x) * bf16_lo(xv.x);
  a = fmaf(bf16_hi(w.x), bf16_hi(xv.x), a);
  a = fmaf(bf16_lo(w.y), bf16_lo(xv.y), a);
  a = fmaf(bf16_hi(w.y), bf16_hi(xv.y), a);
  a = fmaf(bf16_lo(w.z), bf16_lo(xv.z), a);
  a = fmaf(bf16_hi(w.z), bf16_hi(xv.z), a);
  a = fmaf(bf16_lo(w.w), bf16_lo(xv.w), a);
  a = fmaf(bf16_hi(w.w), bf16_hi(xv.w), a);
  return a;
}

// y[r] = sum_j W[r * cols + j] x[j] for r in [r0, min(r0 + kGemvRowsPerWarp, rows)), by the calling
// warp (all 32 lanes, r0 < rows): w row-major [rows][cols8 x 8] bf16, x [cols8 x 8] bf16, y fp32.
__device__ __forceinline__ void gemv_rows_warp(const uint4* __restrict__ w, int rows, int cols8,
                                               const uint4* __restrict__ x, float* __restrict__ y,
                                               int r0) {
  const int lane = threadIdx.x % 32;
  float acc[kGemvRowsPerWarp] = {};
  const uint4* wr[kGemvRowsPerWarp];
#pragma unroll
  for (int r = 0; r < kGemvRowsPerWarp; ++r)
    wr[r] = w + static_cast<std::size_t>(min(r0 + r, rows - 1)) * cols8;
#pragma unroll 4
  for (int j = lane; j < cols8; j += 32) {
    const uint4 xv = __ldg(x + j);
#pragma unroll
    for (int r = 0; r < kGemvRowsPerWarp; ++r) acc[r] += dot8(__ldg(wr[r] + j), xv);
  }
#pragma unroll
  for (int r = 0; r < kGemvRowsPerWarp; ++r) {
    float v = acc[r];
    for (int o = 16; o > 0; o /= 2) v += __shfl_xor_sync(0xFFFFFFFFu, v, o);
    if (lane == 0 && r0 + r < rows) y[r0 + r] = v;
  }
}

}  // namespace hwsim::validate
