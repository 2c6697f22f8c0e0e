#include "sim/train/job_loader.hpp"

#include <string>

#include "sim/io/param_builders.hpp"

namespace hwsim::train {

namespace {

using io::ParamKind;
using io::ParamSpec;
using io::SectionReader;
using io::SectionSpec;

// Module defaults on top of io::param: counts up to 1e15, quantities from 0.
ParamSpec integer(const std::string& name, const std::string& def, const std::string& help,
                  double min = 1, bool optional = false) {
  ParamSpec p = io::param::integer(name, def, help, min, 1e15);
  return optional ? io::param::optional(std::move(p)) : p;
}

ParamSpec quantity(const std::string& name, io::Unit unit, const std::string& def,
                   const std::string& help, double max) {
  return io::param::quantity(name, unit, def, help, 0, max);
}

ParamSpec section(const std::string& name, const std::string& help) {
  return io::param::block(name, ParamKind::section, help);
}

const SectionSpec& job_spec() {
  static const SectionSpec spec{
      "job",
      "A training step (kind train): memory of the most loaded GPU and its step timeline.",
      {
          io::param::choice("kind", "", {"train", "decode"},
                            "Job kind (read by the scenario loader)."),
          integer("micro_batch", "1", "Sequences per micro-step per data-parallel rank."),
          integer("global_batch", "", "Sequences per optimizer step over all data-parallel ranks.",
                  1, true),
          integer("grad_accum_steps", "", "Micro-steps per optimizer step.", 1, true),
          integer("seq_len", "", "Tokens per sequence."),
          io::param::choice(
              "precision", "bf16_mixed",
              {"fp32", "bf16_mixed", "bf16_mixed_fp32_grads", "bf16_mixed_fp32_accum", "bf16_pure",
               "bf16_autocast"},
              "Storage of weights/gradients/master/optimizer states (bytes per parameter "
              "16, 16, 18, 20, 8, 16 with Adam); bf16_autocast: fp32 weights under "
              "torch.autocast (bf16 weight copies held from forward to backward)."),
          io::param::choice(
              "activation_dtype", "", {"bf16", "fp16", "fp32"},
              "Activation values in per_op mode, and the GEMM rate in either mode (fp32: "
              "flops_fp32, else flops_bf16); default fp32 for precision fp32, else bf16.",
              true),
          io::param::choice("optimizer", "adamw", {"adam", "adamw", "sgd_momentum", "sgd", "none"},
                            "Optimizer (states per parameter: 2, 2, 1, 0, 0)."),
          io::param::choice(
              "optimizer_impl", "foreach", {"foreach", "fused", "for_loop", "megatron_distributed"},
              "Optimizer implementation: PyTorch foreach (Adam: one sqrt temporary per "
              "parameter), fused (in place), for_loop (2x the largest tensor), or Megatron's "
              "distributed optimizer (main parameters and states sharded over dp, in place)."),
          integer("vocab_divisible_by", "1",
                  "Pad the vocabulary to a multiple of this times tp (Megatron's "
                  "--make-vocab-size-divisible-by; 1 = no padding)."),
          io::param::choice(
              "activation_mode", "per_op", {"source", "per_op"},
              "source: the source's s*b*h*(34 + 5*a*s/h) per block; per_op: saved tensors per "
              "op of the real block."),
          io::param::choice("attention", "flash", {"eager", "flash"},
                            "eager saves the s x s softmax; flash saves the logsumexp only."),
          io::param::boolean("dropout", "false",
                             "Dropout layers present (1-byte masks, attention dropout)."),
          io::param::choice(
              "recompute", "none", {"none", "selective", "full"},
              "Activation recomputation: selective drops the attention s^2 part, full keeps "
              "each block's input."),
          io::param::boolean("loss_fp32_upcast", "true",
                             "The loss keeps an fp32 copy of the logits."),
          section("parallel", "Parallelism of the job (see job.parallel)."),
          section("overheads", "Framework memory items (see job.overheads)."),
          io::param::choice(
              "states_allocated", "startup", {"startup", "first_step"},
              "When optimizer states are allocated: at startup or in the first optimizer step "
              "(PyTorch's lazy Adam state)."),
      }};
  return spec;
}

const SectionSpec& parallel_spec() {
  static const SectionSpec spec{
      "job.parallel",
      "Parallelism; the report is for the most loaded GPU.",
      {
          integer("dp", "1", "Data-parallel replicas."),
          integer("zero", "0",
                  "ZeRO stage over dp: 1 shards optimizer states, 2 also gradients, "
                  "3 also weights.",
                  0),
          integer("tp", "1", "Tensor-parallel ranks."),
          io::param::boolean("sp", "false", "Sequence parallelism (with tp)."),
          integer("pp", "1", "Pipeline stages (1F1B schedule)."),
          integer("virtual_stages", "1",
                  "Model chunks per pipeline rank (interleaved 1F1B; needs pp > 1 and the "
                  "micro-batches a multiple of pp)."),
          integer("cp", "1", "Context-parallel ranks (split the sequence)."),
          integer("ep", "1", "Expert-parallel ranks (split the experts)."),
          integer("micro_batches", "", "Micro-batches per step (pipeline); see job.", 1, true),
      }};
  return spec;
}

const SectionSpec& overheads_spec() {
  static const SectionSpec spec{
      "job.overheads",
      "Framework memory that is not model state, each reported as its own item.",
      {
          quantity("cuda_context", io::Unit::bytes, "0 B",
                   "CUDA context and resident kernels on the device.", 1e15),
          quantity("cublas_workspace", io::Unit::bytes, "0 B",
                   "cuBLAS/cuBLASLt and other library workspaces.", 1e15),
          quantity("fragmentation", io::Unit::ratio, "0%",
                   "Caching-allocator fragmentation, as a ratio of the allocated peak.", 10),
      }};
  return spec;
}

template <typename E>
E pick(const std::string& text, const std::vector<std::pair<const char*, E>>& table) {
  for (const auto& [name, value] : table) {
    if (text == name) return value;
  }
  return table.front().second;
}

bool source_mode(const TrainJob& job) { return job.activation_mode == ActivationMode::source; }
bool no_optimizer(const TrainJob& job) { return job.optimizer == Optimizer::none; }
bool sgd(const TrainJob& job) {
  return job.optimizer == Optimizer::sgd || job.optimizer == Optimizer::sgd_momentum;
}

// A job key whose value the selected mode never reads: written, it would change no result.
struct UnreadKey {
  const char* key;
  bool (*unread)(const TrainJob&);
  const char* why;
};
const UnreadKey kUnreadKeys[] = {
    {"attention", source_mode,
     "applies to activation_mode per_op (the source's per-block formula has one attention)"},
    {"dropout", source_mode,
     "applies to activation_mode per_op (the source's per-block formula counts its own masks)"},
    {"optimizer_impl", no_optimizer, "applies to an optimizer step, and optimizer none has none"},
    {"optimizer_impl",
     [](const TrainJob& j) {
       return sgd(j) && j.optimizer_impl != OptimizerImpl::megatron_distributed;
     },
     "foreach, fused and for_loop differ in Adam's temporaries only (SGD updates in place in "
     "each); of the implementations only megatron_distributed changes an SGD job"},
    {"states_allocated",
     [](const TrainJob& j) {
       return j.optimizer == Optimizer::none || j.optimizer == Optimizer::sgd;
     },
     "applies to optimizer states, and this optimizer keeps none"},
};

// Fails at the first key of kUnreadKeys written in `node` that `job` does not read.
void reject_unread_keys(const io::Node& node, const TrainJob& job) {
  for (const UnreadKey& k : kUnreadKeys) {
    if (const auto at = node.find(k.key); at && k.unread(job)) {
      at->fail(std::string(k.key) + " " + k.why + "; remove it");
    }
  }
}

}  // namespace

TrainJob load_train_job(const io::Node& node, io::Resolved* sink) {
  SectionReader r(node, job_spec(), sink);
  TrainJob job;
  if (r.has("kind")) (void)r.choice("kind");
  job.micro_batch = r.integer("micro_batch");
  job.seq_len = r.integer("seq_len");
  job.precision = pick<PrecisionRecipe>(
      r.choice("precision"), {{"fp32", PrecisionRecipe::fp32},
                              {"bf16_mixed", PrecisionRecipe::bf16_mixed},
                              {"bf16_mixed_fp32_grads", PrecisionRecipe::bf16_mixed_fp32_grads},
                              {"bf16_mixed_fp32_accum", PrecisionRecipe::bf16_mixed_fp32_accum},
                              {"bf16_pure", PrecisionRecipe::bf16_pure},
                              {"bf16_autocast", PrecisionRecipe::bf16_autocast}});
  job.activation_dtype =
      job.precision == PrecisionRecipe::fp32 ? ActivationDtype::fp32 : ActivationDtype::bf16;
  if (r.has("activation_dtype")) {
    job.activation_dtype =
        pick<ActivationDtype>(r.choice("activation_dtype"), {{"bf16", ActivationDtype::bf16},
                                                             {"fp16", ActivationDtype::fp16},
                                                             {"fp32", ActivationDtype::fp32}});
  }
  job.optimizer = pick<Optimizer>(r.choice("optimizer"), {{"adam", Optimizer::adam},
                                                          {"adamw", Optimizer::adamw},
                                                          {"sgd_momentum", Optimizer::sgd_momentum},
                                                          {"sgd", Optimizer::sgd},
                                                          {"none", Optimizer::none}});
  job.optimizer_impl = pick<OptimizerImpl>(
      r.choice("optimizer_impl"), {{"foreach", OptimizerImpl::foreach},
                                   {"fused", OptimizerImpl::fused},
                                   {"for_loop", OptimizerImpl::for_loop},
                                   {"megatron_distributed", OptimizerImpl::megatron_distributed}});
  job.vocab_divisible_by = r.integer("vocab_divisible_by");
  job.activation_mode =
      r.choice("activation_mode") == "source" ? ActivationMode::source : ActivationMode::per_op;
  job.attention = r.choice("attention") == "eager" ? AttentionImpl::eager : AttentionImpl::flash;
  job.dropout = r.boolean("dropout");
  job.recompute = pick<Recompute>(
      r.choice("recompute"),
      {{"none", Recompute::none}, {"selective", Recompute::selective}, {"full", Recompute::full}});
  job.loss_fp32_upcast = r.boolean("loss_fp32_upcast");
  job.states_allocated = r.choice("states_allocated") == "first_step" ? StatesAllocated::first_step
                                                                      : StatesAllocated::startup;

  {
    // An absent section reads as an empty map: every parallel degree at its default.
    const bool present = r.has("parallel");
    const io::Node parallel_node =
        present ? *r.node("parallel") : io::Node::parse_string("{}", node.file());
    SectionReader p(parallel_node, parallel_spec(), present ? sink : nullptr);
    Parallelism& par = job.parallel;
    par.dp = p.integer("dp");
    par.zero = static_cast<int>(p.integer("zero"));
    if (par.zero > 3)
      p.node("zero")->fail("ZeRO stage must be 0, 1, 2 or 3, got " + std::to_string(par.zero));
    // Every stage divides its states by dp (memory_plan.cpp): over one rank it changes nothing.
    if (par.zero > 0 && par.dp == 1) {
      p.node("zero")->fail("ZeRO stage " + std::to_string(par.zero) +
                           " shards states over the dp ranks, and dp 1 has one; remove it or "
                           "raise dp");
    }
    par.tp = p.integer("tp");
    par.sp = p.boolean("sp");
    if (par.sp && par.tp == 1) p.node("sp")->fail("sequence parallelism needs tp > 1");
    par.pp = p.integer("pp");
    par.virtual_stages = p.integer("virtual_stages");
    if (par.virtual_stages > 1 && par.pp == 1) {
      p.node("virtual_stages")->fail("interleaved 1F1B (virtual_stages > 1) needs pp > 1");
    }
    par.cp = p.integer("cp");
    par.ep = p.integer("ep");
    std::int64_t steps = 0;
    std::string from;
    auto agree = [&](std::int64_t value, const std::string& name, const io::Node& where) {
      if (steps != 0 && value != steps) {
        where.fail(name + " gives " + std::to_string(value) + " micro-batches per step but " +
                   from + " gives " + std::to_string(steps));
      }
      steps = value;
      from = name;
    };
    if (r.has("global_batch")) {
      const std::int64_t global = r.integer("global_batch");
      // Both factors are at most 1e15: their product can exceed int64, so check it first.
      std::int64_t per_step = 0;
      if (__builtin_mul_overflow(job.micro_batch, par.dp, &per_step) || per_step > global) {
        r.node("global_batch")
            ->fail("global_batch " + std::to_string(global) +
                   " is smaller than micro_batch * dp (" + std::to_string(job.micro_batch) + " * " +
                   std::to_string(par.dp) + ")");
      }
      if (global % per_step != 0) {
        r.node("global_batch")
            ->fail("global_batch " + std::to_string(global) +
                   " is not a multiple of micro_batch * dp = " + std::to_string(per_step));
      }
      agree(global / per_step, "global_batch", *r.node("global_batch"));
    }
    if (r.has("grad_accum_steps")) {
      agree(r.integer("grad_accum_steps"), "grad_accum_steps", *r.node("grad_accum_steps"));
    }
    if (p.has("micro_batches")) {
      agree(p.integer("micro_batches"), "parallel.micro_batches", *p.node("micro_batches"));
    }
    job.grad_accum_steps = steps == 0 ? 1 : steps;
    if (par.virtual_stages > 1 && job.grad_accum_steps % par.pp != 0) {
      p.node("virtual_stages")
          ->fail("interleaved 1F1B needs the micro-batches per step (" +
                 std::to_string(job.grad_accum_steps) + ") to be a multiple of pp (" +
                 std::to_string(par.pp) + ")");
    }
    if (present) p.finish();
  }
  if (r.has("overheads")) {
    SectionReader o(*r.node("overheads"), overheads_spec(), sink);
    job.overheads.cuda_context = o.quantity("cuda_context");
    job.overheads.cublas_workspace = o.quantity("cublas_workspace");
    job.overheads.fragmentation = o.quantity("fragmentation");
    o.finish();
  }
  r.finish();
  reject_unread_keys(node, job);
  return job;
}

std::vector<io::SectionSpec> train_sections() {
  return {job_spec(), parallel_spec(), overheads_spec()};
}

}  // namespace hwsim::train
