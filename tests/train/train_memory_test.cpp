// Training memory: the source's formulas, per-op accounting, parallelism and the step timeline.
#include <string>

#include "catch.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/node.hpp"
#include "sim/model/model_loader.hpp"
#include "sim/train/activations.hpp"
#include "sim/train/fit.hpp"
#include "sim/train/job_loader.hpp"
#include "sim/train/memory_plan.hpp"
#include "sim/train/precision.hpp"
#include "sim/train/step_timeline.hpp"
#include "train/job_error.hpp"

using namespace hwsim;
using namespace hwsim::train;

namespace {

// The source's GPT block at h=4096, a=32 with one layer (v only matters for logits).
model::ModelSpec source_block(std::int64_t layers) {
  return model::load_model(io::Node::parse_string(R"(
name: gpt
vocab: 1000
hidden: 4096
norm: layernorm
tied_embeddings: true
layers: )" + std::to_string(layers) + R"(
block:
  attention: {heads: 32, qkv_bias: true, output_bias: true}
  ffn: {kind: gelu, inner: 16384, bias: true}
)",
                                                  "gpt.yaml"),
                           nullptr);
}

// A tiny GPT block (the source's shape at h=64, a=4, 4h FFN, tied, v=100) for hand derivations:
// per block 12h^2 + 13h = 49,984 parameters (matrices 49,152: qkv 64x192, o 64x64, up 64x256,
// down 256x64); P = v*h + L*49,984 + 2h.
model::ModelSpec tiny_gpt(std::int64_t layers) {
  return model::load_model(io::Node::parse_string(R"(
name: tiny
vocab: 100
hidden: 64
norm: layernorm
tied_embeddings: true
layers: )" + std::to_string(layers) + R"(
block:
  attention: {heads: 4, qkv_bias: true, output_bias: true}
  ffn: {kind: gelu, inner: 256, bias: true}
)",
                                                  "tiny.yaml"),
                           nullptr);
}

TrainJob tiny_job(PrecisionRecipe precision, std::int64_t b, std::int64_t s) {
  TrainJob j;
  j.micro_batch = b;
  j.seq_len = s;
  j.precision = precision;
  j.activation_dtype =
      precision == PrecisionRecipe::fp32 ? ActivationDtype::fp32 : ActivationDtype::bf16;
  j.loss_fp32_upcast = precision != PrecisionRecipe::fp32;
  j.activation_mode = ActivationMode::per_op;
  j.attention = AttentionImpl::eager;
  j.dropout = true;
  return j;
}

TrainJob source_job() {
  TrainJob j;
  j.seq_len = 2048;
  j.micro_batch = 1;
  j.activation_mode = ActivationMode::source;
  return j;
}

}  // namespace

TEST_CASE("source activation formula, h=4096 a=32 s=2048 b=1 L=1") {
  // s*b*h*(34 + 5*a*s/h) = 2048*4096*(34 + 80) = 956,301,312 bytes.
  CHECK(source_activation_bytes(1, 2048, 1, 4096, 32) == 956301312.0L);
  const model::ModelSpec m = source_block(1);
  TrainJob j = source_job();
  CHECK(source_block_bytes(m.layers[0], 4096, j) == 956301312.0L);
  // Selective drops 5as/h: 2048*4096*34 = 285,212,672. Full keeps the input: 2*s*b*h = 16,777,216.
  j.recompute = Recompute::selective;
  CHECK(source_block_bytes(m.layers[0], 4096, j) == 285212672.0L);
  j.recompute = Recompute::full;
  CHECK(source_block_bytes(m.layers[0], 4096, j) == 16777216.0L);
}

TEST_CASE("405B at 128k tokens and batch 8192 stays exact beyond int64") {
  // 126 * 131072 * 8192 * (34*16384 + 5*128*131072) = 135,291,469,824 * 84,443,136 ~ 1.14e19,
  // above INT64_MAX (9.22e18) and below 2^64, so long double holds it exactly.
  const long double expected = 135291469824.0L * 84443136.0L;
  CHECK(source_activation_bytes(126, 131072, 8192, 16384, 128) == expected);
  CHECK(expected > 9.3e18L);
}

