// Hugging Face config import against real published configs (workloads/models/hf/README.md gives
// each file's source and where each published count comes from).
#include "sim/hf/hf_import.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "catch.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/node.hpp"
#include "sim/model/architecture.hpp"
#include "sim/model/model_loader.hpp"

using namespace hwsim;
using model::ModelSpec;

namespace {

std::string hf_path(const std::string& name) {
  return std::string(HWSIM_SOURCE_DIR) + "/workloads/models/hf/" + name + "/config.json";
}

hf::ImportedModel import(const std::string& name) { return hf::import_config_file(hf_path(name)); }

ModelSpec load(const std::string& name) {
  return hf::load_imported(import(name), "<imported " + name + ">");
}

std::int64_t sum_tensors(const ModelSpec& m) {
  std::int64_t total = 0;
  for (const model::TensorCount& t : model::tensors(m)) total += t.count;
  return total;
}

// The message of the InputError that importing text throws ("" if none).
std::string import_error(const std::string& text) {
  try {
    hf::import_config_text(text, "bad.json");
  } catch (const io::InputError& e) {
    return e.what();
  }
  return "";
}

std::string replace(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

// The line of text that starts with start (after indentation), or "".
std::string line_of(const std::string& text, const std::string& start) {
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.substr(line.find_first_not_of(' ')).rfind(start, 0) == 0) return line;
  }
  return "";
}

bool ends_with(const std::string& s, const std::string& end) {
  return s.size() >= end.size() && s.compare(s.size() - end.size(), end.size(), end) == 0;
}

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

