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
  // SGD (no optimizer temporaries), 2 micro-steps: during micro-step 1 the gradients of micro-step
  // 0 are resident, and at its loss every block's activations and the logits are live too, so the
  // peak is weights + grads + activations + logits = the naive sum, reached by "mb1.loss".
  const model::ModelSpec m = source_block(2);
  TrainJob j = source_job();
  j.optimizer = Optimizer::sgd;
  j.grad_accum_steps = 2;
  TimelineOptions o;
  o.capacity = 1e12;
  const StagePlan plan = plan_most_loaded_stage(m, j);
  const TimelineResult r = simulate_step(plan, o);
  CHECK(r.peak == Approx(naive_sum(plan, o.overheads)).epsilon(1e-12));
  CHECK(r.peak_task == "mb1.loss");
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
  auto error_of = [](const std::string& text) -> std::string {
    try {
      load_train_job(io::Node::parse_string(text, "job.yaml"), nullptr);
    } catch (const io::InputError& e) {
      return e.what();
    }
    return "no error";
  };
  CHECK(error_of("seq_len: 8\nrecompute: ful\n") ==
        "job.yaml:2:12: recompute: expected one of 'none', 'selective', 'full', got 'ful' "
        "(did you mean 'full'?)");
  CHECK(error_of("seq_len: 8\nmicro_batch: 3\nglobal_batch: 8\n") ==
        "job.yaml:3:15: global_batch: global_batch 8 is not a multiple of micro_batch * dp = 3");
  CHECK(error_of("seq_len: 8\nparallel: {tp: 2, spp: true}\n") ==
        "job.yaml:2:19: parallel.spp: unknown key 'spp' (did you mean 'sp'?)");
}
