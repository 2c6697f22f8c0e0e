// Multi-head latent attention, q/k norms over all heads, gated shared experts and KV-cache
// elements on hand-derived toys.
#include <cstdio>
#include <string>

#include "catch.hpp"
#include "model/toy_model.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/node.hpp"
#include "sim/model/architecture.hpp"
#include "sim/model/model_loader.hpp"

using hwsim::io::Node;
using namespace hwsim::model;

namespace {

const char* const kMla = R"(
name: toy-mla
vocab: 100
hidden: 64
layers: 2
block:
  attention: {kind: mla, heads: 4, q_lora_rank: 16, kv_lora_rank: 8, qk_nope_head_dim: 6,
              qk_rope_head_dim: 2, v_head_dim: 4}
  ffn: {kind: swiglu, inner: 32}
)";

}  // namespace

TEST_CASE("MLA counts every projection and caches the latent") {
  // q_a 16x64 = 1024, q_a_layernorm 16, q_b 4*(6+2) x 16 = 512, kv_a (8+2) x 64 = 640,
  // kv_a_layernorm 8, kv_b 4*(6+4) x 8 = 320, o 64 x 4*4 = 1024: attention 3,544; SwiGLU
  // 3*64*32 = 6,144; norms 2*64: 9,816 per block. Model: 2 blocks + embedding and head 2*100*64 +
  // final norm 64 = 32,496.
  const ModelSpec m = parse(kMla);
  CHECK(layer_parameter_count(m.layers[0], 64) == 9'816);
  CHECK(parameter_count(m) == 32'496);
  CHECK(sum_tensors(m) == 32'496);
  // The rest of hwsim sees 4 heads of width nope + rope = 8, one K/V per head.
  CHECK(m.layers[0].attention.head_dim == 8);
  CHECK(m.layers[0].attention.kv_heads == 4);
  // Cache: kv_lora_rank + qk_rope_head_dim = 10 per layer and token; 2 layers x 5 tokens = 100.
  CHECK(kv_cache_elements(m, 5) == 100);
  // Groups: qkv_a reads the hidden state (q_a 16 + kv_a 10 rows: 64*26 = 1,664 = 1,024 + 640),
  // q_b and kv_b read the latents, o reads the 16 value channels.
  const auto groups = matrix_groups(m.layers[0], 64);
  REQUIRE(groups.size() == 6);
  CHECK(groups[0].name == "qkv_a");
  CHECK(groups[0].weights == 1'664);
  CHECK(groups[1].name == "q_b");
  CHECK(groups[1].weights == 512);
  CHECK(groups[2].name == "kv_b");
  CHECK(groups[2].weights == 320);
  CHECK(groups[2].attention_after);
  CHECK(groups[3].name == "o");
  CHECK(groups[3].weights == 1'024);
  CHECK(groups[0].role == GroupRole::attention_in);
  CHECK(groups[1].role == GroupRole::attention_latent);
  CHECK(groups[2].role == GroupRole::attention_latent);
  CHECK(groups[3].role == GroupRole::attention_out);
  // q_lora_rank 0: one q_proj 32 x 64 = 2,048 replaces q_a, its norm and q_b (1,552).
  std::string direct = kMla;
  direct.replace(direct.find("q_lora_rank: 16"), 15, "q_lora_rank: 0");
  CHECK(layer_parameter_count(parse(direct).layers[0], 64) == 9'816 - 1'552 + 2'048);
  CHECK(sum_tensors(parse(direct)) == parameter_count(parse(direct)));
}

TEST_CASE("MLA rejects the keys of other attention kinds") {
  std::string bad = kMla;
  bad.replace(bad.find("heads: 4,"), 9, "heads: 4, kv_heads: 2,");
  CHECK_THROWS_WITH(parse(bad),
                    "toy.yaml:7:46: block.attention.kv_heads: 'kv_heads' is not used "
                    "by kind mla");
}

TEST_CASE("q/k norms over all heads and gated shared experts") {
  // heads 4, kv_heads 2, head_dim 16: per-head norms 16 + 16; over all heads 64 + 32 = 96.
  const char* const text = R"(
name: toy
vocab: 10
hidden: 64
layers: 1
block:
  attention: {kind: full, heads: 4, kv_heads: 2, head_dim: 16, qk_norm: true, %s}
  ffn: {kind: swiglu, experts: 2, top_k: 1, expert_inner: 8, shared_experts: 1, %s}
)";
  auto make = [&](const char* norm, const char* gate) {
    char buffer[512];
    std::snprintf(buffer, sizeof buffer, text, norm, gate);
    return parse(buffer);
  };
  const ModelSpec per_head = make("qk_norm_over_heads: false", "shared_expert_gate: false");
  const ModelSpec over = make("qk_norm_over_heads: true", "shared_expert_gate: false");
  CHECK(parameter_count(over) - parameter_count(per_head) == 96 - 32);
  // One shared expert's gate: a 1 x 64 matrix.
  const ModelSpec gated = make("qk_norm_over_heads: false", "shared_expert_gate: true");
  CHECK(parameter_count(gated) - parameter_count(per_head) == 64);
  CHECK(sum_tensors(gated) == parameter_count(gated));
  CHECK(sum_tensors(over) == parameter_count(over));
}
