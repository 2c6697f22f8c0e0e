#pragma once
// Activation memory: the tensors each op saves in forward for its backward, per block and per
// micro-batch, on one GPU.
//
// Source mode (Korthikanti et al. 2022, "Reducing Activation Recomputation in Large Transformer
// Models", section 4 and table 2; 2-byte values, 1-byte dropout masks), per block with a heads:
//   no parallelism        s*b*h*(34 + 5*a*s/h)
//   tensor parallel t     s*b*h*(10 + 24/t + 5*a*s/(h*t))
//   + sequence parallel   s*b*h*(34 + 5*a*s/h) / t
//   selective recompute   drops the 5*a*s/h term (the attention core is recomputed)
//   full recompute        2*s*b*h per block (the block input only), / t with sequence parallel
//   context parallel c    s -> s/c for the tokens; the attention term keeps s key columns per query
// Those formulas assume the source block (4h FFN, a*d = h); hwsim applies them to any model with a
// = the block's heads and h = the model's hidden, which is what the source does for Llama.
//
// The job's training stack (stack.hpp) selects the implementation of norms, activations, the
// attention's K/V copies, softcapping and allocator blocks; the pytorch stack is what follows.
//
// Per-op mode lists every saved tensor by name (see per_op_block below), so each can be compared
// with a measured PyTorch run (torch.autograd.graph.saved_tensors_hooks gives the same list per
// block):
//   softmax attention (tokens t = b*s/cp, values of e bytes, H heads, qw = H*d, kvw = G*d):
//     norm inputs t*h*e each (t*h*4 under autocast: the residual stream stays fp32; statistics
//     not counted: t*8 bytes), attn input t*h*e, q t*qw*e,
//     k t*kvw*e, v t*kvw*e (also with shared_kv: one projection, but attention reads K after
//     k_norm and RoPE and V after v_norm, two tensors), qk-norm inputs (t*qw*e + t*kvw*e),
//     eager: softmax output b*H*sq*sk*e, and with dropout its 1-byte mask and the dropout output
//            (sk = s for full attention, min(window, s) for sliding, sq = s/cp); under autocast
//            the softmax output is fp32 and `@v` saves a bf16 copy of the probabilities;
//     flash: logsumexp b*H*sq*4 (the output is the o_proj input, counted once);
//     output gate: the sigmoid gate t*qw*e and the ungated output t*qw*e;
//     o_proj input t*qw*e; residual dropout masks t*h bytes.
//   linear attention (assumed kernel: chunked Gated DeltaNet that recomputes its chunk states in
//     backward): in_proj input t*h*e, conv input and output t*(2Kd+Vd)*e each, z t*Vd*e, beta/alpha
//     t*2Hv*e, core output t*Vd*e (gated-norm input), out_proj input t*Vd*e. No s^2 term.
//   FFN: input t*h*e (under autocast one bf16 cast per matmul reading it: 2 with separate gate
//     and up); gelu: activation input and down input t*I*e each; relu: one t*I*e (its output is
//     down's input); gated, fused kernel (ffn.fused): gate and up outputs and down input t*I*e
//     each; gated, plain act(g) * u: also act(g), four; MoE, fused: router logits t*E*4,
//     dispatched tokens t*k*h*e and each routed token's expert tensors at t*k tokens; MoE, plain
//     (Mixtral-style, activations.cpp add_plain_moe): also the routing tensors, indices, down
//     output, weights and weighted output; shared experts at t tokens.
//   Attention inputs: t*h*e, or under autocast with separate q/k/v one cast per projection.
//   Full recomputation keeps the block input at the residual stream's width (fp32 under autocast).
// Under tensor parallelism every tensor of width qw, kvw, I, Vd or per-head scores is divided by tp
// (kv by min(tp, kv_heads)); width-h tensors and masks are divided only with sequence parallelism.
#include <cstdint>
#include <string>
#include <vector>

#include "sim/model/architecture.hpp"
#include "sim/train/train_job.hpp"

