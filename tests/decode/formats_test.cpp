#include "sim/decode/formats.hpp"

#include <string>

#include "catch.hpp"
#include "sim/decode/tiers.hpp"
#include "sim/model/architecture.hpp"

using namespace hwsim;
using namespace hwsim::decode;

namespace {

// Llama-3.1-8B: hidden 4096, 32 heads x 128, 8 KV heads, SwiGLU inner 14336, 32 layers.
model::ModelSpec llama_8b() {
  model::ModelSpec m;
  m.name = "Llama-3.1-8B";
  m.hidden = 4096;
  m.vocab = 128256;
  model::LayerSpec l;
  l.attention.heads = 32;
  l.attention.kv_heads = 8;
  l.attention.head_dim = 128;
  l.ffn.inner = 14336;
  m.layers.assign(32, l);
  return m;
}

double model_bytes(const model::ModelSpec& m, const MethodSpec& method) {
  const auto ordinals = tensor_ordinals(m);
  double bytes = 0.0;
  for (std::size_t i = 0; i < m.layers.size(); ++i) {
    for (const auto& g : model::matrix_groups(m.layers[i], m.hidden)) {
      bytes += plan_tiers(method, g, ordinals[i]).needed_bytes();
    }
  }
  return bytes;
}

}  // namespace

TEST_CASE("block formats cost their real bytes per weight including scales") {
  // Q4_K: 2 fp16 (d, dmin) + 12 B scales + 128 B nibbles = 144 B per 256 weights = 4.5 bits.
  CHECK(bytes_per_weight(BlockType::q4_k) * 8.0 == 4.5);
  // Q6_K: 210 B per 256 = 6.5625 bits; Q8_0: 34 B per 32 = 8.5 bits.
  CHECK(bytes_per_weight(BlockType::q6_k) * 8.0 == 6.5625);
  CHECK(bytes_per_weight(BlockType::q8_0) * 8.0 == 8.5);
  CHECK(bytes_per_weight(BlockType::bf16) == 2.0);
}

TEST_CASE("Q4_K_M uses Q6_K for attn_v and ffn_down in llama.cpp's use_more_bits blocks") {
  // n = 32: n/8 = 4, 7n/8 = 28 -> blocks 0-3, 28-31 and (i-4)%3 == 2: 6, 9, ..., 27 (8 blocks).
  int more = 0;
  for (int i = 0; i < 32; ++i) more += q4_k_m_uses_more_bits(i, 32) ? 1 : 0;
  CHECK(more == 16);
  CHECK(q4_k_m_uses_more_bits(6, 32));
  CHECK_FALSE(q4_k_m_uses_more_bits(7, 32));
  CHECK(block_type_for(WeightFormat::q4_k_m, model::GroupRole::attention_in, "v", {0, 32}) ==
        BlockType::q6_k);
  CHECK(block_type_for(WeightFormat::q4_k_m, model::GroupRole::attention_in, "q", {0, 32}) ==
        BlockType::q4_k);
  CHECK(block_type_for(WeightFormat::q4_k_m, model::GroupRole::ffn_down, "down", {5, 32}) ==
        BlockType::q4_k);
}

TEST_CASE("dense BF16 bytes of Llama-3.1-8B's offloaded projections are 13.96 GB") {
  // Per block: q 4096x4096 + k, v 1024x4096 + o 4096x4096 = 41,943,040; gate, up, down
  // 3 x 14336 x 4096 = 176,160,768; total 218,103,808 weights. x 32 blocks x 2 B = 13,958,643,712
  // B.
  MethodSpec dense;
  CHECK(model_bytes(llama_8b(), dense) == 13958643712.0);
}

