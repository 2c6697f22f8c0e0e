#include "sim/stack/stack_rows.hpp"

namespace hwsim::stack {
namespace {

// hwsim's own harness: the task graph of sim/decode/token_graph_builder.hpp as it is.
constexpr const char* kHarness = R"ROW(
description: >-
  hwsim's own CUDA harness (validate/e2e): fused selection, column-bundle GEMV kernels, the copy
  engine reading pinned memory or a CPU gather into pinned staging, one stream. Its costs that
  depend on the machine are in the hardware profile, which hwsim calibrate measures; it adds no
  framework time of its own.
execution: harness
)ROW";

// The SpAx paper's implementation on its testbed. Values fitted to Table 3 name their row.
constexpr const char* kSpaxPaper = R"ROW(
description: >-
  The SpAx paper's decode implementation on its consumer testbed (Table 3, Llama-3.1-8B, ALL):
  the harness graph, with the paper's framework time per host operation and its kernels' speeds
  fitted to the paper's own Table 3 rows, each fitted value naming its row (those rows are fit
  inputs, in no mean). Every other figure of the paper is a prediction.
execution: harness
host:
  op_overhead:
    value: 19.059 us
    source: >-
      fitted: paper Table 3 dense BF16 CPU other 12 ms = 1.575 ms of small-op and attention
      kernels + (32 layers x 17 host operations (4 GEMV calls, 4 copies, 8 small ops, attention)
      + the embedding lookup, final norm and head GEMV; sim/decode/overheads.hpp) x 19.059 us
      (validate/scripts/fit_paper_rates.py)
kernels:
  gemv_efficiency:
    value: 58.727%
    source: >-
      fitted: paper Table 3 dense BF16 GPU 26 ms for 13.96 GB of blocks in 128 GEMVs and the
      1.05 GB bf16 output head in one: 15.01 GB / (26 ms - 129 x 5 us launch) = 592 GB/s =
      58.727% of 1008 GB/s (validate/scripts/fit_paper_rates.py)
  decode_rates:
    trellis:
      value: 5.9404e10
      source: >-
        fitted: paper Table 3 SpAx-trellis GPU 64 ms (Llama-3.1-8B, ALL, budget 27%, 3-bit codes):
        the rate at which hwsim's GPU cell of that row (its head GEMV included) is 64 ms on
        paper-testbed (validate/scripts/fit_paper_rates.py; tests/decode/decode_job_test.cpp
        pins the cell)
    scalar:
      value: 1.7329e11
      source: >-
        fitted: paper Table 3 SpAx-scalar GPU 27 ms (budget 34.6%, 4-bit codes): the rate at
        which hwsim's GPU cell of that row (its head GEMV included) is 27 ms on paper-testbed
        (validate/scripts/fit_paper_rates.py; tests/decode/decode_job_test.cpp pins the cell)
    quantised:
      value: 4.4796e11
      source: >-
        fitted: paper Table 3 Q4KM GPU 18 ms (dense Q4_K_M): the rate at which hwsim's GPU cell
        of that row (its head GEMV included) is 18 ms on paper-testbed
        (validate/scripts/fit_paper_rates.py; tests/decode/decode_job_test.cpp pins the cell)
)ROW";

// A user's own PyTorch loop: validate/frameworks/plain_decoder.py, counted from its source.
constexpr const char* kPytorch = R"ROW(
description: >-
  A plain PyTorch offloading loop as validate/frameworks/plain_decoder.py writes it: projections
  in host memory fetched per tensor for every use (pinned copy_, pageable .to(), or TEAL's
  index_select of the selected bundles), everything else resident, eager ops, a sync per token.
  Host times and rates here are assumptions for a recent x86 server; hwsim calibrate --stack
  pytorch measures them.
execution: eager
host:
  token_overhead: {value: 30 us, source: "assumption: the loop's sampling (argmax, view) and its sync per token"}
  op_overhead: {value: 5 us, source: "assumption: one PyTorch eager CUDA op from Python on a recent x86 core"}
  gemv_ops: {value: 1, source: "plain_decoder.py: F.linear(h, w) per projection"}
  group_ops: {value: 0, source: "plain_decoder.py: the qkv cat and split are counted under eager.qkv_join"}
  modules_per_layer: {value: 0, source: "plain_decoder.py calls no nn.Module"}
