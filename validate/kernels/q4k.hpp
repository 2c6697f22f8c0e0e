// llama.cpp's Q4_K block format (ggml block_q4_K), row-major along the input dimension.
// One super-block = 256 consecutive weights of a row = 144 bytes:
//   bytes 0-1  fp16 d     (scale of the 6-bit sub-block scales)
//   bytes 2-3  fp16 dmin  (scale of the 6-bit sub-block mins)
//   bytes 4-15 eight 6-bit scales and eight 6-bit mins, packed as in ggml's get_scale_min_k4
//   bytes 16-143 128 bytes of 4-bit quants: for chunk c (0..3) of 64 weights, bytes
//   16+32c..16+32c+31
//              hold weight 64c+l in the low nibble and weight 64c+32+l in the high nibble.
// Weight = d * sc[s] * q - dmin * mn[s] for sub-block s (32 weights).
#pragma once

#include <cstddef>
#include <cstdint>

namespace hwsim::validate {

inline constexpr int kQ4KWeights = 256;
inline constexpr int kQ4KBytes = 144;

inline std::size_t q4k_row_bytes(int n) {
  return static_cast<std::size_t>(n / kQ4KWeights) * kQ4KBytes;
}

// Unpacks the 6-bit scale and min of sub-block j (0..7) from the 12 packed bytes (ggml's code).
inline void q4k_scale_min(int j, const std::uint8_t* q, std::uint8_t& sc, std::uint8_t& mn) {
  if (j < 4) {
    sc = q[j] & 63;
    mn = q[j + 4] & 63;
  } else {
    sc = static_cast<std::uint8_t>((q[j + 4] & 0xF) | ((q[j - 4] >> 6) << 4));
    mn = static_cast<std::uint8_t>((q[j + 4] >> 4) | ((q[j] >> 6) << 4));
  }
}

// Quantises one row of n weights (n % 256 == 0) into n / 256 blocks. A plain min/max quantiser per
// sub-block (not llama.cpp's iterative search): good enough to exercise the format and the kernel.
void q4k_quantize_row(const float* w, int n, std::uint8_t* out);

// Dequantises one row exactly as ggml's dequantize_row_q4_K does (float arithmetic).
void q4k_dequantize_row(const std::uint8_t* in, int n, float* out);

}  // namespace hwsim::validate
