// Launcher of the MoE harness's grouped expert GEMV (kernels_moe.cu; internal to
// hwsim_validate_cuda). Device pointers; asynchronous on stream `s`.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <cstdint>

namespace hwsim::validate {

inline constexpr int kMaxGroupedExperts = 16;

// Expert weight pointers passed by value in the launch (no pointer table to copy first).
struct ExpertPointers {
  const void* ptr[kMaxGroupedExperts] = {};
};

// y[e * rows + r] = sum_j W_e[r * cols + j] * x[e * x_stride + j] for e < count (<=
// kMaxGroupedExperts): W_e row-major bf16 [rows][cols] at w.ptr[e] (16-byte aligned), x bf16, y
// fp32. x_stride 0 gives every expert the same input (gate_up); cols and x_stride multiples of 8.
void launch_gemv_experts(const ExpertPointers& w, int count, int rows, int cols,
                         const std::uint16_t* x, std::size_t x_stride, float* y, cudaStream_t s);

}  // namespace hwsim::validate
