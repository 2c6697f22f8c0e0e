// Launchers of the batched decode kernels (internal to hwsim_validate_cuda; kernels_batch.cu).
// All pointers are device pointers; launches are asynchronous on stream `s`.
#pragma once

#include <cuda_runtime_api.h>

#include <cstdint>

#include "validate/kernels/kernels.hpp"

namespace hwsim::validate {

inline constexpr int kMaxBatch = 8;

// Column-major BF16 GEMM of `batch` (1..kMaxBatch) activation vectors against the bundles of
// `cols` (as launch_gemv_bf16_cols: dense when cols.idx is null, else bundle t reads x entry
// idx[t]): partial[(s * batch + b) * rows + i] = sum over the columns of split s of
// x[b * ld_x + idx[t]] * bundle_t[i], fp32. Every weight is loaded once for all sequences.
// launch_reduce_partials(partial, splits, batch * rows, y) then writes y[b * rows + i].
void launch_gemm_bf16_cols(const void* base, const ColumnSet& cols, int rows,
                           const std::uint16_t* x, int ld_x, int batch, float* partial, int splits,
                           cudaStream_t s);

// Top-k of |x| of each of `batch` input rows (x[b * ld_x + j], j < n; n <= kSelectMaxN) as
// launch_select_tiers with k_mid = 0, one block per row in one launch: row b's k indices, in
// ascending order, at top[b * k .. b * k + k) (topk.cu).
void launch_select_topk_batch(const std::uint16_t* x, int ld_x, int n, int k, int batch, int* top,
                              cudaStream_t s);

// TEAL's sparsified inputs: xs[b * n + j] = x[b * ld_x + j] where j is among sequence b's k
// selected indices sel[b * k .. b * k + k), else 0 (xs cleared first).
void launch_mask_selected(const std::uint16_t* x, int ld_x, int n, int batch, const int* sel, int k,
                          std::uint16_t* xs, cudaStream_t s);

}  // namespace hwsim::validate
