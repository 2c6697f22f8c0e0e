#include "validate/kernels/mid_codec.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "validate/common/numeric.hpp"
#include "validate/kernels/trellis_code.hpp"

namespace hwsim::validate {
namespace {

constexpr std::uint32_t kStates = 1u << kTrellisBits;

void write_header(const std::vector<std::uint16_t>& scale, const std::vector<std::uint16_t>& offset,
                  std::uint8_t* bundle) {
  for (std::size_t s = 0; s < scale.size(); ++s) {
    const std::uint32_t word = std::uint32_t{scale[s]} | (std::uint32_t{offset[s]} << 16);
    std::memcpy(bundle + 4 * s, &word, 4);
  }
}

std::uint32_t* stream_of(const MidLayout& layout, std::uint8_t* bundle) {
  return reinterpret_cast<std::uint32_t*>(bundle + layout.header_bytes());
}

void encode_scalar(const MidLayout& layout, const float* column, std::uint8_t* bundle) {
  const std::uint32_t levels = (1u << layout.bits) - 1u;
  std::vector<std::uint16_t> scale_h, offset_h;
  std::uint32_t* words = stream_of(layout, bundle);
  int row = 0;
  for (int seg : layout.segments) {
    const auto [lo, hi] = std::minmax_element(column + row, column + row + seg);
    const std::uint16_t off = float_to_half(*lo);
    const float range = *hi - half_to_float(off);
    std::uint16_t sc = float_to_half(range > 0.0f ? range / static_cast<float>(levels) : 1.0f);
    if (half_to_float(sc) == 0.0f) sc = float_to_half(6.1e-5f);
    scale_h.push_back(sc);
    offset_h.push_back(off);
    const float s = half_to_float(sc), o = half_to_float(off);
    for (int i = row; i < row + seg; ++i) {
      const float q = std::nearbyint((column[i] - o) / s);
      const auto code = static_cast<std::uint32_t>(std::clamp(q, 0.0f, static_cast<float>(levels)));
      put_stream_bits(words, static_cast<std::size_t>(i) * layout.bits, layout.bits, code);
    }
    row += seg;
  }
  write_header(scale_h, offset_h, bundle);
}

void encode_trellis(const MidLayout& layout, const float* column, std::uint8_t* bundle) {
  const int b = layout.bits;
  const int rows = layout.rows;
  // Per-row normalisation target: code(state) should approximate (w - offset) / scale.
  std::vector<std::uint16_t> scale_h, offset_h;
  std::vector<float> target(static_cast<std::size_t>(rows));
  std::vector<float> row_scale(target.size()), row_offset(target.size());
  int row = 0;
  for (int seg : layout.segments) {
    double sum = 0.0, sq = 0.0;
    for (int i = row; i < row + seg; ++i) sum += column[i];
    const double mean = sum / seg;
    for (int i = row; i < row + seg; ++i) sq += (column[i] - mean) * (column[i] - mean);
    double sd = std::sqrt(sq / seg);
    if (!(sd > 0.0)) sd = 1.0;
    const std::uint16_t sc = float_to_half(static_cast<float>(sd));
    const std::uint16_t off = float_to_half(static_cast<float>(mean));
    scale_h.push_back(sc);
    offset_h.push_back(off);
    for (int i = row; i < row + seg; ++i) {
      row_scale[static_cast<std::size_t>(i)] = half_to_float(sc);
      row_offset[static_cast<std::size_t>(i)] = half_to_float(off);
    }
    row += seg;
  }
  // Viterbi: cost[s] = best squared error of rows 0..i ending in state s. The predecessor of s has
  // the upper 16-b bits equal to the lower 16-b bits of s, and b free low bits (kept as traceback).
  std::vector<float> code(kStates);
  for (std::uint32_t s = 0; s < kStates; ++s) code[s] = trellis_code(s);
  std::vector<double> cost(kStates), next(kStates);
  std::vector<std::uint8_t> back(static_cast<std::size_t>(rows) * kStates);
  auto err = [&](int i, std::uint32_t s) {
    const double v = trellis_value(s, row_scale[static_cast<std::size_t>(i)],
                                   row_offset[static_cast<std::size_t>(i)]);
    const double d = v - column[i];
    return d * d;
  };
  for (std::uint32_t s = 0; s < kStates; ++s) cost[s] = err(0, s);
  const std::uint32_t mask = kStates - 1u;
  const std::uint32_t fan = 1u << b;
  for (int i = 1; i < rows; ++i) {
    std::uint8_t* bk = back.data() + static_cast<std::size_t>(i) * kStates;
    for (std::uint32_t s = 0; s < kStates; ++s) {
      const std::uint32_t base = (s << b) & mask;
      double best = std::numeric_limits<double>::infinity();
      std::uint32_t arg = 0;
      for (std::uint32_t low = 0; low < fan; ++low) {
        const double c = cost[base | low];
        if (c < best) {
          best = c;
          arg = low;
        }
      }
      next[s] = best + err(i, s);
      bk[s] = static_cast<std::uint8_t>(arg);
    }
    cost.swap(next);
  }
  std::uint32_t state =
      static_cast<std::uint32_t>(std::min_element(cost.begin(), cost.end()) - cost.begin());
  std::vector<std::uint32_t> states(static_cast<std::size_t>(rows));
  for (int i = rows - 1; i >= 0; --i) {
    states[static_cast<std::size_t>(i)] = state;
    if (i > 0) state = ((state << b) & mask) | back[static_cast<std::size_t>(i) * kStates + state];
  }
  std::uint32_t* words = stream_of(layout, bundle);
  std::memset(words, 0, 4 * layout.words());
  put_stream_bits(words, 0, kTrellisBits, states[0]);
  for (int i = 1; i < rows; ++i) {
    const std::size_t pos = static_cast<std::size_t>(i) * b + (kTrellisBits - b);
    put_stream_bits(words, pos, b, states[static_cast<std::size_t>(i)] >> (kTrellisBits - b));
  }
  write_header(scale_h, offset_h, bundle);
}

}  // namespace

void mid_segment_params(const std::uint8_t* bundle, int segment, float& scale, float& offset) {
  std::uint32_t word = 0;
  std::memcpy(&word, bundle + 4 * segment, 4);
  scale = half_to_float(static_cast<std::uint16_t>(word & 0xFFFFu));
  offset = half_to_float(static_cast<std::uint16_t>(word >> 16));
}

void encode_mid_column(const MidLayout& layout, const float* column, std::uint8_t* bundle) {
  layout.validate();
  std::memset(bundle, 0, layout.bundle_bytes());
  if (layout.codec == MidCodec::kScalar) {
    encode_scalar(layout, column, bundle);
  } else {
    encode_trellis(layout, column, bundle);
  }
}

void decode_mid_column(const MidLayout& layout, const std::uint8_t* bundle, float* column) {
  layout.validate();
  const auto* words = reinterpret_cast<const std::uint32_t*>(bundle + layout.header_bytes());
  const int width = layout.codec == MidCodec::kScalar ? layout.bits : kTrellisBits;
  int row = 0;
  for (std::size_t s = 0; s < layout.segments.size(); ++s) {
    float scale = 0.0f, offset = 0.0f;
    mid_segment_params(bundle, static_cast<int>(s), scale, offset);
    for (int i = row; i < row + layout.segments[s]; ++i) {
      const std::uint32_t v = stream_bits(words, static_cast<std::size_t>(i) * layout.bits, width);
      column[i] = layout.codec == MidCodec::kScalar ? scalar_value(v, scale, offset)
                                                    : trellis_value(v, scale, offset);
    }
    row += layout.segments[s];
  }
}

}  // namespace hwsim::validate
