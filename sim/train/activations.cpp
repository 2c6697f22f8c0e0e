#include "sim/train/activations.hpp"

#include <algorithm>
#include <utility>

#include "sim/train/allocator.hpp"
#include "sim/train/parallel.hpp"
#include "sim/train/precision.hpp"
#include "sim/train/stack.hpp"

namespace hwsim::train {

namespace {

Bytes ld(std::int64_t v) { return static_cast<Bytes>(v); }

class SavedList {
 public:
  // Width-h tensors are divided by the sequence share, the others by the column share (KV
  // tensors by at most their heads: heads beyond that are replicated).
  SavedList(const TrainJob& job)
      : sequence_(share(job, Share::sequence)),
        columns_(share(job, Share::columns)),
        blocks_(stack_rules(job).allocator_blocks) {}
  void seq(std::string name, Bytes bytes) {
    add(std::move(name), bytes, SavedKind::sequence, ld(sequence_));
  }
  void shard(std::string name, Bytes bytes) {
    add(std::move(name), bytes, SavedKind::sharded, ld(columns_));
  }
  void shard_kv(std::string name, Bytes bytes, std::int64_t kv_heads) {
    add(std::move(name), bytes, SavedKind::sharded,
        ld(std::max<std::int64_t>(1, std::min(columns_, kv_heads))));
  }
  void scores(std::string name, Bytes bytes) {
    add(std::move(name), bytes, SavedKind::scores, ld(columns_));
  }
  std::vector<SavedTensor> out;

