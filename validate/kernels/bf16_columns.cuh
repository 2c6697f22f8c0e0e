// Device helpers of the BF16 column kernels, shared by the column GEMV (kernels_dense.cu) and the
// batched column GEMM (kernels_batch.cu): the two bf16 halves of a 32-bit word as floats, the 8
// rows of one 16-byte load accumulated against one input value, and where column t of a
// ColumnSet starts. Device code only (included by .cu files).
#pragma once

#include <cstdint>

#include "validate/kernels/kernels.hpp"

namespace hwsim::validate {

inline constexpr int kBf16PerLoad = 8;  // bf16 values in one 16-byte load

__device__ __forceinline__ float bf16_lo(unsigned w) { return __uint_as_float(w << 16); }
__device__ __forceinline__ float bf16_hi(unsigned w) { return __uint_as_float(w & 0xFFFF0000u); }

// acc[r] += xv * row r of the load, r = 0..7 (the load holds 8 consecutive rows of one column).
__device__ __forceinline__ void fma8(float (&acc)[kBf16PerLoad], const uint4& w, float xv) {
  acc[0] = fmaf(xv, bf16_lo(w.x), acc[0]);
  acc[1] = fmaf(xv, bf16_hi(w.x), acc[1]);
  acc[2] = fmaf(xv, bf16_lo(w.y), acc[2]);
  acc[3] = fmaf(xv, bf16_hi(w.y), acc[3]);
  acc[4] = fmaf(xv, bf16_lo(w.z), acc[4]);
  acc[5] = fmaf(xv, bf16_hi(w.z), acc[5]);
  acc[6] = fmaf(xv, bf16_lo(w.w), acc[6]);
  acc[7] = fmaf(xv, bf16_hi(w.w), acc[7]);
}

// The first byte of the t-th column bundle the set names: by byte offset, by index into the
// source (in place), or the t-th bundle of a packed buffer.
__device__ __forceinline__ const char* bundle_ptr(const char* base, const ColumnSet& cols, int t) {
  if (cols.offsets) return base + __ldg(cols.offsets + t);
  const int slot = cols.in_place ? __ldg(cols.idx + t) : t;
  return base + static_cast<std::uint64_t>(slot) * cols.stride;
}

}  // namespace hwsim::validate
