#include "sim/model/architecture.hpp"

#include <algorithm>
#include <utility>

namespace hwsim::model {

const char* to_string(NormKind kind) {
  return kind == NormKind::layernorm ? "layernorm" : "rmsnorm";
}

const char* to_string(AttentionKind kind) {
  switch (kind) {
    case AttentionKind::full:
      return "full";
    case AttentionKind::sliding:
      return "sliding";
    case AttentionKind::linear:
      return "linear";
    case AttentionKind::mla:
      return "mla";
    case AttentionKind::mamba2:
      return "mamba2";
    case AttentionKind::none:
      return "none";
  }
  return "full";
}

namespace {

std::int64_t norm_params(NormKind kind, std::int64_t width) {
  return kind == NormKind::layernorm ? 2 * width : width;
}

class TensorList {
 public:
  explicit TensorList(std::vector<TensorCount>& out) : out_(out) {}
  void matrix(std::string name, std::int64_t rows, std::int64_t cols) {
    out_.push_back(TensorCount{std::move(name), rows, cols, rows * cols});
  }
  void vector(std::string name, std::int64_t count) {
    out_.push_back(TensorCount{std::move(name), count, 1, count});
  }
  void norm(const std::string& name, NormKind kind, std::int64_t width) {
    vector(name + ".weight", width);
    if (kind == NormKind::layernorm) vector(name + ".bias", width);
  }