 private:
  // With the hf-transformers stack each saved tensor is one caching-allocator block.
  void add(std::string name, Bytes full_bytes, SavedKind kind, Bytes divisor) {
    const Bytes bytes = full_bytes / divisor;
    out.push_back(
        SavedTensor{std::move(name), blocks_ ? allocator_block_bytes(bytes) : bytes, kind});
  }
  std::int64_t sequence_;
  std::int64_t columns_;
  bool blocks_;
};

// Tokens of one micro-batch on this GPU (context parallelism splits the sequence).
Bytes local_tokens(const TrainJob& job) {
  return ld(job.micro_batch) * ld(job.seq_len) / ld(share(job, Share::tokens));
}

// Bytes of one residual-stream value: fp32 under autocast (see per_op_block), else e.
Bytes residual_bytes(const TrainJob& job) {
  return is_autocast(job.precision) ? 4 : activation_bytes(job.activation_dtype);
}

// Bytes of one softmax value in eager attention: autocast puts softmax on its fp32 list.
// transformers' eager_attention_forward asks for fp32 itself: softmax(scores, dtype=float32).
Bytes softmax_bytes(const TrainJob& job) {
  if (stack_rules(job).eager_fp32_softmax) return 4;
  return is_autocast(job.precision) ? 4 : activation_bytes(job.activation_dtype);
}

// Score elements b*H*sq*sk of one softmax-attention block (before tensor parallelism divides the
// heads).
Bytes score_elements(const model::AttentionSpec& a, const TrainJob& job) {
  const Bytes sq = ld(job.seq_len) / ld(share(job, Share::tokens));
  const Bytes sk = a.kind == model::AttentionKind::sliding ? ld(std::min(a.window, job.seq_len))
                                                           : ld(job.seq_len);
  return ld(job.micro_batch) * ld(a.heads) * sq * sk;
}

// One dense FFN (or one expert, at its routed tokens), from what each op's backward needs
// (PyTorch's tools/autograd/derivatives.yaml):
//   relu: `threshold_backward(grad, result, 0)` saves its output, which is also the down
//         projection's saved input: one inner-width tensor;
//   gelu: `gelu_backward(grad, self)` saves its input; down saves gelu's output: two;
//   gated, fused kernel: gate and up outputs, and down's input: three;
//   gated, plain `act(g) * u`: silu/gelu save g (`silu_backward(grad, self)`), `mul.Tensor`
//         saves both factors act(g) and u, down saves the product: four.
//   gelu_new (hf-transformers GPT-2, stack.hpp): pow saves x, tanh its output, the last mul
//         0.5*x and 1 + tanh, down the product: five; under autocast pow runs in fp32 (its
//         input cast is what it saves) and promotes tanh and 1 + tanh to fp32, 0.5*x stays e.
void add_ffn_unit(SavedList& list, const std::string& p, const model::FfnSpec& f, Bytes tokens,
                  std::int64_t inner, Bytes e, const TrainJob& job) {
  const Bytes ti = tokens * ld(inner) * e;
  if (f.kind == model::FfnKind::mlp && f.activation == model::FfnActivation::gelu &&
      stack_rules(job).activation == ActivationImpl::gelu_new) {
    const Bytes tf = tokens * ld(inner) * (is_autocast(job.precision) ? 4 : e);
    list.shard(p + "act.pow_input", tf);
    list.shard(p + "act.tanh", tf);
    list.shard(p + "act.half_input", ti);
    list.shard(p + "act.one_plus_tanh", tf);
    list.shard(p + "down.input", ti);
    return;
  }
  if (f.kind == model::FfnKind::gated) {
    list.shard(p + "gate_out", ti);
    list.shard(p + "up_out", ti);
    if (!f.fused) list.shard(p + "act.output", ti);
  } else if (f.activation != model::FfnActivation::relu) {
    list.shard(p + "act.input", ti);
  }
  list.shard(p + "down.input", ti);
}

// Copies of one input that a group of projections saves: under autocast each matmul casts its
// fp32 input to bf16 itself and saves its own copy; otherwise they share the one tensor.
Bytes input_copies(const TrainJob& job, int projections) {
  return is_autocast(job.precision) ? projections : 1;
}

// A routed MoE FFN written in plain autograd (Hugging Face's Mixtral block: fp32 softmax over
// the router logits, topk, renormalised weights, per expert an indexed gather of its tokens,
// down(act(gate(x)) * up(x)) * weight, index_add_ into a zero tensor). r = t*k routed tokens;
// w = bytes of the routing weight and of the block's hidden dtype (fp32 under autocast).
//   router: `_softmax` saves its fp32 result t*E*4; `topk` saves its indices t*k*8; the
//           renormalisation `div.Tensor` saves both operands t*k*4 + t*4;
//   per expert: `torch.where` gives token and slot indices as views of one nonzero result,
//           saved by the two `index` ops: r*16; the gathered input r*h*e (one cast per gate and
//           up matmul under autocast); the FFN unit; `mul.Tensor` by the weight saves the down
//           output r*h*e and the weight r*w; `index_add` saves its source r*h*w (its formula
//           reads `source`'s shape through `expand_as(source)`).
void add_plain_moe(SavedList& list, const model::FfnSpec& f, Bytes t, Bytes h, Bytes e, Bytes w,
                   const TrainJob& job) {
  const Bytes routed = t * ld(f.top_k);
  list.seq("ffn.router.softmax", t * ld(f.experts) * 4);
  list.seq("ffn.router.topk_indices", routed * 8);
  list.seq("ffn.router.weights", routed * 4 + t * 4);
  list.seq("ffn.experts.indices", routed * 16);
  // transformers 5's stacked experts run gate and up as one gate_up matmul: one cast.
  list.seq("ffn.experts.input",
           routed * h * e * input_copies(job, stack_rules(job).moe_gate_up_fused ? 1 : 2));
  add_ffn_unit(list, "ffn.experts.", f, routed, f.expert_inner, e, job);
  list.seq("ffn.experts.down_out", routed * h * e);
  list.seq("ffn.experts.weight", routed * w);
  list.seq("ffn.experts.weighted_out", routed * h * w);
}

}  // namespace

// Without the upcast under autocast, cross_entropy's log_softmax still runs in fp32: autocast
// lists log_softmax as fp32_set_opt_dtype (aten/src/ATen/autocast_mode.cpp), so it reads the bf16
// logits and writes an fp32 result, which it saves.
Bytes checkpointed_mask_bytes(const model::ModelSpec& model, const TrainJob& job) {
  if (!stack_rules(job).hf || job.recompute != Recompute::full) return 0;
  bool full = false, sliding = false;
  for (const model::LayerSpec& l : model.layers) {
    if (l.attention.kind == model::AttentionKind::full) full = true;
    if (l.attention.kind == model::AttentionKind::sliding) {
      if (job.attention == AttentionImpl::eager || job.seq_len >= l.attention.window)
        sliding = true;
    }
  }
  const Bytes s = ld(job.seq_len);
  if (job.attention == AttentionImpl::eager) {
    const Bytes one = allocator_block_bytes(ld(job.micro_batch) * s * s * residual_bytes(job));
    return (full ? one : 0) + (sliding ? one : 0);
  }
  return sliding ? allocator_block_bytes(s * s) : 0;
}

Bytes loss_bytes(const TrainJob& job) {
  return job.loss_fp32_upcast || is_autocast(job.precision)
             ? 4
             : activation_bytes(job.activation_dtype);
}

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

// The source's formulas are written for tensor parallelism t with or without sequence
// parallelism, so they read those two settings themselves (the tokens come from local_tokens).
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

namespace {

// Whether the attention saves K and V at the query heads (hf-transformers, stack.hpp): eager's
// repeat_kv, and SDPA's when a sliding-window mask is materialised (masking_utils skips the mask
// only while the sequence is shorter than the window).
bool repeats_kv(const model::AttentionSpec& a, const TrainJob& job) {
  if (a.kv_heads >= a.heads) return false;
  const StackRules rules = stack_rules(job);
  if (job.attention == AttentionImpl::eager) return rules.eager_repeat_kv;
  const bool masked = a.kind == model::AttentionKind::sliding && job.seq_len >= a.window;
  return rules.sdpa_mask_repeat_kv && masked;
}

// A norm's saved tensors over `elements` values whose input has e_in bytes (stack.hpp): the
// fused norm saves its input; transformers' LlamaRMSNorm an fp32 copy and the normalised value in
// the input's dtype (4 + e_in); Gemma's and OLMo-2's RMSNorm the fp32 copy and the fp32
// normalised value (8). LayerNorm is native in every stack. `sharded`: a q/k norm (divided by the
// column share, by at most kv_heads when kv_heads > 0).
void add_norm(SavedList& list, const std::string& name, Bytes elements, Bytes e_in,
              const TrainJob& job, bool sharded, std::int64_t kv_heads,
              model::NormKind kind = model::NormKind::rmsnorm) {
  auto put = [&](const std::string& what, Bytes bytes) {
    if (!sharded) {
      list.seq(name + what, bytes);
    } else if (kv_heads > 0) {
      list.shard_kv(name + what, bytes, kv_heads);
    } else {
      list.shard(name + what, bytes);
    }
  };
  const NormImpl impl =
      kind == model::NormKind::rmsnorm ? stack_rules(job).rmsnorm : NormImpl::native;
  switch (impl) {
    case NormImpl::native:
      put(".input", elements * e_in);
      return;
    case NormImpl::llama_rmsnorm:
      put(".input_fp32", elements * 4);
      put(".normalized", elements * e_in);
      return;
    case NormImpl::fp32_weight_rmsnorm:
      put(".input_fp32", elements * 4);
      put(".normalized_fp32", elements * 4);
      return;
  }
}

// Linear attention (the assumed chunked Gated DeltaNet kernel, see activations.hpp).
void add_linear_attention(SavedList& list, const model::LinearAttentionSpec& l, Bytes t, Bytes th,
                          Bytes e) {
  const Bytes conv = t * ld(2 * l.key_dim() + l.value_dim()) * e;
  const Bytes vd = t * ld(l.value_dim()) * e;
  list.seq("attn.in_proj.input", th);
  list.shard("attn.conv.input", conv);
  list.shard("attn.conv.output", conv);
  list.shard("attn.z", vd);
  list.shard("attn.beta_alpha", t * ld(2 * l.value_heads) * e);
  list.shard("attn.core_out", vd);
  list.shard("attn.out_proj.input", vd);
}

// Mamba-2 (the mamba_ssm kernel Nemotron-H and transformers use in training,
// ops/triton/ssd_combined.py MambaSplitConv1dScanCombinedFn: it saves in_proj's output zxbcdt,
// the scan's output out_x and the gated norm's rstd per group, and recomputes the convolution
// and the chunk states in backward); in_proj saves its input.
void add_mamba2(SavedList& list, const model::Mamba2Spec& m, Bytes t, Bytes th, Bytes e) {
  list.seq("mixer.in_proj.input", th);
  list.shard("mixer.zxbcdt", t * ld(m.in_proj_rows()) * e);
  list.shard("mixer.out_x", t * ld(m.inner()) * e);
  list.shard("mixer.rstd", t * ld(m.groups) * 4);
}

// The attention core's saved tensors: eager softmax (scores) or flash (logsumexp).
void add_attention_core(SavedList& list, const model::AttentionSpec& a, const TrainJob& job,
                        Bytes e) {
  const Bytes score_elems = score_elements(a, job);
  if (job.attention == AttentionImpl::eager) {
    // Softmax saves its output. Autocast runs softmax in fp32 and the `@v` matmul then casts
    // the probabilities (after dropout, if any) to bf16 and saves that copy: with dropout the
    // fp32 dropout output itself is saved by nothing (4 + 1 + 2 bytes per score element);
    // without dropout the fp32 output and its bf16 copy are both saved (4 + 2).
    const Bytes softmax_e = softmax_bytes(job);
    // gemma2's attn_logit_softcapping: tanh(scores / cap) * cap saves the tanh output.
    if (stack_rules(job).attention_softcap) list.scores("attn.softcap_tanh", score_elems * e);
    list.scores("attn.softmax", score_elems * softmax_e);
    if (job.dropout) {
      list.scores("attn.dropout_mask", score_elems);
      list.scores("attn.dropout_out", score_elems * e);
    } else if (softmax_e != e) {
      list.scores("attn.softmax_cast", score_elems * e);
    }
  } else {
    list.shard("attn.logsumexp", ld(job.micro_batch) * ld(a.heads) *
                                     (ld(job.seq_len) / ld(share(job, Share::tokens))) * 4);
  }
}

// Softmax attention (full or sliding): projections, optional q/k norms, the core, output gate.
void add_softmax_attention(SavedList& list, const model::AttentionSpec& a, const TrainJob& job,
                           Bytes t, Bytes th, Bytes e) {
  const Bytes qw = t * ld(a.q_width()) * e;
  const Bytes kvw = t * ld(a.kv_width()) * e;
  list.seq("attn.qkv.input", th * (a.fused_qkv ? 1 : input_copies(job, a.shared_kv ? 2 : 3)));
  if (a.qk_norm) {
    add_norm(list, "attn.q_norm", t * ld(a.q_width()), e, job, true, 0);
    add_norm(list, "attn.k_norm", t * ld(a.kv_width()), e, job, true, a.kv_heads);
  }
  list.shard("attn.q", qw);
  if (repeats_kv(a, job)) {
    // repeat_kv: the attention saves K and V copied out to every query head.
    list.shard("attn.k_repeated", qw);
    list.shard("attn.v_repeated", qw);
  } else {
    list.shard_kv("attn.k", kvw, a.kv_heads);
    list.shard_kv("attn.v", kvw, a.kv_heads);  // shared_kv too: V is v_norm(k), not K
  }
  add_attention_core(list, a, job, e);
  if (a.output_gate) {
    list.shard("attn.gate", qw);
    list.shard("attn.core_out", qw);
  }
  list.shard("attn.o_proj.input", qw);
}

// The FFN after its input: one dense unit, or the routed experts and the shared experts.
void add_ffn(SavedList& list, const model::FfnSpec& f, const TrainJob& job, Bytes t, Bytes h,
             Bytes e) {
  if (!f.is_moe()) {
    add_ffn_unit(list, "ffn.", f, t, f.inner, e, job);
    return;
  }
  if (!f.fused) {
    add_plain_moe(list, f, t, h, e, residual_bytes(job), job);
  } else {
    const Bytes routed = t * ld(f.top_k);
    list.seq("ffn.router.logits", t * ld(f.experts) * 4);
    list.seq("ffn.experts.input", routed * h * e);
    add_ffn_unit(list, "ffn.experts.", f, routed, f.expert_inner, e, job);
  }
  const std::int64_t shared_inner = f.shared_inner > 0 ? f.shared_inner : f.expert_inner;
  for (std::int64_t i = 0; i < f.shared_experts; ++i) {
    add_ffn_unit(list, "ffn.shared." + std::to_string(i) + ".", f, t, shared_inner, e, job);
  }
}

}  // namespace

std::vector<SavedTensor> per_op_block(const model::LayerSpec& layer, std::int64_t hidden,
                                      const TrainJob& job) {
  SavedList list(job);
  const Bytes e = activation_bytes(job.activation_dtype);
  const Bytes t = local_tokens(job);
  const Bytes h = ld(hidden);
  const Bytes th = t * h * e;
  // Norm inputs are the residual stream. Under torch.autocast the embedding output and every
  // residual add stay fp32 (LayerNorm/RMSNorm run in fp32; a bf16 branch output added to an fp32
  // residual gives fp32), so each norm saves a 4-byte input; the next matmul casts the norm's
  // output to bf16 and saves that copy, so the matmul inputs keep e bytes.
  const Bytes residual_e = residual_bytes(job);
  const model::AttentionSpec& a = layer.attention;

  // A block without a token mixer or without an FFN (Nemotron-H's one-mixer layers, DeciLM's
  // no-op blocks) has neither that part nor the norm before it.
  if (a.kind != model::AttentionKind::none) {
    add_norm(list, "norm0", t * h, residual_e, job, false, 0, layer.norm_kind);
    if (a.kind == model::AttentionKind::linear) {
      add_linear_attention(list, a.linear, t, th, e);
    } else if (a.kind == model::AttentionKind::mamba2) {
      add_mamba2(list, a.mamba2, t, th, e);
    } else {
      add_softmax_attention(list, a, job, t, th, e);
    }
    if (job.dropout) list.seq("attn.residual_dropout_mask", t * h);
  }

  const model::FfnSpec& f = layer.ffn;
  if (f.present()) {
    add_norm(list, "norm1", t * h, residual_e, job, false, 0, layer.norm_kind);
    const bool separate_gate_up = f.kind == model::FfnKind::gated && !f.fused_gate_up;
    list.seq("ffn.input", th * (separate_gate_up ? input_copies(job, 2) : 1));
    add_ffn(list, f, job, t, h, e);
    if (job.dropout) list.seq("ffn.residual_dropout_mask", t * h);
  }
  for (std::int64_t n = 2; n < layer.norms; ++n) {
    add_norm(list, "norm" + std::to_string(n), t * h, residual_e, job, false, 0, layer.norm_kind);
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
      // The checkpoint keeps the block's input, a residual-stream value: fp32 under autocast
      // (the embedding and every residual add stay fp32 there), e otherwise.
      const Bytes input =
          local_tokens(job) * ld(hidden) * residual_bytes(job) / ld(share(job, Share::sequence));
      plan.kept = input;
      plan.recomputed = all;
      break;
    }
  }
  return plan;
}

