// This year's architectures against their published counts (workloads/models/hf/README.md gives
// each config's source and each count's): gpt_oss, deepseek_v32, glm_moe_dsa, kimi_k2 (read as
// DeepSeek-V3 through its auto_map), nemotron_h (Mamba-2 hybrids, one with MoE layers),
// nemotron-nas (per-block DeciLM configs with no-op attention), and Qwen3-Coder-480B's qwen3_moe
// config with three keys its class does not define.
#include <fstream>
#include <iterator>
#include <string>

#include "catch.hpp"
#include "sim/hf/hf_import.hpp"
#include "sim/io/input_error.hpp"
#include "sim/model/architecture.hpp"

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

std::string import_error(const std::string& text) {
  try {
    hf::import_config_text(text, "bad.json");
  } catch (const io::InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("gpt-oss: sinks, biases, alternating windows, every layer MoE at the published counts") {
  const ModelSpec big = load("gpt-oss-120b");
  REQUIRE(big.layers.size() == 36);
  CHECK(big.layers[0].attention.kind == model::AttentionKind::sliding);
  CHECK(big.layers[0].attention.window == 128);
  CHECK(big.layers[1].attention.kind == model::AttentionKind::full);
  CHECK(big.layers[1].attention.sinks);
  // Per layer (h 2880, 64 heads and 8 KV heads of 64, 128 experts of 2880): q, o 2 x 2880 x
  // 4096 + k, v 2 x 2880 x 512 + biases 4096 + 2 x 512 + 2880 + sinks 64 = 26,550,144; router
  // 128 x 2880 + 128 = 368,768; experts 128 x (3 x 2880 x 2880 + 2 x 2880 + 2880) =
  // 3,186,155,520; 2 norms 5,760: 3,213,080,192. x 36 + embedding and head 2 x 201,088 x 2880 +
  // final norm 2880 = 116,829,156,672, llama.cpp's general.parameter_count of the GGUF (ollama
  // show gpt-oss:120b).
  CHECK(model::parameter_count(big) == 116'829'156'672);
  CHECK(sum_tensors(big) == 116'829'156'672);
  // The model card's 5.13B active parameters leave out the embedding (201,088 x 2880).
  CHECK(model::active_parameter_count(big) - 201'088 * 2880 == 5'132'849'472);
  // gpt-oss-20b: 24 layers of 32 experts; the HF safetensors total 20,914,757,184.
  CHECK(model::parameter_count(load("gpt-oss-20b")) == 20'914'757'184);
}

TEST_CASE("DeepSeek-V3.2: MLA with the sparse-attention indexer") {
  const ModelSpec ds = load("DeepSeek-V3.2");
  const model::MlaSpec& m = ds.layers[0].attention.mla;
  CHECK(m.index_heads == 64);
  CHECK(m.index_head_dim == 128);
  // DeepSeek-V3's 671,026,419,200 plus 61 indexers: wq_b 8192 x 1536, wk 128 x 7168, k_norm
  // (LayerNorm) 256, weights_proj 64 x 7168 = 13,959,424 each.
  CHECK(model::parameter_count(ds) == 671'026'419'200 + 61 * 13'959'424);
  CHECK(sum_tensors(ds) == model::parameter_count(ds));
  // The HF API total of deepseek-ai/DeepSeek-V3.2-Exp (the same shapes), 685,396,921,376, also
  // holds the MTP layer 61 (a copy of the last block; enorm, hnorm, shared_head.norm 3 x 7168;
  // eh_proj 7168 x 14336; its own embedding and head 2 x 129,280 x 7168) and the F32 scales:
  // one per 128 x 128 tile of every FP8 matrix (block matrices but the routers and the
  // indexers' weights_proj), and the routers' 256 e_score_correction_bias each.
  ModelSpec with_mtp = ds;
  with_mtp.layers.push_back(ds.layers.back());
  std::int64_t scales = 0;
  for (const model::TensorCount& t : model::tensors(with_mtp)) {
    const bool block = t.name.rfind("layers.", 0) == 0;
    const bool fp8 = block && t.cols > 1 && t.name.find("router.") == std::string::npos &&
                     t.name.find("weights_proj") == std::string::npos;
    if (fp8) scales += ((t.rows + 127) / 128) * ((t.cols + 127) / 128);
  }
  const std::int64_t h = 7168;
  const std::int64_t mtp_extra = 3 * h + 2 * h * h + 2 * ds.vocab * h;
  CHECK(model::parameter_count(with_mtp) + mtp_extra + scales == 685'396'921'376);
  // The cache keeps the latent and the indexer's key: (512 + 64 + 128) x 61 = 42,944 elements.
  CHECK(model::kv_cache_elements(ds, 1) == 42'944);
}

TEST_CASE("GLM-5 (glm_moe_dsa): DeepSeek-V3.2's layout at its own widths") {
  const ModelSpec glm = load("GLM-5");
  REQUIRE(glm.layers.size() == 78);
  CHECK(glm.layers[0].attention.mla.index_heads == 32);
  CHECK_FALSE(glm.layers[3].ffn.group_limited());  // n_group 1
  // 743,911,218,432: Fireworks' paramCount of GLM 5.1 and GLM 5.2 (GLM-5.1's published
  // config.json differs from GLM-5's only in transformers_version); the model card's "744B".
  CHECK(model::parameter_count(glm) == 743'911'218'432);
  CHECK(sum_tensors(glm) == 743'911'218'432);
  // head_dim and qk_head_dim are checked against the widths they restate.
  std::string text = R"({"model_type": "glm_moe_dsa", "head_dim": 32, "qk_rope_head_dim": 64,
    "qk_nope_head_dim": 192, "hidden_size": 8, "vocab_size": 10, "tie_word_embeddings": false,
    "num_hidden_layers": 1, "num_attention_heads": 2, "num_key_value_heads": 2,
    "q_lora_rank": 4, "kv_lora_rank": 4, "v_head_dim": 4})";
  CHECK(import_error(text).find("head_dim: must equal qk_rope_head_dim (64)") != std::string::npos);
}

TEST_CASE("Kimi-K2 reads as DeepSeek-V3 through its auto_map") {
  const hf::ImportedModel k2 = import("Kimi-K2-Instruct");
  CHECK(k2.model_type == "kimi_k2 (as deepseek_v3)");
  CHECK(k2.yaml.find("# model_type kimi_k2 is read as deepseek_v3 (DeepseekV3Config, from its "
                     "auto_map.AutoConfig configuration_deepseek.DeepseekV3Config; architectures "
                     "DeepseekV3ForCausalLM).") != std::string::npos);
  const ModelSpec m = hf::load_imported(k2, "<k2>");
  // 1,026,408,232,448: the logical parameters of the checkpoint's shard headers (a public
  // recount of all 61 shards) and Fireworks' paramCount; 1 dense and 60 MoE layers of 384
  // experts, 64 heads.
  CHECK(model::parameter_count(m) == 1'026'408'232'448);
  // An architectures entry that disagrees with the auto_map is an error at the entry.
  std::string text = R"({"model_type": "kimi_x", "architectures": ["LlamaForCausalLM"],
    "auto_map": {"AutoConfig": "configuration_deepseek.DeepseekV3Config"}})";
  CHECK(import_error(text).find("bad.json:1:44: architectures[0]: names LlamaForCausalLM, but "
                                "auto_map.AutoConfig names DeepseekV3Config, whose model is "
                                "DeepseekV3ForCausalLM") == 0);
}

TEST_CASE("Nemotron-H: Mamba-2, attention, MLP and MoE layers, one mixer each") {
  const ModelSpec nano = load("NVIDIA-Nemotron-3-Nano-30B-A3B-BF16");
  REQUIRE(nano.layers.size() == 52);
  const model::LayerSpec& mamba = nano.layers[0];
  CHECK(mamba.attention.kind == model::AttentionKind::mamba2);
  CHECK(mamba.ffn.kind == model::FfnKind::none);
  CHECK(mamba.norms == 1);
  CHECK(nano.layers[1].attention.kind == model::AttentionKind::none);
  CHECK(nano.layers[1].ffn.activation == model::FfnActivation::relu2);
  // Per kind, h = 2688: Mamba-2 (64 heads of 64: I 4096; 8 groups of state 128: C = 4096 + 2048):
  // in_proj (2 x 4096 + 2048 + 64) x 2688 = 27,697,152, conv1d 6144 x 4 + bias 6144, dt_bias,
  // A_log, D 3 x 64, norm 4096, out_proj 2688 x 4096, its norm 2688: 38,744,896;
  // attention (32 x 128, 2 KV heads): 2 x 2688 x 4096 + 2 x 2688 x 256 + norm = 23,398,656;
  // MoE: router 128 x 2688 + bias 128, 128 experts 2 x 2688 x 1856, shared 2 x 2688 x 3712,
  // norm: 1,297,301,376. 23 Mamba, 6 attention, 23 MoE layers + embedding and head
  // 2 x 131,072 x 2688 + final norm = 31,577,940,288, llama.cpp's n_params of the GGUF.
  CHECK(model::layer_parameter_count(mamba, 2688) == 38'744'896);
  CHECK(model::parameter_count(nano) == 31'577'940'288);
  CHECK(sum_tensors(nano) == 31'577'940'288);
  // Decode state of a Mamba-2 layer: SSM 4096 x 128 + conv 6144 x 3 = 542,720 elements.
  CHECK(model::recurrent_state_elements(mamba) == 542'720);
  // Attention layers alone keep a KV cache: 6 x 2 x 256 per token.
  CHECK(model::kv_cache_elements(nano, 1) == 3'072);

  // Nemotron-H-56B-Base-8K's config holds a bare Infinity (time_step_limit), as Python's json
  // reads it. 54 Mamba-2 layers (256 heads of 64, 8 groups of 256), 10 attention layers
  // (64 x 128, 8 KV heads), 54 MLP layers (relu2, 32768): 56,324,350,464 by the same terms (no
  // exact published count was found; the model card says 56B).
  CHECK(model::parameter_count(load("Nemotron-H-56B-Base-8K")) == 56'324'350'464);
}

TEST_CASE("nemotron-nas: per-block DeciLM configs, no-op attention") {
  const ModelSpec super = load("Llama-3_3-Nemotron-Super-49B-v1");
  REQUIRE(super.layers.size() == 80);
  // Block 0: GQA 64 / 8 heads of 128 and ffn_mult 2.625: int(2 x 2.625 x 8192 / 3) = 14336.
  CHECK(super.layers[0].attention.kv_heads == 8);
  CHECK(super.layers[0].ffn.inner == 14336);
  CHECK(super.layers[0].norms == 2);
  // A no-op attention has no mixer and no input norm.
  int no_attention = 0;
  for (const model::LayerSpec& l : super.layers) {
    if (l.attention.kind != model::AttentionKind::none) continue;
    ++no_attention;
    CHECK(l.norms == 1);
  }
  CHECK(no_attention == 31);
  // 49,867,145,216: the HF API's bf16 parameter count of nvidia/Llama-3_3-Nemotron-Super-49B-v1
  // as a public research log confirms it (99.73 GB of bf16).
  CHECK(model::parameter_count(super) == 49'867'145'216);
  CHECK(sum_tensors(super) == 49'867'145'216);
}

TEST_CASE("DeciLM: int(2 x ffn_mult x h / 3) rounded up to 256; no-op FFN; refusals") {
  const std::string block = R"({"attention": {"n_heads_in_group": 2, "no_op": false,
      "replace_with_linear": false, "sparsify": null, "num_sink_tokens": null,
      "window_length": null, "unshifted_sink": false,
      "use_prefill_window_in_sink_attention": false},
    "ffn": {"ffn_mult": 0.5, "no_op": false, "replace_with_linear": false, "sparsify": null}})";
  const auto config = [&](const std::string& blocks) {
    return R"({"model_type": "nemotron-nas", "hidden_size": 96, "vocab_size": 10,
      "num_attention_heads": 4, "num_key_value_heads": null, "intermediate_size": null,
      "num_hidden_layers": 1, "hidden_act": "silu", "tie_word_embeddings": false,
      "block_configs": [)" +
           blocks + "]}";
  };
  // h 96: int(2 x 0.5 x 96 / 3) = 32 -> 256. Attention 4 heads of 24, 2 KV heads: q, o
  // 2 x 96 x 96 + k, v 2 x 96 x 48 = 27,648; FFN 3 x 96 x 256 = 73,728; 2 norms 192;
  // embedding and head 2 x 10 x 96 + final norm 96.
  const ModelSpec m = hf::load_imported(hf::import_config_text(config(block), "nas.json"), "<n>");
  CHECK(m.layers[0].ffn.inner == 256);
  CHECK(model::parameter_count(m) == 27'648 + 73'728 + 192 + 1'920 + 96);
  // A no-op FFN: no FFN and no post-attention norm.
  std::string no_ffn = block;
  const std::string ffn = "\"ffn\": {\"ffn_mult\": 0.5, \"no_op\": false";
  no_ffn.replace(no_ffn.find(ffn), ffn.size(), "\"ffn\": {\"ffn_mult\": null, \"no_op\": true");
  const ModelSpec a = hf::load_imported(hf::import_config_text(config(no_ffn), "nas.json"), "<n>");
  CHECK(a.layers[0].ffn.kind == model::FfnKind::none);
  CHECK(model::parameter_count(a) == 27'648 + 96 + 1'920 + 96);
  // A linear replacement is refused at its key.
  std::string linear = block;
  linear.replace(linear.find("\"replace_with_linear\": false"), 28,
                 "\"replace_with_linear\": true");
  CHECK(import_error(config(linear))
            .find("block_configs[0].attention.replace_with_linear: "
                  "attention replaced by one linear layer is not "
                  "imported by hwsim") != std::string::npos);
}

TEST_CASE("Qwen3-Coder-480B: three keys Qwen3MoeConfig lacks, each confirming the class") {
  // qkv_bias false, shared_expert_intermediate_size 0, use_qk_norm true: read, not ignored.
  // 62 layers of 160 experts (6144 -> 2560), 96 heads and 8 KV heads of 128:
  // 480,154,875,392, the HF API's safetensors BF16 count.
  CHECK(model::parameter_count(load("Qwen3-Coder-480B-A35B-Instruct")) == 480'154'875'392);
  std::ifstream in(hf_path("Qwen3-Coder-480B-A35B-Instruct"));
  std::string qwen((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  qwen.replace(qwen.find("\"use_qk_norm\": true"), 19, "\"use_qk_norm\": false");
  CHECK(import_error(qwen).find("use_qk_norm: use_qk_norm false would drop the q/k norms "
                                "Qwen3MoeConfig always builds") != std::string::npos);
}