namespace hwsim::train {

enum class SavedKind {
  sequence,  // width-h tensors: replicated across tp ranks unless sequence parallel
  sharded,   // head- or inner-width tensors: divided by tp
  scores,    // attention s x s parts: divided by tp, dropped by selective recomputation
};

struct SavedTensor {
  std::string name;  // e.g. "attn.softmax"
  Bytes bytes = 0;   // on this GPU, one micro-batch, after tp/sp/cp division
  SavedKind kind = SavedKind::sequence;
};

// The source's whole-model formula without parallelism or recomputation: L*s*b*h*(34 + 5*a*s/h),
// computed exactly as L*s*b*(34*h + 5*a*s).
Bytes source_activation_bytes(std::int64_t layers, std::int64_t seq_len, std::int64_t micro_batch,
                              std::int64_t hidden, std::int64_t heads);

// Source-mode bytes of one block on one GPU with the job's tp/sp/cp and recomputation (formulas
// above). Full recomputation returns the kept block input only.
Bytes source_block_bytes(const model::LayerSpec& layer, std::int64_t hidden, const TrainJob& job);

// Per-op saved tensors of one block for one micro-batch on one GPU, before recomputation.
std::vector<SavedTensor> per_op_block(const model::LayerSpec& layer, std::int64_t hidden,
                                      const TrainJob& job);

// What a block keeps from forward to backward, and what its backward rebuilds for a while.
struct BlockActivationPlan {
  Bytes kept = 0;        // held from the block's forward until its backward
  Bytes recomputed = 0;  // rebuilt at the start of its backward and freed at its end
};
BlockActivationPlan block_activation_plan(const model::LayerSpec& layer, std::int64_t hidden,
                                          const TrainJob& job);

// Extra bytes a block's backward holds at its peak beyond the block's saved tensors (kept or
// recomputed) and its gradients: the residual-stream gradient plus the larger of the FFN's
// working gradient (t*inner*e) and, for eager softmax attention, the score-sized gradients of the
// attention core (activations.cpp derives them from PyTorch's autograd formulas). 0 in source
// mode (the source's formulas have no backward transient).
Bytes block_backward_working_set(const model::LayerSpec& layer, std::int64_t hidden,
                                 const TrainJob& job);

// Saved tensors outside the blocks on the last pipeline stage, one micro-batch: the final norm and
// head inputs (per_op mode only), autocast's bf16 copy of the head matrix, and the loss's
// log_softmax output t*v*l/tp (l = 4 with the fp32 upcast, else e): cross_entropy saves neither
// the logits nor their fp32 copy. The source counts none of these (reported separately).
std::vector<SavedTensor> per_op_head(const model::ModelSpec& model, const TrainJob& job);

// The head and loss of one micro-batch in the step timeline (bytes on this GPU).
struct HeadActivationPlan {
  Bytes head_kept = 0;        // final norm/head inputs (+ weight cast): to the head's backward
  Bytes loss_kept = 0;        // log_softmax output: to the loss backward
  Bytes loss_forward = 0;     // transient in the loss forward: logits t*v*e (+ fp32 copy t*v*4)
  Bytes loss_backward = 0;    // transient in the loss backward: nll and log_softmax gradients,
                              // 2*t*v*l
  Bytes logits_gradient = 0;  // transient in the head's backward: the logits' gradient t*v*e
};
HeadActivationPlan head_activation_plan(const model::ModelSpec& model, const TrainJob& job);

// The attention masks a checkpointed forward keeps (hf-transformers, stack.hpp): under gradient
// checkpointing each decoder layer's checkpoint holds its inputs, the model's masks among them,
// from the first layer's forward to its backward. Eager attention gets an additive mask of the
// embedding's dtype, b*s*s values (masking_utils eager_mask: torch.where over the boolean
// pattern), one per distinct pattern (full and sliding layers); SDPA a boolean s*s pattern (a
// broadcast view) only where a sliding window s >= window is materialised. 0 otherwise (without
// checkpointing the masks are freed with the model's forward, before the head).
Bytes checkpointed_mask_bytes(const model::ModelSpec& model, const TrainJob& job);

// Bytes of one loss value: 4 with the fp32 upcast or under autocast (whose log_softmax runs in
// fp32 on the bf16 logits), else the activation size.
Bytes loss_bytes(const TrainJob& job);

Bytes sum_bytes(const std::vector<SavedTensor>& tensors);

}  // namespace hwsim::train