eager:
  norm: {ops: 9, kernels: 9, source: "plain_decoder.py rms(): float, pow, mean, float, add, rsqrt, mul, to, mul"}
  q_norm: {ops: 9, kernels: 9, source: "plain_decoder.py rms() on q (qwen3)"}
  k_norm: {ops: 9, kernels: 9, source: "plain_decoder.py rms() on k (qwen3)"}
  rotary_q: {ops: 9, kernels: 5, source: "plain_decoder.py rope(): 2 slices, neg, cat, 2 muls, add; cos/sin slices"}
  rotary_k: {ops: 7, kernels: 5, source: "plain_decoder.py rope() on k"}
  kv_append: {ops: 6, kernels: 2, source: "plain_decoder.py: 2 slice assignments (view + copy_), 2 cache slices read"}
  attention: {ops: 9, kernels: 2, source: "plain_decoder.py _attention(): 3 view+transpose, sdpa, transpose, reshape"}
  qkv_join: {ops: 2, kernels: 1, source: "plain_decoder.py: torch.cat of q, k, v and its split"}
  residual: {ops: 1, kernels: 1, source: "plain_decoder.py: x + o"}
  activation: {ops: 2, kernels: 2, source: "plain_decoder.py: F.silu(g) * u"}
  embedding: {ops: 1, kernels: 1, source: "plain_decoder.py: embed[ids]"}
  sample: {ops: 3, kernels: 1, source: "plain_decoder.py: argmax, view, then the sync"}
fetch:
  host: pinned_copy
  per_tensor: {value: true, source: "plain_decoder.py keeps q, k, v, o, gate, up, down apart"}
  prefetch_layers: {value: 0, source: "plain_decoder.py mode pinned; mode prefetch sets 1"}
  gather_threads: {value: 16, source: "assumption: torch.get_num_threads() of a 16-core host"}
)ROW";

// transformers' own modeling code, GPU-resident, through generate().
constexpr const char* kHfTransformers = R"ROW(
description: >-
  Hugging Face transformers 5.x running a model resident on the GPU through generate(): eager
  PyTorch modules (LlamaRMSNorm upcasts to fp32, apply_rotary_pos_emb with rotate_half, the
  DynamicCache's torch.cat per layer, SDPA), one nn.Module call per projection and norm, and the
  generate loop's logits processing and stopping check per token. Operation counts are read from
  transformers' modeling_llama.py; host times are assumptions that hwsim calibrate --stack
  hf-transformers measures.
execution: eager
host:
  token_overhead: {value: 1.5 ms, source: "assumption: generate()'s per-step Python (prepare_inputs_for_generation, cache_position, mask, logits processors, stopping criteria)"}
  op_overhead: {value: 5 us, source: "assumption: one PyTorch eager CUDA op from Python on a recent x86 core"}
  module_overhead: {value: 4 us, source: "assumption: nn.Module.__call__ with transformers' output decorators"}
  modules_per_layer: {value: 13, source: "modeling_llama.py: decoder layer, 2 norms, attention, 4 projections, MLP, 3 projections, act_fn"}
  gemv_ops: {value: 3, source: "modeling_llama.py: q_proj(h).view(shape).transpose(1, 2): linear, view, transpose"}
eager:
  norm: {ops: 8, kernels: 8, source: "modeling_llama.py LlamaRMSNorm.forward: to, pow, mean, add, rsqrt, mul, to, mul"}
  q_norm: {ops: 8, kernels: 8, source: "modeling_qwen3.py: Qwen3RMSNorm on q"}
  k_norm: {ops: 8, kernels: 8, source: "modeling_qwen3.py: Qwen3RMSNorm on k"}
  rotary_q: {ops: 8, kernels: 5, source: "modeling_llama.py apply_rotary_pos_emb: unsqueeze, q*cos, rotate_half (2 slices, neg, cat), *sin, +"}
  rotary_k: {ops: 8, kernels: 5, source: "modeling_llama.py apply_rotary_pos_emb on k"}
  kv_append: {ops: 2, kernels: 2, source: "cache_utils.py DynamicLayer.update: torch.cat of keys and of values"}
  attention: {ops: 6, kernels: 3, source: "sdpa_attention_forward: sdpa, transpose, contiguous; reshape, contiguous"}
  residual: {ops: 1, kernels: 1, source: "modeling_llama.py: residual + hidden_states"}
  activation: {ops: 2, kernels: 2, source: "modeling_llama.py LlamaMLP: act_fn(gate) * up"}
  embedding: {ops: 1, kernels: 1, source: "nn.Embedding"}
  sample: {ops: 12, kernels: 6, source: "generation/utils.py _sample: logits slice, float, processors, argmax, cat to input_ids, stopping criteria"}
fetch:
  host: pinned_copy
  per_tensor: true
)ROW";

