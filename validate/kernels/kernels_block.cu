// The non-GEMV kernels of a decoder block at batch 1: RMSNorm, rotary embedding with the KV-cache
// append, attention of one query token over the KV cache, residual add, SiLU-gated product.
// Contracts in kernels.hpp. They are timed inside the end-to-end token, so each is one launch of
// the work a decoding framework does per token; none is tuned beyond coalesced loads.
#include <cuda_bf16.h>

#include <stdexcept>

#include "validate/common/cuda_util.hpp"
#include "validate/kernels/kernels.hpp"

namespace hwsim::validate {
namespace {

constexpr int kNormThreads = 1024;
constexpr int kAttnThreads = 256;
constexpr int kHeadDim = 128;
constexpr int kLanesPerToken = kHeadDim / 8;              // one 16-byte load of 8 bf16 each
constexpr int kAttnRows = kAttnThreads / kLanesPerToken;  // tokens per step
constexpr int kAttnUnroll = 8;                            // steps whose loads are in flight

__device__ __forceinline__ float bf(std::uint16_t v) {
  return __uint_as_float(static_cast<unsigned>(v) << 16);
}
__device__ __forceinline__ std::uint16_t to_bf(float v) {
  return __bfloat16_as_ushort(__float2bfloat16_rn(v));
}

__device__ __forceinline__ float warp_sum(float v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xFFFFFFFFu, v, o);
  return v;
}
__device__ __forceinline__ float warp_max(float v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v = fmaxf(v, __shfl_xor_sync(0xFFFFFFFFu, v, o));
  return v;
}

// Block-wide reduction through shared memory (blockDim.x a multiple of 32, <= 1024).
template <bool kMax>
__device__ float block_reduce(float v, float* scratch) {
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32, warps = blockDim.x / 32;
  v = kMax ? warp_max(v) : warp_sum(v);
  __syncthreads();
  if (lane == 0) scratch[warp] = v;
  __syncthreads();
  v = lane < warps ? scratch[lane] : (kMax ? -INFINITY : 0.0f);
  v = kMax ? warp_max(v) : warp_sum(v);
  return v;
}

__global__ void rmsnorm_kernel(const std::uint16_t* __restrict__ x,
                               const std::uint16_t* __restrict__ w, int n, float eps,
                               std::uint16_t* __restrict__ out) {
  __shared__ float scratch[32];
  float ss = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x) ss += bf(x[i]) * bf(x[i]);
  const float scale = rsqrtf(block_reduce<false>(ss, scratch) / static_cast<float>(n) + eps);
  for (int i = threadIdx.x; i < n; i += blockDim.x) out[i] = to_bf(bf(x[i]) * scale * bf(w[i]));
}

// One thread per rotated pair (q heads then k heads), plus the copy of v into the cache.
__global__ void rope_append_kernel(std::uint16_t* __restrict__ q,
                                   const std::uint16_t* __restrict__ k,
                                   const std::uint16_t* __restrict__ v, int heads, int kv_heads,
                                   int head_dim, int pos, float theta, std::uint16_t* k_cache,
                                   std::uint16_t* v_cache, int capacity) {
  const int half = head_dim / 2;
  const int pairs = (heads + kv_heads) * half;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < pairs) {
    const int head = i / half, d = i % half;
    const float angle =
        static_cast<float>(pos) * powf(theta, -2.0f * static_cast<float>(d) / head_dim);
    float sn, cs;
    sincosf(angle, &sn, &cs);
    const bool is_q = head < heads;
    const int h = is_q ? head : head - heads;
    const std::uint16_t* src = is_q ? q + h * head_dim : k + h * head_dim;
    const float a = bf(src[d]), b = bf(src[d + half]);
    const std::uint16_t ra = to_bf(a * cs - b * sn), rb = to_bf(a * sn + b * cs);
    if (is_q) {
      q[h * head_dim + d] = ra;
      q[h * head_dim + d + half] = rb;
    } else {
      std::uint16_t* dst = k_cache + (static_cast<std::size_t>(h) * capacity + pos) * head_dim;
      dst[d] = ra;
      dst[d + half] = rb;
    }
  }
  for (int j = i; j < kv_heads * head_dim; j += gridDim.x * blockDim.x) {
    const int h = j / head_dim, d = j % head_dim;
    v_cache[(static_cast<std::size_t>(h) * capacity + pos) * head_dim + d] = v[j];
  }
}

