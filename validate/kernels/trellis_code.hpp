// The trellis codebook, computed rather than stored: a 16-bit state is hashed by one multiply-add
// and its four bytes are summed, which is approximately Gaussian (mean 510, s.d. 147.8). This is
// the "1MAD" computed code of QTIP (Tseng et al., 2024). No 2^16-entry table is read from memory.
#pragma once

#include <cstdint>

#include "validate/kernels/host_device.hpp"

namespace hwsim::validate {

HWSIM_HD inline float trellis_code(std::uint32_t state) {
  const std::uint32_t x = state * 34038481u + 76625530u;
#if defined(__CUDA_ARCH__)
  const int sum = static_cast<int>(__dp4a(x, 0x01010101u, 0u));
#else
  const int sum = static_cast<int>((x & 255u) + ((x >> 8) & 255u) + ((x >> 16) & 255u) + (x >> 24));
#endif
  constexpr float kInvSd = static_cast<float>(1.0 / 147.800537109375);
  return mul_rn(static_cast<float>(sum - 510), kInvSd);
}

// Reconstructed weight of the trellis codec: scale * code(state) + offset, rounded twice.
HWSIM_HD inline float trellis_value(std::uint32_t state, float scale, float offset) {
  return add_rn(mul_rn(trellis_code(state), scale), offset);
}

// Reconstructed weight of the scalar codec: scale * code + offset, rounded twice.
HWSIM_HD inline float scalar_value(std::uint32_t code, float scale, float offset) {
  return add_rn(mul_rn(static_cast<float>(code), scale), offset);
}

}  // namespace hwsim::validate
