// The block kinds this year's models added to the model file: Mamba-2 mixers, blocks without a
// token mixer or without an FFN, softmax sinks, MLA's sparse-attention indexer; counts, groups,
// caches and states derived by hand on small blocks, and the loader's refusals.
#include <string>

#include "catch.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/node.hpp"
#include "sim/model/architecture.hpp"
#include "sim/model/model_loader.hpp"

using namespace hwsim;
using namespace hwsim::model;

namespace {

ModelSpec load(const std::string& yaml) {
  return load_model(io::Node::parse_string(yaml, "m.yaml"), nullptr);
}

std::string error_of(const std::string& yaml) {
  try {
    load(yaml);
  } catch (const io::InputError& e) {
    return e.what();
  }
  return "";
}

std::int64_t group_weights(const LayerSpec& l, std::int64_t h) {
  std::int64_t n = 0;
  for (const MatrixGroup& g : matrix_groups(l, h)) n += g.weights;
  return n;
}

// h 16; a Mamba-2 layer of 4 heads of 8 (I 32), 2 groups of state 4, kernel 4.
const char* kHybrid = R"(
name: hybrid
vocab: 10
hidden: 16
tied_embeddings: true
pattern:
  - {repeat: 1, blocks: [mamba, mlp, attention]}
block_types:
  mamba:
    attention: {kind: mamba2, heads: 4, head_dim: 8, groups: 2, state_size: 4, conv_kernel: 4}
    ffn: {kind: none}
    norms: 1
  mlp:
    attention: {kind: none}
    ffn: {kind: relu2, inner: 24}
    norms: 1
  attention:
    attention: {kind: sliding, window: 8, heads: 2, kv_heads: 1, head_dim: 8, sinks: true}
    ffn: {kind: none}
    norms: 1
)";

}  // namespace

TEST_CASE("Mamba-2, MLP-only and attention-only layers, by hand") {
  const ModelSpec m = load(kHybrid);
  REQUIRE(m.layers.size() == 3);
  const LayerSpec& mamba = m.layers[0];
  // in_proj (2 x 32 + 2 x 2 x 4 + 4 = 84) x 16 = 1,344; conv1d C = 32 + 16 = 48 channels x 4 =
  // 192 + bias 48; dt_bias, A_log, D 3 x 4; norm 32; out_proj 16 x 32 = 512; norm 16: 2,156.
  CHECK(layer_parameter_count(mamba, 16) == 2'156);
  // Groups: in_proj 16 x 84 and out_proj 32 x 16.
  CHECK(group_weights(mamba, 16) == 1'344 + 512);
  CHECK(matrix_groups(mamba, 16).front().attention_after);
  // State: SSM 32 x 4 = 128 + conv 48 x 3 = 144 elements; no cache.
  CHECK(recurrent_state_elements(mamba) == 272);
  CHECK(recurrent_update_elements(mamba.attention) == 128);
  CHECK(kv_cache_elements(mamba, 100) == 0);
  // MLP only (relu2): up 24 x 16, down 16 x 24, one norm: 784; no attention group.
  const LayerSpec& mlp = m.layers[1];
  CHECK(mlp.ffn.activation == FfnActivation::relu2);
  CHECK(layer_parameter_count(mlp, 16) == 784);
  CHECK(matrix_groups(mlp, 16).size() == 2);
  CHECK(kv_cache_elements(mlp, 100) == 0);
  // Attention only, sinks: q 16 x 16, k, v 8 x 16, o 16 x 16, sinks 2, norm 16: 786.
  const LayerSpec& att = m.layers[2];
  CHECK(layer_parameter_count(att, 16) == 786);
  CHECK(matrix_groups(att, 16).size() == 2);
  // Whole model: embedding 160 (tied) + final norm 16.
  CHECK(parameter_count(m) == 2'156 + 784 + 786 + 160 + 16);
  std::int64_t listed = 0;
  for (const TensorCount& t : tensors(m)) listed += t.count;
  CHECK(listed == parameter_count(m));
}

TEST_CASE("MLA's indexer: parameters, groups and its key in the cache") {
  const ModelSpec m = load(R"(
name: dsa
vocab: 10
hidden: 32
layers: 1
block:
  attention: {kind: mla, heads: 2, q_lora_rank: 8, kv_lora_rank: 4, qk_nope_head_dim: 4,
              qk_rope_head_dim: 2, v_head_dim: 4, index_heads: 3, index_head_dim: 4}
  ffn: {kind: swiglu, inner: 8}
)");
  const LayerSpec& l = m.layers[0];
  // Indexer: wq_b (3 x 4) x 8 = 96, wk 4 x 32 = 128, k_norm 2 x 4 = 8, weights_proj 3 x 32 = 96.
  LayerSpec without = l;
  without.attention.mla.index_heads = 0;
  without.attention.mla.index_head_dim = 0;
  CHECK(layer_parameter_count(l, 32) - layer_parameter_count(without, 32) == 96 + 128 + 8 + 96);
  CHECK(group_weights(l, 32) - group_weights(without, 32) == 96 + 128 + 96);
  // Cache per token: latent 4 + rope key 2 + indexer key 4.
  CHECK(kv_cache_elements(l, 1) == 10);
}

TEST_CASE("the loader refuses keys a kind does not use") {
  CHECK(error_of(R"(
name: x
vocab: 10
hidden: 16
layers: 1
block:
  attention: {kind: none, heads: 2}
  ffn: {kind: none}
)") == "m.yaml:7:34: block.attention.heads: 'heads' is not used by kind none (no token "
       "mixer)");
  CHECK(error_of(R"(
name: x
vocab: 10
hidden: 16
layers: 1
block:
  attention: {kind: mamba2, heads: 4, head_dim: 8, groups: 3, state_size: 4, conv_kernel: 4}
  ffn: {kind: none}
)") == "m.yaml:7:60: block.attention.groups: groups 3 must divide heads 4");
  CHECK(error_of(R"(
name: x
vocab: 10
hidden: 16
layers: 1
block:
  attention: {kind: full, heads: 2, state_size: 4}
  ffn: {kind: none, inner: 4}
)") == "m.yaml:7:49: block.attention.state_size: 'state_size' is only for kind mamba2");
  CHECK(error_of(R"(
name: x
vocab: 10
hidden: 16
layers: 1
block:
  attention: {kind: mla, heads: 2, q_lora_rank: 0, kv_lora_rank: 4, qk_nope_head_dim: 4,
              qk_rope_head_dim: 2, v_head_dim: 4, index_heads: 3, index_head_dim: 4}
  ffn: {kind: none}
)") == "m.yaml:8:64: block.attention.index_heads: the indexer reads the query latent: "
       "needs q_lora_rank > 0");
}
