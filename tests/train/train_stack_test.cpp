// Training stacks (sim/train/stack.hpp) and the four framework rules the hf-transformers stack
// adds: the loss under autocast without the upcast, repeat_kv, the caching allocator's blocks and
// the autograd thread's cuBLAS workspace. Every value is derived by hand in its comment.
#include <string>

#include "catch.hpp"
#include "sim/io/node.hpp"
#include "sim/model/model_loader.hpp"
#include "sim/train/activations.hpp"
#include "sim/train/allocator.hpp"
#include "sim/train/job_loader.hpp"
#include "sim/train/memory_plan.hpp"
#include "sim/train/stack.hpp"
#include "sim/train/step_timeline.hpp"
#include "train/job_error.hpp"

using namespace hwsim;
using namespace hwsim::train;

namespace {

// h = 128, one block of 8 query heads and 2 KV heads of 16, gated FFN of 256 (or the `ffn`
// line), vocab 1000.
model::ModelSpec block(const std::string& attention = "",
                       const std::string& ffn = "kind: swiglu, inner: 256") {
  return model::load_model(io::Node::parse_string(R"(
name: t
vocab: 1000
hidden: 128
norm: rmsnorm
tied_embeddings: false
layers: 1
block:
  attention: {heads: 8, kv_heads: 2, head_dim: 16)" + attention +
                                                      R"(}
  ffn: {)" + ffn + R"(}
)",
                                                  "t.yaml"),
                           nullptr);
}

// b = 1, s = 32: t = 32 tokens.
TrainJob job(PrecisionRecipe precision, AttentionImpl attention, Stack stack) {
  TrainJob j;
  j.micro_batch = 1;
  j.seq_len = 32;
  j.precision = precision;
  j.activation_dtype =
      precision == PrecisionRecipe::fp32 ? ActivationDtype::fp32 : ActivationDtype::bf16;
  j.attention = attention;
  j.stack = stack;
  if (stack == Stack::hf_transformers) j.stack_architecture = "llama";
  return j;
}

Bytes named(const model::ModelSpec& m, const TrainJob& j, const std::string& name) {
  for (const SavedTensor& t : per_op_block(m.layers[0], m.hidden, j)) {
    if (t.name == name) return t.bytes;
  }
  return -1;
}

}  // namespace

TEST_CASE("the stack registry: two stacks, eleven transformers architectures, each with a source") {
  REQUIRE(stack_registry().size() == 2);
  CHECK(std::string(stack_registry()[0].name) == "pytorch");
  CHECK(stack_registry()[0].stack == Stack::pytorch);
  CHECK(std::string(stack_registry()[1].name) == "hf-transformers");
  CHECK(stack_registry()[1].stack == Stack::hf_transformers);
  CHECK(enum_names<Stack>() == std::vector<std::string>{"pytorch", "hf-transformers"});
  const std::vector<std::string> types = {"llama",  "mistral",     "mixtral", "qwen2",
                                          "qwen3",  "qwen3_moe",   "phi3",    "olmo2",
                                          "gemma2", "gemma3_text", "gpt2"};
  CHECK(hf_architecture_names() == types);
  for (const HfArchitectureRow& row : hf_architectures())
    CHECK(std::string(row.source).size() > 20);
  for (const StackComponent& c : stack_components()) CHECK(std::string(c.source).size() > 20);
  REQUIRE(find_hf_architecture("gpt2") != nullptr);
  CHECK(find_hf_architecture("gpt2")->activation == ActivationImpl::gelu_new);
  CHECK(find_hf_architecture("gpt2")->rmsnorm == NormImpl::native);
  CHECK_FALSE(find_hf_architecture("gpt2")->eager_fp32_softmax);
  CHECK(find_hf_architecture("olmo2")->rmsnorm == NormImpl::fp32_weight_rmsnorm);
  CHECK(find_hf_architecture("gemma2")->logit_softcap);
  CHECK(find_hf_architecture("phi3")->fused_qkv);
  CHECK(find_hf_architecture("bert") == nullptr);
}

