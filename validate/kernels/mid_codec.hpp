// CPU encoders and decoders of the middle tier (layout in mid_layout.hpp).
//
// Scalar: per segment, min/max asymmetric quantisation to 2^b levels (offset = min, scale =
//   (max - min) / (2^b - 1), both stored as fp16), codes rounded to nearest.
// Trellis: per segment, offset = mean and scale = standard deviation (fp16); the normalised column
// is
//   encoded by an exact Viterbi search over all 2^16 states of the bitshift trellis (cost: rows *
//   2^16 * 2^b steps and rows * 2^16 bytes of traceback, ~0.1 s for a 256-row column at b = 2), so
//   it is meant for checks and tests, not for encoding a whole model here.
// Decoders reproduce exactly the values the GPU kernels reconstruct.
#pragma once

#include <cstdint>
#include <vector>

#include "validate/kernels/mid_layout.hpp"

namespace hwsim::validate {

// Encodes one column (layout.rows floats) into `bundle` (layout.bundle_bytes() bytes).
void encode_mid_column(const MidLayout& layout, const float* column, std::uint8_t* bundle);

// Decodes one bundle into layout.rows floats.
void decode_mid_column(const MidLayout& layout, const std::uint8_t* bundle, float* column);

// Reads the fp16 scale and offset of a segment from a bundle header.
void mid_segment_params(const std::uint8_t* bundle, int segment, float& scale, float& offset);

}  // namespace hwsim::validate