Bytes block_backward_working_set(const model::LayerSpec& layer, std::int64_t hidden,
                                 const TrainJob& job) {
  if (job.activation_mode == ActivationMode::source) return 0;  // the source's formulas only
  const std::vector<SavedTensor> saved = per_op_block(layer, hidden, job);
  const Bytes e = activation_bytes(job.activation_dtype);
  const Bytes t = local_tokens(job);
  const Bytes seq_div = ld(share(job, Share::sequence));
  // The gradient of the block's output runs along the residual stream through the whole backward
  // of the block (it is added to the attention branch's input gradient at the end).
  const Bytes residual_gradient = t * ld(hidden) * residual_bytes(job) / seq_div;

  // FFN: the gradient of the down projection's input (t x inner) replaces that input when the
  // down projection's backward frees it, and the activation's backward then writes the gradient
  // of its own input beside it: one inner-width gradient more than the saved tensors.
  const model::FfnSpec& f = layer.ffn;
  const Bytes ffn_tokens = f.is_moe() ? t * ld(f.top_k) : t;
  const std::int64_t inner = f.is_moe() ? f.expert_inner : f.inner;
  const Bytes ffn = ffn_tokens * ld(inner) * e / ld(share(job, Share::columns));

  // Eager softmax attention, backward in reverse forward order (PyTorch autograd formulas):
  //   P@v     : grad of the saved probabilities P (S*e), then frees P's saved copy and v;
  //   dropout : grad_Y = grad_P * mask * scale (S*e_y), then frees grad_P and the mask;
  //   softmax : _softmax_backward_data on CUDA first forms tmp = grad_Y * Y (S*e_y) and then its
  //             result (S*e_y) while Y and grad_Y are live (ATen softmax_backward_cuda_out).
  // The softmax step is the largest: Y, grad_Y, tmp and the result, 3*S*e_y + S*e_in (the result
  // in the softmax input's dtype e_in, e_y but for transformers' explicit fp32 softmax of bf16
  // scores), against the saved Y + mask + P copy, i.e. 2*S*e_y + S*e_in - S*e_P - S*mask beyond
  // what the block saved (fp32 with dropout 7 bytes per score element, bf16 3, autocast
  // 3*4 - 2 - 1 = 9, transformers' pure bf16 2*4 + 2 - 2 = 8). By then the backward
  // has also freed everything the block saved after the attention core (output projection input,
  // norm1 and FFN tensors, residual masks) and v.
  Bytes attention = 0;
  const model::AttentionSpec& a = layer.attention;
  if (job.attention == AttentionImpl::eager && a.softmax()) {
    const Bytes s = score_elements(a, job) / ld(share(job, Share::columns));
    const Bytes e_y = softmax_bytes(job);
    const Bytes e_p = (job.dropout || e_y != e) ? e : 0;  // a separately saved P for `@v`
    const Bytes mask = job.dropout ? 1 : 0;
    // The softmax backward's result has the dtype of the softmax input: transformers' eager
    // `softmax(scores, dtype=float32)` on bf16 scores (pure bf16; under autocast the fp32 mask
    // promotes the scores to fp32) writes a bf16 gradient (_softmax_backward_data, input_dtype).
    const Bytes e_in =
        stack_rules(job).eager_fp32_softmax && !is_autocast(job.precision) && e_y != e ? e : e_y;
    std::size_t last_score = 0;
    for (std::size_t i = 0; i < saved.size(); ++i) {
      if (saved[i].kind == SavedKind::scores) last_score = i;
    }
    Bytes freed = 0;
    for (std::size_t i = 0; i < saved.size(); ++i) {
      if (i > last_score || saved[i].name == "attn.v" || saved[i].name == "attn.v_repeated")
        freed += saved[i].bytes;
    }
    attention = s * (2 * e_y + e_in - e_p - mask) - freed;
  }
  return residual_gradient + std::max(ffn, attention);
}

