#include "sim/hf/architectures.hpp"

#include <initializer_list>
#include <map>
#include <optional>

#include "sim/hf/reader_helpers.hpp"

namespace hwsim::hf {

// Shape keys of the decoder families below, read with the Hugging Face config classes' meanings
// (transformers' configuration_<model_type>.py); "absent" defaults are those classes' defaults.

std::string absent_default(const Architecture& a, const std::string& what) {
  return a.config_class + " default " + what;
}

std::int64_t read_top(ConfigReader& r, ModelDraft& d, const Architecture& a, const char* norm,
                      const std::string& norm_source) {
  d.top.push_back(field("vocab", r.integer("vocab_size")));
  const Sourced<std::int64_t> hidden = r.integer("hidden_size");
  d.top.push_back(field("hidden", hidden));
  d.top.push_back(field("norm", norm, norm_source));
  d.top.push_back(
      field("tied_embeddings",
            r.boolean_here_or_outer("tie_word_embeddings", a.tied_default,
                                    absent_default(a, a.tied_default ? "true" : "false"))));
  return hidden.value;
}

// heads, kv_heads, head_dim of softmax attention.
void read_heads(ConfigReader& r, const Architecture& a, std::int64_t hidden,
                std::vector<Field>& out) {
  const Sourced<std::int64_t> heads = r.integer("num_attention_heads", 1);
  out.push_back(field("heads", heads));
  out.push_back(field("kv_heads", r.integer_or("num_key_value_heads", heads.value,
                                               absent_default(a, "= num_attention_heads"), 1)));
  if (!r.has("head_dim") && hidden % heads.value != 0) {
    r.fail("num_attention_heads",
           "hidden_size is not a multiple of num_attention_heads and "
           "the config has no head_dim");
  }
  out.push_back(
      field("head_dim", r.integer_or("head_dim", hidden / heads.value,
                                     absent_default(a, "= hidden_size / num_attention_heads"))));
}

Field gated_kind(ConfigReader& r) {
  const std::string key = r.has("hidden_activation") ? "hidden_activation" : "hidden_act";
  if (key == "hidden_activation") r.consume("hidden_act");
  const Sourced<std::string> act = r.string(key);
  if (act.value == "silu" || act.value == "swish") return field("kind", "swiglu", act.source);
  if (act.value.rfind("gelu", 0) == 0) return field("kind", "geglu", act.source);
  r.fail(key, "activation '" + act.value + "' is not one hwsim maps to a gated FFN (silu, gelu*)");
}

namespace {

struct Kinds {
  const char* full = "full";
  const char* sliding = "sliding";
};

// Per-layer attention kind names from layer_types ("full_attention", "sliding_attention",
// "linear_attention"), or null when the config has no layer_types.
std::optional<std::vector<Sourced<std::string>>> layer_types(ConfigReader& r, std::int64_t layers) {
  if (!r.has("layer_types")) {
    r.consume("layer_types");
    return std::nullopt;
  }
  std::vector<Sourced<std::string>> types = r.string_list("layer_types");
  if (static_cast<std::int64_t>(types.size()) != layers) {
    r.fail("layer_types", "has " + std::to_string(types.size()) +
                              " entries but num_hidden_layers is " + std::to_string(layers));
  }
  for (auto& t : types) {
    if (t.value == "full_attention") {
      t.value = "full";
    } else if (t.value == "sliding_attention") {
      t.value = "sliding";
    } else if (t.value == "linear_attention") {
      t.value = "linear";
    } else {
      r.fail("layer_types", "unknown layer type '" + t.value + "'");
    }
  }
  return types;
}

// Adds `layers` copies of one block, or the layer_types' blocks: build(kind, source) makes the
// block of a kind ("full", "sliding", "linear").
template <typename Build>
void add_layers(ConfigReader& r, ModelDraft& d, std::int64_t layers, const std::string& uniform,
                const std::string& uniform_source, Build build) {
  d.layers_source = "num_hidden_layers";
  if (auto types = layer_types(r, layers)) {
    d.layers_source += "; kinds from layer_types";
    for (const auto& t : *types) d.layers.push_back(d.type(build(t.value, t.source)));
    return;
  }
  const std::size_t type = d.type(build(uniform, uniform_source));
  d.layers.assign(static_cast<std::size_t>(layers), type);
}

// Llama-style block (Llama, Mistral, Mixtral, Qwen2/3, Phi-3, OLMo-2): softmax attention with
// optional window, RMSNorm, gated FFN or MoE.
struct LlamaTraits {
  bool qkv_bias_always = false;  // Qwen2: q/k/v biases, no key
  bool bias_from_key = true;     // attention_bias sets q/k/v/o biases
  bool qk_norm = false;
  bool qk_norm_over_heads = false;
  std::string qk_norm_source;

