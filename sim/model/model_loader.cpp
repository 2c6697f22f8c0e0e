#include "sim/model/model_loader.hpp"

#include <initializer_list>
#include <limits>
#include <map>
#include <string>

#include "sim/io/fields.hpp"
#include "sim/io/param_builders.hpp"

namespace hwsim::model {

namespace {

using io::ParamKind;
using io::ParamSpec;
using io::SectionReader;
using io::SectionSpec;

// Bounds that keep every model simulable in memory and time: no published model comes within two
// orders of magnitude of them (the largest vocabularies are ~262k, widths ~53k, depths ~130), yet a
// typo such as `layers: 1e12` would otherwise build a 10^12-entry layer list before failing.
constexpr double kMaxDim = 16'777'216;        // 2^24: any width, head count or vocabulary
constexpr std::int64_t kMaxLayers = 100'000;  // blocks in one model, after pattern expansion

// Module defaults on top of io::param: every count is bounded by kMaxDim.
ParamSpec integer(const std::string& name, const std::string& def, const std::string& help,
                  double min = 1, bool optional = false) {
  ParamSpec p = io::param::integer(name, def, help, min, kMaxDim);
  return optional ? io::param::optional(std::move(p)) : p;
}

ParamSpec plain(const std::string& name, ParamKind kind, const std::string& help) {
  return io::param::block(name, kind, help);
}

ParamSpec section(const std::string& name, const std::string& help) {
  return io::param::block(name, ParamKind::section, help);
}

const SectionSpec& model_spec() {
  static const SectionSpec spec{
      "model",
      "A decoder-only transformer: embeddings, a stack of blocks, final norm and output head.",
      {
          plain("name", ParamKind::string, "Model name shown in reports."),
          integer("vocab", "", "Vocabulary size (rows of the embedding and head)."),
          integer("hidden", "", "Hidden (embedding) size h."),
          io::param::choice(
              "norm", "rmsnorm", {"rmsnorm", "layernorm"},
              "Norm kind of the final norm and the default for blocks: rmsnorm (gain) or "
              "layernorm (gain and bias)."),
          io::param::boolean("tied_embeddings", "false",
                             "The output head reuses the embedding matrix."),
          integer("max_positions", "0", "Rows of a learned position table; 0 = none (rotary).", 0),
          io::param::boolean("final_norm", "true", "A norm after the last block."),
          integer("per_layer_input", "0",
                  "Width of Gemma 4's per-layer input (E2B/E4B); 0 = none. Adds a packed "
                  "[per_layer_input_vocab x layers*width] embedding, a [layers*width x hidden] "
                  "projection and, per block, a gate, a projection and a norm.",
                  0),
          integer("per_layer_input_vocab", "", "Rows of the per-layer input embedding.", 1, true),
          integer("layers", "",
                  "Number of blocks: required with `block`; with `pattern` it is optional and "
                  "must match.",
                  1, true),
          section("block", "One block type used for every layer (with `layers`)."),
          section("pattern",
                  "Heterogeneous stack: {repeat: N, blocks: [type, ...]} or a list of such "
                  "segments, concatenated; types come from `block_types`."),
          section("block_types", "Named block types used by `pattern`: {name: block, ...}."),
      }};
  return spec;
}

const SectionSpec& block_spec() {
  static const SectionSpec spec{
      "model.block",
      "One transformer block: token mixer (attention), FFN and norms.",
      {
          section("attention", "The attention (token mixer) of the block."),
          section("ffn", "The feed-forward network of the block."),
          integer("norms", "2",
                  "Norms per block (2 = pre-attention and pre-FFN; Gemma adds two post norms).", 0),
          io::param::choice("norm", "", {"rmsnorm", "layernorm"},
                            "Norm kind of this block's norms; defaults to the model's `norm`.",
                            true),
      }};
  return spec;
}

const SectionSpec& attention_spec() {
  static const SectionSpec spec{
      "model.block.attention",
      "Softmax attention (full or sliding) or linear attention (Gated DeltaNet).",
      {
          io::param::choice(
              "kind", "full", {"full", "sliding", "linear", "mla", "mamba2", "none"},
              "full: every earlier token; sliding: the last `window` tokens; linear: Gated "
              "DeltaNet (Qwen3-Next / Qwen3.5 style); mla: multi-head latent attention "
              "(DeepSeek-V2/V3); mamba2: a Mamba-2 mixer (Nemotron-H); none: no token mixer "
              "(a block that is only an FFN)."),
          integer("window", "", "Sliding window in tokens (kind sliding).", 1, true),
          integer("heads", "", "Query heads (full, sliding, mla); Mamba-2 heads (mamba2).", 1,
                  true),
          integer("kv_heads", "", "Key/value heads (GQA); defaults to heads.", 1, true),
          integer("head_dim", "",
                  "Per-head width; defaults to hidden / heads (full, sliding); Mamba-2 head "
                  "width (mamba2).",
                  1, true),
          io::param::boolean("sinks", "false",
                             "One learned softmax sink logit per head (gpt-oss; full, sliding)."),
          io::param::boolean("qkv_bias", "false",
                             "Biases on the q, k and v projections (full, sliding)."),
          io::param::boolean("output_bias", "false",
                             "Bias on the output projection (full, sliding)."),
          io::param::boolean("shared_kv", "false",
                             "One projection serves as both K and V (no v_proj); the KV "
                             "cache still stores K and V."),
          io::param::boolean(
              "output_gate", "false",
              "Gated attention output: an extra [heads*head_dim x hidden] gate projection."),
          io::param::boolean("qk_norm", "false",
                             "RMSNorm over head_dim on q and k (head_dim gain each)."),
          io::param::boolean("reuses_kv", "false",
                             "K and V come from an earlier layer's cache (Gemma 4's KV-shared "
                             "layers): no k/v projections or k_norm, no KV cache of its own."),
          io::param::boolean("qk_norm_over_heads", "false",
                             "q_norm/k_norm span the whole projection (heads*head_dim and "
                             "kv_heads*head_dim gains, as OLMo-2) instead of one head (with "
                             "qk_norm; full, sliding)."),
          io::param::choice("qkv", "fused", {"fused", "separate"},
                            "q, k and v from one matmul or from one each (training memory: "
                            "separate projections keep one autocast cast of the input each; not "
                            "linear)."),
          integer("key_heads", "", "Linear attention: key (and query) heads.", 1, true),
          integer("value_heads", "", "Linear attention: value heads.", 1, true),
          integer("key_head_dim", "", "Linear attention: key head width.", 1, true),
          integer("value_head_dim", "", "Linear attention: value head width.", 1, true),
          integer("conv_kernel", "", "Linear attention: depthwise causal conv kernel size.", 1,
                  true),
          integer("q_lora_rank", "", "MLA: query compression rank; 0 = no query compression.", 0,
                  true),
          integer("kv_lora_rank", "", "MLA: key/value latent rank (cached per token).", 1, true),
          integer("qk_nope_head_dim", "", "MLA: per-head query/key width without rotary.", 1, true),
          integer("qk_rope_head_dim", "", "MLA: rotary query/key width (the key's is shared).", 1,
                  true),
          integer("v_head_dim", "", "MLA: per-head value width.", 1, true),
          integer("index_heads", "",
                  "MLA: heads of the sparse-attention indexer (DeepSeek-V3.2, GLM-5); with "
                  "index_head_dim.",
                  1, true),
          integer("index_head_dim", "",
                  "MLA: the indexer's head width (its key is cached per token).", 1, true),
          integer("groups", "", "Mamba-2: groups of B and C (n_groups).", 1, true),
          integer("state_size", "", "Mamba-2: SSM state size per head channel (d_state).", 1, true),
          io::param::boolean("conv_bias", "true", "Mamba-2: a bias on the convolution."),
          io::param::boolean("proj_bias", "false", "Mamba-2: biases on in_proj and out_proj."),
      }};
  return spec;
}

const SectionSpec& ffn_spec() {
  static const SectionSpec spec{
      "model.block.ffn",
      "Feed-forward network: dense or mixture of experts.",
      {
          io::param::choice(
              "kind", "", {"relu", "relu2", "gelu", "swiglu", "geglu", "none"},
              "relu/relu2 (squared ReLU)/gelu: two matrices (up, down); swiglu/geglu: three "
              "(gate, up, down); none: no FFN (a block that is only a token mixer)."),
          integer("inner", "", "Inner width of a dense FFN.", 1, true),
          io::param::boolean("bias", "false", "Biases on the FFN matrices."),
          io::param::boolean("fused", "true",
                             "Gated FFN: one activation kernel saving only gate and up (false: "
                             "act(g) * u in plain autograd, which also saves act(g))."),
          io::param::choice("gate_up", "fused", {"fused", "separate"},
                            "Gated FFN: gate and up from one matmul or from one each."),
          integer("experts", "0", "Routed experts; 0 = dense FFN.", 0),
          integer("top_k", "", "Experts per token (MoE).", 1, true),
          integer("expert_inner", "", "Inner width of each expert (MoE).", 1, true),
          integer("shared_experts", "0", "Always-active shared experts (MoE).", 0),
          integer("shared_inner", "0", "Inner width of a shared expert; 0 = expert_inner.", 0),
          io::param::boolean("router_bias", "false", "Bias on the router (MoE)."),
          io::param::boolean("shared_expert_gate", "false",
                             "A [1 x hidden] sigmoid gate on each shared expert (Qwen3-Next)."),
          io::param::boolean("router_scales", "false",
                             "The router's input gain (hidden) and one scale per expert "
                             "(Gemma 4, MoE)."),
          integer("expert_groups", "1",
                  "Group-limited routing (MoE; DeepSeek's n_group): the experts split into this "
                  "many groups of consecutive ids; 1 = no groups."),
          integer("group_top_k", "",
                  "Groups a token may route into (DeepSeek's topk_group); needs expert_groups.", 1,
                  true),
          io::param::choice("group_score", "top2_sum", {"top2_sum", "max"},
                            "How a group is ranked: the sum of its two best expert scores "
                            "(DeepSeek-V3) or its best one (DeepSeek-V2)."),
      }};
  return spec;
}

const SectionSpec& pattern_spec() {
  static const SectionSpec spec{
      "model.pattern",
      "A segment of a heterogeneous stack: `blocks` (type names) repeated `repeat` times.",
      {
          integer("repeat", "1", "How many times the list of blocks repeats."),
          plain("blocks", ParamKind::list, "Block type names, in order."),
      }};
  return spec;
}

constexpr const char* kMlaKeys[] = {"q_lora_rank", "kv_lora_rank", "qk_nope_head_dim",
                                    "qk_rope_head_dim", "v_head_dim"};

// kind mla: heads and the five MLA widths; kv_heads = heads and head_dim = nope + rope (how the
// rest of hwsim sees it, see architecture.hpp).
AttentionSpec read_mla_attention(const io::Node& node, SectionReader& r, AttentionSpec a) {
  for (const char* key : {"kv_heads", "head_dim", "window", "key_heads", "value_heads",
                          "key_head_dim", "value_head_dim", "conv_kernel", "groups", "state_size",
                          "conv_bias", "proj_bias", "sinks"}) {
    if (r.has(key)) r.node(key)->fail(std::string("'") + key + "' is not used by kind mla");
  }
  for (const char* key : {"heads", "q_lora_rank", "kv_lora_rank", "qk_nope_head_dim",
                          "qk_rope_head_dim", "v_head_dim"}) {
    if (!r.has(key)) node.fail(std::string("mla attention needs '") + key + "'");
  }
  if (a.shared_kv || a.output_gate || a.qk_norm || a.reuses_kv) {
    node.fail("mla attention takes none of shared_kv, output_gate, qk_norm, reuses_kv");
  }
  a.heads = r.integer("heads");
  a.kv_heads = a.heads;
  io::read_fields<MlaSpec>(r, a.mla,
                           {{"q_lora_rank", &MlaSpec::q_lora_rank},
                            {"kv_lora_rank", &MlaSpec::kv_lora_rank},
                            {"qk_nope_head_dim", &MlaSpec::qk_nope_head_dim},
                            {"qk_rope_head_dim", &MlaSpec::qk_rope_head_dim},
                            {"v_head_dim", &MlaSpec::v_head_dim}});
  a.head_dim = a.mla.qk_nope_head_dim + a.mla.qk_rope_head_dim;
  if (r.has("index_heads") != r.has("index_head_dim")) {
    node.fail("the indexer needs both 'index_heads' and 'index_head_dim'");
  }
  if (r.has("index_heads")) {
    if (a.mla.q_lora_rank == 0) {
      r.node("index_heads")->fail("the indexer reads the query latent: needs q_lora_rank > 0");
    }
    io::read_fields<MlaSpec>(
        r, a.mla,
        {{"index_heads", &MlaSpec::index_heads}, {"index_head_dim", &MlaSpec::index_head_dim}});
  }
  r.finish();
  return a;
}

constexpr const char* kMamba2Keys[] = {"groups", "state_size", "conv_bias", "proj_bias"};

// kind mamba2: heads, head_dim, groups, state_size, conv_kernel (and the two biases).
AttentionSpec read_mamba2(const io::Node& node, SectionReader& r, AttentionSpec a) {
  for (const char* key : {"kv_heads", "window", "key_heads", "value_heads", "key_head_dim",
                          "value_head_dim", "sinks"}) {
    if (r.has(key)) r.node(key)->fail(std::string("'") + key + "' is not used by kind mamba2");
  }
  for (const char* key : {"heads", "head_dim", "groups", "state_size", "conv_kernel"}) {
    if (!r.has(key)) node.fail(std::string("mamba2 needs '") + key + "'");
  }
  io::read_fields<Mamba2Spec>(r, a.mamba2,
                              {{"heads", &Mamba2Spec::heads},
                               {"head_dim", &Mamba2Spec::head_dim},
                               {"groups", &Mamba2Spec::groups},
                               {"state_size", &Mamba2Spec::state_size},
                               {"conv_kernel", &Mamba2Spec::conv_kernel},
                               {"conv_bias", &Mamba2Spec::conv_bias},
                               {"proj_bias", &Mamba2Spec::proj_bias}});
  if (a.mamba2.heads % a.mamba2.groups != 0) {
    r.node("groups")->fail("groups " + std::to_string(a.mamba2.groups) + " must divide heads " +
                           std::to_string(a.mamba2.heads));
  }
  r.finish();
  return a;
}

// The keys of softmax attention's projections (biases, shared K/V, output gate, q/k norms, fused
// or separate q/k/v, K/V reused from another block). Each is read, and so resolved, only by a kind
// whose shapes it changes: linear attention has its own projections and MLA no biases, so there
// they are refused when written; qk_norm_over_heads needs qk_norm.
void read_projection_keys(const SectionReader& r, AttentionSpec& a) {
  const bool linear = a.kind == AttentionKind::linear;
  const bool mla = a.kind == AttentionKind::mla;
  const auto refuse = [&](std::initializer_list<const char*> keys, const char* kind) {
    for (const char* key : keys)
      if (r.has(key)) r.node(key)->fail(std::string("'") + key + "' is not used by " + kind);
  };
  if (a.kind == AttentionKind::mamba2) {
    if (r.has("reuses_kv"))
      r.node("reuses_kv")->fail("'reuses_kv' is only for softmax attention (full, sliding)");
    refuse({"qkv_bias", "output_bias", "shared_kv", "output_gate", "qk_norm", "qkv",
            "qk_norm_over_heads"},
           "kind mamba2");
    return;
  }
  if (linear) {
    if (r.has("reuses_kv"))
      r.node("reuses_kv")->fail("'reuses_kv' is only for softmax attention (full, sliding)");
    refuse({"qkv_bias", "output_bias", "shared_kv", "output_gate", "qk_norm", "qkv",
            "qk_norm_over_heads"},
           "linear attention");
    return;
  }
  if (mla) refuse({"qkv_bias", "output_bias", "qk_norm_over_heads"}, "kind mla");
  if (!mla) {
    io::read_fields<AttentionSpec>(
        r, a,
        {{"qkv_bias", &AttentionSpec::qkv_bias}, {"output_bias", &AttentionSpec::output_bias}});
  }
  io::read_fields<AttentionSpec>(r, a,
                                 {{"shared_kv", &AttentionSpec::shared_kv},
                                  {"output_gate", &AttentionSpec::output_gate},
                                  {"qk_norm", &AttentionSpec::qk_norm}});
  a.fused_qkv = r.choice("qkv") == "fused";
  if (a.qk_norm && !mla) {
    a.qk_norm_over_heads = r.boolean("qk_norm_over_heads");
  } else if (!mla && r.has("qk_norm_over_heads")) {
    r.node("qk_norm_over_heads")->fail("'qk_norm_over_heads' needs qk_norm: true");
  }
  a.reuses_kv = r.boolean("reuses_kv");
}

AttentionSpec read_attention(const io::Node& node, std::int64_t hidden, io::Resolved* sink) {
  SectionReader r(node, attention_spec(), sink);
  AttentionSpec a;
  const std::string kind = r.choice("kind");
  static const std::pair<const char*, AttentionKind> kinds[] = {
      {"full", AttentionKind::full},     {"sliding", AttentionKind::sliding},
      {"linear", AttentionKind::linear}, {"mla", AttentionKind::mla},
      {"mamba2", AttentionKind::mamba2}, {"none", AttentionKind::none}};
  for (const auto& [name, value] : kinds) {
    if (kind == name) a.kind = value;
  }
  if (a.kind == AttentionKind::none) {
    // No mixer: kind is its only key.
    for (const auto& [key, value] : node.entries()) {
      if (key != "kind") value.fail("'" + key + "' is not used by kind none (no token mixer)");
    }
    r.finish();
    return a;
  }
  read_projection_keys(r, a);
  if (a.kind == AttentionKind::mla) return read_mla_attention(node, r, a);
  for (const char* key : kMlaKeys) {
    if (r.has(key)) r.node(key)->fail(std::string("'") + key + "' is only for kind mla");
  }
  for (const char* key : {"index_heads", "index_head_dim"}) {
    if (r.has(key)) r.node(key)->fail(std::string("'") + key + "' is only for kind mla");
  }
  if (a.kind == AttentionKind::mamba2) return read_mamba2(node, r, a);
  for (const char* key : kMamba2Keys) {
    if (r.has(key)) r.node(key)->fail(std::string("'") + key + "' is only for kind mamba2");
  }
  static const char* const linear_keys[] = {"key_heads", "value_heads", "key_head_dim",
                                            "value_head_dim", "conv_kernel"};
  static const char* const softmax_keys[] = {"heads", "kv_heads", "head_dim", "window"};
  if (a.kind == AttentionKind::linear) {
    if (r.has("sinks")) r.node("sinks")->fail("'sinks' is not used by linear attention");
    for (const char* key : softmax_keys) {
      if (r.has(key)) {
        r.node(key)->fail(std::string("'") + key + "' is not used by linear attention");
      }
    }
    for (const char* key : linear_keys) {
      if (!r.has(key)) node.fail(std::string("linear attention needs '") + key + "'");
    }
    io::read_fields<LinearAttentionSpec>(r, a.linear,
                                         {{"key_heads", &LinearAttentionSpec::key_heads},
                                          {"value_heads", &LinearAttentionSpec::value_heads},
                                          {"key_head_dim", &LinearAttentionSpec::key_head_dim},
                                          {"value_head_dim", &LinearAttentionSpec::value_head_dim},
                                          {"conv_kernel", &LinearAttentionSpec::conv_kernel}});
    r.finish();
    return a;
  }
  for (const char* key : linear_keys) {
    if (r.has(key)) r.node(key)->fail(std::string("'") + key + "' is only for kind linear");
  }
  if (!r.has("heads")) node.fail("attention needs 'heads'");
  a.heads = r.integer("heads");
  a.kv_heads = r.has("kv_heads") ? r.integer("kv_heads") : a.heads;
  if (a.heads % a.kv_heads != 0) {
    r.node("kv_heads")
        ->fail("kv_heads " + std::to_string(a.kv_heads) + " must divide heads " +
               std::to_string(a.heads));
  }
  if (r.has("head_dim")) {
    a.head_dim = r.integer("head_dim");
  } else {
    if (hidden % a.heads != 0) {
      node.fail("hidden " + std::to_string(hidden) + " is not a multiple of heads " +
                std::to_string(a.heads) + ": give 'head_dim'");
    }
    a.head_dim = hidden / a.heads;
  }
  a.sinks = r.boolean("sinks");
  if (a.kind == AttentionKind::sliding) {
    if (!r.has("window")) node.fail("sliding attention needs 'window'");
    a.window = r.integer("window");
  } else if (r.has("window")) {
    r.node("window")->fail("'window' is only for kind sliding");
  }
  r.finish();
  return a;
}

// expert_groups, group_top_k and group_score of an MoE FFN (f.experts and f.top_k read): the
// groups must split the experts evenly and the chosen groups must hold top_k experts.
void read_expert_groups(SectionReader& r, FfnSpec& f) {
  f.expert_groups = r.integer("expert_groups");
  if (f.expert_groups == 1) {
    for (const char* key : {"group_top_k", "group_score"}) {
      if (r.has(key)) r.node(key)->fail(std::string("'") + key + "' needs 'expert_groups' > 1");
    }
    return;
  }
  // Read (and so resolved) only with groups: a resolved input must load again.
  f.group_score = r.choice("group_score") == "max" ? GroupScore::max : GroupScore::top2_sum;
  const io::Node groups = *r.node("expert_groups");
  if (f.experts % f.expert_groups != 0) {
    groups.fail("expert_groups " + std::to_string(f.expert_groups) + " does not divide experts " +
                std::to_string(f.experts));
  }
  if (!r.has("group_top_k")) groups.fail("expert_groups > 1 needs 'group_top_k'");
  f.group_top_k = r.integer("group_top_k");
  const io::Node top = *r.node("group_top_k");
  if (f.group_top_k > f.expert_groups) {
    top.fail("group_top_k " + std::to_string(f.group_top_k) + " exceeds expert_groups " +
             std::to_string(f.expert_groups));
  }
  if (f.group_top_k * f.group_size() < f.top_k) {
    top.fail(std::to_string(f.group_top_k) + " groups of " + std::to_string(f.group_size()) +
             " experts hold fewer than top_k = " + std::to_string(f.top_k));
  }
  if (f.group_score == GroupScore::top2_sum && f.group_size() < 2) {
    groups.fail("group_score top2_sum needs at least 2 experts per group");
  }
}

FfnSpec read_ffn(const io::Node& node, io::Resolved* sink) {
  SectionReader r(node, ffn_spec(), sink);
  FfnSpec f;
  const std::string kind = r.choice("kind");
  if (kind == "none") {
    // No FFN: kind is its only key.
    for (const auto& [key, value] : node.entries()) {
      if (key != "kind") value.fail("'" + key + "' is not used by kind none (no FFN)");
    }
    f.kind = FfnKind::none;
    r.finish();
    return f;
  }
  f.kind = (kind == "swiglu" || kind == "geglu") ? FfnKind::gated : FfnKind::mlp;
  f.activation = kind == "relu"     ? FfnActivation::relu
                 : kind == "relu2"  ? FfnActivation::relu2
                 : kind == "swiglu" ? FfnActivation::silu
                                    : FfnActivation::gelu;
  f.bias = r.boolean("bias");
  f.fused = r.boolean("fused");
  f.fused_gate_up = r.choice("gate_up") == "fused";
  io::read_fields<FfnSpec>(r, f, {{"experts", &FfnSpec::experts}});
  // The MoE keys are read, and so resolved with their defaults, only for an MoE FFN (and
  // shared_inner only beside shared experts): the resolved input of a dense FFN must load again,
  // and there each of them is refused as unused.
  if (f.experts > 0) {
    io::read_fields<FfnSpec>(r, f,
                             {{"shared_experts", &FfnSpec::shared_experts},
                              {"router_bias", &FfnSpec::router_bias},
                              {"shared_expert_gate", &FfnSpec::shared_expert_gate},
                              {"router_scales", &FfnSpec::router_scales}});
    if (f.shared_experts > 0)
      io::read_fields<FfnSpec>(r, f, {{"shared_inner", &FfnSpec::shared_inner}});
  }
  // Keys of a kind this FFN is not: they would be silently unused.
  if (f.kind == FfnKind::mlp) {
    for (const char* key : {"fused", "gate_up"}) {
      if (r.has(key))
        r.node(key)->fail(std::string("'") + key + "' is only for gated FFNs (swiglu, geglu)");
    }
  }
  if (f.shared_experts == 0 && r.has("shared_inner")) {
    r.node("shared_inner")->fail("'shared_inner' needs 'shared_experts' > 0");
  }
  if (f.experts == 0) {
    for (const char* key :
         {"top_k", "expert_inner", "shared_experts", "shared_inner", "router_bias",
          "shared_expert_gate", "router_scales", "expert_groups", "group_top_k", "group_score"}) {
      if (r.has(key)) r.node(key)->fail(std::string("'") + key + "' needs 'experts' > 0");
    }
    if (!r.has("inner")) node.fail("a dense FFN needs 'inner'");
    f.inner = r.integer("inner");
  } else {
    if (r.has("inner")) r.node("inner")->fail("an MoE FFN uses 'expert_inner', not 'inner'");
    if (!r.has("top_k")) node.fail("an MoE FFN needs 'top_k'");
    if (!r.has("expert_inner")) node.fail("an MoE FFN needs 'expert_inner'");
    f.top_k = r.integer("top_k");
    f.expert_inner = r.integer("expert_inner");
    if (f.top_k > f.experts) {
      r.node("top_k")->fail("top_k " + std::to_string(f.top_k) + " exceeds experts " +
                            std::to_string(f.experts));
    }
    read_expert_groups(r, f);
  }
  r.finish();
  return f;
}

LayerSpec read_block(const io::Node& node, const std::string& type_name, std::int64_t hidden,
                     NormKind model_norm, io::Resolved* sink) {
  if (!node.is_map()) node.fail("expected a block (a map with 'attention' and 'ffn')");
  SectionReader r(node, block_spec(), sink);
  LayerSpec layer;
  layer.type_name = type_name;
  layer.attention = read_attention(node.at("attention"), hidden, sink);
  layer.ffn = read_ffn(node.at("ffn"), sink);
  layer.norms = r.integer("norms");
  layer.norm_kind = model_norm;
  if (r.has("norm")) {
    layer.norm_kind = r.choice("norm") == "layernorm" ? NormKind::layernorm : NormKind::rmsnorm;
  }
  r.finish();
  return layer;
}

void read_pattern_segment(const io::Node& node, const std::map<std::string, LayerSpec>& types,
                          const io::Node& types_node, std::vector<LayerSpec>& out,
                          io::Resolved* sink) {
  SectionReader r(node, pattern_spec(), sink);
  const std::int64_t repeat = r.integer("repeat");
  const io::Node blocks = node.at("blocks");
  if (!blocks.is_sequence() || blocks.items().empty()) {
    blocks.fail("expected a non-empty list of block type names");
  }
  std::vector<std::string> names;
  for (const io::Node& item : blocks.items()) {
    const std::string name = item.as_string();
    if (types.find(name) == types.end()) {
      std::string known;
      for (const auto& [type, spec] : types) known += (known.empty() ? "'" : ", '") + type + "'";
      item.fail("unknown block type '" + name + "' (block_types defines " +
                (known.empty() ? std::string("none") : known) + ")");
    }
    names.push_back(name);
    if (sink != nullptr) sink->record(item.key_path(), name);
  }
  r.finish();
  const auto total = static_cast<long double>(out.size()) +
                     static_cast<long double>(repeat) * static_cast<long double>(names.size());
  if (total > kMaxLayers) {
    r.node("repeat")->fail("the pattern would make " +
                           std::to_string(static_cast<long long>(std::min(total, 9e18L))) +
                           " blocks, more than the limit of " + std::to_string(kMaxLayers));
  }
  (void)types_node;
  for (std::int64_t i = 0; i < repeat; ++i) {
    for (const std::string& name : names) out.push_back(types.at(name));
  }
}

}  // namespace

ModelSpec load_model(const io::Node& node_in, io::Resolved* sink) {
  const io::Node node = node_in.is_scalar() ? node_in.load_referenced_file() : node_in;
  if (!node.is_map()) node.fail("expected a model description (a map) or a model file name");
  SectionReader r(node, model_spec(), sink);
  ModelSpec m;
  m.name = r.string("name");
  m.vocab = r.integer("vocab");
  m.hidden = r.integer("hidden");
  m.norm = r.choice("norm") == "layernorm" ? NormKind::layernorm : NormKind::rmsnorm;
  m.tied_embeddings = r.boolean("tied_embeddings");
  m.max_positions = r.integer("max_positions");
  m.final_norm = r.boolean("final_norm");
  m.per_layer_input = r.integer("per_layer_input");
  if (m.per_layer_input > 0) {
    if (!r.has("per_layer_input_vocab"))
      node.fail("'per_layer_input' needs 'per_layer_input_vocab'");
    m.per_layer_input_vocab = r.integer("per_layer_input_vocab");
  } else if (r.has("per_layer_input_vocab")) {
    r.node("per_layer_input_vocab")->fail("'per_layer_input_vocab' needs 'per_layer_input' > 0");
  }

  const bool has_block = r.has("block");
  const bool has_pattern = r.has("pattern");
  if (has_block && has_pattern) {
    r.node("pattern")->fail("give either 'block' (with 'layers') or 'pattern', not both");
  }
  if (has_block) {
    if (r.has("block_types"))
      r.node("block_types")->fail("'block_types' is only used by 'pattern'");
    if (!r.has("layers")) node.fail("'block' needs 'layers' (the number of blocks)");
    const std::int64_t layers = r.integer("layers");
    if (layers > kMaxLayers) {
      r.node("layers")->fail("must be at most " + std::to_string(kMaxLayers) + ", got " +
                             std::to_string(layers));
    }
    const LayerSpec block = read_block(*r.node("block"), "block", m.hidden, m.norm, sink);
    m.layers.assign(static_cast<std::size_t>(layers), block);
  } else if (has_pattern) {
    if (!r.has("block_types")) node.fail("'pattern' needs 'block_types'");
    const io::Node types_node = *r.node("block_types");
    if (!types_node.is_map()) types_node.fail("expected a map of block type names to blocks");
    std::map<std::string, LayerSpec> types;
    for (const auto& [name, block] : types_node.entries()) {
      types.emplace(name, read_block(block, name, m.hidden, m.norm, sink));
    }
    const io::Node pattern = *r.node("pattern");
    if (pattern.is_sequence()) {
      for (const io::Node& segment : pattern.items()) {
        read_pattern_segment(segment, types, types_node, m.layers, sink);
      }
    } else {
      read_pattern_segment(pattern, types, types_node, m.layers, sink);
    }
    if (r.has("layers")) {
      const std::int64_t layers = r.integer("layers");
      if (layers != static_cast<std::int64_t>(m.layers.size())) {
        r.node("layers")->fail("layers is " + std::to_string(layers) + " but the pattern gives " +
                               std::to_string(m.layers.size()) + " blocks");
      }
    }
  } else {
    node.fail("a model needs 'block' (with 'layers') or 'pattern' (with 'block_types')");
  }
  for (LayerSpec& layer : m.layers) layer.per_layer_input = m.per_layer_input;
  r.finish();
  return m;
}

std::vector<io::SectionSpec> model_sections() {
  return {model_spec(), block_spec(), attention_spec(), ffn_spec(), pattern_spec()};
}

}  // namespace hwsim::model
