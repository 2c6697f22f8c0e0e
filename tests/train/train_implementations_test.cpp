// Training memory of implementation choices: FFN activations, unfused gated FFNs, separate
// projections and checkpointed inputs under autocast, plain MoE experts, optimizer
// implementations and vocabulary padding. Every value is derived by hand in its comment.
#include <string>

#include "catch.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/node.hpp"
#include "sim/model/model_loader.hpp"
#include "sim/train/activations.hpp"
#include "sim/train/job_loader.hpp"
#include "sim/train/memory_plan.hpp"
#include "train/job_error.hpp"

using namespace hwsim;
using namespace hwsim::train;

namespace {

// h = 64, 4 heads of 16, one block; `ffn` is the block's FFN line.
model::ModelSpec block(const std::string& attention, const std::string& ffn) {
  return model::load_model(io::Node::parse_string(R"(
name: t
vocab: 100
hidden: 64
norm: rmsnorm
tied_embeddings: true
layers: 1
block:
  attention: {heads: 4)" + attention + R"(}
  ffn: {)" + ffn + R"(}
)",
                                                  "t.yaml"),
                           nullptr);
}

// b = 1, s = 16: t = 16 tokens; flash attention, no dropout.
TrainJob job(PrecisionRecipe precision) {
  TrainJob j;
  j.micro_batch = 1;
  j.seq_len = 16;
  j.precision = precision;
  j.activation_dtype =
      precision == PrecisionRecipe::fp32 ? ActivationDtype::fp32 : ActivationDtype::bf16;
  j.attention = AttentionImpl::flash;
  return j;
}

Bytes saved(const model::ModelSpec& m, const TrainJob& j) {
  return sum_bytes(per_op_block(m.layers[0], m.hidden, j));
}

Bytes named(const model::ModelSpec& m, const TrainJob& j, const std::string& name) {
  for (const SavedTensor& t : per_op_block(m.layers[0], m.hidden, j)) {
    if (t.name == name) return t.bytes;
  }
  return -1;
}

// Sum of the FFN's saved tensors after its input ("ffn." names other than ffn.input).
Bytes ffn_body(const model::ModelSpec& m, const TrainJob& j) {
  Bytes total = 0;
  for (const SavedTensor& t : per_op_block(m.layers[0], m.hidden, j)) {
    if (t.name.rfind("ffn.", 0) == 0 && t.name != "ffn.input") total += t.bytes;
  }
  return total;
}

}  // namespace

TEST_CASE("ReLU saves one inner-width tensor, GELU two") {
  // relu's backward reads its output, which is also down's saved input; gelu's reads its input.
  // The difference is t*I*e = 16*256*2 = 8,192 bytes.
  const TrainJob j = job(PrecisionRecipe::bf16_pure);
  const model::ModelSpec relu = block("", "kind: relu, inner: 256");
  const model::ModelSpec gelu = block("", "kind: gelu, inner: 256");
  CHECK(saved(gelu, j) - saved(relu, j) == 8192);
  CHECK(ffn_body(relu, j) == 8192);  // down.input only
  CHECK(named(relu, j, "ffn.act.input") == -1);
}

TEST_CASE("unfused SwiGLU saves four inner-width tensors; separate gate/up under autocast") {
  // silu(g) * u: g (silu's input), silu(g) and u (mul's factors), the product (down's input):
  // 4 * t*I*e = 4 * 8,192 = 32,768; the fused kernel keeps three, 24,576.
  const TrainJob pure = job(PrecisionRecipe::bf16_pure);
  const model::ModelSpec fused = block("", "kind: swiglu, inner: 256");
  const model::ModelSpec plain = block("", "kind: swiglu, inner: 256, fused: false");
  CHECK(ffn_body(fused, pure) == 24576);
  CHECK(ffn_body(plain, pure) == 32768);
  // Separate gate and up matmuls share the bf16 norm output (t*h*2 = 2,048) when nothing casts;
  // under autocast each casts the fp32 norm output itself and saves its copy: 2 * 2,048.
  const model::ModelSpec separate =
      block("", "kind: swiglu, inner: 256, fused: false, gate_up: separate");
  CHECK(named(separate, pure, "ffn.input") == 2048);
  CHECK(named(separate, job(PrecisionRecipe::bf16_autocast), "ffn.input") == 4096);
  CHECK(named(plain, job(PrecisionRecipe::bf16_autocast), "ffn.input") == 2048);
}

