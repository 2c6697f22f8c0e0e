// qwen2_moe, deepseek_v2 and the qwen3_5_moe wrapper: the published counts of Qwen2-57B-A14B and
// DeepSeek-V2-Lite from their configs (workloads/models/hf/README.md gives the sources); counts of
// small configs with every shape key of the transformers config classes, derived by hand; and the
// import's refusals (an unknown key that may change the shapes, a missing shape key) for each. No
// published config.json of Qwen3.5/3.6-35B-A3B itself was found: qwen3_5_moe is tested on a small
// config and on the verbatim config.json of a fine-tune of Qwen3.6-35B-A3B with its shapes.
#include <string>

#include "catch.hpp"
#include "sim/hf/hf_import.hpp"
#include "sim/io/input_error.hpp"
#include "sim/model/architecture.hpp"

using namespace hwsim;

namespace {

model::ModelSpec load_text(const std::string& json) {
  return hf::load_imported(hf::import_config_text(json, "moe.json"), "<moe>");
}

std::string error_of(const std::string& json) {
  try {
    hf::import_config_text(json, "moe.json");
  } catch (const io::InputError& e) {
    return e.what();
  }
  return "";
}

// Qwen2MoeConfig's keys (Qwen1.5-MoE-A2.7B's key set), small: layer 0 dense (decoder_sparse_step
// 2: layer i MoE iff (i + 1) % 2 == 0), layer 1 MoE.
const std::string kQwen2Moe = R"({
  "architectures": ["Qwen2MoeForCausalLM"],
  "attention_dropout": 0.0,
  "bos_token_id": 1,
  "decoder_sparse_step": 2,
  "eos_token_id": 2,
  "hidden_act": "silu",
  "hidden_size": 8,
  "initializer_range": 0.02,
  "intermediate_size": 16,
  "max_position_embeddings": 64,
  "max_window_layers": 2,
  "model_type": "qwen2_moe",
  "moe_intermediate_size": 4,
  "norm_topk_prob": false,
  "num_attention_heads": 2,
  "num_experts": 3,
  "num_experts_per_tok": 2,
  "num_hidden_layers": 2,
  "num_key_value_heads": 1,
  "output_router_logits": false,
  "rms_norm_eps": 1e-06,
  "rope_theta": 1000000.0,
  "router_aux_loss_coef": 0.001,
  "shared_expert_intermediate_size": 6,
  "sliding_window": 64,
  "tie_word_embeddings": false,
  "torch_dtype": "bfloat16",
  "use_cache": true,
  "use_sliding_window": false,
  "vocab_size": 100
})";

// DeepseekV2Config's keys (DeepSeek-V2-Lite's key set: no query compression), small: layer 0
// dense (first_k_dense_replace 1), layer 1 MoE.
const std::string kDeepseekV2 = R"({
  "architectures": ["DeepseekV2ForCausalLM"],
  "attention_bias": false,
  "aux_loss_alpha": 0.001,
  "first_k_dense_replace": 1,
  "hidden_act": "silu",
  "hidden_size": 8,
  "intermediate_size": 12,
  "kv_lora_rank": 4,
  "max_position_embeddings": 64,
  "model_type": "deepseek_v2",
  "moe_intermediate_size": 4,
  "moe_layer_freq": 1,
  "n_group": 1,
  "n_routed_experts": 4,
  "n_shared_experts": 1,
  "norm_topk_prob": false,
  "num_attention_heads": 2,
  "num_experts_per_tok": 2,
  "num_hidden_layers": 2,
  "num_key_value_heads": 2,
  "q_lora_rank": null,
  "qk_nope_head_dim": 2,
  "qk_rope_head_dim": 2,
  "rms_norm_eps": 1e-06,
  "routed_scaling_factor": 1.0,
  "scoring_func": "softmax",
  "seq_aux": true,
  "tie_word_embeddings": false,
  "topk_group": 1,
  "topk_method": "greedy",
  "v_head_dim": 3,
  "vocab_size": 50
})";

