#pragma once
// Training stacks: whose code runs the training step, and so which implementation of each op
// saves what. A registry, like the decode software stacks: one row per stack (`job.stack`), and
// for the Hugging Face transformers stack one row per architecture (`job.stack_architecture`, the
// config's model_type), each naming what transformers' modeling code of that architecture runs.
//
//   pytorch          hand-written PyTorch modules (fused nn.RMSNorm / LayerNorm, F.gelu, the
//                    attention and FFN implementations the job names): hwsim's per-op accounting
//                    as it was before stacks existed (every output of a job without `stack` is
//                    unchanged).
//   hf-transformers  Hugging Face transformers 5.x modeling code (the version in
//                    kHfTransformersVersion), read from its source; per architecture:
//     norm        llama_rmsnorm: LlamaRMSNorm and its copies (Qwen2/3, Mistral, Mixtral, Phi-3):
//                   `hs.to(float32)`, `pow(2).mean`, `hs * rsqrt(...)`, `weight * hs.to(dtype)`:
//                   saves the fp32 input copy (pow and mul) and the normalised value in the input
//                   dtype (the weight's mul): 4 + e_in bytes per element, e_in the input's bytes
//                   (4 under autocast, where the residual stream is fp32);
//                 fp32_weight_rmsnorm: Olmo2RMSNorm `(weight * hs).to(dtype)` and GemmaRMSNorm
//                   `output * (1.0 + weight.float())`: the fp32 input copy and the fp32
//                   normalised value, 8 bytes per element;
//                 layernorm: nn.LayerNorm (native, as the pytorch stack).
//     activation  gelu_new (GPT-2's NewGELUActivation, written out in Python:
//                   `0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * pow(x, 3))))`): pow saves
//                   x, tanh its output, the last mul both 0.5*x and 1 + tanh; under autocast pow
//                   runs in fp32 (autocast's fp32 list) and promotes the chain to fp32. Others:
//                   F.silu / F.gelu(approximate="tanh") as the pytorch stack.
//     attention   eager (eager_attention_forward): repeat_kv copies K and V to every query head
//                   before the matmuls, which save the copies (b*H*s*d each, not b*G*s*d);
//                   `softmax(scores, dtype=float32).to(query.dtype)`: the fp32 probabilities and
//                   their cast are both saved whatever the precision; gemma2's
//                   attn_logit_softcapping (`tanh(scores / cap) * cap`) saves the tanh output;
//                 sdpa (sdpa_attention_forward): enable_gqa when no mask is passed, so K and V
//                   stay at the KV heads; a materialised mask (sliding window of w <= s tokens:
//                   masking_utils._ignore_causal_mask_sdpa skips the mask only while s < w) makes
//                   it repeat_kv K and V as eager does.
//     loss        ForCausalLMLoss: `logits.float()` before cross_entropy (fp32 upcast);
//                 gemma2's final_logit_softcapping (`tanh(logits / cap) * cap` in the head) saves
//                 the tanh output t*v*e until the loss backward.
//     projections q/k/v and gate/up as the architecture's modules (separate nn.Linear per
//                 projection, except Phi-3's qkv_proj/gate_up_proj and GPT-2's c_attn): under
//                 autocast each matmul saves its own bf16 cast of its input; the gated FFN is
//                 `down(act(gate(x)) * up(x))` in plain autograd (four inner-width tensors).
//     moe         the sparse MoE block of transformers 5 (integrations/moe.py): experts held
//                 stacked (gate_up_proj [E, 2I, h], down_proj [E, h, I]), run by an experts
//                 implementation (eager loop, grouped_mm, batched_mm) over the routed tokens in
//                 plain autograd: hwsim's plain MoE accounting with gate and up fused (one input
//                 cast under autocast).
//     checkpoint  gradient_checkpointing_enable(): each decoder layer (GradientCheckpointingLayer)
//                 under torch.utils.checkpoint, non-reentrant, keeping the layer's input (the
//                 residual stream): hwsim's `recompute: full`.
//     autocast    torch.autocast's cast cache (cache_enabled, the default) keeps each weight's bf16
//                 copy until the autocast region ends, after the loss: under gradient
//                 checkpointing every block's copies are held through the forward and the loss
//                 (torch/amp/autocast_mode.py: the cache is cleared on leaving the region).
//     allocator   every saved tensor, parameter, gradient and optimizer state is one allocation
//                 of PyTorch's caching allocator, counted at its block size (allocator.hpp).
//     workspace   PyTorch keeps one cuBLAS workspace per (handle, stream); the autograd engine's
//                 device thread has its own handle, so its workspace appears at the first
//                 backward matmul of the first step (step_timeline.hpp, backward_workspace).
// Sources are the rows' `source` strings (file and the version read).
#include <string>
#include <vector>

