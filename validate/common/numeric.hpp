// Host conversions between float and the 16-bit formats used in weight files (bf16, IEEE fp16).
// All round to nearest even; NaN stays NaN. The GPU side uses the CUDA intrinsics, which agree.
#pragma once

#include <cstdint>

namespace hwsim::validate {

std::uint16_t float_to_bf16(float f);
float bf16_to_float(std::uint16_t h);
std::uint16_t float_to_half(float f);
float half_to_float(std::uint16_t h);

// Rounds f to the nearest bf16 and back: the value the GPU will see.
inline float round_bf16(float f) { return bf16_to_float(float_to_bf16(f)); }

}  // namespace hwsim::validate
