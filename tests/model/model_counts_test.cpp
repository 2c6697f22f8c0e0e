// Exact parameter counts of public models and hand-derived toys.
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

ModelSpec load_file(const std::string& name) {
  return load_model(Node::load_file(std::string(HWSIM_SOURCE_DIR) + "/workloads/models/" + name),
                    nullptr);
}

}  // namespace

TEST_CASE("Llama-3.1 parameter counts match the published totals") {
  // 8B: 2*v*h = 1,050,673,152; per block q,o 4096^2 + k,v 1024*4096 = 41,943,040, SwiGLU
  // 3*4096*14336 = 176,160,768, norms 8192 -> 218,112,000 * 32 = 6,979,584,000; final norm 4096.
  const ModelSpec m8 = load_file("llama-3.1-8b.yaml");
  CHECK(parameter_count(m8) == 8'030'261'248);
  CHECK(sum_tensors(m8) == 8'030'261'248);
  CHECK(parameter_count(load_file("llama-3.1-70b.yaml")) == 70'553'706'496);
  CHECK(parameter_count(load_file("llama-3.1-405b.yaml")) == 405'853'388'800);
  CHECK(active_parameter_count(m8) == parameter_count(m8));
}

TEST_CASE("Mistral-NeMo-12B (the end-to-end harness's held-out shape): 12,247,782,400") {
  // 2*v*h = 2*131072*5120 = 1,342,177,280; per block q,o 4096*5120 + k,v 1024*5120 = 52,428,800,
  // SwiGLU 3*5120*14336 = 220,200,960, norms 10,240 -> 272,640,000 * 40 = 10,905,600,000; final
  // norm 5120. The published total of Mistral-Nemo-Base-2407 is 12.2B.
  const ModelSpec m = load_file("mistral-nemo-12b.yaml");
  CHECK(parameter_count(m) == 12'247'782'400);
  CHECK(sum_tensors(m) == 12'247'782'400);
}

TEST_CASE("OPT-30B and OPT-6.7B (FlexGen's baselines) as transformers builds them") {
  // The derivations are in the model files' headers: biased q/k/v/out and ReLU FFN, LayerNorms
  // with bias, a position table of 2048 + 2 rows, tied head. facebook/opt-6.7b's published size is
  // 6.7B; opt-30b's 30B.
  const ModelSpec m30 = load_file("opt-30b.yaml");
  CHECK(parameter_count(m30) == 29'974'540'288);
  CHECK(sum_tensors(m30) == 29'974'540'288);
  CHECK(parameter_count(load_file("opt-6.7b.yaml")) == 6'658'473'984);
}

TEST_CASE("source block: P = v*h + L*(12h^2 + 13h) + 2h") {
  // v=10, h=4, L=2: 40 + 2*(192 + 52) + 8 = 536.
  const ModelSpec toy = parse(R"(
name: gpt-toy
vocab: 10
hidden: 4
norm: layernorm
tied_embeddings: true
layers: 2
block:
  attention: {heads: 2, qkv_bias: true, output_bias: true}
  ffn: {kind: gelu, inner: 16, bias: true}
)");
  CHECK(parameter_count(toy) == 536);
  CHECK(sum_tensors(toy) == 536);
  const ModelSpec s8 = load_file("source-block-llama-3.1-8b.yaml");
  const std::int64_t h = 4096;
  CHECK(parameter_count(s8) == 128256 * h + 32 * (12 * h * h + 13 * h) + 2 * h);
}

TEST_CASE("heterogeneous stack: sliding softmax block + linear-attention block") {
  // h=8, v=16, untied, RMSNorm.
  // A (sliding, 2 heads, 1 kv head, d=4): q 8*8 + k 4*8 + v 4*8 + o 8*8 = 192; SwiGLU 16:
  //   3*8*16 = 384; norms 2*8 = 16 -> 592.
  // B (linear: Hk=1, Hv=2, dk=2, dv=3, K=4 -> Kd=2, Vd=6): qkvz (4+12)*8 = 128, ba 4*8 = 32,
  //   conv (4+6)*4 = 40, dt_bias 2, A_log 2, norm 3, out 8*6 = 48 -> 255; ReLU MLP 16: 256;
  //   norms 16 -> 527.
  // Model: embedding 128 + head 128 + final norm 8 + 592 + 527 = 1383.
  const ModelSpec m = parse(R"(
name: hetero
vocab: 16
hidden: 8
pattern: {repeat: 1, blocks: [a, b]}
block_types:
  a:
    attention: {kind: sliding, window: 4, heads: 2, kv_heads: 1, head_dim: 4}
    ffn: {kind: swiglu, inner: 16}
  b:
    attention: {kind: linear, key_heads: 1, value_heads: 2, key_head_dim: 2, value_head_dim: 3,
                conv_kernel: 4}
    ffn: {kind: relu, inner: 16}
)");
  REQUIRE(m.layers.size() == 2);
  CHECK(layer_parameter_count(m.layers[0], 8) == 592);
  CHECK(layer_parameter_count(m.layers[1], 8) == 527);
  CHECK(parameter_count(m) == 1383);
  CHECK(sum_tensors(m) == 1383);
  const std::vector<MatrixGroup> g = matrix_groups(m.layers[1], 8);
  REQUIRE(g.size() == 4);
  CHECK(g[0].name == "in_proj");
  CHECK(g[0].weights == 8 * (16 + 4));
  CHECK(g[1].input_dim == 6);
  CHECK(g[0].role == GroupRole::attention_in);
  CHECK(g[1].role == GroupRole::attention_out);
  CHECK(g[2].role == GroupRole::ffn_in);  // relu: up alone
  CHECK(g[2].part == FfnPart::dense);
  CHECK(g[3].role == GroupRole::ffn_down);
}

TEST_CASE("MoE toy: total and active parameters") {
  // h=4, v=8 tied. Attention 1 head d=4: 4 * 16 = 64. Router 4*4 = 16; each SwiGLU expert
  // 3*4*2 = 24, 4 experts 96, 1 shared 24; norms 8 -> block 208. Model 32 + 208 + 4 = 244.
  // Active: 2 of 4 routed experts -> 244 - 2*24 = 196.
  const ModelSpec m = parse(R"(
name: moe
vocab: 8
hidden: 4
tied_embeddings: true
layers: 1
block:
  attention: {heads: 1}
  ffn: {kind: swiglu, experts: 4, top_k: 2, expert_inner: 2, shared_experts: 1}
)");
  CHECK(parameter_count(m) == 244);
  CHECK(sum_tensors(m) == 244);
  CHECK(active_parameter_count(m) == 196);
  const std::vector<MatrixGroup> g = matrix_groups(m.layers[0], 4);
  REQUIRE(g.size() == 7);  // qkv, o, router, experts.gate_up, experts.down, shared x2
  CHECK(g[3].instances == 4);
  CHECK(g[3].active_instances == 2);
  CHECK(g[3].weights == 4 * 4 * 4);
  // Roles, in the order matrix_groups builds them: the FFN's groups say which FFN they are.
  const std::vector<GroupRole> roles{
      GroupRole::attention_in, GroupRole::attention_out, GroupRole::router,  GroupRole::ffn_in,
      GroupRole::ffn_down,     GroupRole::ffn_in,        GroupRole::ffn_down};
  const std::vector<FfnPart> parts{FfnPart::none,   FfnPart::none,   FfnPart::none,
                                   FfnPart::routed, FfnPart::routed, FfnPart::shared,
                                   FfnPart::shared};
  for (std::size_t i = 0; i < g.size(); ++i) {
    CHECK(g[i].role == roles[i]);
    CHECK(g[i].part == parts[i]);
    CHECK(g[i].is_ffn() == (i >= 3));
    CHECK(g[i].is_routed() == (i == 3 || i == 4));
  }
}

TEST_CASE("Llama-3.1-8B decode groups: 218.1M weights per block") {
  const ModelSpec m = load_file("llama-3.1-8b.yaml");
  std::int64_t weights = 0;
  for (const MatrixGroup& g : matrix_groups(m.layers[0], m.hidden)) weights += g.weights;
  CHECK(weights == 218'103'808);  // 41,943,040 attention + 176,160,768 FFN
  CHECK(matrix_groups(m.layers[0], m.hidden)[0].output_dim() == 4096 + 1024 + 1024);
}

TEST_CASE("Gemma-4-31B and Qwen3.6-27B load; totals derived from their configs") {
  // Gemma: sliding block q 8192*5376 + k,v 4096*5376*2 + o 5376*8192 = 176,160,768; GeGLU
  // 3*5376*21504 = 346,816,512; q/k norm 512; norms 4*5376 = 21,504 -> 523,000,... computed below
  // from the same pieces by hand:
  const std::int64_t h = 5376;
  const std::int64_t sliding = 8192 * h * 2 + 4096 * h * 2 + 3 * h * 21504 + 512 + 4 * h;
  const std::int64_t global = 16384 * h * 2 + 2048 * h + 3 * h * 21504 + 1024 + 4 * h;
  const ModelSpec g = load_file("gemma-4-31b.yaml");
  CHECK(g.layers.size() == 60);
  CHECK(parameter_count(g) == 262144 * h + 50 * sliding + 10 * global + h);
  // Qwen: linear block Kd=2048, Vd=6144: 5120*(16384 + 96) + 10240*4 + 96 + 128 + 6144*5120;
  // full block q+gate 12288, k,v 1024: 5120*(6144*2 + 2048) + 6144*5120 + 512; FFN 3*5120*17408;
  // 2 norms 10240.
  const std::int64_t q = 5120;
  const std::int64_t ffn = 3 * q * 17408 + 2 * q;
  const std::int64_t linear = q * (16384 + 96) + 10240 * 4 + 96 + 128 + 6144 * q + ffn;
  const std::int64_t full = q * (6144 * 2 + 2048) + 6144 * q + 512 + ffn;
  const ModelSpec w = load_file("qwen3.6-27b.yaml");
  CHECK(w.layers.size() == 64);
  CHECK(parameter_count(w) == 2 * 248320 * q + 48 * linear + 16 * full + q);
}

TEST_CASE("bad model input: exact errors") {
  auto error_of = [](const std::string& text) -> std::string {
    try {
      parse(text);
    } catch (const hwsim::io::InputError& e) {
      return e.what();
    }
    return "no error";
  };
  CHECK(error_of("name: x\nvocab: 8\nhidden: 4\nlayers: 1\ntied_embedding: true\n"
                 "block: {attention: {heads: 1}, ffn: {kind: relu, inner: 4}}\n") ==
        "toy.yaml:5:1: tied_embedding: unknown key 'tied_embedding' (did you mean "
        "'tied_embeddings'?)");
  CHECK(error_of("name: x\nvocab: 8\nhidden: 4\nlayers: 1\n"
                 "block: {attention: {heads: 1, qkv_bais: true}, ffn: {kind: relu, inner: 4}}\n") ==
        "toy.yaml:5:31: block.attention.qkv_bais: unknown key 'qkv_bais' (did you mean "
        "'qkv_bias'?)");
  CHECK(error_of("name: x\nvocab: 8\nhidden: 4\nlayers: 1\n"
                 "block: {attention: {heads: 3}, ffn: {kind: relu, inner: 4}}\n") ==
        "toy.yaml:5:20: block.attention: hidden 4 is not a multiple of heads 3: give 'head_dim'");
  CHECK(error_of("name: x\nvocab: 8\nhidden: 4\npattern: {blocks: [a, c]}\n"
                 "block_types: {a: {attention: {heads: 1}, ffn: {kind: relu, inner: 4}}}\n") ==
        "toy.yaml:4:23: pattern.blocks[1]: unknown block type 'c' (block_types defines 'a')");
}

TEST_CASE("training-memory validation models: counts equal the hand derivations in each file") {
  // Each file's header comment derives its count per tensor; validate/train_memory/train_memory.py
  // checks the PyTorch model's numel against the same number before measuring a case.
  struct Expected {
    const char* file;
    std::int64_t parameters;
  };
  const Expected expected[] = {
      // 50257*768 + 1024*768 + 6*(12*768^2 + 13*768) + 2*768
      {"heldout-gpt2.yaml", 81'912'576},
      // 2*64000*1536 + 3*25,168,896 + 1536
      {"heldout-gqa.yaml", 272'116'224},
      // 50272*1280 + 2048*1280 + 4*(4*1280^2 + 4*1280 + 2*5120*1280 + 5120 + 1280 + 4*1280)
      //   + 2*1280
      {"heldout-opt-relu.yaml", 145'681'920},
      // 2*32768*768 + 3*(1,572,864 + 8*768 + 8*3*1536*768 + 2*768) + 768
      {"heldout-moe.yaml", 140'008'704},
      // 262144*640 (tied) + 2*4,424,960 + 640
      {"heldout-bigvocab.yaml", 176'622'720},
      // 50257*512 + 2048*512 + 8*(12*512^2 + 13*512) + 2*512
      {"dev2-gpt2.yaml", 52'000'256},
      // 2*32000*2048 + 2*(2*2048^2 + 2*1024*2048 + 3*5632*2048 + 2*2048) + 2048
      {"dev2-gqa.yaml", 225'454'080},
      // 50272*896 + 2048*896 + 3*(4*896^2 + 4*896 + 2*3584*896 + 3584 + 896 + 4*896) + 2*896
      {"dev2-relu.yaml", 75'816'832},
      // 2*32000*512 + 4*(512^2 + 2*128*512 + 512^2 + 4*512 + 4*3*2048*512 + 2*512) + 512
      {"dev2-moe.yaml", 85'733'888},
      // 2*128256*512 + 2*(4*512^2 + 3*1536*512 + 2*512) + 512
      {"dev2-vocab128k.yaml", 138'152'448},
  };
  for (const Expected& e : expected) {
    INFO(e.file);
    const ModelSpec m = load_file(e.file);
    CHECK(parameter_count(m) == e.parameters);
    CHECK(sum_tensors(m) == e.parameters);
  }
}