// Qwen3_5MoeConfig's layout (Qwen3.5/3.6-35B-A3B's key set): the text decoder under text_config,
// a vision tower beside it; small: layer 0 linear attention, layer 1 gated full attention, both
// MoE (Qwen3_5MoeTextConfig has no decoder_sparse_step, mlp_only_layers or intermediate_size:
// every layer is MoE).
const std::string kQwen35Moe = R"({
  "architectures": ["Qwen3_5MoeForConditionalGeneration"],
  "image_token_id": 60,
  "model_type": "qwen3_5_moe",
  "text_config": {
    "attention_bias": false,
    "attn_output_gate": true,
    "dtype": "bfloat16",
    "full_attention_interval": 2,
    "head_dim": 4,
    "hidden_act": "silu",
    "hidden_size": 8,
    "layer_types": ["linear_attention", "full_attention"],
    "linear_conv_kernel_dim": 4,
    "linear_key_head_dim": 4,
    "linear_num_key_heads": 1,
    "linear_num_value_heads": 2,
    "linear_value_head_dim": 4,
    "max_position_embeddings": 64,
    "model_type": "qwen3_5_moe_text",
    "moe_intermediate_size": 4,
    "mtp_num_hidden_layers": 1,
    "norm_topk_prob": true,
    "num_attention_heads": 2,
    "num_experts": 2,
    "num_experts_per_tok": 1,
    "num_hidden_layers": 2,
    "num_key_value_heads": 1,
    "rms_norm_eps": 1e-06,
    "router_aux_loss_coef": 0.001,
    "shared_expert_intermediate_size": 4,
    "vocab_size": 64
  },
  "tie_word_embeddings": false,
  "vision_config": {"depth": 1, "hidden_size": 8, "model_type": "qwen3_5_moe"}
})";

