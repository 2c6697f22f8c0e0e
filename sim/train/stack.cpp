#include "sim/train/stack.hpp"

#include <algorithm>

#include "sim/train/precision.hpp"

namespace hwsim::train {

const std::vector<StackRow>& stack_registry() {
  static const std::vector<StackRow> rows = {
      {Stack::pytorch, "pytorch",
       "hand-written PyTorch modules: fused norms, F.gelu, the attention and FFN "
       "implementations the job names (hwsim's per-op accounting before stacks)"},
      {Stack::hf_transformers, "hf-transformers",
       "Hugging Face transformers 5.17 modeling code of job.stack_architecture (the config's "
       "model_type): its norms, activations, attention, loss, MoE block and checkpointing, "
       "PyTorch's caching-allocator blocks and per-thread cuBLAS workspaces"},
  };
  return rows;
}

template <>
const std::vector<std::string>& enum_names<Stack>() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const StackRow& row : stack_registry()) out.emplace_back(row.name);
    return out;
  }();
  return names;
}

// The modeling files were read in the transformers repository as stored (5.x main); the classes
// named below are unchanged between the versions read and the 5.17 release they describe.
const std::vector<HfArchitectureRow>& hf_architectures() {
  using N = NormImpl;
  using A = ActivationImpl;
  static const std::vector<HfArchitectureRow> rows = {
      {"llama", N::llama_rmsnorm, A::native, false, false, true, false, false,
       "models/llama/modeling_llama.py: LlamaRMSNorm, LlamaMLP (gate_proj, up_proj, down_proj), "
       "LlamaAttention (q_proj, k_proj, v_proj, eager_attention_forward with repeat_kv)"},
      {"mistral", N::llama_rmsnorm, A::native, false, false, true, false, false,
       "models/mistral/modeling_mistral.py: MistralRMSNorm, MistralMLP, MistralAttention "
       "(as Llama; sliding_window masks)"},
      {"mixtral", N::llama_rmsnorm, A::native, false, false, true, false, false,
       "models/mixtral/modeling_mixtral.py: MixtralRMSNorm, MixtralExperts (stacked, "
       "integrations/moe.py), MixtralAttention (as Llama)"},
      {"qwen2", N::llama_rmsnorm, A::native, false, false, true, false, false,
       "models/qwen2/modeling_qwen2.py: Qwen2RMSNorm, Qwen2MLP, Qwen2Attention (biased q/k/v)"},
      {"qwen3", N::llama_rmsnorm, A::native, false, false, true, false, false,
       "models/qwen3/modeling_qwen3.py: Qwen3RMSNorm (also q_norm/k_norm per head), Qwen3MLP, "
       "Qwen3Attention"},
      {"qwen3_moe", N::llama_rmsnorm, A::native, false, false, true, false, false,
       "models/qwen3_moe/modeling_qwen3_moe.py: Qwen3MoeRMSNorm, Qwen3MoeSparseMoeBlock "
       "(stacked experts, integrations/moe.py), Qwen3MoeAttention"},
      {"phi3", N::llama_rmsnorm, A::native, true, true, true, false, false,
       "models/phi3/modeling_phi3.py: Phi3RMSNorm (LlamaRMSNorm's copy), Phi3MLP (gate_up_proj, "
       "chunk), Phi3Attention (qkv_proj)"},
      {"olmo2", N::fp32_weight_rmsnorm, A::native, false, false, true, false, false,
       "models/olmo2/modeling_olmo2.py: Olmo2RMSNorm `(weight * hs).to(input_dtype)`, post-norms, "
       "q_norm/k_norm over all heads"},
      {"gemma2", N::fp32_weight_rmsnorm, A::native, false, false, true, true, true,
       "models/gemma2/modeling_gemma2.py: Gemma2RMSNorm `output * (1.0 + weight.float())`, "
       "gelu_pytorch_tanh, attn_logit_softcapping in eager_attention_forward, "
       "final_logit_softcapping in Gemma2ForCausalLM"},
      {"gemma3_text", N::fp32_weight_rmsnorm, A::native, false, false, true, false, false,
       "models/gemma3/modeling_gemma3.py: Gemma3RMSNorm (as Gemma2's), gelu_pytorch_tanh, "
       "sliding layers' masks, no softcapping in the published configs"},
      {"gpt2", N::native, A::gelu_new, true, false, false, false, false,
       "models/gpt2/modeling_gpt2.py: nn.LayerNorm, Conv1D c_attn (fused q/k/v), "
       "ACT2FN['gelu_new'] = NewGELUActivation (activations.py)"},
  };
  return rows;
}

const HfArchitectureRow* find_hf_architecture(const std::string& model_type) {
  for (const HfArchitectureRow& row : hf_architectures()) {
    if (model_type == row.model_type) return &row;
  }
  return nullptr;
}

std::vector<std::string> hf_architecture_names() {
  std::vector<std::string> out;
  for (const HfArchitectureRow& row : hf_architectures()) out.emplace_back(row.model_type);
  return out;
}