TEST_CASE("per-op accounting of the source block equals the source formula (eager + dropout)") {
  const model::ModelSpec m = source_block(1);
  TrainJob j = source_job();
  j.activation_mode = ActivationMode::per_op;
  j.attention = AttentionImpl::eager;
  j.dropout = true;
  CHECK(sum_bytes(per_op_block(m.layers[0], 4096, j)) == 956301312.0L);
  // Flash, no dropout: 34 - 2 masks = 32 sbh... minus nothing else; plus logsumexp b*a*s*4:
  // 2048*4096*(34 - 2) + 32*2048*4 = 268,435,456 + 262,144.
  j.attention = AttentionImpl::flash;
  j.dropout = false;
  CHECK(sum_bytes(per_op_block(m.layers[0], 4096, j)) == 268435456.0L + 262144.0L);
}

TEST_CASE("tensor and sequence parallel division (Korthikanti et al. 2022)") {
  const model::ModelSpec m = source_block(1);
  TrainJob j = source_job();
  j.parallel.tp = 4;
  // sbh(10 + 24/4 + 5as/(4h)) = 2048*4096*(10 + 6 + 20) = 301,989,888.
  CHECK(source_block_bytes(m.layers[0], 4096, j) == 301989888.0L);
  j.parallel.sp = true;
  // sbh(34 + 80)/4 = 239,075,328.
  CHECK(source_block_bytes(m.layers[0], 4096, j) == 239075328.0L);
  // Per-op eager + dropout with tp=4, sp: the same total.
  j.activation_mode = ActivationMode::per_op;
  j.attention = AttentionImpl::eager;
  j.dropout = true;
  CHECK(sum_bytes(per_op_block(m.layers[0], 4096, j)) == 239075328.0L);
}

TEST_CASE("precision recipes and ZeRO stages") {
  CHECK(state_bytes(PrecisionRecipe::fp32, Optimizer::adam).total() == 16);
  CHECK(state_bytes(PrecisionRecipe::bf16_mixed, Optimizer::adamw).total() == 16);
  CHECK(state_bytes(PrecisionRecipe::bf16_mixed_fp32_grads, Optimizer::adam).total() == 18);
  CHECK(state_bytes(PrecisionRecipe::bf16_mixed_fp32_accum, Optimizer::adam).total() == 20);
  CHECK(state_bytes(PrecisionRecipe::bf16_pure, Optimizer::adam).total() == 8);
  CHECK(state_bytes(PrecisionRecipe::bf16_mixed, Optimizer::sgd).total() == 8);
  // ZeRO-1 over dp=8 with 16P mixed precision: 4P + 12P/8 = 5.5P bytes.
  const model::ModelSpec m = source_block(2);
  const long double p = static_cast<long double>(model::parameter_count(m));
  TrainJob j = source_job();
  j.parallel.dp = 8;
  j.parallel.zero = 1;
  CHECK(plan_stage(m, j, 0).state().total() == 4 * p + 12 * p / 8);
  j.parallel.zero = 2;  // 2P + 14P/8
  CHECK(plan_stage(m, j, 0).state().total() == 2 * p + 14 * p / 8);
  j.parallel.zero = 3;  // 16P/8
  CHECK(plan_stage(m, j, 0).state().total() == 16 * p / 8);
}

TEST_CASE("1F1B: the first stage holds min(pp, micro_batches) micro-batches") {
  const model::ModelSpec m = source_block(8);
  TrainJob j = source_job();
  j.parallel.pp = 4;
  j.grad_accum_steps = 8;
  const StagePlan first = plan_stage(m, j, 0);
  CHECK(first.layers.size() == 2);
  CHECK(first.in_flight == 4);
  CHECK(first.activations() == 4 * 2 * 956301312.0L);
  CHECK(plan_stage(m, j, 3).in_flight == 1);
  j.grad_accum_steps = 2;
  CHECK(plan_stage(m, j, 0).in_flight == 2);
}

TEST_CASE("timeline peak equals the naive sum when everything is live at once") {
  // SGD (no optimizer temporaries), 2 micro-steps, source mode (no backward working set): during
  // micro-step 1 the gradients of micro-step 0 are resident, and at its loss backward every
  // block's activations, the log_softmax output and the loss backward's transient (the largest
  // loss transient, 2*t*v*4) are live too, so the peak is weights + grads + activations +
  // log_softmax + 2*t*v*4 = the naive sum, reached by "mb1.loss.bwd".
  const model::ModelSpec m = source_block(2);
  TrainJob j = source_job();
  j.optimizer = Optimizer::sgd;
  j.grad_accum_steps = 2;
  TimelineOptions o;
  o.capacity = 1e12;
  const StagePlan plan = plan_most_loaded_stage(m, j);
  const TimelineResult r = simulate_step(plan, o);
  CHECK(r.peak == Approx(naive_sum(plan, o.overheads)).epsilon(1e-12));
  CHECK(r.peak_task == "mb1.loss.bwd");
  // One micro-step: gradients appear while activations are freed, so the peak is lower.
  j.grad_accum_steps = 1;
  const StagePlan one = plan_most_loaded_stage(m, j);
  CHECK(simulate_step(one, o).peak < naive_sum(one, o.overheads));
}

