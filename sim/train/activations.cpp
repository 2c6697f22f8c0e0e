#include "sim/train/activations.hpp"

#include <algorithm>
#include <utility>

#include "sim/train/precision.hpp"

namespace hwsim::train {

namespace {

Bytes ld(std::int64_t v) { return static_cast<Bytes>(v); }

class SavedList {
 public:
  SavedList(const TrainJob& job) : job_(job) {}
  void add(std::string name, Bytes full_bytes, SavedKind kind, Bytes tp_divisor) {
    Bytes bytes = full_bytes;
    const Bytes tp = ld(job_.parallel.tp);
    if (kind == SavedKind::sequence) {
      if (job_.parallel.sp) bytes /= tp;
    } else {
      bytes /= tp_divisor;
    }
    out.push_back(SavedTensor{std::move(name), bytes, kind});
  }
  void seq(std::string name, Bytes bytes) { add(std::move(name), bytes, SavedKind::sequence, 1); }
  void shard(std::string name, Bytes bytes) {
    add(std::move(name), bytes, SavedKind::sharded, ld(job_.parallel.tp));
  }
  void shard_kv(std::string name, Bytes bytes, std::int64_t kv_heads) {
    add(std::move(name), bytes, SavedKind::sharded,
        ld(std::max<std::int64_t>(1, std::min(job_.parallel.tp, kv_heads))));
  }
  void scores(std::string name, Bytes bytes) {
    add(std::move(name), bytes, SavedKind::scores, ld(job_.parallel.tp));
  }
  std::vector<SavedTensor> out;