// transformers + accelerate's big-model inference (dispatch_model / device_map).
constexpr const char* kHfAccelerate = R"ROW(
description: >-
  Hugging Face transformers with accelerate's dispatch_model (device_map "cpu", "disk" or "auto"
  under max_memory): transformers' modules as hf-transformers, and per module on an offloaded
  layer an AlignDevicesHook whose pre_forward moves each tensor with set_module_tensor_to_device
  (a pageable .to() and torch.cuda.empty_cache(), accelerate 1.15 utils/modeling.py) and whose
  post_forward sets it back to meta. Host times and rates are assumptions that hwsim calibrate
  --stack hf-accelerate measures.
execution: eager
host:
  token_overhead: {value: 1.5 ms, source: "assumption: generate()'s per-step Python (as hf-transformers)"}
  op_overhead: {value: 5 us, source: "assumption: one PyTorch eager CUDA op from Python on a recent x86 core"}
  module_overhead: {value: 4 us, source: "assumption: nn.Module.__call__ with transformers' output decorators"}
  hook_overhead: {value: 25 us, source: "assumption: accelerate 1.15 hooks.py new_forward: pre_forward's send_to_device of args and kwargs, post_forward"}
  modules_per_layer: {value: 13, source: "modeling_llama.py: decoder layer, 2 norms, attention, 4 projections, MLP, 3 projections, act_fn"}
  gemv_ops: {value: 3, source: "modeling_llama.py: q_proj(h).view(shape).transpose(1, 2)"}
eager:
  norm: {ops: 8, kernels: 8, source: "modeling_llama.py LlamaRMSNorm.forward"}
  q_norm: {ops: 8, kernels: 8, source: "modeling_qwen3.py Qwen3RMSNorm"}
  k_norm: {ops: 8, kernels: 8, source: "modeling_qwen3.py Qwen3RMSNorm"}
  rotary_q: {ops: 8, kernels: 5, source: "modeling_llama.py apply_rotary_pos_emb"}
  rotary_k: {ops: 8, kernels: 5, source: "modeling_llama.py apply_rotary_pos_emb"}
  kv_append: {ops: 2, kernels: 2, source: "cache_utils.py DynamicLayer.update"}
  attention: {ops: 6, kernels: 3, source: "sdpa_attention_forward"}
  residual: {ops: 1, kernels: 1, source: "modeling_llama.py"}
  activation: {ops: 2, kernels: 2, source: "modeling_llama.py LlamaMLP"}
  embedding: {ops: 1, kernels: 1, source: "nn.Embedding"}
  sample: {ops: 12, kernels: 6, source: "generation/utils.py _sample"}
fetch:
  host: onload_hook
  disk: mmap_tensor
  per_tensor: {value: true, source: "accelerate hooks.py: one AlignDevicesHook per module with tensors, one onload per tensor"}
  prefetch_layers: {value: 0, source: "accelerate 1.15 AlignDevicesHook onloads in pre_forward, no prefetch"}
)ROW";

// DeepSpeed ZeRO-3 inference with parameters offloaded to pinned CPU memory.
constexpr const char* kDeepSpeed = R"ROW(
description: >-
  DeepSpeed ZeRO-Inference (ZeRO stage 3, offload_param to CPU with pin_memory): each module's
  partitioned parameters are gathered to the GPU before it runs (runtime/zero/
  partitioned_param_coordinator.py fetch_sub_module, one coalesced all-gather of the module's
  parameters from pinned memory) and released after it, the next module's fetched ahead within
  stage3_prefetch_bucket_size. Its fetch efficiency below the link is fitted to a named published
  row; other values are assumptions.
execution: eager
host:
  token_overhead: {value: 2 ms, source: "assumption: the generate loop of the benchmark script (FlexGen benchmark/hf_ds)"}
  op_overhead: {value: 5 us, source: "assumption: one PyTorch eager CUDA op from Python"}
  module_overhead: {value: 60 us, source: "assumption: ZeRO-3's pre- and post-forward hooks per module (fetch, release, trace bookkeeping)"}
  modules_per_layer: {value: 8, source: "transformers OPTDecoderLayer: layer, self_attn, q, k, v, out_proj, fc1, fc2 (norms hold parameters too)"}
  gemv_ops: {value: 3, source: "transformers modeling_opt.py: proj(h).view().transpose()"}
