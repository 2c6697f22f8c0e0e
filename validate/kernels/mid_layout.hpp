// Byte layout of one middle-tier (compressed) column bundle, shared by the scalar and trellis
// codecs, the CPU references, the GPU kernels and the file writer.
//
// A bundle holds column j of every matrix in a group (e.g. q, k and v), `rows` values in total,
// split into `segments` (one per matrix). Layout, all little-endian:
//   header: per segment one 32-bit word = fp16 scale (low half) | fp16 offset (high half),
//           padded with zeros to a multiple of 16 bytes;
//   stream: 32-bit words holding the column's bitstream; bit k of the stream is bit (k % 32) of
//           word k / 32.
//   Scalar codec:  value i's code is stream bits [i*b, i*b + b); w = scale * code + offset.
//   Trellis codec: value i's state is stream bits [i*b, i*b + 16) (a bitshift trellis with L = 16:
//                  each value shifts b new bits into the 16-bit window); w = scale * code(state) +
//                  offset, code() computed (trellis_code.hpp). The stream has 16 + (rows-1)*b bits.
//   The bundle is padded to a multiple of 16 bytes.
// Contracts: rows % 32 == 0, every segment % 32 == 0, 1..4 segments, bits in {2, 3, 4}. A GPU
// thread decodes 32 consecutive values (b stream words, plus one more for the trellis window).
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace hwsim::validate {

enum class MidCodec { kScalar, kTrellis };

inline const char* to_string(MidCodec c) { return c == MidCodec::kScalar ? "scalar" : "trellis"; }

inline constexpr int kTrellisBits = 16;  // L: state width of the bitshift trellis
inline constexpr int kMaxSegments = 4;

struct MidLayout {
  MidCodec codec = MidCodec::kScalar;
  int rows = 0;
  int bits = 3;
  std::vector<int> segments;  // rows of each matrix in the bundle; sums to `rows`

  void validate() const {
    if (bits < 2 || bits > 4) throw std::invalid_argument("mid tier: bits must be 2, 3 or 4");
    if (segments.empty() || segments.size() > kMaxSegments)
      throw std::invalid_argument("mid tier: 1 to 4 segments");
    int sum = 0;
    for (int s : segments) {
      if (s <= 0 || s % 32 != 0)
        throw std::invalid_argument("mid tier: segment rows must be positive multiples of 32");
      sum += s;
    }
    if (sum != rows) throw std::invalid_argument("mid tier: segments must sum to rows");
  }
  std::size_t header_bytes() const { return (4 * segments.size() + 15) / 16 * 16; }
  // 32-bit words of the stream.
  std::size_t words() const {
    const std::size_t w = static_cast<std::size_t>(rows) * bits / 32;
    return codec == MidCodec::kTrellis ? w + 1 : w;
  }
  std::size_t bundle_bytes() const { return (header_bytes() + 4 * words() + 15) / 16 * 16; }
  int segment_of_row(int row) const {
    int end = 0;
    for (std::size_t s = 0; s < segments.size(); ++s) {
      end += segments[s];
      if (row < end) return static_cast<int>(s);
    }
    throw std::out_of_range("mid tier: row outside the bundle");
  }
};

// Reads `n` (<= 32) bits starting at bit `pos` of a stream of 32-bit words.
inline std::uint32_t stream_bits(const std::uint32_t* words, std::size_t pos, int n) {
  const std::size_t w = pos / 32;
  const unsigned off = static_cast<unsigned>(pos % 32);
  std::uint64_t v = words[w] >> off;
  if (off + static_cast<unsigned>(n) > 32) v |= std::uint64_t{words[w + 1]} << (32 - off);
  return static_cast<std::uint32_t>(v & ((std::uint64_t{1} << n) - 1));
}

inline void put_stream_bits(std::uint32_t* words, std::size_t pos, int n, std::uint32_t value) {
  for (int i = 0; i < n; ++i) {
    const std::size_t p = pos + static_cast<std::size_t>(i);
    const std::uint32_t bit = 1u << (p % 32);
    if ((value >> i) & 1u) {
      words[p / 32] |= bit;
    } else {
      words[p / 32] &= ~bit;
    }
  }
}

}  // namespace hwsim::validate
