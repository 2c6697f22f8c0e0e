// BF16 GEMV kernels: column-major over (selected) bundles, the partial-sum reduction, row-major,
// and the read-only bandwidth probe.
#include <cuda_bf16.h>

#include <algorithm>
#include <stdexcept>

#include "validate/common/cuda_util.hpp"
#include "validate/kernels/bf16_columns.cuh"
#include "validate/kernels/gemv_rows.cuh"
#include "validate/kernels/kernels.hpp"

namespace hwsim::validate {
namespace {

constexpr int kColThreads = 256;
constexpr int kColRows = kBf16PerLoad;  // one 16-byte load of bf16 per thread per column
static_assert(kColThreads * kColRows == kColumnTileRows);
constexpr int kColUnroll = 8;  // columns whose loads are issued before the first FMA

__device__ __forceinline__ float bf16_at(const std::uint16_t* x, int j) {
  return __uint_as_float(static_cast<unsigned>(__ldg(x + j)) << 16);
}

__global__ void __launch_bounds__(kColThreads)
    gemv_bf16_cols_kernel(const char* __restrict__ base, ColumnSet cols, int rows,
                          const std::uint16_t* __restrict__ x, float* __restrict__ partial,
                          int cols_per_split) {
  const int row0 = (blockIdx.x * kColThreads + threadIdx.x) * kColRows;
  if (row0 >= rows) return;
  const int c0 = blockIdx.y * cols_per_split;
  const int c1 = min(cols.count, c0 + cols_per_split);
  float acc[kColRows] = {};
  int c = c0;
  for (; c + kColUnroll <= c1; c += kColUnroll) {
    uint4 w[kColUnroll];
    float xv[kColUnroll];
#pragma unroll
    for (int u = 0; u < kColUnroll; ++u) {
      const char* b = bundle_ptr(base, cols, c + u);
      w[u] = __ldg(reinterpret_cast<const uint4*>(b) + row0 / kColRows);
      xv[u] = bf16_at(x, cols.idx ? __ldg(cols.idx + c + u) : c + u);
    }
#pragma unroll
    for (int u = 0; u < kColUnroll; ++u) fma8(acc, w[u], xv[u]);
  }
  for (; c < c1; ++c) {
    const char* b = bundle_ptr(base, cols, c);
    const uint4 w = __ldg(reinterpret_cast<const uint4*>(b) + row0 / kColRows);
    fma8(acc, w, bf16_at(x, cols.idx ? __ldg(cols.idx + c) : c));
  }
  float4* out =
      reinterpret_cast<float4*>(partial + static_cast<std::size_t>(blockIdx.y) * rows + row0);
  out[0] = make_float4(acc[0], acc[1], acc[2], acc[3]);
  out[1] = make_float4(acc[4], acc[5], acc[6], acc[7]);
}

// Partial-sum reduction: a block owns 32 float4 row groups and 8 lanes per group, each lane summing
// every 8th split (several independent loads in flight), then the lanes meet in shared memory. One
// thread per row group would leave only rows/4 threads, each walking all splits serially.
constexpr int kRedRows4 = 32;
constexpr int kRedLanes = 8;

__global__ void __launch_bounds__(kRedRows4* kRedLanes)
    reduce_partials_kernel(const float4* __restrict__ partial, int splits, int rows4,
                           float4* __restrict__ y) {
  __shared__ float4 sh[kRedLanes][kRedRows4];
  const int r = threadIdx.x % kRedRows4;
  const int lane = threadIdx.x / kRedRows4;
  const int i = blockIdx.x * kRedRows4 + r;
  float4 acc = make_float4(0.f, 0.f, 0.f, 0.f);
  if (i < rows4) {
#pragma unroll 4
    for (int s = lane; s < splits; s += kRedLanes) {
      const float4 v = __ldg(partial + static_cast<std::size_t>(s) * rows4 + i);
      acc.x += v.x;
      acc.y += v.y;
      acc.z += v.z;
      acc.w += v.w;
    }
  }
  sh[lane][r] = acc;
  __syncthreads();
  if (lane == 0 && i < rows4) {
    for (int l = 1; l < kRedLanes; ++l) {
      acc.x += sh[l][r].x;
      acc.y += sh[l][r].y;
      acc.z += sh[l][r].z;
      acc.w += sh[l][r].w;
    }
    y[i] = acc;
  }
}

// Row-major: each warp owns kGemvRowsPerWarp rows (gemv_rows.cuh).
constexpr int kRowWarps = 8;

__global__ void __launch_bounds__(kRowWarps * 32)
    gemv_bf16_rows_kernel(const uint4* __restrict__ w, int rows, int cols8,
                          const uint4* __restrict__ x, float* __restrict__ y) {
  const int r0 = (blockIdx.x * kRowWarps + threadIdx.x / 32) * kGemvRowsPerWarp;
  if (r0 < rows) gemv_rows_warp(w, rows, cols8, x, y, r0);
}

__global__ void read_bandwidth_kernel(const uint4* __restrict__ data, std::size_t n,
                                      std::uint32_t* sink) {
  unsigned acc = 0;
  const std::size_t stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
  std::size_t i = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  for (; i + 3 * stride < n; i += 4 * stride) {
    const uint4 a = __ldg(data + i), b = __ldg(data + i + stride);
    const uint4 c = __ldg(data + i + 2 * stride), d = __ldg(data + i + 3 * stride);
    acc ^= a.x ^ a.y ^ a.z ^ a.w ^ b.x ^ b.y ^ b.z ^ b.w ^ c.x ^ c.y ^ c.z ^ c.w ^ d.x ^ d.y ^ d.z ^
           d.w;
  }
  for (; i < n; i += stride) {
    const uint4 a = __ldg(data + i);
    acc ^= a.x ^ a.y ^ a.z ^ a.w;
  }
  if (acc == 0x9E3779B9u) *sink = acc;  // keeps the loads alive; practically never taken
}

__global__ void empty_kernel() {}

}  // namespace

int column_splits(int rows, int count, int blocks_per_sm) {
  static const int sms = sm_count();
  const int tiles = (rows + kColumnTileRows - 1) / kColumnTileRows;
  const int want = (sms * blocks_per_sm + tiles - 1) / tiles;
  const int most = std::max(1, (count + 3) / 4);  // at least 4 columns per split
  return std::clamp(want, 1, most);
}

void launch_gemv_bf16_cols(const void* base, const ColumnSet& cols, int rows,
                           const std::uint16_t* x, float* partial, int splits, cudaStream_t s) {
  if (rows % kColRows != 0) throw std::invalid_argument("gemv_bf16_cols: rows % 8 != 0");
  if (splits < 1) throw std::invalid_argument("gemv_bf16_cols: splits < 1");
  const int per = std::max(1, (cols.count + splits - 1) / splits);
  const dim3 grid((rows + kColumnTileRows - 1) / kColumnTileRows, splits);
  gemv_bf16_cols_kernel<<<grid, kColThreads, 0, s>>>(static_cast<const char*>(base), cols, rows, x,
                                                     partial, per);
  HWSIM_CUDA_CHECK_LAUNCH("gemv_bf16_cols_kernel");
}

void launch_reduce_partials(const float* partial, int splits, int rows, float* y, cudaStream_t s) {
  if (rows % 4 != 0) throw std::invalid_argument("reduce_partials: rows % 4 != 0");
  const int rows4 = rows / 4;
  reduce_partials_kernel<<<(rows4 + kRedRows4 - 1) / kRedRows4, kRedRows4 * kRedLanes, 0, s>>>(
      reinterpret_cast<const float4*>(partial), splits, rows4, reinterpret_cast<float4*>(y));
  HWSIM_CUDA_CHECK_LAUNCH("reduce_partials_kernel");
}

void launch_gemv_bf16_rows(const std::uint16_t* w, int rows, int cols, const std::uint16_t* x,
                           float* y, cudaStream_t s) {
  if (cols % 8 != 0) throw std::invalid_argument("gemv_bf16_rows: cols % 8 != 0");
  const int per_block = kRowWarps * kGemvRowsPerWarp;
  gemv_bf16_rows_kernel<<<(rows + per_block - 1) / per_block, kRowWarps * 32, 0, s>>>(
      reinterpret_cast<const uint4*>(w), rows, cols / 8, reinterpret_cast<const uint4*>(x), y);
  HWSIM_CUDA_CHECK_LAUNCH("gemv_bf16_rows_kernel");
}

void launch_read_bandwidth(const void* data, std::size_t bytes, std::uint32_t* sink,
                           cudaStream_t s) {
  static const int sms = sm_count();
  read_bandwidth_kernel<<<sms * 8, 256, 0, s>>>(static_cast<const uint4*>(data), bytes / 16, sink);
  HWSIM_CUDA_CHECK_LAUNCH("read_bandwidth_kernel");
}

void launch_empty(cudaStream_t s) {
  empty_kernel<<<1, 32, 0, s>>>();
  HWSIM_CUDA_CHECK_LAUNCH("empty_kernel");
}

}  // namespace hwsim::validate