 private:
  const TrainJob& job_;
};

// Tokens of one micro-batch on this GPU (context parallelism splits the sequence).
Bytes local_tokens(const TrainJob& job) {
  return ld(job.micro_batch) * ld(job.seq_len) / ld(job.parallel.cp);
}

void add_ffn_unit(SavedList& list, const std::string& p, const model::FfnSpec& f, Bytes tokens,
                  std::int64_t inner, Bytes e) {
  const Bytes ti = tokens * ld(inner) * e;
  if (f.kind == model::FfnKind::gated) {
    list.shard(p + "gate_out", ti);
    list.shard(p + "up_out", ti);
  } else {
    list.shard(p + "act.input", ti);
  }
  list.shard(p + "down.input", ti);
}

}  // namespace

Bytes sum_bytes(const std::vector<SavedTensor>& tensors) {
  Bytes total = 0;
  for (const SavedTensor& t : tensors) total += t.bytes;
  return total;
}

Bytes source_activation_bytes(std::int64_t layers, std::int64_t seq_len, std::int64_t micro_batch,
                              std::int64_t hidden, std::int64_t heads) {
  return ld(layers) * ld(seq_len) * ld(micro_batch) *
         (34 * ld(hidden) + 5 * ld(heads) * ld(seq_len));
}

Bytes source_block_bytes(const model::LayerSpec& layer, std::int64_t hidden, const TrainJob& job) {
  const Bytes t = ld(job.parallel.tp);
  const Bytes h = ld(hidden);
  const Bytes sb = local_tokens(job);  // s*b on this GPU
  const Bytes a = ld(layer.attention.heads);
  const Bytes s_keys = ld(job.seq_len);
  const bool sp = job.parallel.sp;
  switch (job.recompute) {
    case Recompute::full:
      return 2 * sb * h / (sp ? t : 1);
    case Recompute::selective:
      return sp ? 34 * sb * h / t : sb * (10 * h + 24 * h / t);
    case Recompute::none:
      break;
  }
  const Bytes scores = 5 * a * s_keys * sb / t;
  return sp ? 34 * sb * h / t + scores : sb * (10 * h + 24 * h / t) + scores;
}

std::vector<SavedTensor> per_op_block(const model::LayerSpec& layer, std::int64_t hidden,
                                      const TrainJob& job) {
  SavedList list(job);
  const Bytes e = activation_bytes(job.activation_dtype);
  const Bytes t = local_tokens(job);
  const Bytes h = ld(hidden);
  const Bytes th = t * h * e;
  const bool dropout = job.dropout;
  const model::AttentionSpec& a = layer.attention;

  list.seq("norm0.input", th);
  if (a.kind == model::AttentionKind::linear) {
    const model::LinearAttentionSpec& l = a.linear;
    const Bytes conv = t * ld(2 * l.key_dim() + l.value_dim()) * e;
    const Bytes vd = t * ld(l.value_dim()) * e;
    list.seq("attn.in_proj.input", th);
    list.shard("attn.conv.input", conv);
    list.shard("attn.conv.output", conv);
    list.shard("attn.z", vd);
    list.shard("attn.beta_alpha", t * ld(2 * l.value_heads) * e);
    list.shard("attn.core_out", vd);
    list.shard("attn.out_proj.input", vd);
  } else {
    const Bytes qw = t * ld(a.q_width()) * e;
    const Bytes kvw = t * ld(a.kv_width()) * e;
    list.seq("attn.qkv.input", th);
    if (a.qk_norm) {
      list.shard("attn.q_norm.input", qw);
      list.shard_kv("attn.k_norm.input", kvw, a.kv_heads);
    }
    list.shard("attn.q", qw);
    list.shard_kv("attn.k", kvw, a.kv_heads);
    if (!a.shared_kv) list.shard_kv("attn.v", kvw, a.kv_heads);
    const Bytes sq = ld(job.seq_len) / ld(job.parallel.cp);
    const Bytes sk = a.kind == model::AttentionKind::sliding ? ld(std::min(a.window, job.seq_len))
                                                             : ld(job.seq_len);
    const Bytes score_elems = ld(job.micro_batch) * ld(a.heads) * sq * sk;
    if (job.attention == AttentionImpl::eager) {
      list.scores("attn.softmax", score_elems * e);
      if (dropout) {
        list.scores("attn.dropout_mask", score_elems);
        list.scores("attn.dropout_out", score_elems * e);
      }
    } else {
      list.shard("attn.logsumexp", ld(job.micro_batch) * ld(a.heads) * sq * 4);
    }
    if (a.output_gate) {
      list.shard("attn.gate", qw);
      list.shard("attn.core_out", qw);
    }
    list.shard("attn.o_proj.input", qw);
  }
  if (dropout) list.seq("attn.residual_dropout_mask", t * h);

  list.seq("norm1.input", th);
  const model::FfnSpec& f = layer.ffn;
  list.seq("ffn.input", th);
  if (!f.is_moe()) {
    add_ffn_unit(list, "ffn.", f, t, f.inner, e);
  } else {
    const Bytes routed = t * ld(f.top_k);
    list.seq("ffn.router.logits", t * ld(f.experts) * 4);
    list.seq("ffn.experts.input", routed * h * e);
    add_ffn_unit(list, "ffn.experts.", f, routed, f.expert_inner, e);
    const std::int64_t shared_inner = f.shared_inner > 0 ? f.shared_inner : f.expert_inner;
    for (std::int64_t i = 0; i < f.shared_experts; ++i) {
      add_ffn_unit(list, "ffn.shared." + std::to_string(i) + ".", f, t, shared_inner, e);
    }
  }
  if (dropout) list.seq("ffn.residual_dropout_mask", t * h);
  for (std::int64_t n = 2; n < layer.norms; ++n) {
    list.seq("norm" + std::to_string(n) + ".input", th);
  }
  return list.out;
}

BlockActivationPlan block_activation_plan(const model::LayerSpec& layer, std::int64_t hidden,
                                          const TrainJob& job) {
  BlockActivationPlan plan;
  if (job.activation_mode == ActivationMode::source) {
    plan.kept = source_block_bytes(layer, hidden, job);
    return plan;  // the source formulas have no recomputation transient
  }
  const std::vector<SavedTensor> saved = per_op_block(layer, hidden, job);
  const Bytes all = sum_bytes(saved);
  switch (job.recompute) {
    case Recompute::none:
      plan.kept = all;
      break;
    case Recompute::selective: {
      Bytes scores = 0;
      for (const SavedTensor& s : saved) {
        if (s.kind == SavedKind::scores) scores += s.bytes;
      }
      plan.kept = all - scores;
      plan.recomputed = scores;
      break;
    }
    case Recompute::full: {
      const Bytes input = ld(job.micro_batch) * ld(job.seq_len) / ld(job.parallel.cp) * ld(hidden) *
                          activation_bytes(job.activation_dtype) /
                          (job.parallel.sp ? ld(job.parallel.tp) : 1);
      plan.kept = input;
      plan.recomputed = all;
      break;
    }
  }
  return plan;
}

std::vector<SavedTensor> per_op_head(const model::ModelSpec& model, const TrainJob& job) {
  SavedList list(job);
  const Bytes t = local_tokens(job);
  const Bytes e = activation_bytes(job.activation_dtype);
  const Bytes v = ld(model.vocab);
  if (job.activation_mode == ActivationMode::per_op) {
    if (model.final_norm) list.seq("final_norm.input", t * ld(model.hidden) * e);
    list.seq("head.input", t * ld(model.hidden) * e);
  }
  list.shard("logits", t * v * e);
  if (job.loss_fp32_upcast) list.shard("loss.fp32_logits", t * v * 4);
  return list.out;
}

}  // namespace hwsim::train