const std::vector<StackComponent>& stack_components() {
  static const std::vector<StackComponent> rows = {
      {"hf-transformers", "norm", "LlamaRMSNorm: fp32 input copy + normalised value saved",
       "transformers models/llama/modeling_llama.py LlamaRMSNorm.forward"},
      {"hf-transformers", "norm", "Gemma/OLMo-2 RMSNorm: fp32 input copy + fp32 normalised value",
       "transformers models/gemma2/modeling_gemma2.py Gemma2RMSNorm, olmo2 Olmo2RMSNorm"},
      {"hf-transformers", "activation", "gelu_new written out: x, tanh, 0.5x, 1 + tanh saved",
       "transformers activations.py NewGELUActivation"},
      {"hf-transformers", "attention",
       "eager: repeat_kv copies saved; softmax(dtype=float32).to(dtype) both saved",
       "transformers models/llama/modeling_llama.py eager_attention_forward, repeat_kv"},
      {"hf-transformers", "attention",
       "sdpa: enable_gqa without a mask; a sliding-window mask (s >= window) repeats K and V",
       "transformers integrations/sdpa_attention.py use_gqa_in_sdpa; masking_utils.py "
       "_ignore_causal_mask_sdpa"},
      {"hf-transformers", "loss", "ForCausalLMLoss: logits.float() before cross_entropy",
       "transformers loss/loss_utils.py ForCausalLMLoss"},
      {"hf-transformers", "moe",
       "stacked experts (gate_up_proj, down_proj) in plain autograd over the routed tokens",
       "transformers integrations/moe.py grouped_mm_experts_forward, batched_mm_experts_forward, "
       "use_experts_implementation"},
      {"hf-transformers", "checkpoint",
       "each decoder layer, torch.utils.checkpoint non-reentrant: the layer input kept",
       "transformers modeling_layers.py GradientCheckpointingLayer; PR 43203 (use_reentrant "
       "False by default)"},
      {"pytorch, hf-transformers", "loss under autocast",
       "cross_entropy on bf16 logits: log_softmax(dtype=float32) saves fp32, no fp32 logits copy",
       "PyTorch aten/src/ATen/autocast_mode.cpp (log_softmax fp32_set_opt_dtype, nll_loss fp32; "
       "cross_entropy_loss not listed)"},
      {"hf-transformers", "autocast",
       "the cast cache holds every block's bf16 weight copies to the loss, checkpointed or not",
       "PyTorch torch/amp/autocast_mode.py (cache_enabled; torch.clear_autocast_cache on exit)"},
      {"hf-transformers", "allocator",
       "blocks: 512-byte rounding; >= 10 MiB: 2 MiB segments, unsplit when <= 1 MiB remains",
       "PyTorch c10/cuda/CUDACachingAllocator.cpp round_size, get_allocation_size, "
       "should_split"},
      {"hf-transformers", "workspace",
       "one cuBLAS workspace per (handle, stream), cuBLASLt's unified into it; the autograd "
       "thread's at its first matmul",
       "PyTorch aten/src/ATen/cuda/CublasHandlePool.cpp getCurrentCUDABlasHandle, "
       "getCUDABlasLtWorkspaceSize (TORCH_CUBLASLT_UNIFIED_WORKSPACE unset: unified)"},
  };
  return rows;
}

StackRules stack_rules(const TrainJob& job) {
  StackRules r;
  if (job.stack != Stack::hf_transformers) return r;
  r.hf = true;
  r.eager_repeat_kv = true;
  r.eager_fp32_softmax = true;
  r.sdpa_mask_repeat_kv = true;
  r.allocator_blocks = true;
  r.moe_gate_up_fused = true;
  r.autocast_cache_to_loss = true;
  if (const HfArchitectureRow* row = find_hf_architecture(job.stack_architecture)) {
    r.rmsnorm = row->rmsnorm;
    r.activation = row->activation;
    r.eager_fp32_softmax = row->eager_fp32_softmax;
    r.attention_softcap = row->attention_softcap;
    r.logit_softcap = row->logit_softcap;
  } else {
    r.rmsnorm = NormImpl::llama_rmsnorm;  // no architecture named: Llama's modeling code
  }
  return r;
}

model::ModelSpec apply_stack(const model::ModelSpec& model, const TrainJob& job) {
  if (job.stack != Stack::hf_transformers) return model;
  const HfArchitectureRow* row = find_hf_architecture(job.stack_architecture);
  model::ModelSpec out = model;
  for (model::LayerSpec& layer : out.layers) {
    layer.attention.fused_qkv = row != nullptr && row->fused_qkv;
    layer.ffn.fused_gate_up = row != nullptr && row->fused_gate_up;
    layer.ffn.fused = false;  // act(g) * u (and the experts) in plain autograd
  }
  return out;
}

}  // namespace hwsim::train