// One block per query head. Scores: 16 lanes per token, one 16-byte load (8 dims) each, 16 tokens
// per step and kAttnUnroll steps in flight, so the K reads are not one memory latency per token;
// softmax in shared memory; then the weighted sum of V the same way (16 groups of 16 threads, each
// thread 8 dims of every 16th token), the 16 partial rows summed in shared memory.
__device__ __forceinline__ void bf16x8(const uint4& w, float (&f)[8]) {
  const unsigned u[4] = {w.x, w.y, w.z, w.w};
#pragma unroll
  for (int e = 0; e < 4; ++e) {
    f[2 * e] = __uint_as_float(u[e] << 16);
    f[2 * e + 1] = __uint_as_float(u[e] & 0xFFFF0000u);
  }
}

__global__ void __launch_bounds__(kAttnThreads)
    attention_kernel(const std::uint16_t* __restrict__ q, const std::uint16_t* __restrict__ k_cache,
                     const std::uint16_t* __restrict__ v_cache, int group, int tokens, int capacity,
                     float scale, float* __restrict__ out) {
  extern __shared__ float score[];  // tokens floats, then kAttnRows * kHeadDim partial sums
  __shared__ float scratch[32];
  const int head = blockIdx.x, kvh = head / group;
  const int sub = threadIdx.x % kLanesPerToken, row = threadIdx.x / kLanesPerToken;
  float qv[8];
  bf16x8(__ldg(reinterpret_cast<const uint4*>(q + head * kHeadDim) + sub), qv);
  const auto* kh = reinterpret_cast<const uint4*>(k_cache) +
                   static_cast<std::size_t>(kvh) * capacity * (kHeadDim / 8);
  const auto* vh = reinterpret_cast<const uint4*>(v_cache) +
                   static_cast<std::size_t>(kvh) * capacity * (kHeadDim / 8);
  float local_max = -INFINITY;
  // Every lane runs the same iterations (the shuffles need the whole warp).
  for (int base = 0; base < tokens; base += kAttnRows * kAttnUnroll) {
    uint4 w[kAttnUnroll];
#pragma unroll
    for (int u = 0; u < kAttnUnroll; ++u) {
      const int t = base + u * kAttnRows + row;
      w[u] = t < tokens ? __ldg(kh + static_cast<std::size_t>(t) * (kHeadDim / 8) + sub)
                        : make_uint4(0, 0, 0, 0);
    }
#pragma unroll
    for (int u = 0; u < kAttnUnroll; ++u) {
      float f[8], s = 0;
      bf16x8(w[u], f);
#pragma unroll
      for (int e = 0; e < 8; ++e) s = fmaf(qv[e], f[e], s);
#pragma unroll
      for (int o = kLanesPerToken / 2; o > 0; o >>= 1) s += __shfl_xor_sync(0xFFFFFFFFu, s, o);
      const int t = base + u * kAttnRows + row;
      if (t < tokens) {
        s *= scale;
        if (sub == 0) score[t] = s;
        local_max = fmaxf(local_max, s);
      }
    }
  }
  const float m = block_reduce<true>(local_max, scratch);
  float local_sum = 0;
  for (int t = threadIdx.x; t < tokens; t += kAttnThreads) {
    const float p = __expf(score[t] - m);
    score[t] = p;
    local_sum += p;
  }
  const float inv = 1.0f / block_reduce<false>(local_sum, scratch);  // syncs: score complete
  float acc[8] = {};
  for (int base = 0; base < tokens; base += kAttnRows * kAttnUnroll) {
    uint4 w[kAttnUnroll];
    float p[kAttnUnroll];
#pragma unroll
    for (int u = 0; u < kAttnUnroll; ++u) {
      const int t = base + u * kAttnRows + row;
      const bool in = t < tokens;
      w[u] = in ? __ldg(vh + static_cast<std::size_t>(t) * (kHeadDim / 8) + sub)
                : make_uint4(0, 0, 0, 0);
      p[u] = in ? score[t] : 0.0f;
    }
#pragma unroll
    for (int u = 0; u < kAttnUnroll; ++u) {
      float f[8];
      bf16x8(w[u], f);
#pragma unroll
      for (int e = 0; e < 8; ++e) acc[e] = fmaf(p[u], f[e], acc[e]);
    }
  }
  float* rows = score + tokens;
#pragma unroll
  for (int e = 0; e < 8; ++e) rows[row * kHeadDim + sub * 8 + e] = acc[e];
  __syncthreads();
  if (threadIdx.x < kHeadDim) {
    float sum = 0;
    for (int r = 0; r < kAttnRows; ++r) sum += rows[r * kHeadDim + threadIdx.x];
    out[head * kHeadDim + threadIdx.x] = sum * inv;
  }
}