TEST_CASE("largest micro-batch that fits") {
  const model::ModelSpec m = source_block(2);
  TrainJob j = source_job();
  j.optimizer = Optimizer::sgd;
  j.grad_accum_steps = 2;
  j.micro_batch = 3;
  TimelineOptions o;
  o.capacity = naive_sum(plan_most_loaded_stage(m, j), o.overheads);  // exactly b = 3
  j.micro_batch = 1;
  CHECK(largest_micro_batch(m, j, o) == 3);
  o.capacity = 1;  // nothing fits
  CHECK(largest_micro_batch(m, j, o) == 0);
}

TEST_CASE("largest seq_len: only lengths the job's checks accept") {
  model::ModelSpec m = source_block(2);
  TrainJob j = source_job();
  TimelineOptions o;
  o.capacity = 1e18;  // memory never binds: the search ends at its ceiling
  // tp 2 with sequence parallelism beside cp 3: a length must split into cp x tp = 6 parts (and
  // cp x ulysses = 3): the ceiling 2^24 rounds down to 16,777,212 = 6 x 2,796,202.
  j.parallel.cp = 3;
  j.parallel.tp = 2;
  j.parallel.sp = true;
  CHECK(seq_len_ceiling(m, j) == 16777212);
  CHECK(largest_seq_len(m, j, o) == 16777212);
  // Learned positions end the search: 1,000 positions, in multiples of 6, is 996.
  m.max_positions = 1000;
  CHECK(largest_seq_len(m, j, o) == 996);
  // Fewer positions than one step: nothing the checks accept.
  m.max_positions = 5;
  CHECK(largest_seq_len(m, j, o) == 0);
}

TEST_CASE("job loader: values and exact errors") {
  const TrainJob j = load_train_job(
      io::Node::parse_string("kind: train\nseq_len: 4096\nmicro_batch: 2\nglobal_batch: 32\n"
                             "parallel: {dp: 4, zero: 1}\n"
                             "overheads: {cuda_context: 500 MiB, fragmentation: 5%}\n",
                             "job.yaml"),
      nullptr);
  CHECK(j.grad_accum_steps == 4);  // 32 / (2 * 4)
  CHECK(j.overheads.cuda_context == 500.0 * 1024 * 1024);
  CHECK(j.overheads.fragmentation == Approx(0.05));
  CHECK(job_error("seq_len: 8\nrecompute: ful\n") ==
        "job.yaml:2:12: recompute: expected one of 'none', 'selective', 'full', got 'ful' "
        "(did you mean 'full'?)");
  CHECK(job_error("seq_len: 8\nmicro_batch: 3\nglobal_batch: 8\n") ==
        "job.yaml:3:15: global_batch: global_batch 8 is not a multiple of micro_batch * dp = 3");
  CHECK(job_error("seq_len: 8\nparallel: {tp: 2, spp: true}\n") ==
        "job.yaml:2:19: parallel.spp: unknown key 'spp' (did you mean 'sp'?)");
}