std::vector<SavedTensor> per_op_head(const model::ModelSpec& model, const TrainJob& job) {
  SavedList list(job);
  const Bytes t = local_tokens(job);
  const Bytes e = activation_bytes(job.activation_dtype);
  const Bytes v = ld(model.vocab);
  if (job.activation_mode == ActivationMode::per_op) {
    if (model.final_norm)
      add_norm(list, "final_norm", t * ld(model.hidden), residual_bytes(job), job, false, 0,
               model.norm);
    list.seq("head.input", t * ld(model.hidden) * e);
  }
  // gemma2's final_logit_softcapping: tanh(logits / cap) * cap saves the tanh output.
  if (stack_rules(job).logit_softcap) list.shard("head.softcap_tanh", t * v * e);
  // Autocast's bf16 copy of the head matrix, saved by the head's matmul.
  if (is_autocast(job.precision)) list.shard("head.weight_cast", v * ld(model.hidden) * 2);
  // cross_entropy = log_softmax + nll_loss: only the log_softmax output is saved (nll_loss keeps
  // its integer targets, log_softmax's backward needs its output, and neither the logits nor an
  // fp32 copy of them is needed by any backward: a dtype cast's backward needs nothing).
  list.shard("loss.log_softmax", t * v * loss_bytes(job));
  return list.out;
}