fetch:
  host: partitioned
  per_tensor: {value: false, source: "ZeRO-3 gathers a module's parameters in one coalesced fetch"}
  prefetch_layers: {value: 1, source: "DeepSpeed stage3_prefetch_bucket_size (default 5e7 parameters) prefetches the next modules"}
  efficiency:
    value: 64.254%
    source: >-
      fitted: FlexGen benchmark/batch_size_table.md, OPT-30B FP16 DeepSpeed ZeRO-3 on a T4,
      batch 4, 0.60 tokens/s: the fraction of the pinned link rate (12.89 GiB/s) its fetches
      reach (validate/scripts/fit_published.py build/hwsim
      workloads/published/flexgen-deepspeed.yaml stack.fetch.efficiency "" 0.2 1.0 throughput
      0.60)
)ROW";

// llama.cpp's partial offload: -ngl layers on the GPU, the rest computed on the CPU.
constexpr const char* kLlamaCpp = R"ROW(
description: >-
  llama.cpp with -ngl N: the first N layers (and the output head when N covers the model) run on
  the GPU from VRAM, the others are computed by the CPU threads where the weights are (ggml's CPU
  matmul over mmap'd or loaded weights); only activations cross PCIe. One ggml graph per token, so
  little host time per operation.
execution: eager
host:
  token_overhead: {value: 200 us, source: "assumption: llama_decode's graph build and sampling per token"}
  op_overhead: {value: 1 us, source: "assumption: ggml-cuda launches one kernel per graph node from C++"}
fetch:
  host: compute_on_host
  per_tensor: false
  efficiency:
    value: 70%
    source: "assumption: ggml's CPU matmul streams weights at about 70% of the DRAM rate at batch 1"
)ROW";

// The MoE offloading stack of Eliseev and Mazur (github dvmazur/mixtral-offloading).
constexpr const char* kMoeOffload = R"ROW(
description: >-
  Mixtral offloading with an LRU expert cache (Eliseev and Mazur 2023; src/expert_cache.py,
  src/build_model.py): experts HQQ-quantised in pinned host memory, k experts per layer cached on
  the GPU, a miss copied with copy_(non_blocking) into the evicted slot, whose contents are copied
  back to the host buffers; attention HQQ 4-bit on the GPU; transformers' Mixtral modules around
  it. Host times are assumptions; fitted values name their published row.
execution: eager
host:
  token_overhead: {value: 1.5 ms, source: "assumption: generate()'s per-step Python (as hf-transformers)"}
  op_overhead: {value: 5 us, source: "assumption: one PyTorch eager CUDA op from Python"}
  module_overhead: {value: 4 us, source: "assumption: nn.Module.__call__"}
  modules_per_layer: {value: 16, source: "transformers MixtralDecoderLayer: layer, 2 norms, attention, 4 projections, sparse MoE block, gate, top-k experts (2) with 3 HQQ linears each"}
  gemv_ops: {value: 3, source: "transformers modeling_mixtral.py"}
fetch:
  host: pinned_copy
  per_tensor: {value: false, source: "expert_cache.py: one storage per expert, copied whole"}
experts:
  evicted: {value: copy_back, source: "expert_cache.py swap(): the evicted expert's storage is copied back to its host buffer"}
)ROW";

}  // namespace

const std::vector<StackRow>& stack_rows() {
  static const std::vector<StackRow> rows = {
      {"harness", "hwsim's own CUDA harness (the default): no framework time", kHarness},
      {"spax-paper", "the SpAx paper's implementation: Table 3's kernel speeds and op time (fit)",
       kSpaxPaper},
      {"pytorch", "a plain PyTorch loop: pinned copy_, pageable .to() or TEAL index_select",
       kPytorch},
      {"hf-transformers", "transformers generate() with the model resident on the GPU",
       kHfTransformers},
      {"hf-accelerate", "transformers + accelerate dispatch_model (device_map cpu/disk/auto)",
       kHfAccelerate},
      {"deepspeed-zero-inference", "DeepSpeed ZeRO-3 inference, parameters in pinned CPU memory",
       kDeepSpeed},
      {"llama-cpp", "llama.cpp -ngl: layers off the GPU computed on the CPU", kLlamaCpp},
      {"moe-offload", "Mixtral offloading with an LRU expert cache (HQQ experts)", kMoeOffload},
  };
  return rows;
}

const StackRow* find_stack_row(const std::string& name) {
  for (const StackRow& row : stack_rows())
    if (name == row.name) return &row;
  return nullptr;
}

}  // namespace hwsim::stack