  static LlamaTraits unbiased() {
    LlamaTraits t;
    t.bias_from_key = false;
    return t;
  }
  static LlamaTraits with_qk_norm(std::string source, bool over_heads = false) {
    LlamaTraits t;
    t.qk_norm = true;
    t.qk_norm_over_heads = over_heads;
    t.qk_norm_source = std::move(source);
    return t;
  }
};

BlockDraft softmax_block(ConfigReader& r, const Architecture& a, std::int64_t hidden,
                         const std::string& kind, const std::string& kind_source,
                         const LlamaTraits& t) {
  BlockDraft b;
  b.name = kind;
  b.attention.push_back(field("kind", kind.c_str(), kind_source));
  if (kind == "sliding") b.attention.push_back(field("window", r.integer("sliding_window")));
  read_heads(r, a, hidden, b.attention);
  if (t.qkv_bias_always) {
    b.attention.push_back(field("qkv_bias", true, a.config_class + " architecture: q/k/v biases"));
  } else if (t.bias_from_key) {
    const Sourced<bool> bias = r.boolean_or("attention_bias", false, absent_default(a, "false"));
    b.attention.push_back(field("qkv_bias", bias));
    b.attention.push_back(field("output_bias", bias));
  } else if (r.has("attention_bias") && r.boolean("attention_bias").value) {
    r.fail("attention_bias", "model_type '" + a.model_type + "' has no attention biases");
  } else {
    r.consume("attention_bias");
  }
  if (t.qk_norm) b.attention.push_back(field("qk_norm", true, t.qk_norm_source));
  if (t.qk_norm_over_heads) {
    b.attention.push_back(field("qk_norm_over_heads", true, t.qk_norm_source));
  }
  return b;
}

void dense_ffn(ConfigReader& r, const Architecture& a, BlockDraft& b) {
  b.ffn.push_back(gated_kind(r));
  b.ffn.push_back(field("inner", r.integer("intermediate_size")));
  if (r.has("mlp_bias") || a.model_type == "llama") {
    b.ffn.push_back(field("bias", r.boolean_or("mlp_bias", false, absent_default(a, "false"))));
  }
}

// Llama, Mistral, Phi-3, Qwen2, Qwen3, OLMo-2: dense blocks; the window handling differs.
void read_llama_like(ConfigReader& r, ModelDraft& d, const Architecture& a, const LlamaTraits& t) {
  const std::int64_t hidden =
      read_top(r, d, a, "rmsnorm", a.config_class + " architecture: RMSNorm");
  const std::int64_t layers = r.integer("num_hidden_layers").value;
  std::string uniform = "full";
  std::string uniform_source = a.config_class + " architecture: causal softmax attention";
  if (r.has("use_sliding_window")) {
    // Qwen2/Qwen3: the window applies only with use_sliding_window (then from max_window_layers).
    if (r.boolean("use_sliding_window").value) {
      r.fail("use_sliding_window", "use_sliding_window true is not imported by hwsim");
    }
    r.consume("sliding_window");
    r.consume("max_window_layers");
    uniform_source = "use_sliding_window false";
  } else if (a.model_type != "llama" && a.model_type != "olmo2" && r.has("sliding_window")) {
    uniform = "sliding";
    uniform_source = "sliding_window";
  } else {
    r.consume("sliding_window");
    if (r.map().find("sliding_window")) uniform_source = "sliding_window null";
  }
  add_layers(r, d, layers, uniform, uniform_source,
             [&](const std::string& kind, const std::string& source) {
               BlockDraft b = softmax_block(r, a, hidden, kind, source, t);
               dense_ffn(r, a, b);
               return b;
             });
}

void read_llama(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  read_llama_like(r, d, a, {});
}

void read_qwen2(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  LlamaTraits t = LlamaTraits::unbiased();
  t.qkv_bias_always = true;
  read_llama_like(r, d, a, t);
}

void read_qwen3(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  read_llama_like(r, d, a, LlamaTraits::with_qk_norm("Qwen3Config architecture: q_norm/k_norm"));
}

void read_olmo2(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  read_llama_like(
      r, d, a,
      LlamaTraits::with_qk_norm("Olmo2Config architecture: q_norm/k_norm over all heads", true));
  // OLMo-2 normalises after attention and after the FFN (two norms, no pre-norms): still two.
}

// Mixtral: every block MoE, no shared experts.
void read_mixtral(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  const std::int64_t hidden =
      read_top(r, d, a, "rmsnorm", a.config_class + " architecture: RMSNorm");
  const std::int64_t layers = r.integer("num_hidden_layers").value;
  const bool sliding = r.has("sliding_window");
  if (!sliding) r.consume("sliding_window");
  add_layers(r, d, layers, sliding ? "sliding" : "full",
             sliding ? "sliding_window" : "sliding_window null",
             [&](const std::string& kind, const std::string& source) {
               BlockDraft b = softmax_block(r, a, hidden, kind, source, LlamaTraits::unbiased());
               b.ffn.push_back(gated_kind(r));
               b.ffn.push_back(field("experts", r.integer("num_local_experts")));
               b.ffn.push_back(field("top_k", r.integer("num_experts_per_tok")));
               b.ffn.push_back(field("expert_inner", r.integer("intermediate_size")));
               return b;
             });
}

// Gemma 4's MoE block (Gemma4TextDecoderLayer with enable_moe_block): the dense MLP of
// intermediate_size stays and runs beside the routed experts, so it is one always-active shared
// expert here; num_experts experts of moe_intermediate_size (expert_intermediate_size in earlier
// configs), top_k_experts per token; Gemma4TextRouter has an input gain (hidden) and a
// per_expert_scale (num_experts) beside its projection; three more norms per block.
void gemma4_moe_ffn(ConfigReader& r, const Architecture& a, BlockDraft& b, const Field& inner) {
  b.ffn.push_back(field("experts", r.integer("num_experts", 1)));
  b.ffn.push_back(field("top_k", r.integer("top_k_experts", 1)));
  // The older key is read only when the current one is absent (errors name the current one).
  const bool current = r.has("moe_intermediate_size") || !r.has("expert_intermediate_size");
  b.ffn.push_back(
      field("expert_inner",
            r.integer(current ? "moe_intermediate_size" : "expert_intermediate_size", 1)));
  if (r.has("moe_intermediate_size") && r.has("expert_intermediate_size") &&
      r.integer("expert_intermediate_size").value != r.integer("moe_intermediate_size").value) {
    r.fail("expert_intermediate_size", "differs from moe_intermediate_size");
  }
  r.consume(current ? "expert_intermediate_size" : "moe_intermediate_size");
  b.ffn.push_back(field("shared_experts", std::int64_t{1},
                        a.config_class + " architecture: the dense MLP beside the experts"));
  Field shared = inner;
  shared.key = "shared_inner";
  b.ffn.push_back(shared);
  b.ffn.push_back(field("router_scales", true,
                        a.config_class + " architecture: router scale, per_expert_scale"));
}

struct Gemma4Options {
  bool k_eq_v = false;
  bool moe = false;
  bool double_wide = false;
  std::int64_t first_shared = 0;  // first layer that reuses an earlier layer's K/V
};

// num_kv_shared_layers n: layers from L - n on reuse the K/V of the last earlier layer of their
// kind (Gemma4TextAttention.is_kv_shared_layer), so such a layer must exist.
std::int64_t gemma4_first_shared(ConfigReader& r, const Architecture& a, std::int64_t layers,
                                 const std::vector<Sourced<std::string>>& types) {
  const std::int64_t shared = r.integer_or("num_kv_shared_layers", 0, absent_default(a, "0")).value;
  const std::int64_t first = layers - shared;
  if (first <= 0) {
    r.fail("num_kv_shared_layers", "num_kv_shared_layers " + std::to_string(shared) +
                                       " leaves no layer that computes K and V");
  }
  for (std::int64_t i = first; i < layers; ++i) {
    bool found = false;
    for (std::int64_t j = 0; j < first; ++j) found = found || types[j].value == types[i].value;
    if (!found) {
      r.fail("num_kv_shared_layers", "layer " + std::to_string(i) + " (" + types[i].value +
                                         ") shares K/V but no earlier layer of its kind has them");
    }
  }
  return first;
}

// Gemma 4 (transformers' modeling_gemma4.py: Gemma4TextAttention, Gemma4TextMLP,
// Gemma4TextDecoderLayer, Gemma4TextModel): layer_types; sliding layers use num_key_value_heads
// and head_dim, full layers global_head_dim and, with attention_k_eq_v, num_global_key_value_heads
// and one projection for K and V; q/k norms (v_norm has no gain), four norms per block, GeGLU.
// KV-shared layers (num_kv_shared_layers) have only q_proj, q_norm and o_proj and, with
// use_double_wide_mlp, an FFN of 2 x intermediate_size. Per-layer inputs
// (hidden_size_per_layer_input > 0) add the model's per_layer_input keys.
void read_gemma4(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  const std::int64_t hidden =
      read_top(r, d, a, "rmsnorm", a.config_class + " architecture: RMSNorm");
  const std::int64_t layers = r.integer("num_hidden_layers").value;
  if (!r.has("layer_types")) r.fail("num_hidden_layers", "a Gemma 4 config needs 'layer_types'");
  const std::vector<Sourced<std::string>> types = *layer_types(r, layers);
  const Sourced<std::int64_t> ple =
      r.integer_or("hidden_size_per_layer_input", 256, absent_default(a, "256"));
  if (ple.value > 0) {
    d.top.push_back(field("per_layer_input", ple));
    d.top.push_back(
        field("per_layer_input_vocab",
              r.integer_or("vocab_size_per_layer_input", 262144, absent_default(a, "262144"), 1)));
  } else {
    r.consume("vocab_size_per_layer_input");  // only per-layer inputs use it
  }
  Gemma4Options o;
  o.first_shared = gemma4_first_shared(r, a, layers, types);
  const Sourced<bool> k_eq_v = r.boolean_or("attention_k_eq_v", false, absent_default(a, "false"));
  o.k_eq_v = k_eq_v.value;
  o.moe = r.boolean_or("enable_moe_block", false, absent_default(a, "false")).value;
  o.double_wide = r.boolean_or("use_double_wide_mlp", false, absent_default(a, "false")).value;
  if (!o.moe) {
    for (const char* key :
         {"num_experts", "top_k_experts", "moe_intermediate_size", "expert_intermediate_size"}) {
      r.consume(key);  // read only with enable_moe_block
    }
  }
  if (!o.k_eq_v) r.consume("num_global_key_value_heads");  // read only with attention_k_eq_v
  const std::string qk = a.config_class + " architecture: q/k norms";
  d.layers_source = "num_hidden_layers; kinds from layer_types";
  if (o.first_shared < layers) {
    d.layers_source +=
        "; K/V reused from layer " + std::to_string(o.first_shared) + " on (num_kv_shared_layers)";
  }
  for (std::int64_t i = 0; i < layers; ++i) {
    const std::string& kind = types[i].value;
    const bool reuses = i >= o.first_shared;
    BlockDraft b =
        softmax_block(r, a, hidden, kind, types[i].source, LlamaTraits::with_qk_norm(qk));
    if (kind == "full") {
      for (Field& f : b.attention) {
        if (f.key == "kv_heads" && o.k_eq_v) {
          f = field("kv_heads", r.integer("num_global_key_value_heads", 1));
        }
        if (f.key == "head_dim") f = field("head_dim", r.integer("global_head_dim", 1));
      }
      if (o.k_eq_v) b.attention.push_back(field("shared_kv", k_eq_v));
    }
    if (reuses) {
      b.name += "_kv_shared";
      b.attention.push_back(field("reuses_kv", true, "num_kv_shared_layers"));
    }
    b.ffn.push_back(gated_kind(r));
    Field inner = field("inner", r.integer("intermediate_size"));
    if (reuses && o.double_wide) {
      b.name += "_wide";
      inner = field("inner", 2 * r.integer("intermediate_size").value,
                    "2 x intermediate_size (use_double_wide_mlp)");
    }
    if (o.moe) {
      gemma4_moe_ffn(r, a, b, inner);
    } else {
      b.ffn.push_back(inner);
    }
    b.block.push_back(field("norms", std::int64_t{o.moe ? 7 : 4},
                            a.config_class + " architecture: pre/post attention and FFN norms" +
                                (o.moe ? ", post FFN norms 1 and 2, pre FFN norm 2" : "")));
    d.layers.push_back(d.type(b));
  }
  d.header.push_back("Not counted: one scalar per layer (Gemma 4's layer scale), if present.");
}

// Per-layer MoE choice of the Qwen MoE decoders: layer i is MoE when (i + 1) %
// decoder_sparse_step == 0 and i is not in mlp_only_layers (Qwen3MoeDecoderLayer).
std::vector<bool> qwen_moe_layers(ConfigReader& r, std::int64_t layers) {
  const std::int64_t step = r.integer("decoder_sparse_step", 1).value;
  const std::vector<std::int64_t> mlp_only =
      r.has("mlp_only_layers") ? r.integer_list("mlp_only_layers") : std::vector<std::int64_t>{};
  r.consume("mlp_only_layers");
  // An index past the last layer names no layer: Transformers would ignore it, and so would the
  // count, so a typo (48 for 47) would import every layer as MoE without a word.
  for (std::size_t k = 0; k < mlp_only.size(); ++k) {
    if (mlp_only[k] < layers) continue;
    r.node("mlp_only_layers")
        .items()[k]
        .fail("layer " + std::to_string(mlp_only[k]) + " does not exist: num_hidden_layers is " +
              std::to_string(layers) + ", so layers are 0 to " + std::to_string(layers - 1));
  }
  std::vector<bool> out;
  for (std::int64_t i = 0; i < layers; ++i) {
    bool is_moe = (i + 1) % step == 0;
    for (std::int64_t m : mlp_only) is_moe = is_moe && m != i;
    out.push_back(is_moe);
  }
  return out;
}

// Qwen's MoE configs carry sliding-window keys that their published models leave off: they are
// read (so not unknown), and a window switched on is refused rather than ignored.
void refuse_sliding_window(ConfigReader& r) {
  if (r.has("use_sliding_window") && r.boolean("use_sliding_window").value) {
    r.fail("use_sliding_window", "use_sliding_window true is not imported by hwsim");
  }
  for (const char* key : {"use_sliding_window", "sliding_window", "max_window_layers"}) {
    r.consume(key);
  }
}

// Keys Qwen3MoeConfig does not define that Qwen3-Coder-480B-A35B's published config still
// carries from its training code. Each may stay only with the value that states what the class
// builds anyway (no q/k/v bias, no shared expert, q/k norms); another value would be a shape the
// class never builds, so it is refused.
void confirm_qwen3_moe_extras(ConfigReader& r, const Architecture& a) {
  const std::string built = "; " + a.config_class + " builds none, so hwsim cannot import it";
  if (r.has("qkv_bias") && r.boolean("qkv_bias").value) {
    r.fail("qkv_bias", "qkv_bias true would give q/k/v biases" + built);
  }
  if (r.has("shared_expert_intermediate_size") &&
      r.integer("shared_expert_intermediate_size").value != 0) {
    r.fail("shared_expert_intermediate_size",
           "a shared expert (shared_expert_intermediate_size > 0)" + built);
  }
  if (r.has("use_qk_norm") && !r.boolean("use_qk_norm").value) {
    r.fail("use_qk_norm", "use_qk_norm false would drop the q/k norms " + a.config_class +
                              " always builds, so hwsim cannot import it");
  }
  for (const char* key : {"qkv_bias", "shared_expert_intermediate_size", "use_qk_norm"}) {
    r.consume(key);
  }
}

// Qwen3-MoE: MoE layers as qwen_moe_layers, the others a dense FFN of intermediate_size.
void read_qwen3_moe(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  const std::int64_t hidden =
      read_top(r, d, a, "rmsnorm", a.config_class + " architecture: RMSNorm");
  const std::int64_t layers = r.integer("num_hidden_layers").value;
  refuse_sliding_window(r);
  confirm_qwen3_moe_extras(r, a);
  const std::vector<bool> moe_at = qwen_moe_layers(r, layers);
  const LlamaTraits t = LlamaTraits::with_qk_norm("Qwen3MoeConfig architecture: q/k norms");
  BlockDraft moe = softmax_block(r, a, hidden, "full", "causal softmax attention", t);
  moe.name = "moe";
  moe.ffn.push_back(gated_kind(r));
  moe.ffn.push_back(field("experts", r.integer("num_experts")));
  moe.ffn.push_back(field("top_k", r.integer("num_experts_per_tok")));
  moe.ffn.push_back(field("expert_inner", r.integer("moe_intermediate_size")));
  BlockDraft dense = softmax_block(r, a, hidden, "full", "causal softmax attention", t);
  dense.name = "dense";
  dense.ffn.push_back(gated_kind(r));
  dense.ffn.push_back(field("inner", r.integer("intermediate_size")));
  d.layers_source = "num_hidden_layers; MoE from decoder_sparse_step and mlp_only_layers";
  for (const bool is_moe : moe_at) d.layers.push_back(d.type(is_moe ? moe : dense));
}

// The sparse block of Qwen2-MoE, Qwen3-Next and Qwen3.5-MoE (Qwen2MoeSparseMoeBlock): routed
// experts of moe_intermediate_size and one shared expert of shared_expert_intermediate_size whose
// output is scaled by a sigmoid gate (shared_expert_gate, hidden -> 1). The FFN kind is in b.
void qwen_moe_ffn(ConfigReader& r, const Architecture& a, BlockDraft& b) {
  b.ffn.push_back(field("experts", r.integer("num_experts")));
  b.ffn.push_back(field("top_k", r.integer("num_experts_per_tok")));
  b.ffn.push_back(field("expert_inner", r.integer("moe_intermediate_size")));
  const Sourced<std::int64_t> shared = r.integer("shared_expert_intermediate_size");
  if (shared.value > 0) {
    b.ffn.push_back(
        field("shared_experts", std::int64_t{1}, "shared_expert_intermediate_size > 0"));
    b.ffn.push_back(field("shared_inner", shared));
    b.ffn.push_back(
        field("shared_expert_gate", true, a.config_class + " architecture: shared_expert_gate"));
  }
}

// Qwen2-MoE (Qwen1.5-MoE, Qwen2-57B-A14B): Qwen2's attention (q/k/v biases, no q/k norms); MoE
// layers as qwen_moe_layers with a gated shared expert, the others a dense FFN of
// intermediate_size.
void read_qwen2_moe(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  const std::int64_t hidden =
      read_top(r, d, a, "rmsnorm", a.config_class + " architecture: RMSNorm");
  const std::int64_t layers = r.integer("num_hidden_layers").value;
  refuse_sliding_window(r);
  if (r.has("qkv_bias") && !r.boolean("qkv_bias").value) {
    r.fail("qkv_bias", "qkv_bias false is not imported by hwsim (Qwen2-MoE has q/k/v biases)");
  }
  r.consume("qkv_bias");
  const std::vector<bool> moe_at = qwen_moe_layers(r, layers);
  LlamaTraits t = LlamaTraits::unbiased();
  t.qkv_bias_always = true;
  BlockDraft moe = softmax_block(r, a, hidden, "full", "causal softmax attention", t);
  moe.name = "moe";
  moe.ffn.push_back(gated_kind(r));
  qwen_moe_ffn(r, a, moe);
  BlockDraft dense = softmax_block(r, a, hidden, "full", "causal softmax attention", t);
  dense.name = "dense";
  dense.ffn.push_back(gated_kind(r));
  bool any_dense = false;
  for (const bool is_moe : moe_at) any_dense = any_dense || !is_moe;
  if (any_dense) {
    dense.ffn.push_back(field("inner", r.integer("intermediate_size")));
  } else {
    r.consume("intermediate_size");  // only dense layers use it
  }
  d.layers_source = "num_hidden_layers; MoE from decoder_sparse_step and mlp_only_layers";
  for (const bool is_moe : moe_at) d.layers.push_back(d.type(is_moe ? moe : dense));
}

// Mistral, Phi-3: no attention bias key; q/k/v/o without biases.
void read_unbiased_llama(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  read_llama_like(r, d, a, LlamaTraits::unbiased());
}

// Gemma 2/3: four norms per block, GeGLU, tied embeddings; sliding layers from layer_types, else
// Gemma 2 alternates (even layers sliding) and Gemma 3 makes every sliding_window_pattern-th
// layer global (layer i sliding iff (i + 1) % pattern != 0), as their decoder layers do.
void read_gemma(ConfigReader& r, ModelDraft& d, const Architecture& a, bool qk_norm) {
  const std::int64_t hidden =
      read_top(r, d, a, "rmsnorm", a.config_class + " architecture: RMSNorm");
  const std::int64_t layers = r.integer("num_hidden_layers").value;
  auto build = [&](const std::string& kind, const std::string& source) {
    BlockDraft b = softmax_block(
        r, a, hidden, kind, source,
        qk_norm ? LlamaTraits::with_qk_norm(a.config_class + " architecture: q/k norms")
                : LlamaTraits{});
    dense_ffn(r, a, b);
    b.block.push_back(field("norms", std::int64_t{4},
                            a.config_class + " architecture: pre/post attention and FFN norms"));
    return b;
  };
  d.layers_source = "num_hidden_layers";
  if (auto types = layer_types(r, layers)) {
    d.layers_source += "; kinds from layer_types";
    for (const auto& t : *types) d.layers.push_back(d.type(build(t.value, t.source)));
    for (const char* key : {"sliding_window_pattern", "_sliding_window_pattern"}) r.consume(key);
    return;
  }
  std::int64_t pattern = 2;
  std::string rule = "Gemma 2: even layers sliding";
  if (qk_norm) {
    const std::string key =
        r.has("_sliding_window_pattern") ? "_sliding_window_pattern" : "sliding_window_pattern";
    const Sourced<std::int64_t> read = r.integer(key, 1);
    pattern = read.value;
    rule = "layer i sliding iff (i + 1) % " + key + " != 0" +
           (read.source == key ? "" : " (" + read.source + ")");
  }
  for (std::int64_t i = 0; i < layers; ++i) {
    const bool sliding = qk_norm ? (i + 1) % pattern != 0 : i % 2 == 0;
    d.layers.push_back(d.type(build(sliding ? "sliding" : "full", rule)));
  }
}

void read_gemma2(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  read_gemma(r, d, a, false);
}
void read_gemma3(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  read_gemma(r, d, a, true);
}

// Which layers of a hybrid are MoE: chosen per layer (decoder_sparse_step, mlp_only_layers) when
// the config has experts, or every layer (Qwen3_5MoeTextConfig has neither key nor a dense FFN:
// each Qwen3_5MoeDecoderLayer builds a sparse MoE block).
enum class HybridMoe { per_layer, every_layer };

// Qwen3.5 / Qwen3-Next hybrids: Gated DeltaNet (linear) layers and gated full attention with q/k
// norms, from layer_types or else full_attention_interval (layer i full iff (i + 1) % interval
// == 0, as Qwen3NextConfig builds its layer_types); FFN dense (Qwen3.5) or MoE with one gated
// shared expert (Qwen3-Next, Qwen3.5-MoE).
void read_hybrid_layers(ConfigReader& r, ModelDraft& d, const Architecture& a, HybridMoe which) {
  const std::int64_t hidden =
      read_top(r, d, a, "rmsnorm", a.config_class + " architecture: RMSNorm");
  const std::int64_t layers = r.integer("num_hidden_layers").value;
  std::vector<Sourced<std::string>> kinds;
  if (auto types = layer_types(r, layers)) {
    kinds = *types;
    r.consume("full_attention_interval");  // layer_types spells the same layout out
    d.layers_source = "num_hidden_layers; kinds from layer_types";
  } else {
    const std::int64_t interval = r.integer("full_attention_interval", 1).value;
    for (std::int64_t i = 0; i < layers; ++i) {
      kinds.push_back({(i + 1) % interval == 0 ? "full" : "linear",
                       "full_attention_interval: layer i full iff (i + 1) % interval == 0"});
    }
    d.layers_source = "num_hidden_layers; kinds from full_attention_interval";
  }
  refuse_sliding_window(r);
  const bool every = which == HybridMoe::every_layer;
  const bool moe = every || r.has("num_experts");
  const std::vector<bool> moe_at = every ? std::vector<bool>(static_cast<std::size_t>(layers), true)
                                   : moe ? qwen_moe_layers(r, layers)
                                         : std::vector<bool>(static_cast<std::size_t>(layers));
  if (!moe) r.consume("mlp_only_layers");
  auto build = [&](const Sourced<std::string>& kind, bool is_moe) {
    BlockDraft b;
    if (kind.value == "linear") {
      b.attention.push_back(field("kind", "linear", kind.source));
      b.attention.push_back(field("key_heads", r.integer("linear_num_key_heads", 1)));
      b.attention.push_back(field("value_heads", r.integer("linear_num_value_heads", 1)));
      b.attention.push_back(field("key_head_dim", r.integer("linear_key_head_dim")));
      b.attention.push_back(field("value_head_dim", r.integer("linear_value_head_dim")));
      b.attention.push_back(field("conv_kernel", r.integer("linear_conv_kernel_dim")));
    } else if (kind.value == "full") {
      b = softmax_block(r, a, hidden, "full", kind.source,
                        LlamaTraits::with_qk_norm(a.config_class + " architecture: q/k norms"));
      b.attention.push_back(
          field("output_gate",
                r.has("attn_output_gate")
                    ? r.boolean("attn_output_gate")
                    : Sourced<bool>{true, a.config_class + " architecture: gated output"}));
    } else {
      r.fail("layer_types", "a hybrid config mixes only linear and full attention");
    }
    b.name = kind.value;
    b.ffn.push_back(gated_kind(r));
    if (!is_moe) {
      b.ffn.push_back(field("inner", r.integer("intermediate_size")));
      return b;
    }
    b.name += "_moe";
    qwen_moe_ffn(r, a, b);
    return b;
  };
  if (every) d.layers_source += "; every layer MoE (" + a.config_class + " architecture)";
  if (!every) r.consume("intermediate_size");  // MoE layers do not use it
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    d.layers.push_back(d.type(build(kinds[i], moe_at[i])));
  }
  if (r.has("mtp_num_hidden_layers")) {
    d.header.push_back("Not counted: " + std::to_string(r.integer("mtp_num_hidden_layers").value) +
                       " multi-token-prediction layer(s) (mtp_num_hidden_layers).");
  } else if (a.model_type == "qwen3_next") {
    d.header.push_back("Not counted: the multi-token-prediction module a checkpoint may ship.");
  }
}

void read_hybrid(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  read_hybrid_layers(r, d, a, HybridMoe::per_layer);
}
void read_hybrid_all_moe(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  read_hybrid_layers(r, d, a, HybridMoe::every_layer);
}

// GPT-2: learned positions, LayerNorm with bias, biased attention and MLP, tied head.
void read_gpt2(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  d.top.push_back(field("vocab", r.integer("vocab_size")));
  const Sourced<std::int64_t> hidden = r.integer("n_embd");
  d.top.push_back(field("hidden", hidden));
  d.top.push_back(field("norm", "layernorm", "GPT2Config architecture: LayerNorm with bias"));
  d.top.push_back(field("tied_embeddings",
                        r.boolean_or("tie_word_embeddings", true, absent_default(a, "true"))));
  d.top.push_back(field("max_positions", r.integer("n_positions")));
  const std::int64_t layers = r.integer("n_layer").value;
  BlockDraft b;
  b.name = "block";
  b.attention.push_back(field("kind", "full", "GPT2Config architecture: causal attention"));
  b.attention.push_back(field("heads", r.integer("n_head")));
  b.attention.push_back(field("qkv_bias", true, "GPT2Config architecture: c_attn bias"));
  b.attention.push_back(field("output_bias", true, "GPT2Config architecture: c_proj bias"));
  const Sourced<std::string> act = r.string("activation_function");
  if (act.value.rfind("gelu", 0) != 0 && act.value != "relu") {
    r.fail("activation_function", "activation '" + act.value + "' is not gelu* or relu");
  }
  b.ffn.push_back(field("kind", act.value == "relu" ? "relu" : "gelu", "activation_function"));
  b.ffn.push_back(
      field("inner", r.integer_or("n_inner", 4 * hidden.value, absent_default(a, "= 4 * n_embd"))));
  b.ffn.push_back(field("bias", true, "GPT2Config architecture: c_fc/c_proj bias"));
  b.block.push_back(field("norm", "layernorm", "GPT2Config architecture"));
  d.layers_source = "n_layer";
  d.layers.assign(static_cast<std::size_t>(layers), d.type(b));
}

// DeepSeek-V2 and V3: multi-head latent attention; the first first_k_dense_replace layers dense,
// the rest MoE with n_shared_experts shared experts. The router (DeepseekV2MoEGate,
// DeepseekV3TopkRouter) keeps an e_score_correction_bias of n_routed_experts values (counted as
// router_bias) only with topk_method noaux_tc, V3's method and its class default (V2's is
// greedy). The multi-token-prediction layers (num_nextn_predict_layers) are not part of the
// decoder and are not counted.
// Group-limited routing of DeepSeek's router: n_group groups, topk_group of them per token,
// ranked by the sum of a group's two best scores (noaux_tc: DeepseekV3TopkRouter /
// DeepseekV3MoE.get_topk_indices in transformers' modeling_deepseek_v3.py) or by its best score
// (group_limited_greedy: MoEGate in DeepSeek-V2's modeling_deepseek.py). greedy routes over all
// experts and ignores both keys. DeepseekV3Config's defaults are n_group 8, topk_group 4; V2's
// class has none (a group-limited V2 config must give them).
void read_deepseek_groups(ConfigReader& r, BlockDraft& moe, const Architecture& a,
                          const std::string& method) {
  const bool v3 = a.model_type == "deepseek_v3";
  if (method == "greedy") {
    r.consume("n_group");
    r.consume("topk_group");
    return;
  }
  if (method != "noaux_tc" && method != "group_limited_greedy") {
    r.fail("topk_method",
           "topk_method '" + method + "' is not one of greedy, group_limited_greedy, noaux_tc");
  }
  const Sourced<std::int64_t> groups =
      v3 ? r.integer_or("n_group", 8, absent_default(a, "8"), 1) : r.integer("n_group", 1);
  const Sourced<std::int64_t> top =
      v3 ? r.integer_or("topk_group", 4, absent_default(a, "4"), 1) : r.integer("topk_group", 1);
  // More groups chosen than exist is no routing transformers can run (torch.topk over the
  // n_group group scores with k = topk_group fails), not a limit to drop.
  if (top.value > groups.value) {
    r.fail("topk_group", "topk_group " + std::to_string(top.value) + " exceeds n_group " +
                             std::to_string(groups.value));
  }
  if (top.value == groups.value) return;  // every group chosen: no limit
  moe.ffn.push_back(field("expert_groups", groups));
  moe.ffn.push_back(field("group_top_k", top));
  moe.ffn.push_back(field("group_score", method == "noaux_tc" ? "top2_sum" : "max",
                          "topk_method " + method +
                              (method == "noaux_tc" ? ": a group's two best scores, summed"
                                                    : ": a group's best score")));
}

// What the DeepSeek-family readers differ in: the router's default topk_method, the
// sparse-attention indexer (DeepSeek-V3.2, GLM-5) and GLM-5's spelled-out MLA widths.
struct DeepseekVariant {
  std::string default_topk_method = "noaux_tc";
  bool indexer = false;
  bool glm_widths = false;  // head_dim (= qk_rope_head_dim) and qk_head_dim (= nope + rope)
};

// The MLA block's attention fields, with the indexer's (index_n_heads, index_head_dim; its
// index_topk, the keys a query attends to, changes no shape).
BlockDraft mla_block(ConfigReader& r, const Architecture& a, const DeepseekVariant& v) {
  const Sourced<std::int64_t> heads = r.integer("num_attention_heads", 1);
  const Sourced<std::int64_t> kv_heads = r.integer("num_key_value_heads", 1);
  if (kv_heads.value != heads.value) {
    r.fail("num_key_value_heads",
           "MLA has one key/value per head: must equal "
           "num_attention_heads");
  }
  BlockDraft mla;
  mla.attention.push_back(field("kind", "mla", a.config_class + " architecture: MLA"));
  mla.attention.push_back(field("heads", heads));
  mla.attention.push_back(field("q_lora_rank", r.integer_or("q_lora_rank", 0,
                                                            "null = no "
                                                            "query compression")));
  for (const char* key : {"kv_lora_rank", "qk_nope_head_dim", "qk_rope_head_dim", "v_head_dim"}) {
    mla.attention.push_back(field(key, r.integer(key)));
  }
  if (v.glm_widths) {
    // GlmMoeDsaConfig spells out two widths the others imply: they must agree.
    const std::int64_t nope = r.integer("qk_nope_head_dim").value;
    const std::int64_t rope = r.integer("qk_rope_head_dim").value;
    if (r.has("qk_head_dim") && r.integer("qk_head_dim").value != nope + rope) {
      r.fail("qk_head_dim",
             "must equal qk_nope_head_dim + qk_rope_head_dim = " + std::to_string(nope + rope));
    }
    if (r.has("head_dim") && r.integer("head_dim").value != rope) {
      r.fail("head_dim", "must equal qk_rope_head_dim (" + std::to_string(rope) +
                             "), the rotary width GlmMoeDsaConfig names head_dim");
    }
    r.consume("qk_head_dim");
    r.consume("head_dim");
  }
  if (v.indexer) {
    mla.attention.push_back(field("index_heads", r.integer("index_n_heads", 1)));
    mla.attention.push_back(field("index_head_dim", r.integer("index_head_dim", 1)));
  }
  return mla;
}

void read_deepseek(ConfigReader& r, ModelDraft& d, const Architecture& a,
                   const DeepseekVariant& v) {
  read_top(r, d, a, "rmsnorm", a.config_class + " architecture: RMSNorm");
  const std::int64_t layers = r.integer("num_hidden_layers").value;
  if (r.boolean_or("attention_bias", false, absent_default(a, "false")).value) {
    r.fail("attention_bias", "MLA with biases is not imported by hwsim");
  }
  if (r.integer_or("moe_layer_freq", 1, absent_default(a, "1")).value != 1) {
    r.fail("moe_layer_freq", "only moe_layer_freq 1 is imported by hwsim");
  }
  const BlockDraft mla = mla_block(r, a, v);
  BlockDraft dense = mla;
  dense.name = "dense";
  dense.ffn.push_back(gated_kind(r));
  dense.ffn.push_back(field("inner", r.integer("intermediate_size")));
  BlockDraft moe = mla;
  moe.name = "moe";
  moe.ffn.push_back(gated_kind(r));
  moe.ffn.push_back(field("experts", r.integer("n_routed_experts")));
  moe.ffn.push_back(field("top_k", r.integer("num_experts_per_tok")));
  moe.ffn.push_back(field("expert_inner", r.integer("moe_intermediate_size")));
  moe.ffn.push_back(field("shared_experts", r.integer("n_shared_experts")));
  const std::string method =
      r.has("topk_method") ? r.string("topk_method").value : v.default_topk_method;
  r.consume("topk_method");
  if (method == "noaux_tc") {
    moe.ffn.push_back(field("router_bias", true,
                            "topk_method noaux_tc: the router's e_score_correction_bias" +
                                std::string(r.has("topk_method") ? "" : " (class default)")));
  }
  read_deepseek_groups(r, moe, a, method);
  const std::int64_t first_dense = r.integer("first_k_dense_replace").value;
  d.mtp_modules = r.integer_or("num_nextn_predict_layers", 0, "").value;
  d.header.push_back("Not counted: " + std::to_string(d.mtp_modules) +
                     " multi-token-prediction layer(s) (num_nextn_predict_layers).");
  d.layers_source = "num_hidden_layers; dense below first_k_dense_replace";
  for (std::int64_t i = 0; i < layers; ++i)
    d.layers.push_back(d.type(i < first_dense ? dense : moe));
}

void read_deepseek_v2(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  read_deepseek(r, d, a, DeepseekVariant{"greedy"});
}
void read_deepseek_v3(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  read_deepseek(r, d, a, DeepseekVariant{});
}
// DeepSeek-V3.2 (DeepSeek Sparse Attention): V3's blocks with the indexer beside MLA.
void read_deepseek_v32(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  read_deepseek(r, d, a, DeepseekVariant{"noaux_tc", true});
}
// GLM-5 (glm_moe_dsa: GlmMoeDsaConfig): DeepSeek-V3.2's layout, its widths spelled out.
void read_glm_moe_dsa(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  read_deepseek(r, d, a, DeepseekVariant{"noaux_tc", true, true});
}

// gpt-oss (transformers' modeling_gpt_oss.py, GptOssConfig): layer_types alternate sliding
// (sliding_window tokens) and full attention, q/k/v/o biases (attention_bias), one learned sink
// logit per head (GptOssAttention.sinks); every layer MoE: a router with a bias
// (GptOssTopKRouter), num_local_experts experts of intermediate_size whose fused gate_up and down
// projections have biases (GptOssExperts), num_experts_per_tok per token. The first release's
// experts_per_token names the same number: read, and it must agree.
void read_gpt_oss(ConfigReader& r, ModelDraft& d, const Architecture& a) {
  const std::int64_t hidden =
      read_top(r, d, a, "rmsnorm", a.config_class + " architecture: RMSNorm");
  const std::int64_t layers = r.integer("num_hidden_layers").value;
  const Sourced<std::int64_t> top_k = r.integer("num_experts_per_tok", 1);
  if (r.has("experts_per_token") && r.integer("experts_per_token").value != top_k.value) {
    r.fail("experts_per_token", "differs from num_experts_per_tok (" + std::to_string(top_k.value) +
                                    "): the same setting");
  }
  r.consume("experts_per_token");
  const std::string arch = a.config_class + " architecture: ";
  d.router_module = "router";
  add_layers(r, d, layers, "full", arch + "causal softmax attention",
             [&](const std::string& kind, const std::string& source) {
               BlockDraft b = softmax_block(r, a, hidden, kind, source, LlamaTraits{});
               b.attention.push_back(field("sinks", true, arch + "GptOssAttention.sinks"));
               b.ffn.push_back(gated_kind(r));
               b.ffn.push_back(field("experts", r.integer("num_local_experts", 1)));
               b.ffn.push_back(field("top_k", top_k));
               b.ffn.push_back(field("expert_inner", r.integer("intermediate_size", 1)));
               b.ffn.push_back(field("bias", true, arch + "GptOssExperts biases"));
               b.ffn.push_back(field("router_bias", true, arch + "GptOssTopKRouter bias"));
               return b;
             });
}

std::set<std::string> keys(std::initializer_list<const char*> list) {
  return {list.begin(), list.end()};
}

// Gemma3TextConfig.__init__'s defaults for the keys read above, from transformers'
// src/transformers/models/gemma3/configuration_gemma3.py as released with Gemma 3 in 4.50 (the
// class docstring states the same values; transformers 4.50.3's printout of google/gemma-3-4b-it,
// committed under workloads/models/hf/gemma-3-4b-it, writes them out). The published
// gemma-3-*-it wrappers leave most of these to the class.
ClassDefaults gemma3_text_defaults() {
  return {"transformers 4.50",
          {{"vocab_size", "262208"},
           {"hidden_size", "2304"},
           {"intermediate_size", "9216"},
           {"num_hidden_layers", "26"},
           {"num_attention_heads", "8"},
           {"num_key_value_heads", "4"},
           {"head_dim", "256"},
           {"hidden_activation", "\"gelu_pytorch_tanh\""},
           {"tie_word_embeddings", "true"},
           {"attention_bias", "false"},
           {"sliding_window", "4096"},
           {"sliding_window_pattern", "6"}}};
}

const std::set<std::string> kMoeRouting =
    keys({"router_aux_loss_coef", "output_router_logits", "router_jitter_noise", "norm_topk_prob"});

}  // namespace