// Counts published as a safetensors index's total_size: bytes / 2 (BF16/FP16) = parameters.
TEST_CASE("dense Llama-family configs give the published parameter counts") {
  // Llama-3.1-8B: total_size 16,060,522,496 / 2 (BF16).
  CHECK(model::parameter_count(load("Meta-Llama-3.1-8B")) == 8'030'261'248);
  // Llama-3.3-70B (Llama-3.1-70B's shapes): total_size 141,107,412,992 / 2.
  CHECK(model::parameter_count(load("Llama-3.3-70B-Instruct")) == 70'553'706'496);
  // Llama-2-7B: total_size 13,476,839,424 (FP16) also holds 32 rotary inv_freq buffers of 64 FP32
  // values (32 * 64 * 4 = 8,192 bytes): (13,476,839,424 - 8,192) / 2 = 6,738,415,616.
  const ModelSpec llama2 = load("Llama-2-7b-hf");
  CHECK(model::parameter_count(llama2) == 6'738'415'616);
  CHECK(2 * model::parameter_count(llama2) + 32 * 64 * 4 == 13'476'839'424);
  // Mistral-7B-v0.1: total_size 14,483,464,192 / 2 (index of v0.2, same shapes).
  CHECK(model::parameter_count(load("Mistral-7B-v0.1")) == 7'241'732'096);
  // Mistral-7B-v0.3: published 7,248,023,552 (HF safetensors total).
  CHECK(model::parameter_count(load("Mistral-7B-Instruct-v0.3")) == 7'248'023'552);
  // Qwen2.5-7B: total_size 15,231,233,024 / 2.
  CHECK(model::parameter_count(load("Qwen2.5-7B")) == 7'615'616'512);
  // Qwen3-8B: HF safetensors total 8,190,735,360.
  CHECK(model::parameter_count(load("Qwen3-8B")) == 8'190'735'360);
  // Phi-3-mini-4k: total_size 7,642,159,104 / 2.
  CHECK(model::parameter_count(load("Phi-3-mini-4k-instruct")) == 3'821'079'552);
  // OLMo-2-1124-7B: published 7,298,617,344 (q_norm/k_norm over all 4096 channels).
  CHECK(model::parameter_count(load("OLMo-2-1124-7B-Instruct")) == 7'298'617'344);
  // gemma-2-9b: HF safetensors total 9,241,705,984 (tied embeddings stored once).
  CHECK(model::parameter_count(load("gemma-2-9b-it")) == 9'241'705'984);
  // gemma-2-2b: HF safetensors total 2,614,341,888.
  CHECK(model::parameter_count(load("gemma-2-2b-it")) == 2'614'341'888);
  // gemma-3-1b (sliding_window_pattern) and gemma-3-270m (layer_types): HF safetensors totals
  // 999,885,952 and 268,098,176.
  CHECK(model::parameter_count(load("gemma-3-1b-it")) == 999'885'952);
  CHECK(model::parameter_count(load("gemma-3-270m-it")) == 268'098'176);
  // GPT-2: HF safetensors total 137,022,720 holds 12 attn.bias causal masks of 1024 x 1024
  // (12,582,912 values, buffers): 137,022,720 - 12,582,912 = 124,439,808.
  const ModelSpec gpt2 = load("gpt2");
  CHECK(model::parameter_count(gpt2) == 124'439'808);
  CHECK(model::parameter_count(gpt2) + 12 * 1024 * 1024 == 137'022'720);
  CHECK(sum_tensors(gpt2) == 124'439'808);
}

TEST_CASE("MoE configs give the published total and active counts") {
  // Mixtral-8x7B: HF safetensors total 46,702,792,704.
  CHECK(model::parameter_count(load("Mixtral-8x7B-v0.1")) == 46'702'792'704);
  // Qwen3-30B-A3B: total_size 61,064,245,248 / 2; 3,353,032,704 active per token.
  const ModelSpec qwen = load("Qwen3-30B-A3B");
  CHECK(model::parameter_count(qwen) == 30'532'122'624);
  CHECK(model::active_parameter_count(qwen) == 3'353'032'704);
}

TEST_CASE("hybrid linear-attention configs: Qwen3-Next count with its MTP module, Qwen3.5 KV") {
  // Qwen3-Next-80B-A3B: 48 layers, every 4th full attention (full_attention_interval 4), all MoE
  // with a gated shared expert. The published 81,324,862,720 (HF safetensors total) includes the
  // checkpoint's multi-token-prediction module: fc [h x 2h], two pre-fc norms and a final norm
  // (h each), and one full-attention MoE decoder layer.
  const ModelSpec next = load("Qwen3-Next-80B-A3B-Thinking");
  REQUIRE(next.layers.size() == 48);
  CHECK(next.layers[3].attention.kind == model::AttentionKind::full);
  CHECK(next.layers[4].attention.kind == model::AttentionKind::linear);
  const std::int64_t h = next.hidden;
  const std::int64_t mtp = 2 * h * h + 3 * h + model::layer_parameter_count(next.layers[3], h);
  CHECK(model::parameter_count(next) + mtp == 81'324'862'720);
  // KV cache: 12 full layers x K and V x 2 KV heads x head_dim 256 = 12,288 elements per token,
  // 24,576 bytes in BF16; the 36 linear layers keep a fixed state instead.
  CHECK(model::kv_cache_elements(next, 1) * 2 == 24'576);
  CHECK(model::kv_cache_elements(next, 100'000) == 100'000 * 12'288);

  // Qwen3.5-0.8B (multimodal wrapper; text decoder only): layer_types gives 18 linear and 6 full
  // layers. Full: 2 KV heads x 256 x K,V = 1,024 elements per layer per token, x 6 = 6,144
  // elements = 12,288 bytes per token in BF16. Linear: state 16 value heads x 128 x 128 = 262,144
  // plus conv inputs (2 * 16*128 + 16*128) x (4 - 1) = 18,432 -> 280,576 per layer, x 18 =
  // 5,050,368 elements whatever the context.
  const hf::ImportedModel imported = import("Qwen3.5-0.8B");
  CHECK(imported.text_only);
  CHECK(imported.yaml.find("only the text decoder (text_config) is counted; not counted: "
                           "vision_config") != std::string::npos);
  const ModelSpec q35 = hf::load_imported(imported, "<q35>");
  REQUIRE(q35.layers.size() == 24);
  // The text decoder: 752,393,024, llama.cpp's n_params for its GGUF. The HF safetensors total
  // 873,438,784 and keras-hub's 852,985,920 (no MTP) differ by the MTP module: fc [h x 2h], three
  // norms of h and one full-attention block.
  CHECK(model::parameter_count(q35) == 752'393'024);
  CHECK(2 * q35.hidden * q35.hidden + 3 * q35.hidden +
            model::layer_parameter_count(q35.layers[3], q35.hidden) ==
        873'438'784 - 852'985'920);
  CHECK(model::kv_cache_elements(q35, 1) * 2 == 12'288);
  CHECK(model::kv_cache_elements(q35, 262'144) == 262'144LL * 6'144);
  CHECK(model::recurrent_state_elements(q35) == 5'050'368);
  CHECK(q35.tied_embeddings);
}

TEST_CASE("sliding-window configs: KV-cache bytes per token capped by the window") {
  // Mistral-7B-v0.1: 32 sliding layers, window 4096, 8 KV heads x 128: K+V = 2,048 elements =
  // 4,096 BF16 bytes per layer per token, 131,072 bytes per token over 32 layers. At 4,096 tokens
  // 536,870,912 bytes; at 32,768 tokens still 536,870,912 (16,384 bytes per context token).
  const ModelSpec mistral = load("Mistral-7B-v0.1");
  CHECK(model::kv_cache_elements(mistral, 1) * 2 == 131'072);
  CHECK(model::kv_cache_elements(mistral, 4096) * 2 == 536'870'912);
  CHECK(model::kv_cache_elements(mistral, 32'768) * 2 == 536'870'912);
  // gemma-2-9b: 42 layers alternating sliding (even, window 4096) and global; 8 KV heads x 256:
  // 4,096 elements = 8,192 bytes per layer per token. At 8,192 tokens: 21 global layers x 8,192 x
  // 8,192 = 1,409,286,144 plus 21 sliding x 4,096 x 8,192 = 704,643,072 -> 2,113,929,216 bytes
  // (258,048 per token; a flat formula says 42 x 8,192 = 344,064).
  const ModelSpec gemma = load("gemma-2-9b-it");
  CHECK(gemma.layers[0].attention.kind == model::AttentionKind::sliding);
  CHECK(gemma.layers[1].attention.kind == model::AttentionKind::full);
  CHECK(model::kv_cache_elements(gemma, 8192) * 2 == 2'113'929'216);
  // gemma-3-1b: 26 layers, layer i global iff (i + 1) % 6 == 0 (4 global, 22 sliding with window
  // 512); 1 KV head x 256 x K,V = 512 elements = 1,024 bytes per layer per token. At 32,768
  // tokens: 4 x 32,768 x 1,024 = 134,217,728 plus 22 x 512 x 1,024 = 11,534,336 -> 145,752,064
  // bytes (a flat 26-layer formula: 872,415,232, six times more).
  const ModelSpec gemma3 = load("gemma-3-1b-it");
  CHECK(gemma3.layers[5].attention.kind == model::AttentionKind::full);
  CHECK(gemma3.layers[6].attention.kind == model::AttentionKind::sliding);
  CHECK(model::kv_cache_elements(gemma3, 32'768) * 2 == 145'752'064);
  // gemma-3-270m spells the same layout out in layer_types: 3 global of 18.
  CHECK(model::kv_cache_elements(load("gemma-3-270m-it"), 32'768) * 2 ==
        (3LL * 32'768 + 15LL * 512) * 1'024);
  // Phi-3-mini-4k: sliding_window 2047 on all 32 layers, 32 KV heads x 96: 6,144 elements =
  // 12,288 bytes per layer per token, 393,216 per token; at 4,096 tokens only 2,047 are kept:
  // 2,047 x 393,216 = 804,913,152 bytes.
  CHECK(model::kv_cache_elements(load("Phi-3-mini-4k-instruct"), 4096) * 2 == 804'913'152);
}

TEST_CASE("DeepSeek-V3: MLA and MoE counts reconcile with the published per-dtype totals") {
  const ModelSpec ds = load("DeepSeek-V3");
  REQUIRE(ds.layers.size() == 61);
  CHECK(ds.layers[2].ffn.is_moe() == false);
  CHECK(ds.layers[3].ffn.is_moe());
  // The main model: DeepSeek's "671B".
  CHECK(model::parameter_count(ds) == 671'026'419'200);
  // The HF API totals of deepseek-ai/DeepSeek-V3 count per dtype: F8_E4M3 680,571,043,840, BF16
  // 3,918,786,560, F32 41,555,600. The checkpoint also holds the multi-token-prediction layer 61:
  // one more MoE block, enorm, hnorm and shared_head.norm (h each), eh_proj [h x 2h] (BF16), and
  // its own copies of the embedding and the head. FP8 are the block matrices but the router;
  // each has F32 weight_scale_inv, one per 128 x 128 tile; the routers' e_score_correction_bias
  // (router_bias here) are F32 too.
  const std::int64_t h = ds.hidden;
  ModelSpec with_mtp = ds;
  with_mtp.layers.push_back(ds.layers.back());
  std::int64_t fp8 = 0;
  std::int64_t f32 = 0;
  std::int64_t other = 0;
  for (const model::TensorCount& t : model::tensors(with_mtp)) {
    const bool block = t.name.rfind("layers.", 0) == 0;
    const bool router = t.name.find("router.") != std::string::npos;
    if (block && t.cols > 1 && !router) {
      fp8 += t.count;
      f32 += ((t.rows + 127) / 128) * ((t.cols + 127) / 128);
    } else if (block && router && t.cols == 1) {
      f32 += t.count;
    } else {
      other += t.count;
    }
  }
  other += 3 * h + 2 * h * h + 2 * ds.vocab * h;  // MTP norms, eh_proj, embedding and head
  CHECK(fp8 == 680'571'043'840);
  CHECK(f32 == 41'555'600);
  CHECK(other == 3'918'786'560);
  // MLA caches the latent: (kv_lora_rank 512 + qk_rope_head_dim 64) x 61 layers = 35,136
  // elements, 70,272 BF16 bytes per token.
  CHECK(model::kv_cache_elements(ds, 1) * 2 == 70'272);
}

TEST_CASE("Gemma 4: global layers with their own KV heads and head width, K = V") {
  // Only a transformers 5.7.0 dump of google/gemma-4-31B-it's config was found (defaults filled
  // in, same values); see workloads/models/hf/README.md.
  const hf::ImportedModel imported = hf::import_config_file(
      std::string(HWSIM_SOURCE_DIR) +
      "/workloads/models/hf/gemma-4-31B-it/config.transformers-5.7.0-dump.json");
  CHECK(imported.text_only);
  const ModelSpec g4 = hf::load_imported(imported, "<gemma4>");
  // The HF API total of gemma-4-31B-it, 31,273,088,876, is the text decoder, one scalar per
  // layer (60), the vision tower (vision_config: 27 layers x (4 x 1152^2 + 3 x 1152 x 4304 +
  // 4 norms x 1152 + q/k norms 2 x 72) = 545,070,384, patch projection 768 x 1152 = 884,736,
  // position table 2 x 10240 x 1152 = 23,592,960, standardisation 2 x 1152: 569,550,384) and its
  // projection into the text model, 1152 x 5376 = 6,193,152.
  CHECK(model::parameter_count(g4) + 60 + 569'550'384 + 6'193'152 == 31'273'088'876);
  // KV cache: 50 sliding layers (window 1024) x 16 KV heads x 256 x K,V = 8,192 elements per
  // token; 10 global layers x 4 KV heads x 512 x K,V = 4,096: attention_k_eq_v drops v_proj,
  // but Gemma4TextAttention.forward caches k_norm+RoPE(k) and v_norm(k), two tensors. At 131,072
  // tokens: (10 x 131,072 x 4,096 + 50 x 1,024 x 8,192) x 2 bytes = 11,576,279,040; one token:
  // (50 x 8,192 + 10 x 4,096) x 2 = 901,120 bytes.
  CHECK(model::kv_cache_elements(g4, 131'072) * 2 == 11'576'279'040);
  CHECK(model::kv_cache_elements(g4, 1) * 2 == 901'120);
  // The hand-written gemma-4-31b.yaml describes the same model.
  const ModelSpec hand = model::load_model(
      io::Node::load_file(std::string(HWSIM_SOURCE_DIR) + "/workloads/models/gemma-4-31b.yaml"),
      nullptr);
  CHECK(model::parameter_count(hand) == model::parameter_count(g4));
  CHECK(model::kv_cache_elements(hand, 131'072) == model::kv_cache_elements(g4, 131'072));
}

TEST_CASE("Gemma 3 multimodal wrapper: the text decoder under text_config") {
  // Only transformers 4.50.3's printout of google/gemma-3-4b-it's config was found (every key
  // written out, class defaults included); see workloads/models/hf/README.md.
  const hf::ImportedModel imported = hf::import_config_file(
      std::string(HWSIM_SOURCE_DIR) +
      "/workloads/models/hf/gemma-3-4b-it/config.transformers-4.50.3-repr.json");
  CHECK(imported.text_only);
  CHECK(imported.model_type == "gemma3_text");
  const ModelSpec g3 = hf::load_imported(imported, "<gemma3>");
  REQUIRE(g3.layers.size() == 34);
  // The text decoder: keras-hub's gemma3_4b_text preset and llama.cpp's n_params for the GGUF both
  // publish 3,880,099,328 with a 262,144-token vocabulary; the checkpoint's embedding has
  // vocab_size 262,208 rows of 2,560 (tied): 64 x 2,560 = 163,840 more.
  CHECK(model::parameter_count(g3) == 3'880'099'328 + 64 * 2'560);
  // The HF safetensors total 4,300,079,472 adds the SigLIP tower of vision_config (27 layers x
  // (4 x (1152^2 + 1152) + (1152 x 4304 + 4304) + (4304 x 1152 + 1152) + 2 LayerNorms 2 x 2 x
  // 1152) = 411,466,608; patch conv 3 x 14 x 14 x 1152 + 1152 = 678,528; (896 / 14)^2 = 4,096
  // positions x 1152 = 4,718,592; post LayerNorm 2,304: 416,866,032) and the projector
  // (mm_input_projection 1152 x 2560 + mm_soft_emb_norm 1152 = 2,950,272).
  const std::int64_t v = 1152;
  const std::int64_t layer = 4 * (v * v + v) + (v * 4304 + 4304) + (4304 * v + v) + 4 * v;
  const std::int64_t vision = 27 * layer + (3 * 14 * 14 * v + v) + 4096 * v + 2 * v;
  CHECK(vision == 416'866'032);
  CHECK(model::parameter_count(g3) + vision + (v * 2560 + v) == 4'300'079'472);
  // sliding_window_pattern 6: layers 5, 11, 17, 23, 29 global, the other 29 sliding (window
  // 1024); 4 KV heads x 256 x K,V = 2,048 elements = 4,096 bytes per layer per token. At 32,768
  // tokens: 5 x 32,768 x 4,096 + 29 x 1,024 x 4,096 = 792,723,456 bytes.
  CHECK(g3.layers[5].attention.kind == model::AttentionKind::full);
  CHECK(g3.layers[4].attention.kind == model::AttentionKind::sliding);
  CHECK(model::kv_cache_elements(g3, 32'768) * 2 == 792'723'456);
}

TEST_CASE("Gemma 3's sparse published wrapper: absent keys read as Gemma3TextConfig defaults") {
  // The published gemma-3-4b-it config.json names only six text_config keys; transformers fills
  // the rest from Gemma3TextConfig's defaults (configuration_gemma3.py, transformers 4.50). The
  // file here has the published key set and values (workloads/models/hf/README.md); it must
  // import to exactly the model of transformers 4.50.3's printout of the same config.
  const std::string dir = std::string(HWSIM_SOURCE_DIR) + "/workloads/models/hf/gemma-3-4b-it/";
  const hf::ImportedModel sparse = hf::import_config_file(dir + "config.published-keys.json");
  const hf::ImportedModel full =
      hf::import_config_file(dir + "config.transformers-4.50.3-repr.json");
  const ModelSpec s = hf::load_imported(sparse, "<sparse>");
  const ModelSpec f = hf::load_imported(full, "<printout>");
  CHECK(sparse.text_only);
  // The published count as derived in the test above: 3,880,099,328 + 64 x 2,560.
  CHECK(model::parameter_count(s) == 3'880'099'328 + 64 * 2'560);
  CHECK(model::parameter_count(s) == model::parameter_count(f));
  CHECK(model::tensors(s).size() == model::tensors(f).size());
  CHECK(sum_tensors(s) == sum_tensors(f));
  // The same 5 global + 29 sliding layers, so the same cache: 792,723,456 B at 32,768 tokens.
  CHECK(model::kv_cache_elements(s, 32'768) * 2 == 792'723'456);
  // Every default used, in reading order: the printout writes each of them out (vocab_size
  // 262208, num_attention_heads 8, num_key_value_heads 4, head_dim 256, attention_bias false,
  // hidden_activation gelu_pytorch_tanh, sliding_window_pattern 6); tie_word_embeddings is in
  // neither file.
  CHECK(sparse.defaulted ==
        std::vector<std::string>{
            "vocab_size = 262208", "tie_word_embeddings = true", "sliding_window_pattern = 6",
            "num_attention_heads = 8", "num_key_value_heads = 4", "head_dim = 256",
            "attention_bias = false", "hidden_activation = \"gelu_pytorch_tanh\""});
  CHECK(full.defaulted == std::vector<std::string>{"tie_word_embeddings = true"});
  // Each defaulted value's comment names the class and the transformers version.
  CHECK(
      ends_with(line_of(sparse.yaml, "heads: 8 "),
                " # num_attention_heads absent: default of Gemma3TextConfig (transformers 4.50)"));
  CHECK(ends_with(line_of(sparse.yaml, "vocab: 262208 "),
                  " # vocab_size absent: default of Gemma3TextConfig (transformers 4.50)"));
  CHECK(ends_with(line_of(full.yaml, "heads: 8 "), " # num_attention_heads"));
  CHECK(hf::defaults_note(sparse).rfind(
            "model config keys absent from the file, read as the Gemma3TextConfig defaults "
            "(transformers 4.50): vocab_size = 262208, tie_word_embeddings = true, ",
            0) == 0);
  // A key that is present but null is a value, not an absence: no default.
  const std::string text = read_text(dir + "config.published-keys.json");
  CHECK(
      import_error(replace(text, "\"hidden_size\": 2560,",
                           "\"hidden_size\": 2560,\n    \"sliding_window_pattern\": null,"))
          .find(
              "sliding_window_pattern: model_type 'gemma3_text' needs this key (absent or null") !=
      std::string::npos);
  // A key of the class's table that the config gives wins over the default.
  const hf::ImportedModel given = hf::import_config_text(
      replace(text, "\"hidden_size\": 2560,", "\"hidden_size\": 2560,\n    \"head_dim\": 128,"),
      "given.json");
  CHECK(hf::load_imported(given, "<given>").layers[0].attention.head_dim == 128);
  CHECK(std::find(given.defaulted.begin(), given.defaulted.end(), "head_dim = 256") ==
        given.defaulted.end());
}

TEST_CASE("hand-written model files count the same as their imported configs") {
  const auto file = [](const std::string& name) {
    return model::load_model(
        io::Node::load_file(std::string(HWSIM_SOURCE_DIR) + "/workloads/models/" + name), nullptr);
  };
  const ModelSpec hand8 = file("llama-3.1-8b.yaml");
  const ModelSpec hf8 = load("Meta-Llama-3.1-8B");
  CHECK(model::parameter_count(hand8) == model::parameter_count(hf8));
  CHECK(model::tensors(hand8).size() == model::tensors(hf8).size());
  CHECK(model::kv_cache_elements(hand8, 1000) == model::kv_cache_elements(hf8, 1000));
  // Llama-3.3-70B has Llama-3.1-70B's shapes.
  CHECK(model::parameter_count(file("llama-3.1-70b.yaml")) ==
        model::parameter_count(load("Llama-3.3-70B-Instruct")));
}

TEST_CASE("the imported YAML names the config key of every value") {
  const std::string yaml = import("Meta-Llama-3.1-8B").yaml;
  CHECK(ends_with(line_of(yaml, "hidden: 4096 "), " # hidden_size"));
  CHECK(ends_with(line_of(yaml, "kv_heads: 8 "), " # num_key_value_heads"));
  CHECK(ends_with(line_of(yaml, "layers: 32 "), " # num_hidden_layers"));
  // A key absent from the file takes its class default, and the comment says so.
  CHECK(ends_with(line_of(yaml, "head_dim: 128 "),
                  " # head_dim absent: LlamaConfig default = hidden_size / num_attention_heads"));
  // Heterogeneous stacks become a pattern: gemma-2's 42 layers alternate sliding and full.
  const std::string gemma = import("gemma-2-9b-it").yaml;
  CHECK(gemma.find("  - {repeat: 21, blocks: [sliding, full]}\n") != std::string::npos);
  // DeepSeek-V3: 3 dense layers, then 58 MoE layers.
  const std::string ds = import("DeepSeek-V3").yaml;
  CHECK(ds.find("  - {repeat: 3, blocks: [dense]}\n  - {repeat: 58, blocks: [moe]}\n") !=
        std::string::npos);
}

TEST_CASE("bad configs are errors naming file:line:column and the key") {
  const std::string llama = read_text(hf_path("Meta-Llama-3.1-8B"));
  // Unknown architecture: the model_type value, with the supported list.
  CHECK(import_error(replace(llama, "\"model_type\": \"llama\"", "\"model_type\": \"llamaX\""))
            .rfind("bad.json:15:17: model_type: model_type 'llamaX' is not known to hwsim "
                   "(supported: deepseek_v2, deepseek_v3, deepseek_v32, gemma2, gemma3_text, "
                   "gemma4_text, glm_moe_dsa, gpt2, gpt_oss, llama, mistral, mixtral, "
                   "nemotron-nas, nemotron_h, olmo2, phi3, qwen2, qwen2_moe, qwen3, "
                   "qwen3_5_moe_text, qwen3_5_text, qwen3_moe, qwen3_next; or a config whose "
                   "auto_map.AutoConfig names their config class)",
                   0) == 0);
  // A key hwsim does not read may change the shapes: named, never ignored.
  CHECK(import_error(
            replace(llama, "\"mlp_bias\": false,", "\"mlp_bias\": false,\n  \"n_experts\": 4,"))
            .rfind("bad.json:15:16: n_experts: config key 'n_experts' is not read by hwsim's "
                   "import of model_type 'llama'",
                   0) == 0);
  // A missing shape key without a class default is an error, not a default.
  CHECK(import_error(replace(llama, "  \"num_hidden_layers\": 32,\n", ""))
            .rfind("bad.json:1:1: num_hidden_layers: model_type 'llama' needs this key", 0) == 0);
  // JSON syntax: the line and column of the fault, and the key around it: after the first ','
  // the entry of hidden_size is closed, so the fault is at the config's top level.
  CHECK(import_error(replace(llama, "\"hidden_size\": 4096,", "\"hidden_size\": 4096,,"))
            .rfind("bad.json:10:23: at top level: not valid JSON: syntax error while parsing "
                   "object key - "
                   "unexpected ','; "
                   "expected string literal",
                   0) == 0);
}