__global__ void residual_add_kernel(std::uint16_t* __restrict__ h, const float* __restrict__ y,
                                    int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) h[i] = to_bf(bf(h[i]) + y[i]);
}

__global__ void silu_mul_kernel(const float* __restrict__ gate_up, int ffn,
                                std::uint16_t* __restrict__ out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < ffn) {
    const float g = gate_up[i];
    out[i] = to_bf(g / (1.0f + __expf(-g)) * gate_up[ffn + i]);
  }
}

int blocks_for(int n, int threads) { return (n + threads - 1) / threads; }

}  // namespace

void launch_rmsnorm_bf16(const std::uint16_t* x, const std::uint16_t* weight, int n,
                         std::uint16_t* out, cudaStream_t s) {
  rmsnorm_kernel<<<1, kNormThreads, 0, s>>>(x, weight, n, 1e-5f, out);
  HWSIM_CUDA_CHECK_LAUNCH("rmsnorm_kernel");
}

void launch_rope_append(std::uint16_t* q, const std::uint16_t* k, const std::uint16_t* v,
                        const AttentionShape& a, int pos, std::uint16_t* k_cache,
                        std::uint16_t* v_cache, cudaStream_t s) {
  if (a.head_dim != kHeadDim) throw std::invalid_argument("rope_append: head_dim must be 128");
  if (pos < 0 || pos >= a.capacity) throw std::invalid_argument("rope_append: pos outside cache");
  const int pairs = (a.heads + a.kv_heads) * (a.head_dim / 2);
  rope_append_kernel<<<blocks_for(pairs, 256), 256, 0, s>>>(
      q, k, v, a.heads, a.kv_heads, a.head_dim, pos, a.rope_theta, k_cache, v_cache, a.capacity);
  HWSIM_CUDA_CHECK_LAUNCH("rope_append_kernel");
}

void launch_decode_attention(const std::uint16_t* q, const std::uint16_t* k_cache,
                             const std::uint16_t* v_cache, const AttentionShape& a, int tokens,
                             float* out, cudaStream_t s) {
  if (a.head_dim != kHeadDim) throw std::invalid_argument("attention: head_dim must be 128");
  if (a.kv_heads < 1 || a.heads % a.kv_heads != 0)
    throw std::invalid_argument("attention: heads must be a multiple of kv_heads");
  if (tokens < 1 || tokens > a.capacity || tokens > kAttentionMaxTokens)
    throw std::invalid_argument("attention: tokens outside 1..min(capacity, kAttentionMaxTokens)");
  const std::size_t shared =
      (static_cast<std::size_t>(tokens) + kAttnRows * kHeadDim) * sizeof(float);
  attention_kernel<<<a.heads, kAttnThreads, shared, s>>>(
      q, k_cache, v_cache, a.heads / a.kv_heads, tokens, a.capacity,
      1.0f / sqrtf(static_cast<float>(a.head_dim)), out);
  HWSIM_CUDA_CHECK_LAUNCH("attention_kernel");
}

void launch_residual_add(std::uint16_t* h, const float* y, int n, cudaStream_t s) {
  residual_add_kernel<<<blocks_for(n, 256), 256, 0, s>>>(h, y, n);
  HWSIM_CUDA_CHECK_LAUNCH("residual_add_kernel");
}

void launch_silu_mul(const float* gate_up, int ffn, std::uint16_t* out, cudaStream_t s) {
  silu_mul_kernel<<<blocks_for(ffn, 256), 256, 0, s>>>(gate_up, ffn, out);
  HWSIM_CUDA_CHECK_LAUNCH("silu_mul_kernel");
}

}  // namespace hwsim::validate
