// NVIDIA's hybrid decoders: Nemotron-H (Mamba-2, attention, MLP and MoE layers, one mixer per
// layer) and DeciLM / nemotron-nas (Llama blocks whose attention and FFN vary per block).
#include <algorithm>
#include <initializer_list>
#include <optional>
#include <set>
#include <string>

#include "sim/hf/reader_helpers.hpp"

namespace hwsim::hf {

namespace {

std::set<std::string> key_set(std::initializer_list<const char*> list) {
  return {list.begin(), list.end()};
}

// --- Nemotron-H ----------------------------------------------------------------------------

// The attention head width: attention_head_dim (the first releases) or head_dim (Nemotron 3);
// both present must agree.
Sourced<std::int64_t> nemotron_head_dim(ConfigReader& r) {
  if (r.has("attention_head_dim") && r.has("head_dim") &&
      r.integer("attention_head_dim").value != r.integer("head_dim").value) {
    r.fail("head_dim", "differs from attention_head_dim: the same width");
  }
  const std::string key = r.has("head_dim") ? "head_dim" : "attention_head_dim";
  r.consume("head_dim");
  r.consume("attention_head_dim");
  return r.integer(key, 1);
}

// The MLP kind of mlp_hidden_act: Nemotron-H's MLPs are ungated (up, down).
Field nemotron_mlp_kind(ConfigReader& r) {
  const Sourced<std::string> act = r.string("mlp_hidden_act");
  if (act.value == "relu2") return field("kind", "relu2", act.source);
  if (act.value == "relu") return field("kind", "relu", act.source);
  if (act.value.rfind("gelu", 0) == 0) return field("kind", "gelu", act.source);
  r.fail("mlp_hidden_act", "activation '" + act.value + "' is not relu2, relu or gelu*");
}

BlockDraft nemotron_mamba(ConfigReader& r, const Architecture& a) {
  BlockDraft b;
  b.name = "mamba";
  b.attention.push_back(field("kind", "mamba2", "hybrid_override_pattern M"));
  b.attention.push_back(field("heads", r.integer("mamba_num_heads", 1)));
  b.attention.push_back(field("head_dim", r.integer("mamba_head_dim", 1)));
  b.attention.push_back(field("groups", r.integer("n_groups", 1)));
  b.attention.push_back(field("state_size", r.integer("ssm_state_size", 1)));
  b.attention.push_back(field("conv_kernel", r.integer("conv_kernel", 1)));
  b.attention.push_back(field("conv_bias", r.boolean("use_conv_bias")));
  // NemotronHMamba2Mixer's in_proj and out_proj take use_bias; mamba_proj_bias, where a config
  // has it, names the same projections and must agree.
  const Sourced<bool> bias = r.boolean_or("use_bias", false, absent_default(a, "false"));
  if (r.has("mamba_proj_bias") && r.boolean("mamba_proj_bias").value != bias.value) {
    r.fail("mamba_proj_bias", "differs from use_bias, which NemotronHMamba2Mixer reads");
  }
  r.consume("mamba_proj_bias");
  b.attention.push_back(field("proj_bias", bias));
  b.ffn.push_back(field("kind", "none", "hybrid_override_pattern M: a mixer-only layer"));
  return b;
}

BlockDraft nemotron_attention(ConfigReader& r, const Architecture& a) {
  BlockDraft b;
  b.name = "attention";
  b.attention.push_back(field("kind", "full", "hybrid_override_pattern *"));
  b.attention.push_back(field("heads", r.integer("num_attention_heads", 1)));
  b.attention.push_back(field("kv_heads", r.integer("num_key_value_heads", 1)));
  b.attention.push_back(field("head_dim", nemotron_head_dim(r)));
  const Sourced<bool> bias = r.boolean_or("attention_bias", false, absent_default(a, "false"));
  b.attention.push_back(field("qkv_bias", bias));
  b.attention.push_back(field("output_bias", bias));
  b.ffn.push_back(field("kind", "none", "hybrid_override_pattern *: an attention-only layer"));
  return b;
}

BlockDraft nemotron_mlp(ConfigReader& r, const Architecture& a) {
  BlockDraft b;
  b.name = "mlp";
  b.attention.push_back(field("kind", "none", "hybrid_override_pattern -: an MLP-only layer"));
  b.ffn.push_back(nemotron_mlp_kind(r));
  b.ffn.push_back(field("inner", r.integer("intermediate_size", 1)));
  b.ffn.push_back(field("bias", r.boolean_or("mlp_bias", false, absent_default(a, "false"))));
  return b;
}

// The MoE layer of Nemotron 3 (NemotronHMOE): a router with e_score_correction_bias
// (NemotronHTopkRouter), n_routed_experts ungated experts of moe_intermediate_size and
// n_shared_experts of moe_shared_expert_intermediate_size; group-limited routing as DeepSeek's
// when n_group > topk_group.
BlockDraft nemotron_moe(ConfigReader& r, const Architecture& a) {
  BlockDraft b;
  b.name = "moe";
  b.attention.push_back(field("kind", "none", "hybrid_override_pattern E: an MoE-only layer"));
  b.ffn.push_back(nemotron_mlp_kind(r));
  b.ffn.push_back(field("experts", r.integer("n_routed_experts", 1)));
  b.ffn.push_back(field("top_k", r.integer("num_experts_per_tok", 1)));
  b.ffn.push_back(field("expert_inner", r.integer("moe_intermediate_size", 1)));
  const Sourced<std::int64_t> shared = r.integer_or("n_shared_experts", 0, absent_default(a, "0"));
  b.ffn.push_back(field("shared_experts", shared));
  if (shared.value > 0) {
    b.ffn.push_back(field("shared_inner", r.integer("moe_shared_expert_intermediate_size", 1)));
  } else {
    r.consume("moe_shared_expert_intermediate_size");
  }
  b.ffn.push_back(field("bias", r.boolean_or("mlp_bias", false, absent_default(a, "false"))));
  b.ffn.push_back(field("router_bias", true,
                        a.config_class + " architecture: NemotronHTopkRouter "
                                         "e_score_correction_bias"));
  const Sourced<std::int64_t> groups = r.integer_or("n_group", 1, absent_default(a, "1"), 1);
  const Sourced<std::int64_t> top = r.integer_or("topk_group", 1, absent_default(a, "1"), 1);
  if (top.value > groups.value) {
    r.fail("topk_group", "topk_group " + std::to_string(top.value) + " exceeds n_group " +
                             std::to_string(groups.value));
  }
  if (top.value < groups.value) {
    b.ffn.push_back(field("expert_groups", groups));
    b.ffn.push_back(field("group_top_k", top));
  }
  return b;
}

// The MoE keys of a config with no E layer: the class's settings, unused by its layers.
void consume_unused_moe_keys(ConfigReader& r) {
  for (const char* key :
       {"n_routed_experts", "num_experts_per_tok", "moe_intermediate_size",
        "moe_shared_expert_intermediate_size", "n_shared_experts", "n_group", "topk_group"}) {
    r.consume(key);
  }
}

}  // namespace

// Nemotron-H (transformers' modeling_nemotron_h.py, NemotronHConfig): hybrid_override_pattern
// has one character per layer, M a Mamba-2 mixer, * attention, - an MLP, E an MoE; each layer is
// that one mixer with one RMSNorm before it (NemotronHBlock). Attention uses no positions
// (NoPE) and no sliding window; a window set is refused.
void read_nemotron_h(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  read_top(r, d, a, "rmsnorm", a.config_class + " architecture: RMSNorm (norm_f)");
  d.layer_prefix = "backbone.layers.";
  d.mixer_module = "mixer";
  d.ffn_module = "mixer";
  const std::int64_t layers = r.integer("num_hidden_layers", 1).value;
  const Sourced<std::string> pattern = r.string("hybrid_override_pattern");
  if (static_cast<std::int64_t>(pattern.value.size()) != layers) {
    r.fail("hybrid_override_pattern", "has " + std::to_string(pattern.value.size()) +
                                          " characters but num_hidden_layers is " +
                                          std::to_string(layers));
  }
  if (r.has("sliding_window")) {
    r.fail("sliding_window", "a sliding window on Nemotron-H's attention is not imported by hwsim");
  }
  r.consume("sliding_window");
  const auto count = [&](char c) {
    return std::count(pattern.value.begin(), pattern.value.end(), c);
  };
  BlockDraft norm;
  norm.block.push_back(field("norms", std::int64_t{1}, a.config_class + " architecture: one norm"));
  const auto with_norm = [&](BlockDraft b) {
    b.block = norm.block;
    return b;
  };
  // Only the kinds the pattern uses read their keys (a config's keys of an unused kind are the
  // class's settings and change no shape).
  const BlockDraft mamba = count('M') > 0 ? with_norm(nemotron_mamba(r, a)) : BlockDraft{};
  const BlockDraft attention = count('*') > 0 ? with_norm(nemotron_attention(r, a)) : BlockDraft{};
  const BlockDraft mlp = count('-') > 0 ? with_norm(nemotron_mlp(r, a)) : BlockDraft{};
  const BlockDraft moe = count('E') > 0 ? with_norm(nemotron_moe(r, a)) : BlockDraft{};
  if (count('E') == 0) consume_unused_moe_keys(r);
  if (count('-') == 0) r.consume("intermediate_size");
  for (const char* key : {"mamba_num_heads", "mamba_head_dim", "n_groups", "ssm_state_size",
                          "conv_kernel", "use_conv_bias", "use_bias", "mamba_proj_bias",
                          "num_attention_heads", "num_key_value_heads", "head_dim",
                          "attention_head_dim", "attention_bias", "mlp_bias", "mlp_hidden_act"}) {
    r.consume(key);  // settings of a kind the pattern leaves out
  }
  d.layers_source = "num_hidden_layers; kinds from hybrid_override_pattern";
  for (std::size_t i = 0; i < pattern.value.size(); ++i) {
    switch (pattern.value[i]) {
      case 'M':
        d.layers.push_back(d.type(mamba));
        break;
      case '*':
        d.layers.push_back(d.type(attention));
        break;
      case '-':
        d.layers.push_back(d.type(mlp));
        break;
      case 'E':
        d.layers.push_back(d.type(moe));
        break;
      default:
        r.fail("hybrid_override_pattern", "character " + std::to_string(i) + " is '" +
                                              std::string(1, pattern.value[i]) +
                                              "': expected M (Mamba-2), * (attention), - (MLP) "
                                              "or E (MoE)");
    }
  }
}

// --- nemotron-nas (DeciLM) ---------------------------------------------------------------------

namespace {

// DeciLM's _ffn_mult_to_intermediate_size (NVIDIA's modeling_decilm.py / transformers_4_44_2__*
// in the Llama-Nemotron repositories): int(2 * ffn_mult * hidden / 3), rounded up to a multiple
// of 256.
std::int64_t decilm_inner(double ffn_mult, std::int64_t hidden) {
  const auto inner = static_cast<std::int64_t>(2.0 * ffn_mult * static_cast<double>(hidden) / 3.0);
  return (inner + 255) / 256 * 256;
}

// Keys of a block's attention and FFN configs that change no shape when null or false: sink
// tokens, their windows and sparsity settings are refused when set.
const std::set<std::string> kDeciShapeFree =
    key_set({"unshifted_sink", "use_prefill_window_in_sink_attention"});

void refuse_set(ConfigReader& r, const char* key, const std::string& what) {
  if (r.has(key)) r.fail(key, what + " is not imported by hwsim");
  r.consume(key);
}

// One block's attention: no_op (none), or GQA with num_attention_heads / n_heads_in_group KV
// heads, sliding when window_length is set.
void decilm_attention(ConfigReader& block, const Architecture& a, std::int64_t heads,
                      std::int64_t hidden, BlockDraft& b) {
  if (block.boolean_or("replace_with_linear", false, absent_default(a, "false")).value) {
    block.fail("replace_with_linear",
               "attention replaced by one linear layer is not imported by hwsim");
  }
  refuse_set(block, "sparsify", "a sparsified attention");
  refuse_set(block, "num_sink_tokens", "attention with sink tokens");
  if (block.boolean_or("no_op", false, absent_default(a, "false")).value) {
    block.consume("n_heads_in_group");
    block.consume("window_length");
    b.attention.push_back(field("kind", "none", block.node("no_op").key_path()));
    b.name = "noattn";
    return;
  }
  const Sourced<std::int64_t> group = block.integer("n_heads_in_group", 1);
  if (heads % group.value != 0) {
    block.fail("n_heads_in_group", "does not divide num_attention_heads " + std::to_string(heads));
  }
  const bool sliding = block.has("window_length");
  b.attention.push_back(field("kind", sliding ? "sliding" : "full",
                              sliding ? block.node("window_length").key_path()
                                      : a.config_class + " architecture: Llama attention"));
  if (sliding) b.attention.push_back(field("window", block.integer("window_length", 1)));
  block.consume("window_length");
  b.attention.push_back(field("heads", heads, "num_attention_heads"));
  b.attention.push_back(
      field("kv_heads", heads / group.value, "num_attention_heads / " + group.source));
  b.attention.push_back(field("head_dim", hidden / heads, "hidden_size / num_attention_heads"));
  b.name = "gqa" + std::to_string(heads / group.value) + (sliding ? "_sliding" : "");
}

// One block's FFN: no_op (none), or a SwiGLU of decilm_inner(ffn_mult).
void decilm_ffn(ConfigReader& block, ConfigReader& top, const Architecture& a, std::int64_t hidden,
                BlockDraft& b) {
  if (block.boolean_or("replace_with_linear", false, absent_default(a, "false")).value) {
    block.fail("replace_with_linear",
               "an FFN replaced by one linear layer is not imported by hwsim");
  }
  refuse_set(block, "sparsify", "a sparsified FFN");
  if (block.boolean_or("no_op", false, absent_default(a, "false")).value) {
    block.consume("ffn_mult");
    b.ffn.push_back(field("kind", "none", block.node("no_op").key_path()));
    b.name += "_noffn";
    return;
  }
  const Sourced<double> mult = block.number("ffn_mult");
  const std::int64_t inner = decilm_inner(mult.value, hidden);
  b.ffn.push_back(gated_kind(top));
  b.ffn.push_back(
      field("inner", inner, "int(2 * " + mult.source + " * hidden_size / 3) rounded up to 256"));
  b.ffn.push_back(field("bias", top.boolean_or("mlp_bias", false, absent_default(a, "false"))));
  b.name += "_ffn" + std::to_string(inner);
}

}  // namespace

// DeciLM (nemotron-nas: Llama-3.3-Nemotron-Super-49B, Llama-3.1-Nemotron-Ultra-253B; NVIDIA's
// modeling_decilm.py): Llama blocks, each with its own block_configs[i]: attention a no-op (then
// no input_layernorm) or GQA with n_heads_in_group query heads per KV head; FFN a no-op (then no
// post_attention_layernorm) or a SwiGLU of ffn_mult. Linear replacements, sparsity and sink
// tokens are refused.
void read_nemotron_nas(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  const std::int64_t hidden =
      read_top(r, d, a, "rmsnorm", a.config_class + " architecture: RMSNorm");
  const std::int64_t layers = r.integer("num_hidden_layers", 1).value;
  const std::int64_t heads = r.integer("num_attention_heads", 1).value;
  if (hidden % heads != 0) r.fail("num_attention_heads", "does not divide hidden_size");
  if (r.boolean_or("attention_bias", false, absent_default(a, "false")).value) {
    r.fail("attention_bias", "attention biases are not imported by hwsim for DeciLM");
  }
  // Per-block settings replace these two: null in the published configs.
  for (const char* key : {"intermediate_size", "num_key_value_heads"}) {
    if (r.has(key)) r.fail(key, "DeciLM takes it per block (block_configs): must be null");
    r.consume(key);
  }
  const io::Node configs = r.node("block_configs");
  r.consume("block_configs");
  if (!configs.is_sequence() || static_cast<std::int64_t>(configs.items().size()) != layers) {
    configs.fail("expected a list of num_hidden_layers (" + std::to_string(layers) +
                 ") block configs");
  }
  d.layers_source = "num_hidden_layers; each block from block_configs";
  for (const io::Node& config : configs.items()) {
    ConfigReader block(config, std::nullopt, r.model_type(), a.config_class);
    BlockDraft b;
    ConfigReader attention(block.node("attention"), std::nullopt, r.model_type(), a.config_class);
    decilm_attention(attention, a, heads, hidden, b);
    ConfigReader ffn(block.node("ffn"), std::nullopt, r.model_type(), a.config_class);
    decilm_ffn(ffn, r, a, hidden, b);
    block.consume("attention");
    block.consume("ffn");
    const bool has_attention = b.attention.front().value != "none";
    const bool has_ffn = b.ffn.front().value != "none";
    b.block.push_back(field("norms", std::int64_t{has_attention} + std::int64_t{has_ffn},
                            "input_layernorm unless attention no_op, post_attention_layernorm "
                            "unless ffn no_op"));
    r.adopt(block, {});
    r.adopt(attention, kDeciShapeFree);
    r.adopt(ffn, {});
    d.layers.push_back(d.type(b));
  }
  r.consume("hidden_act");  // read by each FFN block; unused when every FFN is a no-op
}

}  // namespace hwsim::hf
