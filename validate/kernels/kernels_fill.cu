// Pseudo-random fills for benchmark data, generated on the GPU (fast for gigabytes of weights).
// Counter-based: element i of a fill with seed s is a pure function of (s, i).
#include <cuda_bf16.h>

#include "validate/common/cuda_util.hpp"
#include "validate/kernels/kernels.hpp"

namespace hwsim::validate {
namespace {

__device__ __forceinline__ std::uint64_t mix64(std::uint64_t z) {
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// Uniform in (0, 1), never 0 or 1.
__device__ __forceinline__ float uniform(std::uint64_t bits) {
  return (static_cast<float>(bits >> 40) + 0.5f) * (1.0f / 16777216.0f);
}

__global__ void fill_normal_bf16_kernel(std::uint16_t* out, std::size_t n, float sigma,
                                        std::uint64_t seed) {
  const std::size_t stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
  for (std::size_t i = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
       i += stride) {
    const std::uint64_t h = mix64(seed ^ mix64(i));
    const float u1 = uniform(h), u2 = uniform(h << 24);
    const float z = sqrtf(-2.0f * logf(u1)) * cospif(2.0f * u2);
    out[i] = __bfloat16_as_ushort(__float2bfloat16_rn(sigma * z));
  }
}

__global__ void fill_laplace_bf16_kernel(std::uint16_t* out, std::size_t n, float scale,
                                         std::uint64_t seed) {
  const std::size_t stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
  for (std::size_t i = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
       i += stride) {
    const float u = uniform(mix64(seed ^ mix64(i))) - 0.5f;
    const float v = -scale * copysignf(logf(1.0f - 2.0f * fabsf(u)), u);
    out[i] = __bfloat16_as_ushort(__float2bfloat16_rn(v));
  }
}

__global__ void fill_words_kernel(std::uint32_t* out, std::size_t n, std::uint64_t seed) {
  const std::size_t stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
  for (std::size_t i = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
       i += stride) {
    out[i] = static_cast<std::uint32_t>(mix64(seed ^ mix64(i)) >> 32);
  }
}

__global__ void fill_headers_kernel(std::uint8_t* base, std::size_t count, std::size_t stride,
                                    int words, std::uint32_t value) {
  const std::size_t step = static_cast<std::size_t>(gridDim.x) * blockDim.x;
  for (std::size_t i = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < count;
       i += step) {
    auto* p = reinterpret_cast<std::uint32_t*>(base + i * stride);
    for (int k = 0; k < words; ++k) p[k] = value;
  }
}

constexpr int kFillBlocks = 1024;
constexpr int kFillThreads = 256;

}  // namespace

void launch_fill_normal_bf16(std::uint16_t* out, std::size_t n, float sigma, std::uint64_t seed,
                             cudaStream_t s) {
  fill_normal_bf16_kernel<<<kFillBlocks, kFillThreads, 0, s>>>(out, n, sigma, seed);
  HWSIM_CUDA_CHECK_LAUNCH("fill_normal_bf16_kernel");
}

void launch_fill_laplace_bf16(std::uint16_t* out, std::size_t n, float scale, std::uint64_t seed,
                              cudaStream_t s) {
  fill_laplace_bf16_kernel<<<kFillBlocks, kFillThreads, 0, s>>>(out, n, scale, seed);
  HWSIM_CUDA_CHECK_LAUNCH("fill_laplace_bf16_kernel");
}

void launch_fill_words(std::uint32_t* out, std::size_t n, std::uint64_t seed, cudaStream_t s) {
  fill_words_kernel<<<kFillBlocks, kFillThreads, 0, s>>>(out, n, seed);
  HWSIM_CUDA_CHECK_LAUNCH("fill_words_kernel");
}

void launch_fill_headers(std::uint8_t* base, std::size_t count, std::size_t stride, int words,
                         std::uint32_t value, cudaStream_t s) {
  if (count == 0) return;
  fill_headers_kernel<<<kFillBlocks, kFillThreads, 0, s>>>(base, count, stride, words, value);
  HWSIM_CUDA_CHECK_LAUNCH("fill_headers_kernel");
}

}  // namespace hwsim::validate