TEST_CASE("cross-entropy keeps only its log_softmax output; its backward holds two more") {
  // t = b*s = 32 tokens, v = 100, h = 64; bf16 with the fp32 upcast.
  const model::ModelSpec m = tiny_gpt(1);
  TrainJob j = tiny_job(PrecisionRecipe::bf16_pure, 2, 16);
  HeadActivationPlan h = head_activation_plan(m, j);
  CHECK(h.head_kept == 2 * 32 * 64 * 2);                 // final-norm and head inputs, bf16: 8,192
  CHECK(h.loss_kept == 32 * 100 * 4);                    // log_softmax output, fp32: 12,800
  CHECK(h.loss_forward == 32 * 100 * 2 + 32 * 100 * 4);  // bf16 logits + fp32 copy: 19,200
  CHECK(h.loss_backward == 2 * 32 * 100 * 4);            // nll + log_softmax gradients: 25,600
  CHECK(h.logits_gradient == 32 * 100 * 2);              // bf16: 6,400
  // Without the upcast everything of the loss is bf16.
  j.loss_fp32_upcast = false;
  h = head_activation_plan(m, j);
  CHECK(h.loss_kept == 32 * 100 * 2);
  CHECK(h.loss_forward == 32 * 100 * 2);
  CHECK(h.loss_backward == 2 * 32 * 100 * 2);
  // fp32: the logits are the loss input; no copy.
  j = tiny_job(PrecisionRecipe::fp32, 2, 16);
  h = head_activation_plan(m, j);
  CHECK(h.loss_kept == 12800);
  CHECK(h.loss_forward == 12800);
  CHECK(h.loss_backward == 25600);

  // Timeline, bf16_pure + SGD, b=8, s=32 (t = 256): the loss backward is the peak.
  //   weights 2P = 2 * (6,400 + 49,984 + 128) = 113,024
  //   block (bf16, eager, dropout) 34*t*h + 5*a*s*t = 557,056 + 163,840 = 720,896
  //   head inputs 2*t*h*2 = 65,536; log_softmax t*v*4 = 102,400; loss backward 2*t*v*4 = 204,800
  //   peak = 113,024 + 720,896 + 65,536 + 102,400 + 204,800 = 1,206,656
  // (The block's backward: 2P + gradients 2P + its activations + working set t*I*2 + t*h*2 =
  // 113,024 * 2 + 720,896 + 163,840 = 1,110,784.)
  j = tiny_job(PrecisionRecipe::bf16_pure, 8, 32);
  j.optimizer = Optimizer::sgd;
  TimelineOptions o;
  o.capacity = 1e12;
  const TimelineResult r = simulate_step(plan_most_loaded_stage(m, j), o);
  CHECK(r.peak == 1206656.0);
  CHECK(r.peak_task == "mb0.loss.bwd");
}

TEST_CASE("foreach AdamW's sqrt temporary has the optimizer state's dtype") {
  const model::ModelSpec m = tiny_gpt(1);
  const long double p = static_cast<long double>(model::parameter_count(m));  // 56,512
  CHECK(p == 56512.0L);
  TrainJob j = tiny_job(PrecisionRecipe::bf16_pure, 1, 16);
  CHECK(plan_stage(m, j, 0).optimizer_temporaries == 2 * p);  // bf16 states
  j = tiny_job(PrecisionRecipe::fp32, 1, 16);
  CHECK(plan_stage(m, j, 0).optimizer_temporaries == 4 * p);
  j.optimizer = Optimizer::sgd;  // updates in place
  CHECK(plan_stage(m, j, 0).optimizer_temporaries == 0);
}

TEST_CASE("autocast: fp32 state, fp32 residual stream and softmax, bf16 weight casts") {
  CHECK(state_bytes(PrecisionRecipe::bf16_autocast, Optimizer::adamw).total() == 16);
  CHECK(state_bytes(PrecisionRecipe::bf16_autocast, Optimizer::adamw).master == 0);
  const model::ModelSpec m = tiny_gpt(1);
  // t = 32, S = b*a*s^2 = 2*4*16*16 = 2,048 score elements. Against bf16_pure: two norm inputs
  // of t*h*(4 - 2) = 4,096 each, softmax output S*(4 - 2) = 4,096 (mask and bf16 P unchanged).
  TrainJob pure = tiny_job(PrecisionRecipe::bf16_pure, 2, 16);
  TrainJob autocast = tiny_job(PrecisionRecipe::bf16_autocast, 2, 16);
  const Bytes pure_block = sum_bytes(per_op_block(m.layers[0], 64, pure));
  CHECK(sum_bytes(per_op_block(m.layers[0], 64, autocast)) - pure_block == 8192 + 4096);
  // Without dropout autocast saves the fp32 probabilities and their bf16 copy (6 bytes per
  // score element), bf16_pure the probabilities once (2): 8,192 + 2,048 * 4.
  pure.dropout = autocast.dropout = false;
  CHECK(sum_bytes(per_op_block(m.layers[0], 64, autocast)) -
            sum_bytes(per_op_block(m.layers[0], 64, pure)) ==
        8192 + 8192);
  // The block's matrices cast to bf16: 49,152 * 2 = 98,304 bytes; the head's: v*h*2 = 12,800.
  const StagePlan plan = plan_stage(m, autocast, 0);
  CHECK(plan.layers[0].weight_casts == 98304);
  CHECK(plan.head.head_kept == 32 * 64 * 4 + 32 * 64 * 2 + 12800);  // fp32 norm in, bf16 head in
  // The optimizer step (AdamW): weights 4P + grads 4P + states 8P + fp32 sqrt temporary 4P = 20P
  // = 1,130,240; no weight cast is alive then. Every earlier task is lower (the largest, the
  // block's backward: 12P + tied-embedding and final-norm gradients 26,112 + block gradients
  // 199,936 + its activations, casts and working set, about 1.07 MB).
  TimelineOptions o;
  o.capacity = 1e12;
  const TimelineResult r = simulate_step(plan, o);
  CHECK(r.peak == 20.0 * 56512);
  CHECK(r.peak_task == "optimizer.step");
  // Full recomputation: the casts are made again in the block's backward, not kept.
  autocast.recompute = Recompute::full;
  const StagePlan full = plan_stage(m, autocast, 0);
  CHECK(full.weight_casts_recomputed);
  CHECK(full.weight_casts() == 98304);
}