HeadActivationPlan head_activation_plan(const model::ModelSpec& model, const TrainJob& job) {
  HeadActivationPlan plan;
  for (const SavedTensor& s : per_op_head(model, job)) {
    (s.name == "loss.log_softmax" ? plan.loss_kept : plan.head_kept) += s.bytes;
  }
  const Bytes tv = local_tokens(job) * ld(model.vocab) / ld(share(job, Share::columns));
  const Bytes e = activation_bytes(job.activation_dtype);
  const Bytes l = loss_bytes(job);
  // Forward: the head's logits (t*v*e) and, with the upcast, their fp32 copy are both live while
  // log_softmax writes its output.
  const bool blocks = stack_rules(job).allocator_blocks;
  const auto blk = [blocks](Bytes b) { return blocks ? allocator_block_bytes(b) : b; };
  plan.loss_forward = blk(tv * e) + (job.loss_fp32_upcast && l != e ? blk(tv * l) : 0);
  // Backward: nll_loss_backward writes a dense t*v gradient and log_softmax's backward writes the
  // gradient of its input next to it, while the saved output is still held: two t*v*l tensors
  // beside loss_kept (measured: peak_backward - after_forward = 2*t*v*4 in every case where the
  // loss backward is the peak). Under autocast without the upcast the input is the bf16 logits:
  // _log_softmax_backward_data writes the gradient in the input's dtype (t*v*e) beside the fp32
  // nll gradient (t*v*4).
  plan.loss_backward = job.loss_fp32_upcast ? 2 * blk(tv * l) : blk(tv * l) + blk(tv * e);
  // The gradient of the logits in their own dtype (the cast back from fp32 when upcast), held
  // until the head's backward has used it.
  plan.logits_gradient = blk(tv * e);
  // gemma2's final_logit_softcapping: tanh's backward writes the gradient of its input beside
  // the gradient of its output (tanh_backward(grad, output)), two t*v*e tensors.
  if (stack_rules(job).logit_softcap) plan.logits_gradient *= 2;
  return plan;
}

}  // namespace hwsim::train