TEST_CASE("separate q/k/v under autocast keep one bf16 cast of the norm output each") {
  // t*h*2 = 2,048 per copy: fused 1, separate 3 under autocast, 1 without autocast.
  const model::ModelSpec fused = block("", "kind: relu, inner: 256");
  const model::ModelSpec separate = block(", qkv: separate", "kind: relu, inner: 256");
  const TrainJob autocast = job(PrecisionRecipe::bf16_autocast);
  CHECK(named(fused, autocast, "attn.qkv.input") == 2048);
  CHECK(named(separate, autocast, "attn.qkv.input") == 6144);
  CHECK(named(separate, job(PrecisionRecipe::bf16_pure), "attn.qkv.input") == 2048);
}

TEST_CASE("K = V from one projection (shared_kv) still saves V") {
  // Gemma 4's attention_k_eq_v: attention reads K = RoPE(k_norm(k)) and V = v_norm(k), two
  // tensors, so V is saved as without shared_kv: t x kv_heads 2 x head_dim 16 x 2 B = 1,024;
  // with fused q/k/v the block saves what the block with a v_proj saves.
  const model::ModelSpec k_eq_v = block(", kv_heads: 2, shared_kv: true", "kind: relu, inner: 256");
  const model::ModelSpec own_v = block(", kv_heads: 2", "kind: relu, inner: 256");
  const TrainJob pure = job(PrecisionRecipe::bf16_pure);
  CHECK(named(k_eq_v, pure, "attn.v") == 1024);
  CHECK(saved(k_eq_v, pure) == saved(own_v, pure));
}

TEST_CASE("full recomputation keeps the block input at the residual stream's width") {
  // t*h = 1,024 values: 4 bytes each under autocast (the fp32 residual), 2 in bf16_pure.
  const model::ModelSpec m = block("", "kind: relu, inner: 256");
  TrainJob autocast = job(PrecisionRecipe::bf16_autocast);
  TrainJob pure = job(PrecisionRecipe::bf16_pure);
  autocast.recompute = pure.recompute = Recompute::full;
  CHECK(block_activation_plan(m.layers[0], 64, autocast).kept == 4096);
  CHECK(block_activation_plan(m.layers[0], 64, pure).kept == 2048);
}

TEST_CASE("plain MoE experts (Mixtral-style routing in plain autograd)") {
  // E = 4 experts, k = 2, I = 32; t = 16, r = t*k = 32 routed tokens, h = 64.
  // bf16_pure (e = 2, routing weight and block dtype w = 2):
  //   router softmax t*E*4 = 256, topk indices r*8 = 256, renormalisation r*4 + t*4 = 192,
  //   token/slot indices r*16 = 512, expert input r*h*e = 4,096, unit 4*r*I*e = 8,192,
  //   down output r*h*e = 4,096, weight r*w = 64, weighted output r*h*w = 4,096: 21,760.
  const model::ModelSpec m =
      block("", "kind: swiglu, experts: 4, top_k: 2, expert_inner: 32, fused: false");
  CHECK(ffn_body(m, job(PrecisionRecipe::bf16_pure)) == 21760);
  // Autocast (w = 4, two casts of the expert input): 256 + 256 + 192 + 512 + 8,192 + 8,192 +
  // 4,096 + 128 + 8,192 = 30,016.
  CHECK(ffn_body(m, job(PrecisionRecipe::bf16_autocast)) == 30016);
}

TEST_CASE("optimizer implementations: temporaries and Megatron's sharding") {
  // One block of h = 64 (q/k/v/o 4*4,096, relu FFN 2*16,384, norms 128), tied embedding 6,400,
  // final norm 64: P = 16,384 + 32,768 + 128 + 6,400 + 64 = 55,744.
  const model::ModelSpec m = block("", "kind: relu, inner: 256");
  TrainJob j = job(PrecisionRecipe::fp32);
  const Bytes p = plan_stage(m, j, 0).parameters;
  CHECK(p == 16384 + 32768 + 128 + 6400 + 64);
  CHECK(plan_stage(m, j, 0).optimizer_temporaries == 4 * p);  // foreach: one sqrt per element
  j.optimizer_impl = OptimizerImpl::fused;
  CHECK(plan_stage(m, j, 0).optimizer_temporaries == 0);
  // for-loop: sqrt and quotient of the largest tensor (up or down, 16,384) at once, fp32.
  j.optimizer_impl = OptimizerImpl::for_loop;
  CHECK(plan_stage(m, j, 0).optimizer_temporaries == 2 * 16384 * 4);
  // Megatron's distributed optimizer over dp = 4: states 8P / 4, no temporaries.
  j.optimizer_impl = OptimizerImpl::megatron_distributed;
  j.parallel.dp = 4;
  const StagePlan meg = plan_stage(m, j, 0);
  CHECK(meg.optimizer_temporaries == 0);
  CHECK(meg.state().optimizer == 8 * p / 4);
  CHECK(meg.state().weights == 4 * p);
}