std::string replace(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("published qwen2_moe and deepseek_v2 configs give the published counts") {
  const std::string hf = std::string(HWSIM_SOURCE_DIR) + "/workloads/models/hf/";
  // Qwen2-57B-A14B: HF safetensors total 57,408,658,944. 28 MoE layers of 64 experts (2,560) and a
  // gated shared expert (20,480); q/k/v biases.
  const hf::ImportedModel qwen = hf::import_config_file(hf + "Qwen2-57B-A14B/config.json");
  const model::ModelSpec q = hf::load_imported(qwen, "<qwen2moe>");
  CHECK(model::parameter_count(q) == 57'408'658'944);
  // KV: 28 layers x K,V x 4 KV heads x 128 = 28,672 elements, 57,344 BF16 bytes per token.
  CHECK(model::kv_cache_elements(q, 1) * 2 == 57'344);
  // DeepSeek-V2-Lite(-Chat): 15,706,484,224 (HF safetensors total). MLA without query compression,
  // 1 dense then 26 MoE layers of 64 experts and 2 shared; greedy routing keeps no router bias.
  const hf::ImportedModel ds =
      hf::import_config_file(hf + "DeepSeek-V2-Lite-Chat/config.transformers-4.49.0-repr.json");
  const model::ModelSpec d = hf::load_imported(ds, "<dsv2>");
  CHECK(model::parameter_count(d) == 15'706'484'224);
  CHECK(ds.yaml.find("router_bias") == std::string::npos);
  // MLA caches (kv_lora_rank 512 + qk_rope_head_dim 64) x 27 layers = 15,552 elements, 31,104
  // BF16 bytes per token.
  CHECK(model::kv_cache_elements(d, 1) * 2 == 31'104);
}

TEST_CASE("qwen2_moe: Qwen2 attention with biases, MoE with a gated shared expert") {
  const model::ModelSpec m = load_text(kQwen2Moe);
  REQUIRE(m.layers.size() == 2);
  CHECK_FALSE(m.layers[0].ffn.is_moe());
  CHECK(m.layers[1].ffn.is_moe());
  // Embedding and untied head 100 x 8 each = 1,600; final norm 8.
  // Attention: q 8x8 + bias 8 = 72; k, v 8x4 + bias 4 = 36 each (1 KV head of head_dim 8/2 = 4);
  // o 8x8 = 64 without bias: 208. Two norms: 16.
  // Layer 0, dense SwiGLU of 16: 3 x 8 x 16 = 384 -> 608.
  // Layer 1: router 8 x 3 = 24; 3 experts x 3 x 8 x 4 = 288; shared expert 3 x 8 x 6 = 144; its
  // gate 8 x 1 = 8: 464 -> 688.
  // Total 1,600 + 8 + 608 + 688 = 2,904.
  CHECK(model::parameter_count(m) == 2'904);
  // Per token layer 1 touches the router, 2 of 3 experts (192), the shared expert and its gate:
  // 208 + 16 + 24 + 192 + 144 + 8 = 592; total 1,608 + 608 + 592 = 2,808.
  CHECK(model::active_parameter_count(m) == 2'808);
  // K and V of 1 head x 4 in 2 layers: 16 elements per token.
  CHECK(model::kv_cache_elements(m, 1) == 16);
}

TEST_CASE("qwen2_moe: unknown shape keys and missing keys are errors naming the key") {
  CHECK(
      error_of(replace(kQwen2Moe, "\"num_experts\": 3,", "\"num_experts\": 3,\n  \"n_shared\": 2,"))
          .rfind("moe.json:18:15: n_shared: config key 'n_shared' is not read by hwsim's import "
                 "of model_type 'qwen2_moe'",
                 0) == 0);
  CHECK(error_of(replace(kQwen2Moe, "  \"moe_intermediate_size\": 4,\n", ""))
            .rfind("moe.json:1:1: moe_intermediate_size: model_type 'qwen2_moe' needs this key",
                   0) == 0);
  CHECK(error_of(replace(kQwen2Moe, "  \"decoder_sparse_step\": 2,\n", ""))
            .rfind("moe.json:1:1: decoder_sparse_step: model_type 'qwen2_moe' needs this key", 0) ==
        0);
  // A window that would apply is refused at its key, never ignored.
  CHECK(
      error_of(replace(kQwen2Moe, "\"use_sliding_window\": false", "\"use_sliding_window\": true"))
          .find("use_sliding_window: use_sliding_window true is not imported by hwsim") !=
      std::string::npos);
}

TEST_CASE("qwen2_moe: an mlp_only_layers entry past the last layer is refused at the entry") {
  // Two layers (0 and 1): layer 2 names none. Transformers' membership test would skip it and
  // leave layer 1 MoE, so a typo would pass unseen. Line 6 of the config, entry 1 at column 26.
  CHECK(error_of(replace(kQwen2Moe, "  \"decoder_sparse_step\": 2,\n",
                         "  \"decoder_sparse_step\": 2,\n  \"mlp_only_layers\": [1, 2],\n")) ==
        "moe.json:6:26: mlp_only_layers[1]: layer 2 does not exist: num_hidden_layers is 2, so "
        "layers are 0 to 1");
}

TEST_CASE("deepseek_v2: MLA without query compression, no router bias with greedy routing") {
  const model::ModelSpec m = load_text(kDeepseekV2);
  REQUIRE(m.layers.size() == 2);
  CHECK(m.layers[0].attention.kind == model::AttentionKind::mla);
  CHECK_FALSE(m.layers[0].ffn.is_moe());
  CHECK(m.layers[1].ffn.is_moe());
  // Embedding and untied head 50 x 8 each = 800; final norm 8.
  // MLA (DeepseekV2Attention, q_lora_rank null): q_proj 8 x 2 heads x (nope 2 + rope 2) = 64;
  // kv_a_proj_with_mqa 8 x (kv_lora 4 + rope 2) = 48; kv_a_layernorm 4; kv_b_proj 4 x 2 x (nope
  // 2 + v 3) = 40; o_proj 2 x 3 x 8 = 48: 204. Two norms: 16.
  // Layer 0, dense SwiGLU of 12: 3 x 8 x 12 = 288 -> 508.
  // Layer 1: router 8 x 4 = 32; 4 experts x 3 x 8 x 4 = 384; 1 shared expert of 4: 96: 512 -> 732.
  // Total 800 + 8 + 508 + 732 = 2,048.
  CHECK(model::parameter_count(m) == 2'048);
  // MLA caches the latent and the rotary key: (4 + 2) x 2 layers = 12 elements per token.
  CHECK(model::kv_cache_elements(m, 1) == 12);
  // V3's routing (noaux_tc) keeps an e_score_correction_bias of n_routed_experts: + 4.
  const std::string noaux =
      replace(kDeepseekV2, "\"topk_method\": \"greedy\"", "\"topk_method\": \"noaux_tc\"");
  CHECK(model::parameter_count(load_text(noaux)) == 2'052);
}

TEST_CASE("deepseek_v2: unknown shape keys and missing keys are errors naming the key") {
  CHECK(
      error_of(replace(kDeepseekV2, "\"n_group\": 1,", "\"n_group\": 1,\n  \"n_dense_layers\": 1,"))
          .rfind("moe.json:15:21: n_dense_layers: config key 'n_dense_layers' is not read by "
                 "hwsim's import of model_type 'deepseek_v2'",
                 0) == 0);
  CHECK(error_of(replace(kDeepseekV2, "  \"kv_lora_rank\": 4,\n", ""))
            .rfind("moe.json:1:1: kv_lora_rank: model_type 'deepseek_v2' needs this key", 0) == 0);
  CHECK(error_of(replace(kDeepseekV2, "  \"first_k_dense_replace\": 1,\n", ""))
            .rfind("moe.json:1:1: first_k_dense_replace: model_type 'deepseek_v2' needs "
                   "this key",
                   0) == 0);
  CHECK(error_of(replace(kDeepseekV2, "\"moe_layer_freq\": 1", "\"moe_layer_freq\": 2"))
            .find("moe_layer_freq: only moe_layer_freq 1 is imported by hwsim") !=
        std::string::npos);
}

TEST_CASE("qwen3_5_moe: the text decoder of the wrapper, hybrid layers, all MoE") {
  const hf::ImportedModel imported = hf::import_config_text(kQwen35Moe, "moe.json");
  CHECK(imported.text_only);
  CHECK(imported.model_type == "qwen3_5_moe_text");
  CHECK(imported.yaml.find("not counted: vision_config") != std::string::npos);
  CHECK(imported.yaml.find("1 multi-token-prediction layer(s) (mtp_num_hidden_layers)") !=
        std::string::npos);
  const model::ModelSpec m = hf::load_imported(imported, "<moe>");
  REQUIRE(m.layers.size() == 2);
  CHECK(m.layers[0].attention.kind == model::AttentionKind::linear);
  CHECK(m.layers[1].attention.kind == model::AttentionKind::full);
  // Embedding and untied head 64 x 8 each = 1,024; final norm 8.
  // Gated DeltaNet (1 key head x 4, 2 value heads x 4): in_proj_qkvz 8 x (2 x 4 + 2 x 8) = 192;
  // in_proj_b and in_proj_a 8 x 2 each = 32; conv1d (2 x 4 + 8) channels x kernel 4 = 64; dt_bias
  // and A_log 2 each = 4; gated norm 4; out_proj 8 x 8 = 64: 360.
  // Gated attention (2 heads x 4, 1 KV head): q_proj with its gate 8 x 16 = 128; k, v 8 x 4 = 32
  // each; o 8 x 8 = 64; q/k norms 4 each = 8: 264.
  // MoE in both: router 8 x 2 = 16; 2 experts x 3 x 8 x 4 = 192; shared expert 96; its gate 8:
  // 312. Two norms per layer: 16.
  // Total 1,024 + 8 + (360 + 312 + 16) + (264 + 312 + 16) = 2,312.
  CHECK(model::parameter_count(m) == 2'312);
  // KV cache: only the full layer, 1 head x 4 x K,V = 8 elements per token. Fixed state of the
  // linear layer: 2 value heads x 4 x 4 = 32 plus conv inputs (2 x 4 + 8) x (4 - 1) = 48: 80.
  CHECK(model::kv_cache_elements(m, 1) == 8);
  CHECK(model::recurrent_state_elements(m) == 80);
}

TEST_CASE("qwen3_5_moe: unknown and missing keys of the text decoder name text_config's key") {
  CHECK(error_of(replace(kQwen35Moe, "\"num_experts\": 2,",
                         "\"num_experts\": 2,\n    \"num_shared_experts\": 2,"))
            .rfind("moe.json:26:27: text_config.num_shared_experts: config key "
                   "'num_shared_experts' is not read by hwsim's import of model_type "
                   "'qwen3_5_moe_text'",
                   0) == 0);
  CHECK(error_of(replace(kQwen35Moe, "    \"shared_expert_intermediate_size\": 4,\n", ""))
            .find("shared_expert_intermediate_size: model_type 'qwen3_5_moe_text' needs "
                  "this key") != std::string::npos);
}

TEST_CASE(
    "qwen3_5_moe: keys of other Qwen MoE classes that would choose dense layers are refused") {
  // Qwen3_5MoeTextConfig has no per-layer MoE choice and no dense FFN width, so a config that
  // names one is not the class's and is refused at the key rather than imported as all-MoE.
  for (const char* key :
       {"decoder_sparse_step\": 2", "mlp_only_layers\": [0]", "intermediate_size\": 16"}) {
    const std::string name = std::string(key).substr(0, std::string(key).find('"'));
    CHECK(error_of(replace(kQwen35Moe, "\"num_experts\": 2,",
                           std::string("\"num_experts\": 2,\n    \"") + key + ","))
              .find("text_config." + name + ": config key '" + name +
                    "' is not read by hwsim's import of model_type 'qwen3_5_moe_text'") !=
          std::string::npos);
  }
}

TEST_CASE("qwen3_5_moe: a published config.json with Qwen3.6-35B-A3B's shapes, exact count") {
  // Carnice-Qwen3.6-MoE-35B-A3B: a fine-tune of Qwen3.6-35B-A3B whose config.json (verbatim, its
  // source in workloads/models/hf/README.md) has the base model's text_config key for key, but
  // for torch_dtype in place of dtype. Its counts are Qwen3.6-35B-A3B's.
  const hf::ImportedModel imported =
      hf::import_config_file(std::string(HWSIM_SOURCE_DIR) +
                             "/workloads/models/hf/Carnice-Qwen3.6-MoE-35B-A3B/config.json");
  CHECK(imported.text_only);
  CHECK(imported.model_type == "qwen3_5_moe_text");
  CHECK(imported.yaml.find("not counted: vision_config") != std::string::npos);
  // The wrapper's scalar keys, Unsloth's additions among them, are listed as ignored.
  CHECK(imported.yaml.find("builds the text decoder from text_config alone): bos_token_id, "
                           "torch_dtype, eos_token_id, image_token_id, model_name, pad_token_id, "
                           "unsloth_version, use_cache, video_token_id, vision_end_token_id, "
                           "vision_start_token_id.") != std::string::npos);
  const model::ModelSpec m = hf::load_imported(imported, "<qwen3.6-35b-a3b>");
  REQUIRE(m.layers.size() == 40);
  for (std::size_t i = 0; i < m.layers.size(); ++i) {
    CHECK(m.layers[i].attention.kind ==
          ((i + 1) % 4 == 0 ? model::AttentionKind::full : model::AttentionKind::linear));
  }
  const std::int64_t h = m.hidden;  // 2048
  // Qwen/Qwen3.6-35B-A3B's model.safetensors.index.json: total_size 71,903,645,408 bytes / 2 (BF16)
  // = 35,951,822,704 parameters (also the HF safetensors total), three parts:
  // Text decoder (hwsim's count). Embedding and untied head 248,320 x 2048 each = 1,017,118,720;
  // final norm 2,048. Gated DeltaNet layer: in_proj_qkvz 2048 x (2 x 16 x 128 + 2 x 32 x 128) =
  // 25,165,824; in_proj_b, in_proj_a 2048 x 32 each = 131,072; conv1d 8,192 channels x 4 = 32,768;
  // dt_bias, A_log 64; gated norm 128; out_proj 4096 x 2048 = 8,388,608: 33,718,464. Gated
  // attention layer: q_proj with its gate 2048 x 8192 = 16,777,216; k, v 2048 x 512 each =
  // 2,097,152; o 4096 x 2048 = 8,388,608; q/k norms 512: 27,263,488. MoE in every layer: router
  // 2048 x 256 = 524,288; 256 experts x 3 x 2048 x 512 = 805,306,368; shared expert 3,145,728 and
  // its gate 2,048: 808,978,432; two norms 4,096. 30 x (33,718,464 + 808,982,528) + 10 x
  // (27,263,488 + 808,982,528) + 1,017,120,768 = 34,660,610,688.
  CHECK(model::parameter_count(m) == 34'660'610'688);
  // The vision tower (Qwen3_5VisionModel, vision_config): Conv3d patch embedding 3 x 2 x 16 x 16 x
  // 1152 + bias = 1,770,624; position table 2304 x 1152 = 2,654,208; 27 blocks of two LayerNorms
  // (4,608), qkv 1152 x 3456 + bias, proj 1152 x 1152 + bias, fc1 1152 x 4304 + bias, fc2
  // 4304 x 1152 + bias: 15,239,504 each; merger LayerNorm 2,304, fc1 4608 x 4608 + bias, fc2
  // 4608 x 2048 + bias: 30,679,808. Total 446,571,248.
  const std::int64_t vision = (3 * 2 * 16 * 16 * 1152 + 1152) + 2304 * 1152 +
                              27 * (2 * 2 * 1152 + (1152 * 3456 + 3456) + (1152 * 1152 + 1152) +
                                    (1152 * 4304 + 4304) + (4304 * 1152 + 1152)) +
                              (2 * 1152 + (4608 * 4608 + 4608) + (4608 * 2048 + 2048));
  CHECK(vision == 446'571'248);
  // The MTP module (mtp_num_hidden_layers 1; the checkpoint's mtp.* tensors): fc 2h -> h, two
  // input norms and a final norm, one full-attention MoE decoder layer: 844,640,768.
  const std::int64_t mtp = 2 * h * h + 3 * h + model::layer_parameter_count(m.layers[3], h);
  CHECK(mtp == 844'640'768);
  CHECK(model::parameter_count(m) + vision + mtp == 71'903'645'408 / 2);
  // Active per token: 8 of 256 experts, so 248 x 3 x 2048 x 512 fewer per layer:
  // 34,660,610,688 - 40 x 780,140,544 = 3,454,988,928 (the card's "3B activated").
  CHECK(model::active_parameter_count(m) == 3'454'988'928);
  // KV cache: the 10 full layers x K,V x 2 KV heads x 256 = 10,240 elements = 20,480 bytes per
  // token in BF16. The 30 linear layers keep a fixed state each: 32 value heads x 128 x 128 =
  // 524,288 plus conv inputs (2 x 16 x 128 + 32 x 128) x (4 - 1) = 24,576: 548,864, x 30 =
  // 16,465,920 elements whatever the context.
  CHECK(model::kv_cache_elements(m, 1) * 2 == 20'480);
  CHECK(model::kv_cache_elements(m, 262'144) == 262'144LL * 10'240);
  CHECK(model::recurrent_state_elements(m) == 16'465'920);
}

TEST_CASE("deepseek: n_group, topk_group and topk_method become the model's expert groups") {
  // DeepSeek-V3's config: n_group 8, topk_group 4, topk_method noaux_tc -> 8 groups of 32 experts,
  // 4 per token, ranked by their two best scores; the dense layers have none.
  const std::string hf = std::string(HWSIM_SOURCE_DIR) + "/workloads/models/hf/";
  const model::ModelSpec v3 =
      hf::load_imported(hf::import_config_file(hf + "DeepSeek-V3/config.json"), "<dsv3>");
  const model::FfnSpec& f = v3.layers[3].ffn;
  CHECK(f.expert_groups == 8);
  CHECK(f.group_top_k == 4);
  CHECK(f.group_size() == 32);
  CHECK(f.group_score == model::GroupScore::top2_sum);
  CHECK_FALSE(v3.layers[0].ffn.group_limited());
  // V2 with group_limited_greedy: 2 groups of 2, 1 per token, ranked by the best score; greedy
  // (the toy as given, and DeepSeek-V2-Lite) routes over all experts.
  const std::string limited = replace(replace(kDeepseekV2, "\"topk_method\": \"greedy\"",
                                              "\"topk_method\": \"group_limited_greedy\""),
                                      "\"n_group\": 1,", "\"n_group\": 2,");
  const model::ModelSpec limited_model = load_text(limited);
  const model::FfnSpec& g = limited_model.layers[1].ffn;
  CHECK(g.expert_groups == 2);
  CHECK(g.group_top_k == 1);
  CHECK(g.group_score == model::GroupScore::max);
  CHECK_FALSE(load_text(replace(kDeepseekV2, "\"n_group\": 1,", "\"n_group\": 2,"))
                  .layers[1]
                  .ffn.group_limited());
  CHECK(error_of(replace(kDeepseekV2, "\"topk_method\": \"greedy\"", "\"topk_method\": \"top\""))
            .find("topk_method 'top' is not one of greedy, group_limited_greedy, noaux_tc") !=
        std::string::npos);
}