TEST_CASE("Q4_K_M bytes of Llama-3.1-8B come out near the paper's 4.18 GB") {
  // All Q4_K: 6,979,321,856 weights x 0.5625 = 3,925,868,544 B. 16 blocks upgrade v (4,194,304) and
  // down (58,720,256) to Q6_K: 16 x 62,914,560 x (210 - 144) / 256 = 259,522,560 B more.
  // Total 4,185,391,104 B = 4.185 GB (paper Table 3: 4.18 GB).
  MethodSpec q4km;
  q4km.format = WeightFormat::q4_k_m;
  CHECK(model_bytes(llama_8b(), q4km) == 4185391104.0);
}

TEST_CASE("TEAL reads the budget's fraction of columns") {
  // Budget 57%: qkv/o/gate_up have 4096 columns -> round(2334.72) = 2335; down has 14336 ->
  // round(8171.52) = 8172. Bytes per layer: 2335 x (6144 + 4096 + 28672) x 2 + 8172 x 4096 x 2.
  MethodSpec teal;
  teal.kind = MethodKind::teal;
  teal.budget = 0.57;
  const double per_layer = 2335.0 * (6144 + 4096 + 28672) * 2 + 8172.0 * 4096 * 2;
  CHECK(model_bytes(llama_8b(), teal) == 32 * per_layer);
}

TEST_CASE("SpAx tiers follow the mid_to_top_ratio rule") {
  // One group: 100 columns, one output of 64 rows, bf16 top (128 B per column), 4-bit scalar codes
  // (64 x 4/8 = 32 B + 4 B scale/offset = 36 B). Budget 50% = 6400 B; r = 2:
  // k_top = 6400 / (128 + 2 x 36) = 32, k_mid = 64.
  model::MatrixGroup g;
  g.name = "down";
  g.role = model::GroupRole::ffn_down;
  g.input_dim = 100;
  g.outputs = {{"down", 64}};
  g.weights = 6400;
  MethodSpec spax;
  spax.kind = MethodKind::spax;
  spax.codec = Codec::scalar;
  spax.bits = 4;
  spax.budget = 0.5;
  spax.split_value = 2.0;
  const TierPlan plan = plan_tiers(spax, g, LayerOrdinals{});
  CHECK(plan.mid_column_bytes == 36.0);
  CHECK(plan.k_top == 32);
  CHECK(plan.k_mid == 64);
  // top_fraction_of_budget 25%: top bytes 1600 -> 12.5 columns -> 13 (rounded), codes
  // (6400 - 1600) / 36 = 133.3 > 100 - 12.5 -> every column read: k_top = (6400 - 3600) / 92 =
  // 30.4 -> 30, k_mid = 70.
  spax.split = SplitRule::top_fraction_of_budget;
  spax.split_value = 0.25;
  const TierPlan all = plan_tiers(spax, g, LayerOrdinals{});
  CHECK(all.k_top == 30);
  CHECK(all.k_mid == 70);
}

TEST_CASE("every storage format is a decode format: dense MXFP4 and FP8 bytes of Llama-3.1-8B") {
  // 218,103,808 weights per block x 32 = 6,979,321,856 (the BF16 case above / 2).
  MethodSpec mx;
  mx.format = weight_format_from_name("mxfp4");
  CHECK(is_quantised(mx.format));
  // 17 B per 32 weights: 6,979,321,856 x 17 / 32 = 3,707,764,736 B.
  CHECK(model_bytes(llama_8b(), mx) == 3707764736.0);
  // FP8 with 128 x 128 block scales streams 1 + 4 / 16384 B a weight: 6,979,321,856 +
  // 1,703,936 B.
  MethodSpec fp8;
  fp8.format = weight_format_from_name("fp8_e4m3_block128");
  CHECK(model_bytes(llama_8b(), fp8) == 6979321856.0 + 1703936.0);
  // A format's block type is its registry row.
  CHECK(std::string(to_string(weight_format_block(fp8.format))) == "fp8_e4m3_block128");
  CHECK(bytes_per_weight(weight_format_block(weight_format_from_name("q2_k"))) == 84.0 / 256.0);
}
