// Gemma 4's additions to the model format on hand-derived toys: K = V global layers (shared_kv),
// KV-shared layers (reuses_kv), the router's scales (router_scales) and per-layer inputs
// (per_layer_input).
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

std::string load_error(const std::string& text) {
  try {
    parse(text);
  } catch (const hwsim::io::InputError& e) {
    return e.what();
  }
  return "";
}

// Two layers: the second reuses the first's K/V; per-layer inputs of width 4 over 10 rows.
const char* const kShared = R"(
name: toy-shared
vocab: 100
hidden: 16
tied_embeddings: true
per_layer_input: 4
per_layer_input_vocab: 10
pattern: {blocks: [own, borrowed]}
block_types:
  own:
    attention: {kind: full, heads: 2, kv_heads: 1, head_dim: 8, qk_norm: true}
    ffn: {kind: geglu, inner: 32}
    norms: 4
  borrowed:
    attention: {kind: full, heads: 2, kv_heads: 1, head_dim: 8, qk_norm: true, reuses_kv: true}
    ffn: {kind: geglu, inner: 64}
    norms: 4
)";

}  // namespace

TEST_CASE("reuses_kv drops k/v projections, k_norm and the KV cache; per-layer inputs counted") {
  const ModelSpec m = parse(kShared);
  REQUIRE(m.layers.size() == 2);
  // own: q 16x16 = 256, k 8x16 = 128, v 128, o 16x16 = 256, q/k norms 8 + 8: 784; GeGLU 3*16*32
  // = 1,536; 4 norms 64; per-layer gate 4x16 + projection 16x4 + norm 16 = 144: 2,528.
  CHECK(layer_parameter_count(m.layers[0], 16) == 2'528);
  // borrowed: q 256, o 256, q_norm 8: 520; GeGLU 3*16*64 = 3,072; norms 64; per-layer 144: 3,800.
  CHECK(layer_parameter_count(m.layers[1], 16) == 3'800);
  // Model: embedding 100x16 = 1,600; per-layer embedding 10 x (2*4) = 80, its projection 8x16 =
  // 128 and norm 4; blocks 6,328; final norm 16; tied head: 8,156.
  CHECK(parameter_count(m) == 8'156);
  CHECK(sum_tensors(m) == 8'156);
  CHECK(input_parameter_count(m) == 1'600 + 80 + 128 + 4);
  // Only the first layer stores K and V: 1 head x 8 x (K, V) = 16 elements per token.
  CHECK(kv_cache_elements(m.layers[1], 100) == 0);
  CHECK(kv_cache_elements(m, 3) == 48);
  // The borrowed layer's qkv group projects queries only.
  const auto groups = matrix_groups(m.layers[1], 16);
  REQUIRE(groups.size() == 4);
  CHECK(groups[0].name == "qkv");
  REQUIRE(groups[0].outputs.size() == 1);
  CHECK(groups[0].outputs[0].name == "q");
  CHECK(groups[0].weights == 256);
}

TEST_CASE("shared_kv drops v_proj but caches K and V") {
  // transformers' Gemma4TextAttention: with attention_k_eq_v a full layer has no v_proj and
  // forward takes V from the raw k_proj output, then K gets k_norm and RoPE and V gets v_norm,
  // and past_key_values.update stores both: one projection, two cached tensors.
  const ModelSpec m = parse(R"(
name: toy-k-eq-v
vocab: 100
hidden: 16
layers: 1
tied_embeddings: true
block:
  attention: {kind: full, heads: 2, kv_heads: 1, head_dim: 8, qk_norm: true, shared_kv: true}
  ffn: {kind: geglu, inner: 32}
  norms: 4
)");
  REQUIRE(m.layers.size() == 1);
  // q 16x16 = 256, k 8x16 = 128 (no v), o 256, q/k norms 8 + 8: 656; GeGLU 3*16*32 = 1,536;
  // 4 norms 64: 2,256.
  CHECK(layer_parameter_count(m.layers[0], 16) == 2'256);
  // Embedding 1,600 (tied) and final norm 16: 3,872.
  CHECK(parameter_count(m) == 3'872);
  CHECK(sum_tensors(m) == 3'872);
  const auto groups = matrix_groups(m.layers[0], 16);
  REQUIRE(groups[0].outputs.size() == 2);
  CHECK(groups[0].outputs[1].name == "k");
  // Cache: 1 KV head x 8 x (K, V) = 16 elements per token, as without shared_kv; 3 tokens: 48.
  CHECK(kv_cache_elements(m.layers[0], 1) == 16);
  CHECK(kv_cache_elements(m, 3) == 48);
}

TEST_CASE("router_scales adds the router's input gain and one scale per expert") {
  const ModelSpec m = parse(R"(
name: toy-moe
vocab: 100
hidden: 16
tied_embeddings: true
layers: 1
block:
  attention: {kind: full, heads: 2, head_dim: 8}
  ffn: {kind: geglu, experts: 4, top_k: 2, expert_inner: 8, shared_experts: 1, shared_inner: 32,
        router_scales: true}
  norms: 7
)");
  // Attention 4 x 16x16 = 1,024; router 4x16 = 64 + gain 16 + per-expert scale 4 = 84; experts
  // 4 x 3*16*8 = 1,536; shared 3*16*32 = 1,536; norms 7*16 = 112: 4,292. Model + 1,600 + 16.
  CHECK(layer_parameter_count(m.layers[0], 16) == 4'292);
  CHECK(parameter_count(m) == 5'908);
  CHECK(sum_tensors(m) == 5'908);
  // Active: two of the four experts idle, 2 x 384.
  CHECK(active_parameter_count(m) == 5'908 - 768);
}

TEST_CASE("the Gemma 4 format keys are refused where they mean nothing") {
  CHECK(load_error(R"(
name: t
vocab: 10
hidden: 8
per_layer_input: 4
layers: 1
block: {attention: {heads: 2}, ffn: {kind: geglu, inner: 8}}
)")
            .find("'per_layer_input' needs 'per_layer_input_vocab'") != std::string::npos);
  CHECK(load_error(R"(
name: t
vocab: 10
hidden: 8
per_layer_input_vocab: 4
layers: 1
block: {attention: {heads: 2}, ffn: {kind: geglu, inner: 8}}
)")
            .find("toy.yaml:5:24") != std::string::npos);
  CHECK(load_error(R"(
name: t
vocab: 10
hidden: 8
layers: 1
block: {attention: {heads: 2}, ffn: {kind: geglu, inner: 8, router_scales: true}}
)")
            .find("'router_scales' needs 'experts' > 0") != std::string::npos);
  CHECK(load_error(R"(
name: t
vocab: 10
hidden: 8
layers: 1
block:
  attention: {kind: linear, key_heads: 1, value_heads: 1, key_head_dim: 4, value_head_dim: 4,
              conv_kernel: 4, reuses_kv: true}
  ffn: {kind: geglu, inner: 8}
)")
            .find("'reuses_kv' is only for softmax attention") != std::string::npos);
}
