// Launchers of the decode kernels (internal to hwsim_validate_cuda). All pointers are device
// pointers unless named otherwise; all launches are asynchronous on stream `s` and check the
// launch.
//
// Column-major GEMV ("column kernels"): the weights of a matrix group are bundles, bundle j =
// column j of every matrix in the group (rows values). y[i] = sum over selected t of x[idx[t]] *
// bundle_t[i]. The kernels write `splits` rows of partial sums (partial[s * rows + i], fp32), one
// per range of selected columns, and launch_reduce_partials adds them into y (every y element
// written, so the poisoned-output check covers the whole pipeline). Contracts: rows % 2048 == 0 is
// not required, but rows % 32 == 0 is; bundles are 16-byte aligned.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <cstdint>

#include "validate/kernels/mid_layout.hpp"

namespace hwsim::validate {

struct ColumnSet {
  int count = 0;                           // selected columns
  const int* idx = nullptr;                // x index of column t; null: t (dense)
  const std::uint32_t* offsets = nullptr;  // byte offset of bundle t from base; null: t * stride
  std::uint64_t stride = 0;                // bytes between bundles when offsets is null
  // With idx and no offsets: bundle t is column idx[t] of a full region, at idx[t] * stride (the
  // weights of a GPU-resident group, read in place); otherwise at t * stride (compacted).
  bool in_place = false;
};

// Rows per block of the column kernels (both the bf16 and the middle-tier kernels).
inline constexpr int kColumnTileRows = 2048;

// A split count that gives about `blocks_per_sm` blocks per multiprocessor.
int column_splits(int rows, int count, int blocks_per_sm = 4);

// BF16 bundles (rows * 2 bytes each). Dense when cols.idx is null.
void launch_gemv_bf16_cols(const void* base, const ColumnSet& cols, int rows,
                           const std::uint16_t* x, float* partial, int splits, cudaStream_t s);

// Middle-tier bundles (mid_layout.hpp), decoded inside the GEMV.
void launch_gemv_mid_cols(const MidLayout& layout, const void* base, const ColumnSet& cols,
                          const std::uint16_t* x, float* partial, int splits, cudaStream_t s);

// y[i] = sum_s partial[s * rows + i], rows % 4 == 0.
void launch_reduce_partials(const float* partial, int splits, int rows, float* y, cudaStream_t s);

// Decodes middle-tier bundles to fp32, out[t * rows + i] (checks only).
void launch_decode_mid_cols(const MidLayout& layout, const void* base, const ColumnSet& cols,
                            float* out, cudaStream_t s);

// Row-major BF16 GEMV: y[r] = sum_j W[r * cols + j] x[j]; cols % 8 == 0, W 16-byte aligned.
void launch_gemv_bf16_rows(const std::uint16_t* w, int rows, int cols, const std::uint16_t* x,
                           float* y, cudaStream_t s);

// Row-major Q4_K GEMV (q4k.hpp); cols % 256 == 0.
void launch_gemv_q4k_rows(const std::uint8_t* w, int rows, int cols, const std::uint16_t* x,
                          float* y, cudaStream_t s);

// Exact tiered top-k of |x| (bf16 x, n <= kSelectMaxN) under the order (|x| descending, index
// ascending): top[0..k_top) and mid[0..k_mid) receive the two tiers' indices in ascending order.
// One block of 1024 threads: 4 rounds of 8-bit radix select per threshold, then an ordered
// compaction by block-wide prefix sums.
inline constexpr int kSelectMaxN = 16384;
void launch_select_tiers(const std::uint16_t* x, int n, int k_top, int k_mid, int* top, int* mid,
                         cudaStream_t s);

// Deterministic pseudo-random fills (counter-based hash of seed and element index).
void launch_fill_normal_bf16(std::uint16_t* out, std::size_t n, float sigma, std::uint64_t seed,
                             cudaStream_t s);
void launch_fill_laplace_bf16(std::uint16_t* out, std::size_t n, float scale, std::uint64_t seed,
                              cudaStream_t s);
void launch_fill_words(std::uint32_t* out, std::size_t n, std::uint64_t seed, cudaStream_t s);
// Writes `words` copies of `value` at the start of each of `count` records spaced `stride` bytes
// apart (valid fp16 scales in mid-tier headers and Q4_K blocks filled with random codes).
void launch_fill_headers(std::uint8_t* base, std::size_t count, std::size_t stride, int words,
                         std::uint32_t value, cudaStream_t s);

// Reads `bytes` (multiple of 16) once with 16-byte loads: the read-only bandwidth ceiling.
void launch_read_bandwidth(const void* data, std::size_t bytes, std::uint32_t* sink,
                           cudaStream_t s);

void launch_empty(cudaStream_t s);

// The rest of a decoder block at batch 1 (kernels_block.cu), bf16 activations.
// KV cache of one layer: k_cache and v_cache each [kv_heads][capacity][head_dim] bf16.
struct AttentionShape {
  int heads = 32;
  int kv_heads = 8;
  int head_dim = 128;  // the kernels require 128
  int capacity = 0;    // token slots of the cache
  float rope_theta = 500000.0f;
};
inline constexpr int kAttentionMaxTokens = 8192;  // scores of one head in shared memory

// out[i] = x[i] * weight[i] / sqrt(mean(x^2) + 1e-5), one block.
void launch_rmsnorm_bf16(const std::uint16_t* x, const std::uint16_t* weight, int n,
                         std::uint16_t* out, cudaStream_t s);
// Rotates q (heads * head_dim) in place and k (kv_heads * head_dim) into the cache at slot pos
// (pairs (d, d + head_dim/2), angle pos * theta^(-2d / head_dim)); copies v into its slot.
void launch_rope_append(std::uint16_t* q, const std::uint16_t* k, const std::uint16_t* v,
                        const AttentionShape& a, int pos, std::uint16_t* k_cache,
                        std::uint16_t* v_cache, cudaStream_t s);
// One query token over cache slots [0, tokens): out[h * head_dim + d] = sum_t softmax_t(q_h .
// k_t / sqrt(head_dim)) v_t[d], k and v of kv head h / (heads / kv_heads); one block per q head.
void launch_decode_attention(const std::uint16_t* q, const std::uint16_t* k_cache,
                             const std::uint16_t* v_cache, const AttentionShape& a, int tokens,
                             float* out, cudaStream_t s);
// h[i] = bf16(h[i] + y[i]).
void launch_residual_add(std::uint16_t* h, const float* y, int n, cudaStream_t s);
// out[i] = silu(gate_up[i]) * gate_up[ffn + i] (the gate_up group's output: gate rows, then up).
void launch_silu_mul(const float* gate_up, int ffn, std::uint16_t* out, cudaStream_t s);

}  // namespace hwsim::validate