#include "sim/model/architecture.hpp"
#include "sim/train/train_job.hpp"

namespace hwsim::train {

// The transformers version the hf-transformers rows describe.
inline constexpr const char* kHfTransformersVersion = "5.17";

// How a norm of the model saves its tensors (see above).
enum class NormImpl { native, llama_rmsnorm, fp32_weight_rmsnorm };
// How the dense FFN's activation is written (see above).
enum class ActivationImpl { native, gelu_new };

struct StackRow {
  Stack stack;
  const char* name;     // job.stack
  const char* summary;  // for describe
};
const std::vector<StackRow>& stack_registry();

// One architecture of transformers' modeling code.
struct HfArchitectureRow {
  const char* model_type;     // config.json's model_type
  NormImpl rmsnorm;           // how its RMSNorms save (LayerNorm models: native)
  ActivationImpl activation;  // its dense FFN's activation
  bool fused_qkv;             // one q/k/v projection (Phi-3 qkv_proj, GPT-2 c_attn)
  bool fused_gate_up;         // one gate/up projection (Phi-3 gate_up_proj)
  bool eager_fp32_softmax;    // eager: softmax(dtype=float32).to(dtype) (GPT-2: softmax, .type)
  bool attention_softcap;     // eager attention's tanh softcapping saves the tanh output
  bool logit_softcap;         // the head's final_logit_softcapping
  const char* source;         // modeling file(s) read
};
const std::vector<HfArchitectureRow>& hf_architectures();
// The row of model_type, or null.
const HfArchitectureRow* find_hf_architecture(const std::string& model_type);
// model_type values of hf_architectures(), in order (for messages).
std::vector<std::string> hf_architecture_names();

// One implementation choice of a stack, for describe and the documentation.
struct StackComponent {
  const char* stack;
  const char* component;  // norm, activation, attention, loss, moe, checkpoint, allocator, ...
  const char* choice;
  const char* source;
};
const std::vector<StackComponent>& stack_components();

// What the job's stack changes in the per-op accounting, resolved once.
struct StackRules {
  bool hf = false;  // hf-transformers
  NormImpl rmsnorm = NormImpl::native;
  ActivationImpl activation = ActivationImpl::native;
  bool eager_repeat_kv = false;      // eager attention saves K and V at the query heads
  bool eager_fp32_softmax = false;   // eager saves fp32 probabilities and their cast
  bool sdpa_mask_repeat_kv = false;  // SDPA with a materialised mask repeats K and V
  bool attention_softcap = false;
  bool logit_softcap = false;
  bool allocator_blocks = false;        // allocations counted at the caching allocator's blocks
  bool moe_gate_up_fused = false;       // stacked experts: one gate_up matmul (one input cast)
  bool autocast_cache_to_loss = false;  // autocast's cast cache outlives checkpointed forwards
};

// The model as the job's stack builds it: with hf-transformers, the architecture row's fused_qkv
// and fused_gate_up, and every gated FFN (dense and experts) in plain autograd (fused = false).
// The pytorch stack returns the model unchanged.
model::ModelSpec apply_stack(const model::ModelSpec& model, const TrainJob& job);
StackRules stack_rules(const TrainJob& job);

}  // namespace hwsim::train