TEST_CASE("the pytorch stack changes nothing; hf-transformers builds projections as transformers") {
  const model::ModelSpec m = block();
  TrainJob j = job(PrecisionRecipe::bf16_pure, AttentionImpl::flash, Stack::pytorch);
  const model::ModelSpec same = apply_stack(m, j);
  CHECK(same.layers[0].attention.fused_qkv);
  CHECK(same.layers[0].ffn.fused);
  j.stack = Stack::hf_transformers;
  j.stack_architecture = "llama";  // q_proj, k_proj, v_proj; gate_proj, up_proj; act(g) * u
  const model::ModelSpec llama = apply_stack(m, j);
  CHECK_FALSE(llama.layers[0].attention.fused_qkv);
  CHECK_FALSE(llama.layers[0].ffn.fused_gate_up);
  CHECK_FALSE(llama.layers[0].ffn.fused);
  j.stack_architecture = "phi3";  // qkv_proj, gate_up_proj
  const model::ModelSpec phi3 = apply_stack(m, j);
  CHECK(phi3.layers[0].attention.fused_qkv);
  CHECK(phi3.layers[0].ffn.fused_gate_up);
}

TEST_CASE("job.stack and job.stack_architecture are read and checked") {
  CHECK(job_error("seq_len: 8\nstack: hf-transformers\nstack_architecture: gpt2\n") == "no error");
  CHECK(job_error("seq_len: 8\nstack: pytorch\n") == "no error");
  CHECK(job_error("seq_len: 8\nstack_architecture: llama\n") ==
        "job.yaml:2:21: stack_architecture: stack_architecture applies to stack hf-transformers; "
        "remove it");
  const std::string unknown =
      job_error("seq_len: 8\nstack: hf-transformers\nstack_architecture: bert\n");
  CHECK(unknown.find("job.yaml:3:21: stack_architecture:") == 0);
  CHECK(unknown.find("gemma3_text") != std::string::npos);
  CHECK(job_error("seq_len: 8\nstack: megatron\n").find("job.yaml:2:8: stack:") == 0);
}

TEST_CASE("caching allocator blocks (CUDACachingAllocator.cpp round_size and should_split)") {
  // round_size: up to a multiple of 512, at least 512.
  CHECK(allocator_block_bytes(0) == 0);
  CHECK(allocator_block_bytes(1) == 512);
  CHECK(allocator_block_bytes(512) == 512);
  CHECK(allocator_block_bytes(513) == 1024);
  // 5,000,000 B: 9,766 blocks of 512 = 5,000,192, split from a 20 MiB segment.
  CHECK(allocator_block_bytes(5'000'000) == 5'000'192);
  // 10 MiB exactly: a 10 MiB segment with nothing left over: 10,485,760.
  CHECK(allocator_block_bytes(10'485'760) == 10'485'760);
  // 10.5 MiB = 11,010,048 (a multiple of 512): 12 MiB segment, 1.5 MiB > 1 MiB left: split.
  CHECK(allocator_block_bytes(11'010'048) == 11'010'048);
  // 11 MiB + 1 B -> 11,534,848 after rounding: 12 MiB segment leaves 1,048,064 <= 1 MiB: the
  // caller gets the whole 12,582,912-byte segment (1,048,064 B more than asked).
  CHECK(allocator_block_bytes(11'534'337) == 12'582'912);
}