TEST_CASE("backward working set of an eager block (PyTorch autograd formulas)") {
  // b=1, s=256: t = 256, S = a*s^2 = 262,144 score elements, h = 64, inner 256.
  const model::ModelSpec m = tiny_gpt(1);
  // fp32 with dropout: softmax backward holds Y, grad_Y, tmp = grad_Y*Y and its result (4*S*4)
  // against the saved Y + mask + P (S*9): 7*S = 1,835,008. Freed by then: o_proj input 65,536,
  // attention residual mask 16,384, norm1 input 65,536, FFN input 65,536, GELU input 262,144,
  // down input 262,144, FFN residual mask 16,384 and v 65,536 = 819,200. Attention 1,015,808 >
  // FFN t*I*4 = 262,144; + residual gradient t*h*4 = 65,536: 1,081,344.
  TrainJob j = tiny_job(PrecisionRecipe::fp32, 1, 256);
  CHECK(block_backward_working_set(m.layers[0], 64, j) == 1081344);
  // bf16, no dropout: Y is P; 3*S*2 = 1,572,864 - freed (o_proj, norm1, FFN input, v 32,768
  // each; GELU and down inputs 131,072 each) 393,216 = 1,179,648; + t*h*2 = 32,768.
  j = tiny_job(PrecisionRecipe::bf16_pure, 1, 256);
  j.dropout = false;
  CHECK(block_backward_working_set(m.layers[0], 64, j) == 1212416);
  // Autocast with dropout: fp32 Y, grad_Y, tmp, result against Y + mask + bf16 P: 9*S =
  // 2,359,296 - freed (o_proj 32,768, masks 2 * 16,384, fp32 norm1 65,536, FFN input 32,768, GELU
  // and down inputs 131,072 each, v 32,768) 458,752 = 1,900,544; + fp32 residual 65,536.
  j = tiny_job(PrecisionRecipe::bf16_autocast, 1, 256);
  CHECK(block_backward_working_set(m.layers[0], 64, j) == 1966080);
  // Flash: no score tensors; the FFN's inner-width gradient t*I*2 = 131,072 + t*h*2 = 32,768.
  j = tiny_job(PrecisionRecipe::bf16_pure, 1, 256);
  j.attention = AttentionImpl::flash;
  CHECK(block_backward_working_set(m.layers[0], 64, j) == 163840);
  // Source mode has no transient.
  j.activation_mode = ActivationMode::source;
  CHECK(block_backward_working_set(m.layers[0], 64, j) == 0);

  // Full recomputation, fp32 + SGD: the block's backward is the step's peak:
  //   weights 4P = 226,048; tied-embedding and final-norm gradients (head backward) 25,600 + 512;
  //   block gradients 49,984*4 = 199,936; kept block input t*h*4 = 65,536; recomputed = per-op
  //   block (65,536*9 + 1,048,576*2 + 262,144*3 + 16,384*2 = 3,506,176) - input = 3,440,640;
  //   working set 1,081,344. Sum 5,039,616. (Loss backward: 226,048 + 65,536 + head inputs
  //   131,072 + log_softmax 102,400 + 204,800 = 729,856.)
  j = tiny_job(PrecisionRecipe::fp32, 1, 256);
  j.optimizer = Optimizer::sgd;
  j.recompute = Recompute::full;
  TimelineOptions o;
  o.capacity = 1e12;
  const TimelineResult r = simulate_step(plan_most_loaded_stage(m, j), o);
  CHECK(r.peak == 5039616.0);
  CHECK(r.peak_task == "mb0.bwd.layers.0");
}