const std::set<std::string>& common_shape_free_keys() {
  static const std::set<std::string> k = keys({
      "_name_or_path",
      "architectures",
      "model_type",
      "transformers_version",
      "torch_dtype",
      "dtype",
      "bos_token_id",
      "eos_token_id",
      "pad_token_id",
      "initializer_range",
      "rms_norm_eps",
      "layer_norm_eps",
      "layer_norm_epsilon",
      "norm_eps",
      "rope_theta",
      "rope_scaling",
      "rope_parameters",
      "max_position_embeddings",
      "use_cache",
      "attention_dropout",
      "hidden_dropout",
      "pretraining_tp",
      "output_attentions",
      "output_hidden_states",
      "return_dict",
      "tokenizer_class",
      "auto_map",
      "quantization_config",
      "_attn_implementation",
      "attn_implementation",
      "use_return_dict",
      "torchscript",
      "id2label",
      "label2id",
      "chunk_size_feed_forward",
      "is_decoder",
      "tie_encoder_decoder",
      "problem_type",
      "bad_words_ids",
      "task_specific_params",
  });
  return k;
}

const std::vector<Architecture>& architectures() {
  static const std::vector<Architecture> table{
      {"deepseek_v2",
       "DeepseekV2Config",
       read_deepseek_v2,
       keys({"routed_scaling_factor", "scoring_func", "norm_topk_prob", "ep_size", "aux_loss_alpha",
             "seq_aux"}),
       false,
       {}},
      {"deepseek_v3",
       "DeepseekV3Config",
       read_deepseek_v3,
       keys({"routed_scaling_factor", "scoring_func", "norm_topk_prob", "ep_size", "aux_loss_alpha",
             "seq_aux", "rope_interleave"}),
       false,
       {}},
      {"deepseek_v32",
       "DeepseekV32Config",
       read_deepseek_v32,
       keys({"routed_scaling_factor", "scoring_func", "norm_topk_prob", "ep_size", "aux_loss_alpha",
             "seq_aux", "rope_interleave", "index_topk"}),
       false,
       {}},
      {"gemma2",
       "Gemma2Config",
       read_gemma2,
       keys({"query_pre_attn_scalar", "final_logit_softcapping", "attn_logit_softcapping",
             "cache_implementation", "sliding_window_size"}),
       true,
       {}},
      {"gemma3_text", "Gemma3TextConfig", read_gemma3,
       keys({"query_pre_attn_scalar", "final_logit_softcapping", "attn_logit_softcapping",
             "cache_implementation", "rope_local_base_freq", "use_bidirectional_attention"}),
       true, gemma3_text_defaults()},
      {"gemma4_text",
       "Gemma4TextConfig",
       read_gemma4,
       keys({"final_logit_softcapping", "attn_logit_softcapping", "use_bidirectional_attention",
             "query_pre_attn_scalar"}),
       true,
       {}},
      {"glm_moe_dsa",
       "GlmMoeDsaConfig",
       read_glm_moe_dsa,
       keys({"routed_scaling_factor", "scoring_func", "norm_topk_prob", "ep_size", "index_topk",
             "rope_interleave", "indexer_rope_interleave"}),
       false,
       {}},
      {"gpt_oss",
       "GptOssConfig",
       read_gpt_oss,
       keys({"initial_context_length", "swiglu_limit", "router_aux_loss_coef",
             "output_router_logits"}),
       false,
       {"transformers 4.55", {{"attention_bias", "true"}}}},
      {"gpt2",
       "GPT2Config",
       read_gpt2,
       keys({"n_ctx", "resid_pdrop", "embd_pdrop", "attn_pdrop", "summary_type", "summary_use_proj",
             "summary_activation", "summary_proj_to_labels", "summary_first_dropout",
             "scale_attn_weights", "scale_attn_by_inverse_layer_idx", "reorder_and_upcast_attn"}),
       true,
       {}},
      {"llama", "LlamaConfig", read_llama, {}, false, {}},
      {"mistral", "MistralConfig", read_unbiased_llama, {}, false, {}},
      {"mixtral", "MixtralConfig", read_mixtral, kMoeRouting, false, {}},
      {"nemotron-nas", "DeciLMConfig", read_nemotron_nas, {}, false, {}},
      {"nemotron_h",
       "NemotronHConfig",
       read_nemotron_h,
       keys({"chunk_size", "expand", "mamba_hidden_act", "time_step_floor", "time_step_limit",
             "time_step_max", "time_step_min", "time_step_rank", "use_mamba_kernels",
             "rescale_prenorm_residual", "residual_in_fp32", "num_logits_to_keep",
             "mamba_ssm_cache_dtype", "routed_scaling_factor", "norm_topk_prob",
             "partial_rotary_factor"}),
       false,
       {}},
      {"olmo2", "Olmo2Config", read_olmo2, {}, false, {}},
      {"phi3",
       "Phi3Config",
       read_unbiased_llama,
       keys({"resid_pdrop", "embd_pdrop", "original_max_position_embeddings",
             "partial_rotary_factor"}),
       false,
       {}},
      {"qwen2", "Qwen2Config", read_qwen2, keys({"use_mrope"}), false, {}},
      {"qwen2_moe", "Qwen2MoeConfig", read_qwen2_moe, kMoeRouting, false, {}},
      {"qwen3", "Qwen3Config", read_qwen3, {}, false, {}},
      {"qwen3_5_text",
       "Qwen3_5TextConfig",
       read_hybrid,
       keys({"mtp_num_hidden_layers", "mtp_use_dedicated_embeddings", "partial_rotary_factor",
             "mamba_ssm_dtype"}),
       false,
       {}},
      {"qwen3_5_moe_text",
       "Qwen3_5MoeTextConfig",
       read_hybrid_all_moe,
       keys({"mtp_num_hidden_layers", "mtp_use_dedicated_embeddings", "partial_rotary_factor",
             "mamba_ssm_dtype", "router_aux_loss_coef", "output_router_logits", "norm_topk_prob"}),
       false,
       {}},
      {"qwen3_moe", "Qwen3MoeConfig", read_qwen3_moe, kMoeRouting, false, {}},
      {"qwen3_next",
       "Qwen3NextConfig",
       read_hybrid,
       keys({"router_aux_loss_coef", "output_router_logits", "norm_topk_prob",
             "partial_rotary_factor"}),
       false,
       {}},
  };
  return table;
}

const Architecture* find_architecture(const std::string& model_type) {
  for (const Architecture& a : architectures()) {
    if (a.model_type == model_type) return &a;
  }
  return nullptr;
}

const std::string* text_model_type_of_wrapper(const std::string& model_type) {
  static const std::map<std::string, std::string> wrappers{
      {"gemma3", "gemma3_text"},
      {"gemma4", "gemma4_text"},
      {"qwen3_5", "qwen3_5_text"},
      {"qwen3_5_moe", "qwen3_5_moe_text"},
  };
  const auto it = wrappers.find(model_type);
  return it == wrappers.end() ? nullptr : &it->second;
}

}  // namespace hwsim::hf