 private:
  std::vector<TensorCount>& out_;
};

// Multi-head latent attention, named as in the Hugging Face DeepSeek-V3 code.
void add_mla_attention(TensorList& list, const std::string& p, const AttentionSpec& a,
                       std::int64_t h) {
  const MlaSpec& m = a.mla;
  const std::int64_t q_out = a.heads * (m.qk_nope_head_dim + m.qk_rope_head_dim);
  if (m.q_lora_rank > 0) {
    list.matrix(p + "q_a_proj.weight", m.q_lora_rank, h);
    list.vector(p + "q_a_layernorm.weight", m.q_lora_rank);
    list.matrix(p + "q_b_proj.weight", q_out, m.q_lora_rank);
  } else {
    list.matrix(p + "q_proj.weight", q_out, h);
  }
  list.matrix(p + "kv_a_proj_with_mqa.weight", m.kv_lora_rank + m.qk_rope_head_dim, h);
  list.vector(p + "kv_a_layernorm.weight", m.kv_lora_rank);
  list.matrix(p + "kv_b_proj.weight", a.heads * (m.qk_nope_head_dim + m.v_head_dim),
              m.kv_lora_rank);
  list.matrix(p + "o_proj.weight", h, a.heads * m.v_head_dim);
  if (m.has_indexer()) {  // named as in DeepSeek-V3.2's inference/model.py Indexer
    list.matrix(p + "indexer.wq_b.weight", m.index_heads * m.index_head_dim, m.q_lora_rank);
    list.matrix(p + "indexer.wk.weight", m.index_head_dim, h);
    list.norm(p + "indexer.k_norm", NormKind::layernorm, m.index_head_dim);
    list.matrix(p + "indexer.weights_proj.weight", m.index_heads, h);
  }
}

std::int64_t mla_parameter_count(const AttentionSpec& a, std::int64_t h) {
  const MlaSpec& m = a.mla;
  const std::int64_t q_out = a.heads * (m.qk_nope_head_dim + m.qk_rope_head_dim);
  std::int64_t n =
      m.q_lora_rank > 0 ? m.q_lora_rank * h + m.q_lora_rank + q_out * m.q_lora_rank : q_out * h;
  n += (m.kv_lora_rank + m.qk_rope_head_dim) * h + m.kv_lora_rank;
  n += a.heads * (m.qk_nope_head_dim + m.v_head_dim) * m.kv_lora_rank;
  n += h * a.heads * m.v_head_dim;
  if (m.has_indexer()) {
    n += m.index_heads * m.index_head_dim * m.q_lora_rank + m.index_head_dim * h +
         2 * m.index_head_dim + m.index_heads * h;
  }
  return n;
}

// Mamba-2, named as in transformers' NemotronHMamba2Mixer.
void add_mamba2(TensorList& list, const std::string& p, const Mamba2Spec& m, std::int64_t h) {
  list.matrix(p + "in_proj.weight", m.in_proj_rows(), h);
  if (m.proj_bias) list.vector(p + "in_proj.bias", m.in_proj_rows());
  list.matrix(p + "conv1d.weight", m.conv_dim(), m.conv_kernel);
  if (m.conv_bias) list.vector(p + "conv1d.bias", m.conv_dim());
  list.vector(p + "dt_bias", m.heads);
  list.vector(p + "A_log", m.heads);
  list.vector(p + "D", m.heads);
  list.vector(p + "norm.weight", m.inner());
  list.matrix(p + "out_proj.weight", h, m.inner());
  if (m.proj_bias) list.vector(p + "out_proj.bias", h);
}

std::int64_t mamba2_parameter_count(const Mamba2Spec& m, std::int64_t h) {
  std::int64_t n =
      m.in_proj_rows() * h + m.conv_dim() * m.conv_kernel + 3 * m.heads + m.inner() + h * m.inner();
  if (m.proj_bias) n += m.in_proj_rows() + h;
  if (m.conv_bias) n += m.conv_dim();
  return n;
}

// Widths of q_norm and k_norm: one head's, or the whole projection's (OLMo-2).
std::int64_t q_norm_width(const AttentionSpec& a) {
  return a.qk_norm_over_heads ? a.q_width() : a.head_dim;
}
std::int64_t k_norm_width(const AttentionSpec& a) {
  return a.qk_norm_over_heads ? a.kv_width() : a.head_dim;
}

void add_attention(TensorList& list, const std::string& p, const AttentionSpec& a, std::int64_t h,
                   NormKind norm_kind) {
  if (a.kind == AttentionKind::none) return;
  if (a.kind == AttentionKind::mla) {
    add_mla_attention(list, p, a, h);
    return;
  }
  if (a.kind == AttentionKind::mamba2) {
    add_mamba2(list, p, a.mamba2, h);
    return;
  }
  if (a.kind == AttentionKind::linear) {
    const LinearAttentionSpec& l = a.linear;
    const std::int64_t kd = l.key_dim();
    const std::int64_t vd = l.value_dim();
    list.matrix(p + "in_proj_qkvz.weight", 2 * kd + 2 * vd, h);
    list.matrix(p + "in_proj_ba.weight", 2 * l.value_heads, h);
    list.matrix(p + "conv1d.weight", 2 * kd + vd, l.conv_kernel);
    list.vector(p + "dt_bias", l.value_heads);
    list.vector(p + "A_log", l.value_heads);
    list.vector(p + "norm.weight", l.value_head_dim);
    list.matrix(p + "out_proj.weight", h, vd);
    return;
  }
  const std::int64_t qw = a.q_width();
  const std::int64_t kvw = a.kv_width();
  list.matrix(p + "q_proj.weight", qw, h);
  if (a.qkv_bias) list.vector(p + "q_proj.bias", qw);
  if (!a.reuses_kv) {
    list.matrix(p + "k_proj.weight", kvw, h);
    if (a.qkv_bias) list.vector(p + "k_proj.bias", kvw);
  }
  if (!a.shared_kv && !a.reuses_kv) {
    list.matrix(p + "v_proj.weight", kvw, h);
    if (a.qkv_bias) list.vector(p + "v_proj.bias", kvw);
  }
  if (a.output_gate) list.matrix(p + "gate_proj.weight", qw, h);
  list.matrix(p + "o_proj.weight", h, qw);
  if (a.output_bias) list.vector(p + "o_proj.bias", h);
  if (a.qk_norm) {
    // q_norm/k_norm normalise each head over head_dim; RMSNorm gain only in every public model.
    (void)norm_kind;
    list.vector(p + "q_norm.weight", q_norm_width(a));
    if (!a.reuses_kv) list.vector(p + "k_norm.weight", k_norm_width(a));
  }
  if (a.sinks) list.vector(p + "sinks", a.heads);
}

void add_dense_ffn(TensorList& list, const std::string& p, const FfnSpec& f, std::int64_t h,
                   std::int64_t inner) {
  if (f.kind == FfnKind::gated) {
    list.matrix(p + "gate_proj.weight", inner, h);
    if (f.bias) list.vector(p + "gate_proj.bias", inner);
  }
  list.matrix(p + "up_proj.weight", inner, h);
  if (f.bias) list.vector(p + "up_proj.bias", inner);
  list.matrix(p + "down_proj.weight", h, inner);
  if (f.bias) list.vector(p + "down_proj.bias", h);
}

void add_ffn(TensorList& list, const std::string& p, const FfnSpec& f, std::int64_t h) {
  if (!f.present()) return;
  if (!f.is_moe()) {
    add_dense_ffn(list, p, f, h, f.inner);
    return;
  }
  list.matrix(p + "router.weight", f.experts, h);
  if (f.router_bias) list.vector(p + "router.bias", f.experts);
  if (f.router_scales) {
    list.vector(p + "router.scale", h);
    list.vector(p + "router.per_expert_scale", f.experts);
  }
  for (std::int64_t e = 0; e < f.experts; ++e) {
    add_dense_ffn(list, p + "experts." + std::to_string(e) + ".", f, h, f.expert_inner);
  }
  const std::int64_t shared_inner = f.shared_inner > 0 ? f.shared_inner : f.expert_inner;
  for (std::int64_t e = 0; e < f.shared_experts; ++e) {
    add_dense_ffn(list, p + "shared_experts." + std::to_string(e) + ".", f, h, shared_inner);
    if (f.shared_expert_gate) {
      list.matrix(p + "shared_experts." + std::to_string(e) + ".gate.weight", 1, h);
    }
  }
}

// Parameters of one dense FFN (or one expert) of inner width `inner`.
std::int64_t ffn_unit_params(const FfnSpec& f, std::int64_t h, std::int64_t inner) {
  const std::int64_t matrices = f.matrices();
  std::int64_t n = matrices * h * inner;
  if (f.bias) n += (matrices - 1) * inner + h;
  return n;
}

}  // namespace

std::vector<TensorCount> layer_tensors(const LayerSpec& layer, std::int64_t hidden,
                                       std::int64_t layer_index) {
  std::vector<TensorCount> out;
  TensorList list(out);
  const std::string p = "layers." + std::to_string(layer_index) + ".";
  add_attention(list, p + "attn.", layer.attention, hidden, layer.norm_kind);
  add_ffn(list, p + "ffn.", layer.ffn, hidden);
  for (std::int64_t n = 0; n < layer.norms; ++n) {
    list.norm(p + "norm" + std::to_string(n), layer.norm_kind, hidden);
  }
  if (layer.per_layer_input > 0) {
    list.matrix(p + "per_layer_input_gate.weight", layer.per_layer_input, hidden);
    list.matrix(p + "per_layer_projection.weight", hidden, layer.per_layer_input);
    list.norm(p + "post_per_layer_input_norm", layer.norm_kind, hidden);
  }
  return out;
}

std::vector<TensorCount> tensors(const ModelSpec& model) {
  std::vector<TensorCount> out;
  TensorList list(out);
  const std::int64_t h = model.hidden;
  list.matrix("embed_tokens.weight", model.vocab, h);
  if (model.max_positions > 0) list.matrix("embed_positions.weight", model.max_positions, h);
  if (model.per_layer_input > 0) {
    const std::int64_t packed =
        static_cast<std::int64_t>(model.layers.size()) * model.per_layer_input;
    list.matrix("embed_tokens_per_layer.weight", model.per_layer_input_vocab, packed);
    list.matrix("per_layer_model_projection.weight", packed, h);
    list.vector("per_layer_projection_norm.weight", model.per_layer_input);
  }
  for (std::size_t i = 0; i < model.layers.size(); ++i) {
    std::vector<TensorCount> layer =
        layer_tensors(model.layers[i], h, static_cast<std::int64_t>(i));
    out.insert(out.end(), layer.begin(), layer.end());
  }
  if (model.final_norm) list.norm("final_norm", model.norm, h);
  if (!model.tied_embeddings) list.matrix("lm_head.weight", model.vocab, h);
  return out;
}

std::int64_t layer_parameter_count(const LayerSpec& layer, std::int64_t hidden) {
  // Closed form (kept separate from layer_tensors so huge MoE layers need no tensor list); the
  // tests check both agree.
  const std::int64_t h = hidden;
  const AttentionSpec& a = layer.attention;
  std::int64_t n = 0;
  if (a.kind == AttentionKind::none) {
    // no mixer
  } else if (a.kind == AttentionKind::mla) {
    n += mla_parameter_count(a, h);
  } else if (a.kind == AttentionKind::mamba2) {
    n += mamba2_parameter_count(a.mamba2, h);
  } else if (a.kind == AttentionKind::linear) {
    const LinearAttentionSpec& l = a.linear;
    const std::int64_t kd = l.key_dim();
    const std::int64_t vd = l.value_dim();
    n += h * (2 * kd + 2 * vd + 2 * l.value_heads) + (2 * kd + vd) * l.conv_kernel +
         2 * l.value_heads + l.value_head_dim + vd * h;
  } else {
    const std::int64_t qw = a.q_width();
    const std::int64_t kvw = a.kv_width();
    const std::int64_t kv_mats = a.reuses_kv ? 0 : (a.shared_kv ? 1 : 2);
    n += (qw + kv_mats * kvw) * h;
    if (a.qkv_bias) n += qw + kv_mats * kvw;
    if (a.output_gate) n += qw * h;
    n += h * qw;
    if (a.output_bias) n += h;
    if (a.qk_norm) n += q_norm_width(a) + (a.reuses_kv ? 0 : k_norm_width(a));
    if (a.sinks) n += a.heads;
  }
  const FfnSpec& f = layer.ffn;
  if (!f.is_moe()) {
    n += ffn_unit_params(f, h, f.inner);
  } else {
    n += f.experts * h + (f.router_bias ? f.experts : 0);
    if (f.router_scales) n += h + f.experts;
    n += f.experts * ffn_unit_params(f, h, f.expert_inner);
    const std::int64_t shared_inner = f.shared_inner > 0 ? f.shared_inner : f.expert_inner;
    n += f.shared_experts * ffn_unit_params(f, h, shared_inner);
    if (f.shared_expert_gate) n += f.shared_experts * h;
  }
  n += layer.norms * norm_params(layer.norm_kind, h);
  if (layer.per_layer_input > 0) {
    n += 2 * layer.per_layer_input * h + norm_params(layer.norm_kind, h);
  }
  return n;
}

std::int64_t input_parameter_count(const ModelSpec& model) {
  const std::int64_t packed =
      static_cast<std::int64_t>(model.layers.size()) * model.per_layer_input;
  const std::int64_t per_layer =
      model.per_layer_input > 0
          ? model.per_layer_input_vocab * packed + packed * model.hidden + model.per_layer_input
          : 0;
  return model.vocab * model.hidden + model.max_positions * model.hidden + per_layer;
}

std::int64_t output_parameter_count(const ModelSpec& model) {
  std::int64_t n = model.final_norm ? norm_params(model.norm, model.hidden) : 0;
  if (!model.tied_embeddings) n += model.vocab * model.hidden;
  return n;
}

std::int64_t parameter_count(const ModelSpec& model) {
  std::int64_t n = input_parameter_count(model) + output_parameter_count(model);
  for (const LayerSpec& layer : model.layers) n += layer_parameter_count(layer, model.hidden);
  return n;
}

std::int64_t active_parameter_count(const ModelSpec& model) {
  std::int64_t n = parameter_count(model);
  for (const LayerSpec& layer : model.layers) {
    const FfnSpec& f = layer.ffn;
    if (!f.is_moe()) continue;
    n -= (f.experts - f.top_k) * ffn_unit_params(f, model.hidden, f.expert_inner);
  }
  return n;
}

std::int64_t MatrixGroup::output_dim() const {
  std::int64_t total = 0;
  for (const MatrixOutput& o : outputs) total += o.rows;
  return total;
}

namespace {

MatrixGroup make_group(std::string name, GroupRole role, std::int64_t input,
                       std::vector<MatrixOutput> outputs, std::int64_t instances,
                       std::int64_t active) {
  MatrixGroup g;
  g.name = std::move(name);
  g.role = role;
  g.input_dim = input;
  g.outputs = std::move(outputs);
  g.instances = instances;
  g.active_instances = active;
  g.weights = g.input_dim * g.output_dim() * instances;
  return g;
}

void add_mla_groups(std::vector<MatrixGroup>& out, const AttentionSpec& a, std::int64_t h) {
  const MlaSpec& m = a.mla;
  const std::int64_t q_out = a.heads * (m.qk_nope_head_dim + m.qk_rope_head_dim);
  const std::int64_t kv_a = m.kv_lora_rank + m.qk_rope_head_dim;
  // The indexer's key and weights read the hidden state, its queries the query latent.
  std::vector<MatrixOutput> index_in;
  if (m.has_indexer()) index_in = {{"index_k", m.index_head_dim}, {"index_w", m.index_heads}};
  if (m.q_lora_rank > 0) {
    std::vector<MatrixOutput> in{{"q_a", m.q_lora_rank}, {"kv_a", kv_a}};
    in.insert(in.end(), index_in.begin(), index_in.end());
    out.push_back(make_group("qkv_a", GroupRole::attention_in, h, std::move(in), 1, 1));
    std::vector<MatrixOutput> q_b{{"q", q_out}};
    if (m.has_indexer()) q_b.push_back({"index_q", m.index_heads * m.index_head_dim});
    out.push_back(
        make_group("q_b", GroupRole::attention_latent, m.q_lora_rank, std::move(q_b), 1, 1));
  } else {
    out.push_back(
        make_group("qkv_a", GroupRole::attention_in, h, {{"q", q_out}, {"kv_a", kv_a}}, 1, 1));
  }
  out.push_back(make_group("kv_b", GroupRole::attention_latent, m.kv_lora_rank,
                           {{"kv", a.heads * (m.qk_nope_head_dim + m.v_head_dim)}}, 1, 1));
  out.back().attention_after = true;  // attention over the latent cache needs k and v from kv_b
  out.push_back(
      make_group("o", GroupRole::attention_out, a.heads * m.v_head_dim, {{"o", h}}, 1, 1));
}

void add_ffn_groups(std::vector<MatrixGroup>& out, const std::string& prefix, FfnPart part,
                    const FfnSpec& f, std::int64_t h, std::int64_t inner, std::int64_t instances,
                    std::int64_t active) {
  std::vector<MatrixOutput> gate_up;
  if (f.kind == FfnKind::gated) gate_up.push_back({"gate", inner});
  gate_up.push_back({"up", inner});
  out.push_back(
      make_group(prefix + "gate_up", GroupRole::ffn_in, h, std::move(gate_up), instances, active));
  out.push_back(
      make_group(prefix + "down", GroupRole::ffn_down, inner, {{"down", h}}, instances, active));
  out[out.size() - 2].part = part;
  out.back().part = part;
}

}  // namespace

std::vector<MatrixGroup> matrix_groups(const LayerSpec& layer, std::int64_t hidden) {
  const std::int64_t h = hidden;
  const AttentionSpec& a = layer.attention;
  std::vector<MatrixGroup> out;
  if (a.kind == AttentionKind::none) {
    // no mixer, no groups
  } else if (a.kind == AttentionKind::mla) {
    add_mla_groups(out, a, h);
  } else if (a.kind == AttentionKind::mamba2) {
    const Mamba2Spec& m = a.mamba2;
    out.push_back(make_group(
        "in_proj", GroupRole::attention_in, h,
        {{"zx", 2 * m.inner()}, {"bc", 2 * m.groups * m.state_size}, {"dt", m.heads}}, 1, 1));
    out.back().attention_after = true;
    out.push_back(make_group("out_proj", GroupRole::attention_out, m.inner(), {{"out", h}}, 1, 1));
  } else if (a.kind == AttentionKind::linear) {
    const LinearAttentionSpec& l = a.linear;
    out.push_back(make_group(
        "in_proj", GroupRole::attention_in, h,
        {{"qkvz", 2 * l.key_dim() + 2 * l.value_dim()}, {"ba", 2 * l.value_heads}}, 1, 1));
    out.back().attention_after = true;
    out.push_back(
        make_group("out_proj", GroupRole::attention_out, l.value_dim(), {{"out", h}}, 1, 1));
  } else {
    std::vector<MatrixOutput> qkv{{"q", a.q_width()}};
    if (!a.reuses_kv) qkv.push_back({"k", a.kv_width()});
    if (!a.shared_kv && !a.reuses_kv) qkv.push_back({"v", a.kv_width()});
    if (a.output_gate) qkv.push_back({"gate", a.q_width()});
    out.push_back(make_group("qkv", GroupRole::attention_in, h, std::move(qkv), 1, 1));
    out.back().attention_after = true;
    out.push_back(make_group("o", GroupRole::attention_out, a.q_width(), {{"o", h}}, 1, 1));
  }
  const FfnSpec& f = layer.ffn;
  if (!f.present()) {
    // no FFN, no groups
  } else if (!f.is_moe()) {
    add_ffn_groups(out, "", FfnPart::dense, f, h, f.inner, 1, 1);
  } else {
    std::vector<MatrixOutput> router{{"router", f.experts}};
    if (f.shared_expert_gate) router.push_back({"shared_gate", f.shared_experts});
    out.push_back(make_group("router", GroupRole::router, h, std::move(router), 1, 1));
    add_ffn_groups(out, "experts.", FfnPart::routed, f, h, f.expert_inner, f.experts, f.top_k);
    if (f.shared_experts > 0) {
      const std::int64_t shared_inner = f.shared_inner > 0 ? f.shared_inner : f.expert_inner;
      add_ffn_groups(out, "shared.", FfnPart::shared, f, h, shared_inner, f.shared_experts,
                     f.shared_experts);
    }
  }
  return out;
}

std::int64_t kv_cache_elements(const LayerSpec& layer, std::int64_t tokens) {
  return kv_cache_elements(layer.attention, tokens);
}

std::int64_t kv_cache_elements(const AttentionSpec& a, std::int64_t tokens) {
  if (a.reuses_kv) return 0;
  switch (a.kind) {
    case AttentionKind::linear:
    case AttentionKind::mamba2:
    case AttentionKind::none:
      return 0;
    case AttentionKind::mla:
      return tokens * (a.mla.kv_lora_rank + a.mla.qk_rope_head_dim + a.mla.index_head_dim);
    case AttentionKind::sliding:
      tokens = std::min(tokens, a.window);
      break;
    case AttentionKind::full:
      break;
  }
  return tokens * a.kv_width() * 2;  // K and V, shared_kv included (see the header)
}

std::int64_t kv_cache_elements(const ModelSpec& model, std::int64_t tokens) {
  std::int64_t n = 0;
  for (const LayerSpec& layer : model.layers) n += kv_cache_elements(layer, tokens);
  return n;
}

std::int64_t recurrent_update_elements(const AttentionSpec& a) {
  if (a.kind == AttentionKind::linear) {
    return a.linear.value_heads * a.linear.key_head_dim * a.linear.value_head_dim;
  }
  if (a.kind == AttentionKind::mamba2) return a.mamba2.inner() * a.mamba2.state_size;
  return 0;
}

std::int64_t recurrent_state_elements(const LayerSpec& layer) {
  const AttentionSpec& a = layer.attention;
  if (a.kind == AttentionKind::mamba2) {
    return recurrent_update_elements(a) + a.mamba2.conv_dim() * (a.mamba2.conv_kernel - 1);
  }
  if (a.kind != AttentionKind::linear) return 0;
  const LinearAttentionSpec& l = a.linear;
  return recurrent_update_elements(a) + (2 * l.key_dim() + l.value_dim()) * (l.conv_kernel - 1);
}

std::int64_t recurrent_state_elements(const ModelSpec& model) {
  std::int64_t n = 0;
  for (const LayerSpec& layer : model.layers) n += recurrent_state_elements(layer);
  return n;
}

}  // namespace hwsim::model
