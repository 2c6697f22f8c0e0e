// Unit tests of the pure-CPU part of the GPU validation suite (library hwsim_validate).
#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "catch.hpp"
#include "validate/common/direct_io.hpp"
#include "validate/common/numeric.hpp"
#include "validate/common/worker_pool.hpp"
#include "validate/e2e/decode_plan.hpp"
#include "validate/gpu_bench.hpp"
#include "validate/kernels/cpu_reference.hpp"
#include "validate/kernels/mid_codec.hpp"
#include "validate/kernels/q4k.hpp"
#include "validate/kernels/trellis_code.hpp"

using namespace hwsim::validate;

TEST_CASE("fp16 and bf16 conversions round to nearest even") {
  CHECK(half_to_float(float_to_half(1.0f)) == 1.0f);
  CHECK(float_to_half(65504.0f) == 0x7BFF);
  CHECK(float_to_half(1e6f) == 0x7C00);
  CHECK(half_to_float(0x0001) == std::ldexp(1.0f, -24));
  CHECK(float_to_half(std::ldexp(1.0f, -24)) == 0x0001);
  CHECK(float_to_half(1.0f + std::ldexp(1.0f, -11)) == 0x3C00);  // tie -> even
  CHECK(bf16_to_float(float_to_bf16(3.0f)) == 3.0f);
  CHECK(float_to_bf16(1.0f + std::ldexp(1.0f, -8)) == 0x3F80);  // tie -> even
  for (std::uint32_t h = 0; h < 0x7C00; ++h)  // every finite positive half round-trips
    REQUIRE(float_to_half(half_to_float(static_cast<std::uint16_t>(h))) == h);
}

TEST_CASE("trellis code is roughly standard normal") {
  double sum = 0, sq = 0;
  for (std::uint32_t s = 0; s < 65536; ++s) {
    const double v = trellis_code(s);
    sum += v;
    sq += v * v;
  }
  CHECK(std::fabs(sum / 65536) < 0.05);
  CHECK(std::fabs(sq / 65536 - 1.0) < 0.1);
}

TEST_CASE("mid layout sizes") {
  const MidLayout s{MidCodec::kScalar, 6144, 3, {4096, 1024, 1024}};
  CHECK(s.header_bytes() == 16);
  CHECK(s.words() == 576);
  CHECK(s.bundle_bytes() == 16 + 2304);
  const MidLayout t{MidCodec::kTrellis, 6144, 3, {4096, 1024, 1024}};
  CHECK(t.words() == 577);
  CHECK(t.bundle_bytes() == 2336);
  CHECK_THROWS(MidLayout{MidCodec::kScalar, 100, 3, {100}}.validate());
}

TEST_CASE("scalar codec round trip error is within half a step") {
  std::mt19937_64 rng(1);
  std::normal_distribution<float> d(0.0f, 0.02f);
  for (int bits : {2, 3, 4}) {
    const MidLayout l{MidCodec::kScalar, 256, bits, {128, 128}};
    std::vector<float> w(256), r(256);
    for (auto& v : w) v = d(rng);
    std::vector<std::uint8_t> b(l.bundle_bytes());
    encode_mid_column(l, w.data(), b.data());
    decode_mid_column(l, b.data(), r.data());
    for (int seg = 0; seg < 2; ++seg) {
      float scale = 0, offset = 0;
      mid_segment_params(b.data(), seg, scale, offset);
      for (int i = 128 * seg; i < 128 * seg + 128; ++i)
        REQUIRE(std::fabs(r[static_cast<std::size_t>(i)] - w[static_cast<std::size_t>(i)]) <=
                0.5f * scale * 1.01f + 1e-4f);
    }
  }
}

TEST_CASE("trellis Viterbi encoder: stream consistent with states, beats scalar at 2 bits") {
  std::mt19937_64 rng(2);
  std::normal_distribution<float> d(0.0f, 1.0f);
  const MidLayout t{MidCodec::kTrellis, 64, 2, {64}};
  const MidLayout s{MidCodec::kScalar, 64, 2, {64}};
  std::vector<float> w(64), rt(64), rs(64);
  for (auto& v : w) v = d(rng);
  std::vector<std::uint8_t> bt(t.bundle_bytes()), bs(s.bundle_bytes());
  encode_mid_column(t, w.data(), bt.data());
  encode_mid_column(s, w.data(), bs.data());
  decode_mid_column(t, bt.data(), rt.data());
  decode_mid_column(s, bs.data(), rs.data());
  double et = 0, es = 0;
  for (std::size_t i = 0; i < w.size(); ++i) {
    et += (rt[i] - w[i]) * (rt[i] - w[i]);
    es += (rs[i] - w[i]) * (rs[i] - w[i]);
  }
  CHECK(et < es);
  CHECK(et / 64 < 0.2);
}

TEST_CASE("Q4_K dequantisation inverts quantisation to within a step") {
  std::mt19937_64 rng(3);
  std::normal_distribution<float> d(0.0f, 0.02f);
  std::vector<float> w(512), r(512);
  for (auto& v : w) v = d(rng);
  std::vector<std::uint8_t> q(q4k_row_bytes(512));
  CHECK(q.size() == 288);
  q4k_quantize_row(w.data(), 512, q.data());
  q4k_dequantize_row(q.data(), 512, r.data());
  double err = 0, den = 0;
  for (std::size_t i = 0; i < w.size(); ++i) {
    err += (r[i] - w[i]) * (r[i] - w[i]);
    den += w[i] * w[i];
  }
  CHECK(std::sqrt(err / den) < 0.15);
  // Packed 6-bit scales survive the packing.
  std::uint8_t packed[12] = {};
  for (int j = 0; j < 8; ++j) {
    std::uint8_t sc = 0, mn = 0;
    q4k_scale_min(j, q.data() + 4, sc, mn);
    CHECK(sc < 64);
    CHECK(mn < 64);
  }
  (void)packed;
}

