#include "validate/e2e/decode_plan.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "validate/common/direct_io.hpp"
#include "validate/kernels/q4k.hpp"

namespace hwsim::validate {

std::vector<GroupShape> decoder_groups(const ModelShape& m) {
  const int q = m.heads * m.head_dim;
  const int kv = m.kv_heads * m.head_dim;
  return {
      {"qkv", q + 2 * kv, m.hidden, {q, kv, kv}},
      {"o", m.hidden, q, {m.hidden}},
      {"gate_up", 2 * m.ffn, m.hidden, {m.ffn, m.ffn}},
      {"down", m.hidden, m.ffn, {m.hidden}},
  };
}

const char* to_string(Method m) {
  switch (m) {
    case Method::kDenseBf16:
      return "dense_bf16";
    case Method::kTeal:
      return "teal";
    case Method::kSpaxScalar:
      return "spax_scalar";
    case Method::kSpaxTrellis:
      return "spax_trellis";
    case Method::kQ4K:
      return "q4k";
  }
  return "?";
}

Method parse_method(const std::string& name) {
  for (Method m : {Method::kDenseBf16, Method::kTeal, Method::kSpaxScalar, Method::kSpaxTrellis,
                   Method::kQ4K}) {
    if (name == to_string(m)) return m;
  }
  throw std::invalid_argument("unknown method '" + name +
                              "' (dense_bf16, teal, spax_scalar, spax_trellis, q4k)");
}

MidLayout mid_layout_for(const GroupShape& shape, MidCodec codec, int bits) {
  MidLayout l{codec, shape.rows, bits, shape.segments};
  l.validate();
  return l;
}

GroupCase plan_group(const GroupShape& shape, Method method, double budget, int bits,
                     double mid_to_top_ratio) {
  GroupCase g;
  g.shape = shape;
  g.method = method;
  g.top_bundle_bytes = static_cast<std::uint64_t>(shape.rows) * 2;
  const auto cols = static_cast<std::uint64_t>(shape.cols);
  switch (method) {
    case Method::kDenseBf16:
      g.k_top = shape.cols;
      g.bytes_needed = cols * g.top_bundle_bytes;
      break;
    case Method::kQ4K:
      g.k_top = shape.cols;
      g.bytes_needed = static_cast<std::uint64_t>(shape.rows) * q4k_row_bytes(shape.cols);
      break;
    case Method::kTeal: {
      if (!(budget > 0.0 && budget <= 1.0)) throw std::invalid_argument("budget must be in (0, 1]");
      g.k_top = std::clamp(static_cast<int>(std::lround(budget * shape.cols)), 1, shape.cols);
      g.bytes_needed = static_cast<std::uint64_t>(g.k_top) * g.top_bundle_bytes;
      break;
    }
    case Method::kSpaxScalar:
    case Method::kSpaxTrellis: {
      if (!(budget > 0.0 && budget <= 1.0)) throw std::invalid_argument("budget must be in (0, 1]");
      const MidCodec codec = method == Method::kSpaxScalar ? MidCodec::kScalar : MidCodec::kTrellis;
      g.bits = bits;
      g.mid_bundle_bytes = mid_layout_for(shape, codec, bits).bundle_bytes();
      const double target = budget * static_cast<double>(cols * g.top_bundle_bytes);
      const double per_top = static_cast<double>(g.top_bundle_bytes) +
                             mid_to_top_ratio * static_cast<double>(g.mid_bundle_bytes);
      g.k_top = std::max(1, static_cast<int>(std::floor(target / per_top)));
      g.k_mid = static_cast<int>(std::floor(mid_to_top_ratio * g.k_top));
      g.k_mid = std::min(g.k_mid, shape.cols - g.k_top);
      g.bytes_needed = static_cast<std::uint64_t>(g.k_top) * g.top_bundle_bytes +
                       static_cast<std::uint64_t>(g.k_mid) * g.mid_bundle_bytes;
      break;
    }
  }
  return g;
}

nlohmann::json to_json(const GroupCase& g) {
  return {{"group", g.shape.name},
          {"rows", g.shape.rows},
          {"cols", g.shape.cols},
          {"segments", g.shape.segments},
          {"k_top", g.k_top},
          {"k_mid", g.k_mid},
          {"mid_bits", g.bits},
          {"top_bundle_bytes", g.top_bundle_bytes},
          {"mid_bundle_bytes", g.mid_bundle_bytes},
          {"bytes_needed", g.bytes_needed}};
}

LayerImage make_layer_image(const std::vector<GroupShape>& groups, int mid_bits) {
  LayerImage img;
  std::uint64_t off = 0;
  auto take = [&](std::uint64_t bytes) {
    const std::uint64_t at = off;
    off = round_up(off + bytes, kPage);
    return at;
  };
  for (const auto& g : groups) {
    GroupRegions r;
    const auto cols = static_cast<std::uint64_t>(g.cols);
    r.bf16_stride = static_cast<std::uint64_t>(g.rows) * 2;
    r.scalar_stride = mid_layout_for(g, MidCodec::kScalar, mid_bits).bundle_bytes();
    r.trellis_stride = mid_layout_for(g, MidCodec::kTrellis, mid_bits).bundle_bytes();
    r.q4k_bytes = static_cast<std::uint64_t>(g.rows) * q4k_row_bytes(g.cols);
    r.bf16 = take(cols * r.bf16_stride);
    r.scalar = take(cols * r.scalar_stride);
    r.trellis = take(cols * r.trellis_stride);
    r.q4k = take(r.q4k_bytes);
    img.groups.push_back(r);
  }
  img.bytes = off;
  return img;
}

void plan_bundle_transfers(const int* idx, int k, std::uint64_t region, std::uint64_t stride,
                           std::uint64_t bundle_bytes, std::uint64_t page, std::uint64_t max_extent,
                           TransferPlan& plan) {
  const std::uint64_t align = page > 0 ? page : 16;
  Extent cur;
  bool open = false;
  auto flush = [&] {
    if (!open) return;
    plan.extents.push_back(cur);
    plan.bytes_moved += cur.bytes;
    plan.staging_end = round_up(cur.dst + cur.bytes, align);
    open = false;
  };
  plan.staging_end = round_up(plan.staging_end, align);
  for (int t = 0; t < k; ++t) {
    const std::uint64_t begin = region + static_cast<std::uint64_t>(idx[t]) * stride;
    const std::uint64_t end = begin + bundle_bytes;
    const std::uint64_t lo = page > 0 ? begin / page * page : begin;
    const std::uint64_t hi = page > 0 ? round_up(end, page) : end;
    const std::uint64_t cur_end = cur.src + cur.bytes;
    const bool joins = open && lo <= cur_end && hi - cur.src <= max_extent;
    if (!joins) {
      flush();
      cur = {lo, plan.staging_end, hi - lo};
      open = true;
    } else if (hi > cur_end) {
      cur.bytes = hi - cur.src;
    }
    const std::uint64_t col = cur.dst + (begin - cur.src);
    if (col > std::numeric_limits<std::uint32_t>::max())
      throw std::length_error("staging buffer beyond 4 GiB");
    plan.column_offsets.push_back(static_cast<std::uint32_t>(col));
    plan.bytes_needed += bundle_bytes;
  }
  flush();
}

void plan_sequential_transfers(std::uint64_t src, std::uint64_t bytes, std::uint64_t request,
                               std::uint64_t page, TransferPlan& plan) {
  const std::uint64_t align = page > 0 ? page : 16;
  plan.staging_end = round_up(plan.staging_end, align);
  const std::uint64_t total = page > 0 ? round_up(bytes, page) : bytes;
  for (std::uint64_t off = 0; off < total; off += request) {
    const std::uint64_t n = std::min(request, total - off);
    plan.extents.push_back({src + off, plan.staging_end + off, n});
  }
  plan.staging_end = round_up(plan.staging_end + total, align);
  plan.bytes_needed += bytes;
  plan.bytes_moved += total;
}

}  // namespace hwsim::validate
