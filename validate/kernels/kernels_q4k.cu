// Row-major Q4_K GEMV (format: q4k.hpp). Four lanes share a 256-weight super-block, each taking one
// 64-weight chunk (32 bytes of nibbles = two sub-blocks); a warp covers 8 super-blocks per step and
// kRowsPerWarp rows, so each x chunk is loaded once for all of the warp's rows. The dequantisation
// is folded into the dot product: sum_l (d sc q_l - dmin mn) x_l = d sc sum_l q_l x_l - dmin mn
// sum_l x_l.
#include <cuda_fp16.h>

#include <stdexcept>

#include "validate/common/cuda_util.hpp"
#include "validate/kernels/kernels.hpp"
#include "validate/kernels/q4k.hpp"

namespace hwsim::validate {
namespace {

constexpr int kWarps = 8;
constexpr int kRowsPerWarp = 2;

__device__ __forceinline__ void unpack_x(const uint4& v, float* out) {
  const unsigned w[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    out[2 * i] = __uint_as_float(w[i] << 16);
    out[2 * i + 1] = __uint_as_float(w[i] & 0xFFFF0000u);
  }
}

__device__ __forceinline__ unsigned byte_of(const uint4& v, int i) {
  const unsigned w = i < 4 ? v.x : i < 8 ? v.y : i < 12 ? v.z : v.w;
  return (w >> (8 * (i & 3))) & 0xFFu;
}

// 6-bit scale and min of sub-block j from the header (bytes 4..15 of the block are the packed
// scales; the header uint4 holds bytes 0..15).
__device__ __forceinline__ void scale_min(const uint4& hdr, int j, float& sc, float& mn) {
  if (j < 4) {
    sc = static_cast<float>(byte_of(hdr, 4 + j) & 63u);
    mn = static_cast<float>(byte_of(hdr, 8 + j) & 63u);
  } else {
    sc = static_cast<float>((byte_of(hdr, 8 + j) & 0xFu) | ((byte_of(hdr, j) >> 6) << 4));
    mn = static_cast<float>((byte_of(hdr, 8 + j) >> 4) | ((byte_of(hdr, 4 + j) >> 6) << 4));
  }
}

__global__ void __launch_bounds__(kWarps * 32)
    gemv_q4k_rows_kernel(const std::uint8_t* __restrict__ w, int rows, int nb,
                         const uint4* __restrict__ x8, float* __restrict__ y) {
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int r0 = (blockIdx.x * kWarps + warp) * kRowsPerWarp;
  if (r0 >= rows) return;
  const int q = lane & 3;  // 64-weight chunk within the super-block
  float acc[kRowsPerWarp] = {};
  for (int sb = lane >> 2; sb < nb; sb += 8) {
    // x[sb*256 + 64q .. +64): 8 uint4 of bf16; low nibbles pair with the first 32, high with the
    // rest.
    float xlo[32], xhi[32];
    const uint4* xs = x8 + (sb * 256 + 64 * q) / 8;
#pragma unroll
    for (int i = 0; i < 4; ++i) unpack_x(__ldg(xs + i), xlo + 8 * i);
#pragma unroll
    for (int i = 0; i < 4; ++i) unpack_x(__ldg(xs + 4 + i), xhi + 8 * i);
    float sum_lo = 0.f, sum_hi = 0.f;
#pragma unroll
    for (int l = 0; l < 32; ++l) {
      sum_lo += xlo[l];
      sum_hi += xhi[l];
    }
#pragma unroll
    for (int r = 0; r < kRowsPerWarp; ++r) {
      const int row = min(r0 + r, rows - 1);
      const std::uint8_t* blk = w + (static_cast<std::size_t>(row) * nb + sb) * kQ4KBytes;
      const uint4 hdr = __ldg(reinterpret_cast<const uint4*>(blk));
      const uint4 qa = __ldg(reinterpret_cast<const uint4*>(blk + 16 + 32 * q));
      const uint4 qb = __ldg(reinterpret_cast<const uint4*>(blk + 32 + 32 * q));
      const float d = __half2float(__ushort_as_half(static_cast<unsigned short>(hdr.x & 0xFFFFu)));
      const float dmin = __half2float(__ushort_as_half(static_cast<unsigned short>(hdr.x >> 16)));
      float sc1, mn1, sc2, mn2;
      scale_min(hdr, 2 * q, sc1, mn1);
      scale_min(hdr, 2 * q + 1, sc2, mn2);
      const unsigned qw[8] = {qa.x, qa.y, qa.z, qa.w, qb.x, qb.y, qb.z, qb.w};
      float dot_lo = 0.f, dot_hi = 0.f;
#pragma unroll
      for (int i = 0; i < 8; ++i) {
#pragma unroll
        for (int k = 0; k < 4; ++k) {
          // Exact nibble-to-float through the mantissa of 2^23 (avoids the slow I2F unit).
          const unsigned lo = ((qw[i] >> (8 * k)) & 0xFu) | 0x4B000000u;
          const unsigned hi = ((qw[i] >> (8 * k + 4)) & 0xFu) | 0x4B000000u;
          dot_lo = fmaf(__uint_as_float(lo) - 8388608.0f, xlo[4 * i + k], dot_lo);
          dot_hi = fmaf(__uint_as_float(hi) - 8388608.0f, xhi[4 * i + k], dot_hi);
        }
      }
      acc[r] += d * (sc1 * dot_lo + sc2 * dot_hi) - dmin * (mn1 * sum_lo + mn2 * sum_hi);
    }
  }
#pragma unroll
  for (int r = 0; r < kRowsPerWarp; ++r) {
    float v = acc[r];
    for (int o = 16; o > 0; o /= 2) v += __shfl_xor_sync(0xFFFFFFFFu, v, o);
    if (lane == 0 && r0 + r < rows) y[r0 + r] = v;
  }
}

}  // namespace

void launch_gemv_q4k_rows(const std::uint8_t* w, int rows, int cols, const std::uint16_t* x,
                          float* y, cudaStream_t s) {
  if (cols % kQ4KWeights != 0) throw std::invalid_argument("gemv_q4k_rows: cols % 256 != 0");
  const int per_block = kWarps * kRowsPerWarp;
  gemv_q4k_rows_kernel<<<(rows + per_block - 1) / per_block, kWarps * 32, 0, s>>>(
      w, rows, cols / kQ4KWeights, reinterpret_cast<const uint4*>(x), y);
  HWSIM_CUDA_CHECK_LAUNCH("gemv_q4k_rows_kernel");
}

}  // namespace hwsim::validate