TEST_CASE("tier selection reference breaks ties by index") {
  const std::vector<float> x{1, -3, 3, 0.5f, -1, 2};
  const auto s = select_tiers_ref(x, 2, 2);
  CHECK(s.top == std::vector<int>{1, 2});
  CHECK(s.mid == std::vector<int>{0, 5});
}

TEST_CASE("split rule of SpAx matches the byte budget") {
  const auto groups = decoder_groups(ModelShape{});
  REQUIRE(groups.size() == 4);
  CHECK(groups[0].rows == 6144);
  CHECK(groups[2].rows == 28672);
  CHECK(groups[3].cols == 14336);
  std::uint64_t total = 0;
  for (const auto& g : groups) total += static_cast<std::uint64_t>(g.rows) * g.cols;
  CHECK(total == 218103808);  // Llama-3.1-8B projection weights per block
  const GroupCase gc = plan_group(groups[0], Method::kSpaxScalar, 0.3, 3, 2.0);
  CHECK(gc.k_mid == 2 * gc.k_top);
  const double budget = 0.3 * 4096 * 12288;
  CHECK(static_cast<double>(gc.bytes_needed) <= budget);
  CHECK(static_cast<double>(gc.bytes_needed) > budget - 12288 - 2 * 2336);
  CHECK(plan_group(groups[1], Method::kTeal, 0.5, 3, 2.0).k_top == 2048);
}

TEST_CASE("held-out set: Mistral-NeMo-12B groups, all of them valid for every tier") {
  const E2EModelSet held = heldout_model_set();
  CHECK(held.set == "heldout");
  CHECK(held.preset == "ca");
  const auto groups = decoder_groups(held.shape);
  REQUIRE(groups.size() == 4);
  // q = 32 x 128 = 4096, kv = 8 x 128 = 1024: qkv 6144 x 5120, o 5120 x 4096, gate_up 28672 x
  // 5120, down 5120 x 14336; 272,629,760 weights per block (the model file's count less norms).
  CHECK(groups[0].rows == 6144);
  CHECK(groups[0].cols == 5120);
  CHECK(groups[1].rows == 5120);
  CHECK(groups[1].cols == 4096);
  CHECK(groups[2].cols == 5120);
  CHECK(groups[3].cols == 14336);
  std::uint64_t total = 0;
  for (const auto& g : groups) total += static_cast<std::uint64_t>(g.rows) * g.cols;
  CHECK(total == 272629760);
  // Every group is another size than the dev set's (qkv and gate_up 5120 inputs, not 4096; o
  // and down 5120 outputs, so 10 KiB bundles, not 8).
  const auto dev = decoder_groups(ModelShape{});
  for (std::size_t i = 0; i < 4; ++i)
    CHECK(std::uint64_t(dev[i].rows) * dev[i].cols !=
          std::uint64_t(groups[i].rows) * groups[i].cols);
  CHECK(groups[1].rows * 2 == 10240);
  for (const auto& g : groups) {
    for (MidCodec c : {MidCodec::kScalar, MidCodec::kTrellis})
      CHECK_NOTHROW(mid_layout_for(g, c, 3));
    CHECK_NOTHROW(plan_group(g, Method::kSpaxTrellis, 0.3, 3, 2.0));
  }
  const LayerImage image = make_layer_image(groups, 3);
  CHECK(image.bytes % 4096 == 0);
  CHECK(image.bytes > total * 2);  // the BF16 copy alone, then the coded tiers and Q4_K
}

TEST_CASE("bundle transfer plans: exact gathers and page-aligned reads") {
  const std::vector<int> idx{0, 1, 2, 10};
  TransferPlan gather;
  gather.staging_end = 4096;
  plan_bundle_transfers(idx.data(), 4, 0, 2336, 2320, 0, 1 << 20, gather);
  CHECK(gather.column_offsets.size() == 4);
  CHECK(gather.column_offsets[0] == 4096);
  CHECK(gather.bytes_needed == 4 * 2320);
  CHECK(gather.bytes_moved == 4 * 2320);  // gaps between bundles are not copied
  TransferPlan read;
  plan_bundle_transfers(idx.data(), 4, 8192, 2336, 2336, 4096, 1 << 20, read);
  // Bundles 0-2 (bytes 8192..15200) share pages 2-3: one request; bundle 10 its own.
  REQUIRE(read.extents.size() == 2);
  CHECK(read.extents[0].src == 8192);
  CHECK(read.extents[0].bytes == 8192);
  CHECK(read.extents[1].src % 4096 == 0);
  CHECK(read.extents[1].dst % 4096 == 0);
  CHECK(read.column_offsets[2] == 2 * 2336);
  CHECK(read.column_offsets[3] == read.extents[1].dst + (8192 + 10 * 2336) % 4096);
  CHECK(read.bytes_moved == read.extents[0].bytes + read.extents[1].bytes);
  TransferPlan seq;
  plan_sequential_transfers(4096, 10 << 20, 4 << 20, 4096, seq);
  CHECK(seq.extents.size() == 3);
  CHECK(seq.bytes_moved == 10 << 20);
}

TEST_CASE("worker pool runs every item once and forwards exceptions") {
  WorkerPool pool(4);
  std::vector<int> hits(1000, 0);
  pool.parallel_for(hits.size(), 7, [&](std::size_t i, int) { ++hits[i]; });
  for (int h : hits) REQUIRE(h == 1);
  CHECK_THROWS(pool.parallel_for(10, 1, [](std::size_t i, int) {
    if (i == 5) throw std::runtime_error("x");
  }));
}
