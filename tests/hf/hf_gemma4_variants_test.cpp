// Gemma 4's MoE variant (26B-A4B) and its per-layer-input, KV-sharing variant (E2B) imported from
// the best config text found (workloads/models/hf/README.md: neither is Google's published file),
// counted tensor by tensor as transformers' modeling_gemma4.py builds them (Gemma4TextAttention,
// Gemma4TextMLP, Gemma4TextRouter, Gemma4TextExperts, Gemma4TextDecoderLayer, Gemma4TextModel).
// No exact published parameter count was found for either: the model cards give 25.2B total /
// 3.8B active (26B-A4B) and 2.3B effective / 5.1B with the per-layer embeddings, vision and
// audio encoders (E2B), which the hand-derived exact counts below round to.
#include <cmath>
#include <fstream>
#include <sstream>
#include <string>

#include "catch.hpp"
#include "sim/hf/hf_import.hpp"
#include "sim/io/input_error.hpp"
#include "sim/model/architecture.hpp"

using namespace hwsim;
using model::ModelSpec;

namespace {

std::string path(const std::string& folder, const std::string& file) {
  return std::string(HWSIM_SOURCE_DIR) + "/workloads/models/hf/" + folder + "/" + file;
}

const std::string k26b = path("gemma-4-26B-A4B-it", "config.nvfp4a16-transcription.json");
const std::string kE2b = path("gemma-4-E2B-it", "config.fixture-transcription.json");

ModelSpec load(const std::string& file) {
  return hf::load_imported(hf::import_config_file(file), "<gemma4>");
}

std::int64_t sum_tensors(const ModelSpec& m) {
  std::int64_t total = 0;
  for (const model::TensorCount& t : model::tensors(m)) total += t.count;
  return total;
}

// Billions rounded to one decimal, as the model cards print them.
double billions(std::int64_t n) { return std::round(static_cast<double>(n) / 1e8) / 10; }

std::string import_error(const std::string& file, const std::string& from, const std::string& to) {
  std::ifstream in(file);
  std::ostringstream read;
  read << in.rdbuf();
  std::string text = read.str();
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), to);
  try {
    hf::import_config_text(text, "bad.json");
  } catch (const io::InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("Gemma 4 26B-A4B: the MoE block beside the dense MLP, K = V on global layers") {
  const ModelSpec m = load(k26b);
  REQUIRE(m.layers.size() == 30);
  // h = 2816. Sliding layers (25): q 16 x 256 = 4096 rows and o: 2 x 4096 x 2816 = 23,068,672;
  // k, v 8 x 256 = 2048 rows: 11,534,336; q/k norms 2 x 256: 34,603,520.
  // Global layers (5): q, o 16 x 512 = 8192: 46,137,344; k only (attention_k_eq_v) 2 x 512 =
  // 1024 rows: 2,883,584; q/k norms 2 x 512: 49,021,952.
  // Every layer: dense MLP 3 x 2816 x 2112 = 17,842,176; 128 experts x 3 x 2816 x 704 =
  // 761,266,176 (gate_up_proj [128, 1408, 2816], down_proj [128, 2816, 704]); router proj 128 x
  // 2816 = 360,448, scale 2816, per_expert_scale 128; 7 norms x 2816 = 19,712: 779,491,456.
  CHECK(model::layer_parameter_count(m.layers[0], 2816) == 34'603'520 + 779'491'456);
  CHECK(model::layer_parameter_count(m.layers[5], 2816) == 49'021'952 + 779'491'456);
  // Embedding 262,144 x 2816 = 738,197,504 (tied), final norm 2816:
  // 25 x 814,094,976 + 5 x 828,513,408 + 738,200,320 = 25,233,141,760 (card: 25.2B).
  CHECK(model::parameter_count(m) == 25'233'141'760);
  CHECK(sum_tensors(m) == 25'233'141'760);
  CHECK(billions(model::parameter_count(m)) == 25.2);
  // Active: 120 idle experts x 5,947,392 x 30 layers = 21,410,611,200 less: 3,822,530,560
  // (card: 3.8B active).
  CHECK(model::active_parameter_count(m) == 3'822'530'560);
  CHECK(billions(model::active_parameter_count(m)) == 3.8);
  // KV per token: 25 sliding layers x 8 heads x 256 x K,V = 102,400 elements (window 1024); 5
  // global layers x 2 heads x 512 x K,V = 10,240 (one projection, hwsim's shared_kv, but two
  // cached tensors: Gemma4TextAttention.forward stores k_norm+RoPE(k) and v_norm(k)). At
  // 131,072 tokens: (131,072 x 10,240 + 1,024 x 102,400) x 2 bytes = 2,894,069,760.
  CHECK(model::kv_cache_elements(m, 1) == 112'640);
  CHECK(model::kv_cache_elements(m, 131'072) * 2 == 2'894'069'760);
  // The same shapes under the earlier name of the expert width.
  std::ifstream in(k26b);
  std::ostringstream text;
  text << in.rdbuf();
  std::string older = text.str();
  older.replace(older.find("moe_intermediate_size"), 21, "expert_intermediate_size");
  CHECK(model::parameter_count(hf::load_imported(hf::import_config_text(older, "older.json"),
                                                 "<older>")) == 25'233'141'760);
}

TEST_CASE("Gemma 4 E2B: per-layer inputs, K/V shared from layer 15 on, double-wide MLP there") {
  const ModelSpec m = load(kE2b);
  REQUIRE(m.layers.size() == 35);
  // h = 1536, 8 heads, 1 KV head, head_dim 256 (sliding) / 512 (global, attention_k_eq_v false:
  // num_key_value_heads and separate K and V). Layers 0-14 compute K/V: 12 sliding (q, o 2 x
  // 2048 x 1536 = 6,291,456; k, v 2 x 256 x 1536 = 786,432; q/k norms 512: 7,078,400) and 3
  // global (q, o 2 x 4096 x 1536 = 12,582,912; k, v 2 x 512 x 1536 = 1,572,864; norms 1024:
  // 14,156,800), each with a GeGLU MLP of 6144 (28,311,552).
  // Layers 15-34 (num_kv_shared_layers 20) keep q, o and q_norm only: 16 sliding 6,291,712, 4
  // global 12,583,424, and (use_double_wide_mlp) an MLP of 12,288: 56,623,104.
  // Every layer: 4 norms 6,144; per_layer_input_gate 256 x 1536 and per_layer_projection 1536 x
  // 256 = 786,432, post_per_layer_input_norm 1536: 794,112.
  CHECK(model::layer_parameter_count(m.layers[0], 1536) == 7'078'400 + 28'311'552 + 794'112);
  CHECK(model::layer_parameter_count(m.layers[14], 1536) == 14'156'800 + 28'311'552 + 794'112);
  CHECK(model::layer_parameter_count(m.layers[15], 1536) == 6'291'712 + 56'623'104 + 794'112);
  CHECK(model::layer_parameter_count(m.layers[34], 1536) == 12'583'424 + 56'623'104 + 794'112);
  // Blocks 1,863,341,568; embedding 262,144 x 1536 = 402,653,184; embed_tokens_per_layer
  // 262,144 x (35 x 256) = 2,348,810,240; per_layer_model_projection 8960 x 1536 = 13,762,560;
  // per_layer_projection_norm 256; final norm 1536: 4,628,569,344.
  CHECK(model::parameter_count(m) == 4'628'569'344);
  CHECK(sum_tensors(m) == 4'628'569'344);
  // Without the per-layer embedding table (a lookup, the card's "effective" count): 2.3B.
  CHECK(billions(model::parameter_count(m) - 2'348'810'240) == 2.3);
  // KV per token: only layers 0-14 store K/V: 12 sliding x 1 x 256 x 2 = 6,144 elements (window
  // 512) and 3 global x 1 x 512 x 2 = 3,072. At 131,072 tokens: (131,072 x 3,072 + 512 x 6,144)
  // x 2 bytes = 811,597,824.
  for (std::size_t i = 15; i < 35; ++i) CHECK(model::kv_cache_elements(m.layers[i], 1000) == 0);
  CHECK(model::kv_cache_elements(m, 1) == 9'216);
  CHECK(model::kv_cache_elements(m, 131'072) * 2 == 811'597'824);
}

TEST_CASE("Gemma 4: KV sharing that leaves a layer without K/V is refused at the key") {
  // 35 shared layers leave none that computes K and V.
  CHECK(import_error(kE2b, "\"num_kv_shared_layers\": 20", "\"num_kv_shared_layers\": 35")
            .find("text_config.num_kv_shared_layers") != std::string::npos);
  // 31 shared: layers 0-3 are all sliding, so global layer 4 has no earlier global layer's K/V.
  CHECK(import_error(kE2b, "\"num_kv_shared_layers\": 20", "\"num_kv_shared_layers\": 31")
            .find("layer 4 (full) shares K/V but no earlier layer of its kind has them") !=
        std::string::npos);
  // Earlier configs name the expert width expert_intermediate_size; two different widths are
  // refused.
  CHECK(import_error(k26b, "\"moe_intermediate_size\": 704,",
                     "\"moe_intermediate_size\": 704, \"expert_intermediate_size\": 705,")
            .find("text_config.expert_intermediate_size: differs from moe_intermediate_size") !=
        std::string::npos);
  // An MoE block needs its expert width.
  CHECK(import_error(k26b, "\"moe_intermediate_size\": 704,", "")
            .find("text_config.moe_intermediate_size: model_type 'gemma4_text' needs this key") !=
        std::string::npos);
}
