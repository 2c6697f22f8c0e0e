// Checkpoint sizes from quantization_config and torch_dtype (sim/hf/checkpoint.hpp): each
// shipped quantized config against its published checkpoint size (workloads/models/hf/README.md
// gives the sources) within 1%, and small configs of every other method derived by hand.
#include <algorithm>
#include <cmath>
#include <string>

#include "catch.hpp"
#include "sim/hf/checkpoint.hpp"
#include "sim/hf/hf_import.hpp"
#include "sim/io/input_error.hpp"

using namespace hwsim;

namespace {

std::string hf_path(const std::string& name) {
  return std::string(HWSIM_SOURCE_DIR) + "/workloads/models/hf/" + name + "/config.json";
}

struct Sized {
  hf::ImportedModel imported;
  model::ModelSpec model;
  hf::CheckpointSize size;
};

Sized size_of_file(const std::string& name) {
  Sized s{hf::import_config_file(hf_path(name)), {}, {}};
  s.model = hf::load_imported(s.imported, "<" + name + ">");
  s.size = hf::checkpoint_size(s.imported.checkpoint, s.model);
  return s;
}

Sized size_of_text(const std::string& text) {
  Sized s{hf::import_config_text(text, "q.json"), {}, {}};
  s.model = hf::load_imported(s.imported, "<q>");
  s.size = hf::checkpoint_size(s.imported.checkpoint, s.model);
  return s;
}

bool within_one_percent(double ours, double published) {
  return std::abs(ours - published) <= 0.01 * published;
}

// A Llama of one block: hidden 64, 2 heads of 32 (and 2 KV heads), SwiGLU 128, vocab 100.
std::string tiny_llama(const std::string& quantization) {
  return R"({"model_type": "llama", "hidden_size": 64, "intermediate_size": 128,
    "num_attention_heads": 2, "num_key_value_heads": 2, "num_hidden_layers": 1,
    "vocab_size": 100, "hidden_act": "silu", "tie_word_embeddings": false,
    "torch_dtype": "bfloat16", "quantization_config": )" +
         quantization + "}";
}

// The tiny Llama's tensors in bf16 but its block matrices: embedding and head 2 x 100 x 64 x 2 B
// = 25,600 B, 3 norms of 64 = 384 B.
constexpr double kTinyOther = 25'600.0 + 384.0;

}  // namespace

