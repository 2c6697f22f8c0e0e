// Batched BF16 column GEMM and TEAL input masking (kernels_batch.hpp). The GEMM follows the
// column GEMV of kernels_dense.cu (16-byte loads of 8 rows per thread, several columns' loads in
// flight, fp32 partial sums per column range), with one accumulator row per sequence, so the
// weights are read once for the whole batch.
#include <algorithm>
#include <stdexcept>

#include "validate/common/cuda_util.hpp"
#include "validate/kernels/bf16_columns.cuh"
#include "validate/kernels/kernels_batch.hpp"

namespace hwsim::validate {
namespace {

constexpr int kThreads = 256;
constexpr int kRows = kBf16PerLoad;  // bf16 rows per 16-byte load
static_assert(kThreads * kRows == kColumnTileRows);

template <int B>
__global__ void __launch_bounds__(kThreads)
    gemm_bf16_cols_kernel(const char* __restrict__ base, ColumnSet cols, int rows,
                          const std::uint16_t* __restrict__ x, int ld_x,
                          float* __restrict__ partial, int cols_per_split) {
  constexpr int U = B <= 2 ? 8 : 4;  // fewer loads in flight where accumulators take registers
  const int row0 = (blockIdx.x * kThreads + threadIdx.x) * kRows;
  if (row0 >= rows) return;
  const int c0 = blockIdx.y * cols_per_split;
  const int c1 = min(cols.count, c0 + cols_per_split);
  float acc[B][kRows] = {};
  auto column = [&](int t, const uint4& w) {
    const int j = cols.idx ? __ldg(cols.idx + t) : t;
#pragma unroll
    for (int b = 0; b < B; ++b)
      fma8(acc[b], w, __uint_as_float(static_cast<unsigned>(__ldg(x + b * ld_x + j)) << 16));
  };
  int c = c0;
  for (; c + U <= c1; c += U) {
    uint4 w[U];
#pragma unroll
    for (int u = 0; u < U; ++u)
      w[u] = __ldg(reinterpret_cast<const uint4*>(bundle_ptr(base, cols, c + u)) + row0 / kRows);
#pragma unroll
    for (int u = 0; u < U; ++u) column(c + u, w[u]);
  }
  for (; c < c1; ++c)
    column(c, __ldg(reinterpret_cast<const uint4*>(bundle_ptr(base, cols, c)) + row0 / kRows));
#pragma unroll
  for (int b = 0; b < B; ++b) {
    float4* out = reinterpret_cast<float4*>(
        partial + (static_cast<std::size_t>(blockIdx.y) * B + b) * rows + row0);
    out[0] = make_float4(acc[b][0], acc[b][1], acc[b][2], acc[b][3]);
    out[1] = make_float4(acc[b][4], acc[b][5], acc[b][6], acc[b][7]);
  }
}

using GemmLaunch = void (*)(dim3, cudaStream_t, const char*, const ColumnSet&, int,
                            const std::uint16_t*, int, float*, int);
template <int B>
void launch_b(dim3 grid, cudaStream_t s, const char* base, const ColumnSet& cols, int rows,
              const std::uint16_t* x, int ld_x, float* partial, int per_split) {
  gemm_bf16_cols_kernel<B><<<grid, kThreads, 0, s>>>(base, cols, rows, x, ld_x, partial, per_split);
}
// Indexed by batch - 1.
constexpr GemmLaunch kGemm[kMaxBatch] = {&launch_b<1>, &launch_b<2>, &launch_b<3>, &launch_b<4>,
                                         &launch_b<5>, &launch_b<6>, &launch_b<7>, &launch_b<8>};

__global__ void scatter_selected_kernel(const std::uint16_t* __restrict__ x, int ld_x, int n,
                                        int total, const int* __restrict__ sel, int k,
                                        std::uint16_t* __restrict__ xs) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= total) return;
  const std::size_t b = static_cast<std::size_t>(i / k);
  xs[b * n + sel[i]] = x[b * ld_x + sel[i]];
}

}  // namespace

void launch_gemm_bf16_cols(const void* base, const ColumnSet& cols, int rows,
                           const std::uint16_t* x, int ld_x, int batch, float* partial, int splits,
                           cudaStream_t s) {
  if (batch < 1 || batch > kMaxBatch)
    throw std::invalid_argument("gemm_bf16_cols: batch must be 1 to 8");
  if (rows % 32 != 0 || splits < 1 || cols.count < 1)
    throw std::invalid_argument("gemm_bf16_cols: rows % 32, splits >= 1 and a column needed");
  const int per_split = (cols.count + splits - 1) / splits;
  const dim3 grid((rows + kColumnTileRows - 1) / kColumnTileRows, splits);
  kGemm[batch - 1](grid, s, static_cast<const char*>(base), cols, rows, x, ld_x, partial,
                   per_split);
  HWSIM_CUDA_CHECK_LAUNCH("gemm_bf16_cols_kernel");
}

void launch_mask_selected(const std::uint16_t* x, int ld_x, int n, int batch, const int* sel, int k,
                          std::uint16_t* xs, cudaStream_t s) {
  HWSIM_CUDA_CHECK(
      cudaMemsetAsync(xs, 0, static_cast<std::size_t>(batch) * static_cast<std::size_t>(n) * 2, s));
  const int total = batch * k;
  if (total == 0) return;
  scatter_selected_kernel<<<(total + 255) / 256, 256, 0, s>>>(x, ld_x, n, total, sel, k, xs);
  HWSIM_CUDA_CHECK_LAUNCH("scatter_selected_kernel");
}

}  // namespace hwsim::validate