TEST_CASE("vocabulary padding to a multiple of vocab_divisible_by * tp") {
  // v = 100 padded to 128: the tied embedding grows by 28*64 = 1,792 parameters; the loss's
  // log_softmax output t*v*4 grows from 6,400 to 8,192 bytes (t = 16, fp32 logits).
  const model::ModelSpec m = block("", "kind: relu, inner: 256");
  TrainJob j = job(PrecisionRecipe::fp32);
  j.loss_fp32_upcast = false;
  const StagePlan plain = plan_stage(m, j, 0);
  j.vocab_divisible_by = 128;
  const StagePlan padded = plan_stage(m, j, 0);
  CHECK(padded.parameters - plain.parameters == 1792);
  CHECK(plain.head.loss_kept == 16 * 100 * 4);
  CHECK(padded.head.loss_kept == 16 * 128 * 4);
}

TEST_CASE("interleaved 1F1B holds L*(1 + (pp - 1)/(pp*v)) layers on the first rank") {
  // 8 blocks, pp = 4 (2 blocks per rank), 8 micro-batches. Plain 1F1B: rank 0 holds pp = 4
  // micro-batches of its 2 blocks = 8 block-activations. Interleaved with v = 2: warm-up
  // (4 - 0 - 1)*2 + (2 - 1)*4 = 10 chunk forwards, plus one: 11 chunks of one block each
  // = 8 * (1 + 3/8) = 11 block-activations (Korthikanti et al. 2022, section 4.2.3).
  const model::ModelSpec one = block("", "kind: relu, inner: 256");
  model::ModelSpec m = one;
  m.layers.assign(8, one.layers[0]);
  TrainJob j = job(PrecisionRecipe::bf16_pure);
  j.grad_accum_steps = 8;
  j.parallel.pp = 4;
  const Bytes per_block = block_activation_plan(one.layers[0], 64, j).kept;
  CHECK(plan_stage(m, j, 0).activations() == 8 * per_block);
  j.parallel.virtual_stages = 2;
  const StagePlan interleaved = plan_stage(m, j, 0);
  CHECK(interleaved.in_flight == 6);  // 11 chunks = 5.5 stage micro-batches, rounded up
  CHECK(interleaved.activations() == Approx(static_cast<double>(11 * per_block)));
  // The last rank: (0)*2 + 4 + 1 = 5 chunks = 2.5 stage micro-batches.
  CHECK(plan_stage(m, j, 3).activations() == Approx(static_cast<double>(5 * per_block)));
}

TEST_CASE("job loader: optimizer implementation, vocabulary padding, virtual stages") {
  const TrainJob j =
      load_train_job(io::Node::parse_string("seq_len: 8\noptimizer_impl: megatron_distributed\n"
                                            "vocab_divisible_by: 128\ngrad_accum_steps: 4\n"
                                            "parallel: {pp: 2, virtual_stages: 2}\n",
                                            "job.yaml"),
                     nullptr);
  CHECK(j.optimizer_impl == OptimizerImpl::megatron_distributed);
  CHECK(j.vocab_divisible_by == 128);
  CHECK(j.parallel.virtual_stages == 2);
  CHECK(job_error("seq_len: 8\nparallel: {virtual_stages: 2}\n") ==
        "job.yaml:2:28: parallel.virtual_stages: interleaved 1F1B (virtual_stages > 1) needs "
        "pp > 1");
  CHECK(job_error("seq_len: 8\ngrad_accum_steps: 3\nparallel: {pp: 2, virtual_stages: 2}\n") ==
        "job.yaml:3:35: parallel.virtual_stages: interleaved 1F1B needs the micro-batches per "
        "step (3) to be a multiple of pp (2)");
  CHECK(job_error("seq_len: 8\noptimizer_impl: fusd\n") ==
        "job.yaml:2:17: optimizer_impl: expected one of 'foreach', 'fused', 'for_loop', "
        "'megatron_distributed', got 'fusd' (did you mean 'fused'?)");
}