TEST_CASE("DeepSeek-V3's FP8 checkpoint: 128 x 128 block scales, the MTP module included") {
  const Sized ds = size_of_file("DeepSeek-V3");
  CHECK(ds.imported.checkpoint.format == "fp8_e4m3_block128");
  // The HF API's per-dtype totals (tests/hf/hf_import_test.cpp reconciles them tensor by
  // tensor): F8_E4M3 680,571,043,840 weights; F32 41,555,600 = 41,540,496 block scales + the
  // routers' 59 x 256 e_score_correction_bias; BF16 3,918,786,560. Published bytes:
  // 680,571,043,840 + 4 x 41,555,600 + 2 x 3,918,786,560 = 688,574,839,360.
  CHECK(ds.size.quantized_weights == 680'571'043'840);
  // hwsim keeps the router biases in the config's dtype (bf16): 2 x 15,104 B less.
  CHECK(ds.size.bytes == 680'571'043'840.0 + 4.0 * 41'540'496 + 2.0 * (3'918'786'560 + 15'104));
  CHECK(within_one_percent(ds.size.bytes, 688'574'839'360.0));
  // The MTP layer: one MoE block (MLA 187,107,328; router 256 x 7168 + 256; 256 experts and one
  // shared expert of 3 x 7168 x 2048; 2 norms: 11,507,286,272) + 3 norms, eh_proj and the
  // embedding's and head's copies.
  CHECK(ds.size.mtp_parameters ==
        11'507'286'272 + 3 * 7168 + 2 * 7168LL * 7168 + 2 * 129'280LL * 7168);
}

TEST_CASE("gpt-oss's MXFP4 experts: checkpoints to the byte") {
  // Experts in MXFP4 (17 B per 32 weights), everything else bf16 (modules_to_not_convert names
  // the attention, the router, the embedding and the head).
  // 120b: 36 x 128 x 24,883,200 expert weights x 17/32 = 60,914,073,600 B + (116,829,156,672 -
  // 114,661,785,600) x 2 B = 65,248,815,744, the tensor bytes of the published safetensors
  // files (a public check of the 15 downloaded shards).
  const Sized big = size_of_file("gpt-oss-120b");
  CHECK(big.size.quantized_weights == 114'661'785'600);
  CHECK(big.size.bytes == 65'248'815'744.0);
  // 20b: 24 x 32 x 24,883,200 weights; the index's total_size 13,761,264,768.
  CHECK(size_of_file("gpt-oss-20b").size.bytes == 13'761'264'768.0);
}

TEST_CASE("Kimi-K2's FP8 checkpoint within 1% of its published payload") {
  // 1,029,173,256,720 B: the payload bytes of the 61 shards of moonshotai/Kimi-K2-Instruct as a
  // public recount of their headers gives them (no MTP module: num_nextn_predict_layers 0).
  const Sized k2 = size_of_file("Kimi-K2-Instruct");
  CHECK(within_one_percent(k2.size.bytes, 1'029'173'256'720.0));
  CHECK(std::abs(k2.size.bytes - 1'029'173'256'720.0) < 1e5);  // 53 kB: F32 router biases
}

TEST_CASE("an unquantized checkpoint is its parameters at torch_dtype") {
  // Llama-3.1-8B: the index's total_size 16,060,522,496 = 2 x 8,030,261,248.
  const Sized llama = size_of_file("Meta-Llama-3.1-8B");
  CHECK_FALSE(llama.imported.checkpoint.quantized());
  CHECK(llama.imported.checkpoint.dtype_source == "torch_dtype");
  CHECK(llama.size.bytes == 16'060'522'496.0);
}

TEST_CASE("GPTQ, bitsandbytes, HQQ, compressed-tensors and modelopt, by hand") {
  // GPTQ 4-bit g32: 18.5 B per 32 weights of a row + 4 B of g_idx per input column.
  // q, k, v, o 64 x 64: 64 x 2 x 18.5 + 64 x 4 = 2,624 each; gate, up 128 x 64: 4,992 each;
  // down 64 x 128: 64 x 4 x 18.5 + 128 x 4 = 5,248.
  const Sized gptq =
      size_of_text(tiny_llama(R"({"quant_method": "gptq", "bits": 4, "group_size": 32})"));
  CHECK(gptq.imported.checkpoint.format == "gptq_int4");
  CHECK(gptq.size.bytes == 4 * 2'624.0 + 2 * 4'992.0 + 5'248.0 + kTinyOther);
  // NF4 (blocks of 64, 36 B): q, k, v, o 4 x 2,304; gate, up 2 x 4,608; down 4,608; with
  // down_proj skipped it stays bf16: 64 x 128 x 2 = 16,384.
  const std::string nf4 = R"({"quant_method": "bitsandbytes", "load_in_4bit": true,
      "bnb_4bit_quant_type": "nf4")";
  CHECK(size_of_text(tiny_llama(nf4 + "}")).size.bytes ==
        4 * 2'304.0 + 2 * 4'608.0 + 4'608.0 + kTinyOther);
  const Sized skip = size_of_text(tiny_llama(nf4 + R"(, "llm_int8_skip_modules": ["down_proj"]})"));
  CHECK(skip.size.bytes == 4 * 2'304.0 + 2 * 4'608.0 + 16'384.0 + kTinyOther);
  CHECK(std::find(skip.size.unquantized.begin(), skip.size.unquantized.end(),
                  "modules the config excludes") != skip.size.unquantized.end());
  // HQQ 2-bit g16: (4 + 4) B per 16 = 0.5 B a weight: 4 x 2,048 + 3 x 4,096.
  CHECK(size_of_text(tiny_llama(R"({"quant_method": "hqq", "nbits": 2, "group_size": 16})"))
            .size.bytes == 4 * 2'048.0 + 3 * 4'096.0 + kTinyOther);
  // compressed-tensors int4 g32 with lm_head ignored: 18 B per 32 + 8 B weight_shape a matrix:
  // 4 x (64 x 2 x 18 + 8) + 2 x (128 x 2 x 18 + 8) + (64 x 4 x 18 + 8).
  const Sized ct = size_of_text(tiny_llama(R"({"quant_method": "compressed-tensors",
      "format": "pack-quantized", "ignore": ["lm_head"], "config_groups": {"group_0": {
      "targets": ["Linear"], "weights": {"num_bits": 4, "type": "int", "strategy": "group",
      "group_size": 32, "symmetric": true}}}})"));
  CHECK(ct.size.bytes == 4 * 2'312.0 + 2 * 4'616.0 + 4'616.0 + kTinyOther);
  // modelopt NVFP4: 9 B per 16 + 4 B per matrix: 4 x (64 x 4 x 9 + 4) + 3 x (128 x 4 x 9 + 4).
  CHECK(size_of_text(tiny_llama(R"({"quant_method": "modelopt", "quant_algo": "NVFP4"})"))
            .size.bytes == 4 * 2'308.0 + 3 * 4'612.0 + kTinyOther);
  // An ignore pattern for every attention projection (a glob) keeps them bf16 (8,192 B each).
  const Sized ignored = size_of_text(tiny_llama(
      R"({"quant_method": "modelopt", "quant_algo": "NVFP4",
          "exclude_modules": ["model.layers.*.self_attn*"]})"));
  CHECK(ignored.size.bytes == 4 * 8'192.0 + 3 * 4'612.0 + kTinyOther);
}

TEST_CASE("ignore patterns and module names as checkpoints write them") {
  CHECK(hf::pattern_matches("model.layers.*.self_attn", "model.layers.3.self_attn.q_proj"));
  CHECK(hf::pattern_matches("lm_head", "lm_head"));
  CHECK(hf::pattern_matches("re:.*mlp.gate$", "model.layers.3.mlp.gate"));
  CHECK_FALSE(hf::pattern_matches("re:.*mlp.gate$", "model.layers.3.mlp.gate_proj"));
  CHECK(hf::pattern_matches("model.layers.61*", "model.layers.61.mlp.experts.1.up_proj"));
  CHECK_FALSE(hf::pattern_matches("model.layers.61*", "model.layers.6.self_attn.q_proj"));
  CHECK(hf::pattern_matches("down_proj", "model.layers.0.mlp.down_proj"));
  hf::Checkpoint c;
  CHECK(hf::module_name(c, "layers.3.attn.q_proj.weight") == "model.layers.3.self_attn.q_proj");
  CHECK(hf::module_name(c, "layers.3.ffn.experts.7.up_proj.weight") ==
        "model.layers.3.mlp.experts.7.up_proj");
  CHECK(hf::module_name(c, "layers.3.ffn.shared_experts.0.down_proj.weight") ==
        "model.layers.3.mlp.shared_experts.down_proj");
  CHECK(hf::module_name(c, "layers.3.ffn.router.weight") == "model.layers.3.mlp.gate");
  c.layer_prefix = "backbone.layers.";
  c.mixer_module = c.ffn_module = "mixer";
  CHECK(hf::module_name(c, "layers.4.attn.in_proj.weight") == "backbone.layers.4.mixer.in_proj");
  CHECK(hf::module_name(c, "embed_tokens.weight") == "model.embed_tokens");
}

TEST_CASE("a quantization_config hwsim cannot size is an error at its key") {
  try {
    hf::import_config_text(tiny_llama(R"({"quant_method": "eetq"})"), "q.json");
    FAIL("no error");
  } catch (const io::InputError& e) {
    CHECK(std::string(e.what()).find("quantization_config.quant_method: quant_method 'eetq' is "
                                     "not one hwsim sizes") != std::string::npos);
  }
}