TEST_CASE("cross_entropy under autocast without the upcast: fp32 log_softmax, bf16 input grad") {
  const model::ModelSpec m = block();
  // t = 32, v = 1000: t*v = 32,000 values. Blocks off (pytorch stack) to see the plain bytes.
  TrainJob j = job(PrecisionRecipe::bf16_autocast, AttentionImpl::flash, Stack::pytorch);
  j.loss_fp32_upcast = false;
  HeadActivationPlan h = head_activation_plan(m, j);
  // autocast's log_softmax (fp32_set_opt_dtype) reads the bf16 logits and saves an fp32 result.
  CHECK(h.loss_kept == 128'000);       // t*v*4
  CHECK(h.loss_forward == 64'000);     // the bf16 logits only, no fp32 copy: t*v*2
  CHECK(h.loss_backward == 192'000);   // fp32 nll gradient t*v*4 + bf16 input gradient t*v*2
  CHECK(h.logits_gradient == 64'000);  // t*v*2
  j.loss_fp32_upcast = true;           // logits.float(): the copy exists, both gradients fp32
  h = head_activation_plan(m, j);
  CHECK(h.loss_kept == 128'000);
  CHECK(h.loss_forward == 192'000);   // t*v*(2 + 4)
  CHECK(h.loss_backward == 256'000);  // 2*t*v*4
  // Pure bf16 without the upcast is unchanged: everything in bf16.
  j = job(PrecisionRecipe::bf16_pure, AttentionImpl::flash, Stack::pytorch);
  j.loss_fp32_upcast = false;
  h = head_activation_plan(m, j);
  CHECK(h.loss_kept == 64'000);
  CHECK(h.loss_forward == 64'000);
  CHECK(h.loss_backward == 128'000);
}

TEST_CASE("repeat_kv: eager attention saves K and V at the query heads") {
  const model::ModelSpec m = block();
  // t = 32; q width 8*16 = 128, KV width 2*16 = 32; bf16.
  TrainJob j = job(PrecisionRecipe::bf16_pure, AttentionImpl::eager, Stack::pytorch);
  CHECK(named(m, j, "attn.k") == 2'048);  // 32*32*2: the hand-written grouped eager core
  CHECK(named(m, j, "attn.k_repeated") == -1);
  CHECK(named(m, j, "attn.softmax") == 16'384);  // b*H*s*s*2 = 8*32*32*2
  CHECK(named(m, j, "attn.softmax_cast") == -1);
  j.stack = Stack::hf_transformers;
  j.stack_architecture = "llama";
  CHECK(named(m, j, "attn.k") == -1);
  CHECK(named(m, j, "attn.k_repeated") == 8'192);  // 32*128*2
  CHECK(named(m, j, "attn.v_repeated") == 8'192);
  // softmax(dtype=float32).to(bf16): the fp32 probabilities and their bf16 cast.
  CHECK(named(m, j, "attn.softmax") == 32'768);
  CHECK(named(m, j, "attn.softmax_cast") == 16'384);
  // SDPA without a mask: enable_gqa, K and V at the KV heads.
  j.attention = AttentionImpl::flash;
  CHECK(named(m, j, "attn.k") == 2'048);
  // A sliding window of 16 < s = 32 materialises the mask: repeat_kv; 64 > 32 does not.
  const model::ModelSpec sliding16 = block(", kind: sliding, window: 16");
  CHECK(named(sliding16, j, "attn.k_repeated") == 8'192);
  const model::ModelSpec sliding64 = block(", kind: sliding, window: 64");
  CHECK(named(sliding64, j, "attn.k") == 2'048);
}

TEST_CASE("transformers' RMSNorms save an fp32 copy of their input") {
  const model::ModelSpec m = block();
  TrainJob j = job(PrecisionRecipe::bf16_pure, AttentionImpl::flash, Stack::pytorch);
  CHECK(named(m, j, "norm0.input") == 8'192);  // fused: the bf16 input t*h*2 = 32*128*2
  j.stack = Stack::hf_transformers;
  j.stack_architecture = "llama";  // hs.to(float32) saved by pow and mul; weight * hs.to(bf16)
  CHECK(named(m, j, "norm0.input") == -1);
  CHECK(named(m, j, "norm0.input_fp32") == 16'384);  // t*h*4
  CHECK(named(m, j, "norm0.normalized") == 8'192);   // t*h*2
  j.stack_architecture = "olmo2";  // (weight * hs).to(dtype): the normalised value in fp32
  CHECK(named(m, j, "norm1.normalized_fp32") == 16'384);
  j.precision = PrecisionRecipe::bf16_autocast;  // fp32 residual: both fp32 under Llama's too
  j.stack_architecture = "llama";
  CHECK(named(m, j, "norm1.input_fp32") == 16'384);
  CHECK(named(m, j, "norm1.normalized") == 16'384);
}

TEST_CASE("GPT-2's gelu_new written out saves five inner-width tensors") {
  const model::ModelSpec m = block("", "kind: gelu, inner: 256");
  // t*I = 32*256 = 8,192 values.
  TrainJob j = job(PrecisionRecipe::bf16_pure, AttentionImpl::flash, Stack::hf_transformers);
  j.stack_architecture = "gpt2";
  CHECK(named(m, j, "ffn.act.pow_input") == 16'384);
  CHECK(named(m, j, "ffn.act.tanh") == 16'384);
  CHECK(named(m, j, "ffn.act.half_input") == 16'384);
  CHECK(named(m, j, "ffn.act.one_plus_tanh") == 16'384);
  CHECK(named(m, j, "ffn.down.input") == 16'384);
  j.precision = PrecisionRecipe::bf16_autocast;  // pow's fp32 cast promotes tanh and 1 + tanh
  CHECK(named(m, j, "ffn.act.pow_input") == 32'768);
  CHECK(named(m, j, "ffn.act.tanh") == 32'768);
  CHECK(named(m, j, "ffn.act.half_input") == 16'384);
  CHECK(named(m, j, "ffn.act.one_plus_tanh") == 32'768);
  CHECK(named(m, j, "ffn.down.input") == 16'384);
  j.stack = Stack::pytorch;  // F.gelu: its input and down's input
  CHECK(named(m, j, "ffn.act.input") == 16'384);
  CHECK(named(m, j, "ffn.act.tanh") == -1);
}

TEST_CASE("the autograd thread's cuBLAS workspace appears at the first backward matmul") {
  // A hand-built stage: weights 1000 B; one block keeping 100 B; the head keeps 10 B of inputs
  // and a 400 B log_softmax output; the loss forward holds 300 B, the loss backward 800 B, the
  // head's backward 200 B of logits gradient. Workspace W = 32 B per thread.
  StagePlan plan;
  LayerPlan layer;
  layer.name = "layers.0";
  layer.kept = 100;
  plan.layers = {layer};
  plan.input.state.weights = 1000;
  plan.head.head_kept = 10;
  plan.head.loss_kept = 400;
  plan.head.loss_forward = 300;
  plan.head.loss_backward = 800;
  plan.head.logits_gradient = 200;
  TimelineOptions options;
  options.capacity = 1e12;
  // Both workspaces at startup: 1000 + 64 + 100 + 10 + 400 + 800 (the loss backward) = 2374.
  options.overheads.cublas_workspace = 64;
  CHECK(simulate_step(plan, options).peak == 2374);
  // The autograd thread's at the head's backward, after the loss backward has freed its 800 B
  // and the 400 B output: the peak stays the loss backward's, 32 B lower: 2342.
  options.overheads.cublas_workspace = 32;
  options.backward_workspace = 32;
  const TimelineResult lazy = simulate_step(plan, options);
  CHECK(lazy.peak == 2342);
  CHECK(lazy.peak_task == "mb0.loss.bwd");
}

TEST_CASE("autocast's cast cache holds checkpointed blocks' weight copies until the loss ends") {
  // The stage above with 50 B of weight copies in its block, full recomputation, and a loss
  // forward of 1000 B (the forward is the peak): without the cache the copies exist only in the
  // block's backward; with it the loss task holds 1000 + 100 + 50 + 10 + 400 + 1000 = 2560 B.
  StagePlan plan;
  LayerPlan layer;
  layer.name = "layers.0";
  layer.kept = 100;
  layer.weight_casts = 50;
  plan.layers = {layer};
  plan.input.state.weights = 1000;
  plan.head.head_kept = 10;
  plan.head.loss_kept = 400;
  plan.head.loss_forward = 1000;
  plan.head.loss_backward = 100;
  plan.weight_casts_recomputed = true;
  TimelineOptions options;
  options.capacity = 1e12;
  CHECK(simulate_step(plan, options).peak == 2510);  // 1000 + 100 + 10 + 400 + 1000
  plan.weight_casts_cached_to_loss = true;
  const TimelineResult cached = simulate_step(plan, options);
  CHECK(cached.peak == 2560);
  CHECK(cached.peak_task == "mb0.loss");
}

TEST_CASE("eager backward: transformers' fp32 softmax of bf16 scores writes a bf16 gradient") {
  // s = 256: t = 256 tokens, S = b*H*s*s = 8*256*256 = 524,288 scores; bf16, no dropout.
  const model::ModelSpec m = block();
  TrainJob j = job(PrecisionRecipe::bf16_pure, AttentionImpl::eager, Stack::pytorch);
  j.seq_len = 256;
  // pytorch: Y, grad_Y, tmp and the result in bf16 (4*2) less the saved Y (2): 6 per score =
  // 3,145,728, less what the backward freed by then (o_proj input 65,536, norm1 input 65,536, FFN
  // input 65,536, gate, up and down input 3 x 131,072, v 16,384: 606,208) = 2,539,520; plus the
  // residual gradient t*h*2 = 65,536: 2,605,056 (more than the FFN's t*I*2 = 131,072).
  CHECK(block_backward_working_set(m.layers[0], m.hidden, j) == 2'605'056);
  // hf-transformers (llama): Y, grad_Y, tmp in fp32, the result bf16 (3*4 + 2) less the saved Y
  // and its bf16 cast (4 + 2): 8 per score = 4,194,304, less o_proj input 65,536, norm1's fp32
  // copy 131,072 and normalised value 65,536, FFN input 65,536, gate, up and down input 393,216
  // and the repeated v 65,536 (786,432) = 3,407,872; plus 65,536: 3,473,408.
  j.stack = Stack::hf_transformers;
  CHECK(block_backward_working_set(m.layers[0], m.hidden, j) == 3'473'408);
}

TEST_CASE("phase peaks as PyTorch's reset peak statistics give them") {
  // The first stage of the workspace test, both workspaces (64 B) at startup: startup 1064; the
  // forward of micro-batch 0 starts there, keeps 100 and the loss task reaches 1164 + 10 + 400 +
  // 300 = 1874; the backward starts at 1574 and the loss backward reaches 2374; the optimizer step
  // allocates nothing and starts (and peaks) at 1064, after every block's backward.
  StagePlan plan;
  LayerPlan layer;
  layer.name = "layers.0";
  layer.kept = 100;
  plan.layers = {layer};
  plan.input.state.weights = 1000;
  plan.head.head_kept = 10;
  plan.head.loss_kept = 400;
  plan.head.loss_forward = 300;
  plan.head.loss_backward = 800;
  plan.head.logits_gradient = 200;
  TimelineOptions options;
  options.capacity = 1e12;
  options.overheads.cublas_workspace = 64;
  const std::vector<PhasePeak> phases = simulate_step(plan, options).phases;
  REQUIRE(phases.size() == 3);
  CHECK(phases[0].phase == "forward");
  CHECK(phases[0].peak == 1874);
  CHECK(phases[1].phase == "backward");
  CHECK(phases[1].micro_batch == 0);
  CHECK(phases[1].peak == 2374);
  CHECK(phases[2].phase == "optimizer");
  CHECK(phases[2].peak == 1064);
}

TEST_CASE("checkpoints hold the model's attention masks until the first block's backward") {
  // b = 1, s = 32. Eager: one additive mask b*s*s of the embedding's dtype, 1,024 values.
  const model::ModelSpec m = block();
  TrainJob j = job(PrecisionRecipe::bf16_pure, AttentionImpl::eager, Stack::hf_transformers);
  CHECK(checkpointed_mask_bytes(m, j) == 0);  // no checkpointing: freed with the forward
  j.recompute = Recompute::full;
  CHECK(checkpointed_mask_bytes(m, j) == 2'048);  // bf16
  j.precision = PrecisionRecipe::bf16_autocast;
  CHECK(checkpointed_mask_bytes(m, j) == 4'096);  // fp32 embeddings under autocast
  j.attention = AttentionImpl::flash;             // SDPA without a window: is_causal, no mask
  CHECK(checkpointed_mask_bytes(m, j) == 0);
  // A 16-token window below s = 32: the boolean pattern s*s = 1,024 bytes (a 512-byte multiple).
  CHECK(checkpointed_mask_bytes(block(", kind: sliding, window: 16"), j) == 1'024);
  j.stack = Stack::pytorch;
  CHECK(checkpointed_mask_bytes(m, j) == 0);
}

TEST_CASE("a model: {hf_config} training job defaults to the hf-transformers stack") {
  const io::Node train = io::Node::parse_string("kind: train\nseq_len: 8\n", "job.yaml");
  using V = std::vector<std::string>;
  CHECK(hf_config_stack_assignments(train, "llama", {}) ==
        V{"job.stack=hf-transformers", "job.stack_architecture=llama"});
  // The user's word wins: an override of the stack, or of the architecture alone.
  CHECK(hf_config_stack_assignments(train, "llama", {"job.stack=pytorch"}).empty());
  CHECK(hf_config_stack_assignments(train, "llama", {"job.stack_architecture=gpt2"}) ==
        V{"job.stack=hf-transformers"});
  // A job that writes the stack, a decode job, a model_type without a row: nothing.
  const io::Node written =
      io::Node::parse_string("kind: train\nseq_len: 8\nstack: pytorch\n", "job.yaml");
  CHECK(hf_config_stack_assignments(written, "llama", {}).empty());
  const io::Node decode = io::Node::parse_string("kind: decode\n", "job.yaml");
  CHECK(hf_config_stack_assignments(decode, "llama", {}).empty());
  CHECK(hf_config_stack_assignments(train, "gpt_oss", {}).empty());
}
