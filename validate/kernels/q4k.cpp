#include "validate/kernels/q4k.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>

#include "validate/common/numeric.hpp"

namespace hwsim::validate {
namespace {

void pack_scale_min(const std::uint8_t* sc, const std::uint8_t* mn, std::uint8_t* q) {
  std::memset(q, 0, 12);
  for (int j = 0; j < 8; ++j) {
    if (j < 4) {
      q[j] = static_cast<std::uint8_t>(q[j] | sc[j]);
      q[j + 4] = static_cast<std::uint8_t>(q[j + 4] | mn[j]);
    } else {
      q[j + 4] = static_cast<std::uint8_t>((sc[j] & 0xF) | ((mn[j] & 0xF) << 4));
      q[j - 4] = static_cast<std::uint8_t>(q[j - 4] | ((sc[j] >> 4) << 6));
      q[j] = static_cast<std::uint8_t>(q[j] | ((mn[j] >> 4) << 6));
    }
  }
}

}  // namespace

void q4k_quantize_row(const float* w, int n, std::uint8_t* out) {
  if (n % kQ4KWeights != 0)
    throw std::invalid_argument("q4k: row length must be a multiple of 256");
  for (int b = 0; b < n / kQ4KWeights; ++b) {
    const float* x = w + static_cast<std::ptrdiff_t>(b) * kQ4KWeights;
    std::uint8_t* blk = out + static_cast<std::ptrdiff_t>(b) * kQ4KBytes;
    float sub_scale[8], sub_min[8];
    for (int s = 0; s < 8; ++s) {
      const auto [lo, hi] = std::minmax_element(x + 32 * s, x + 32 * s + 32);
      const float mn = std::min(0.0f, *lo);
      sub_min[s] = -mn;
      sub_scale[s] = (*hi - mn) / 15.0f;
    }
    const float max_scale = *std::max_element(sub_scale, sub_scale + 8);
    const float max_min = *std::max_element(sub_min, sub_min + 8);
    const std::uint16_t d_h = float_to_half(max_scale > 0.0f ? max_scale / 63.0f : 0.0f);
    const std::uint16_t dmin_h = float_to_half(max_min > 0.0f ? max_min / 63.0f : 0.0f);
    const float d = half_to_float(d_h), dmin = half_to_float(dmin_h);
    std::uint8_t sc[8], mq[8];
    for (int s = 0; s < 8; ++s) {
      sc[s] = static_cast<std::uint8_t>(
          d > 0.0f ? std::clamp(std::nearbyint(sub_scale[s] / d), 0.0f, 63.0f) : 0.0f);
      mq[s] = static_cast<std::uint8_t>(
          dmin > 0.0f ? std::clamp(std::nearbyint(sub_min[s] / dmin), 0.0f, 63.0f) : 0.0f);
    }
    std::memcpy(blk, &d_h, 2);
    std::memcpy(blk + 2, &dmin_h, 2);
    pack_scale_min(sc, mq, blk + 4);
    std::uint8_t* qs = blk + 16;
    for (int c = 0; c < 4; ++c) {
      for (int half = 0; half < 2; ++half) {
        const int s = 2 * c + half;
        const float step = d * sc[s];
        const float m = dmin * mq[s];
        for (int l = 0; l < 32; ++l) {
          const float v = x[64 * c + 32 * half + l];
          const float q =
              step > 0.0f ? std::clamp(std::nearbyint((v + m) / step), 0.0f, 15.0f) : 0.0f;
          const auto qi = static_cast<std::uint8_t>(q);
          std::uint8_t& byte = qs[32 * c + l];
          byte = half == 0 ? static_cast<std::uint8_t>((byte & 0xF0) | qi)
                           : static_cast<std::uint8_t>((byte & 0x0F) | (qi << 4));
        }
      }
    }
  }
}

void q4k_dequantize_row(const std::uint8_t* in, int n, float* out) {
  if (n % kQ4KWeights != 0)
    throw std::invalid_argument("q4k: row length must be a multiple of 256");
  for (int b = 0; b < n / kQ4KWeights; ++b) {
    const std::uint8_t* blk = in + static_cast<std::ptrdiff_t>(b) * kQ4KBytes;
    std::uint16_t d_h = 0, dmin_h = 0;
    std::memcpy(&d_h, blk, 2);
    std::memcpy(&dmin_h, blk + 2, 2);
    const float d = half_to_float(d_h), dmin = half_to_float(dmin_h);
    const std::uint8_t* q = blk + 16;
    for (int c = 0; c < 4; ++c) {
      std::uint8_t sc = 0, mn = 0;
      q4k_scale_min(2 * c, blk + 4, sc, mn);
      const float d1 = d * sc, m1 = dmin * mn;
      q4k_scale_min(2 * c + 1, blk + 4, sc, mn);
      const float d2 = d * sc, m2 = dmin * mn;
      for (int l = 0; l < 32; ++l) *out++ = d1 * static_cast<float>(q[l] & 0xF) - m1;
      for (int l = 0; l < 32; ++l) *out++ = d2 * static_cast<float>(q[l] >> 4) - m2;
      q += 32;
    }
  }
}

}  // namespace hwsim::validate
