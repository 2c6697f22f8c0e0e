#include "sim/train/job_loader.hpp"

#include <algorithm>
#include <string>
#include <string_view>

#include "sim/io/joined.hpp"
#include "sim/io/param_builders.hpp"
#include "sim/train/parallel.hpp"
#include "sim/train/stack.hpp"

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

// The stack key's help: every row of the stack registry and the hf-transformers architectures.
std::string stack_help() {
  std::string help = "Whose code runs the step (sim/train/stack.hpp):";
  for (const StackRow& row : stack_registry()) {
    help += std::string(" ") + row.name + ": " + row.summary + ".";
  }
  return help + " hf-transformers architectures: " + io::joined(hf_architecture_names()) + ".";
}

// The stack_architecture key's help: each transformers architecture row in one phrase.
std::string architecture_help() {
  static const char* const norms[] = {"native norms", "LlamaRMSNorm (fp32 copy)",
                                      "fp32-weight RMSNorm"};
  std::string help =
      "stack hf-transformers: the architecture whose modeling code runs (the config's "
      "model_type; default: Llama's code). A training job whose model is `model: {hf_config}` "
      "runs hf-transformers with the config's model_type unless it names the stack. Rows:";
  for (const HfArchitectureRow& row : hf_architectures()) {
    help += std::string(" ") + row.model_type + " (" + norms[static_cast<int>(row.rmsnorm)] +
            (row.activation == ActivationImpl::gelu_new ? ", gelu_new" : "") +
            (row.fused_qkv ? ", fused q/k/v" : ", separate q/k/v") +
            (row.fused_gate_up ? ", fused gate/up" : "") +
            (row.attention_softcap ? ", softcapping" : "") + ");";
  }
  return help;
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
              "precision", "bf16_mixed", enum_names<PrecisionRecipe>(),
              "Storage of weights/gradients/master/optimizer states (bytes per parameter "
              "16, 16, 18, 20, 8, 16 with Adam); bf16_autocast: fp32 weights under "
              "torch.autocast (bf16 weight copies held from forward to backward)."),
          io::param::choice(
              "activation_dtype", "", enum_names<ActivationDtype>(),
              "Activation values in per_op mode, and the GEMM rate in either mode (fp32: "
              "flops_fp32, else flops_bf16); default fp32 for precision fp32, else bf16.",
              true),
          io::param::choice("optimizer", "adamw", enum_names<Optimizer>(),
                            "Optimizer (states per parameter: 2, 2, 1, 0, 0)."),
          io::param::choice(
              "optimizer_impl", "foreach", enum_names<OptimizerImpl>(),
              "Optimizer implementation: PyTorch foreach (Adam: one sqrt temporary per "
              "parameter), fused (in place), for_loop (2x the largest tensor), or Megatron's "
              "distributed optimizer (main parameters and states sharded over dp, in place)."),
          integer("vocab_divisible_by", "1",
                  "Pad the vocabulary to a multiple of this times tp (Megatron's "
                  "--make-vocab-size-divisible-by; 1 = no padding)."),
          io::param::choice(
              "activation_mode", "per_op", enum_names<ActivationMode>(),
              "source: the source's s*b*h*(34 + 5*a*s/h) per block; per_op: saved tensors per "
              "op of the real block."),
          io::param::choice("attention", "flash", enum_names<AttentionImpl>(),
                            "eager saves the s x s softmax; flash saves the logsumexp only."),
          io::param::boolean("dropout", "false",
                             "Dropout layers present (1-byte masks, attention dropout)."),
          io::param::choice(
              "recompute", "none", enum_names<Recompute>(),
              "Activation recomputation: selective drops the attention s^2 part, full keeps "
              "each block's input."),
          io::param::boolean("loss_fp32_upcast", "true",
                             "The loss keeps an fp32 copy of the logits."),
          io::param::choice("stack", "pytorch", enum_names<Stack>(), stack_help()),
          io::param::choice("stack_architecture", "", hf_architecture_names(), architecture_help(),
                            true),
          section("parallel", "Parallelism of the job (see job.parallel)."),
          section("overheads", "Framework memory items (see job.overheads)."),
          io::param::choice(
              "states_allocated", "startup", enum_names<StatesAllocated>(),
              "When optimizer states are allocated: at startup or in the first optimizer step "
              "(PyTorch's lazy Adam state)."),
      }};
  return spec;
}

// The keys of every parallelism scheme (parallel.hpp), in registry order, then the step's
// micro-batches.
const SectionSpec& parallel_spec() {
  static const SectionSpec spec = [] {
    SectionSpec s{"job.parallel", "Parallelism; the report is for the most loaded GPU.", {}};
    for (const SchemeTraits& row : parallel_registry()) {
      s.params.insert(s.params.end(), row.keys.begin(), row.keys.end());
    }
    s.params.push_back(
        integer("micro_batches", "", "Micro-batches per step (pipeline); see job.", 1, true));
    return s;
  }();
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

// The enum value a choice key names (the spec's choices are enum_names<E>()).
template <typename E>
E read_enum(const SectionReader& r, const std::string& key) {
  const std::vector<std::string>& names = enum_names<E>();
  const std::string text = r.choice(key);
  return static_cast<E>(std::find(names.begin(), names.end(), text) - names.begin());
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
    {"stack_architecture", [](const TrainJob& j) { return j.stack != Stack::hf_transformers; },
     "applies to stack hf-transformers"},
};

// Whether `job` leaves `key` unread (an entry of kUnreadKeys says so).
bool unread(const char* key, const TrainJob& job) {
  for (const UnreadKey& k : kUnreadKeys)
    if (std::string_view(k.key) == key && k.unread(job)) return true;
  return false;
}

// Fails at the first key of kUnreadKeys written in `node` that `job` does not read.
void reject_unread_keys(const io::Node& node, const TrainJob& job) {
  for (const UnreadKey& k : kUnreadKeys) {
    if (const auto at = node.find(k.key); at && k.unread(job)) {
      at->fail(std::string(k.key) + " " + k.why + "; remove it");
    }
  }
}

// The job's keys outside its sections.
void read_step(const SectionReader& r, TrainJob& job) {
  if (r.has("kind")) (void)r.choice("kind");
  job.micro_batch = r.integer("micro_batch");
  job.seq_len = r.integer("seq_len");
  job.precision = read_enum<PrecisionRecipe>(r, "precision");
  job.activation_dtype =
      job.precision == PrecisionRecipe::fp32 ? ActivationDtype::fp32 : ActivationDtype::bf16;
  if (r.has("activation_dtype"))
    job.activation_dtype = read_enum<ActivationDtype>(r, "activation_dtype");
  job.optimizer = read_enum<Optimizer>(r, "optimizer");
  job.vocab_divisible_by = r.integer("vocab_divisible_by");
  job.activation_mode = read_enum<ActivationMode>(r, "activation_mode");
  job.recompute = read_enum<Recompute>(r, "recompute");
  job.loss_fp32_upcast = r.boolean("loss_fp32_upcast");
  // Read only when written, so that a job without them resolves as it did before stacks.
  if (r.has("stack")) job.stack = read_enum<Stack>(r, "stack");
  if (r.has("stack_architecture")) job.stack_architecture = r.choice("stack_architecture");
  // A key of kUnreadKeys is read, and so resolved with its default, only when it is written or
  // the job reads it (written where it does not, reject_unread_keys refuses it): a resolved input
  // must load again.
  const auto wanted = [&](const char* key) { return r.has(key) || !unread(key, job); };
  if (wanted("optimizer_impl")) job.optimizer_impl = read_enum<OptimizerImpl>(r, "optimizer_impl");
  if (wanted("attention")) job.attention = read_enum<AttentionImpl>(r, "attention");
  if (wanted("dropout")) job.dropout = r.boolean("dropout");
  if (wanted("states_allocated"))
    job.states_allocated = read_enum<StatesAllocated>(r, "states_allocated");
}

// Micro-batches per step from global_batch, grad_accum_steps and parallel.micro_batches: each
// one written must give the same count (1 when none is).
std::int64_t micro_batches_per_step(const SectionReader& r, const SectionReader& p,
                                    const TrainJob& job) {
  std::int64_t steps = 0;
  std::string from;
  auto agree = [&](std::int64_t value, const std::string& name, const io::Node& where) {
    if (steps != 0 && value != steps) {
      where.fail(name + " gives " + std::to_string(value) + " micro-batches per step but " + from +
                 " gives " + std::to_string(steps));
    }
    steps = value;
    from = name;
  };
  if (r.has("global_batch")) {
    const std::int64_t global = r.integer("global_batch");
    const std::int64_t replicas = share(job, Share::batch);
    // Both factors are at most 1e15: their product can exceed int64, so check it first.
    std::int64_t per_step = 0;
    if (__builtin_mul_overflow(job.micro_batch, replicas, &per_step) || per_step > global) {
      r.node("global_batch")
          ->fail("global_batch " + std::to_string(global) + " is smaller than micro_batch * dp (" +
                 std::to_string(job.micro_batch) + " * " + std::to_string(replicas) + ")");
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
  return steps == 0 ? 1 : steps;
}

// job.parallel: each scheme's keys and checks (parallel.hpp), then the micro-batches per step.
void read_parallel(const SectionReader& r, const io::Node& node, io::Resolved* sink,
                   TrainJob& job) {
  // An absent section reads as an empty map: every parallel degree at its default.
  const bool present = r.has("parallel");
  const io::Node parallel_node =
      present ? *r.node("parallel") : io::Node::parse_string("{}", node.file());
  SectionReader p(parallel_node, parallel_spec(), present ? sink : nullptr);
  for (const SchemeTraits& row : parallel_registry()) row.read(p, job.parallel);
  job.grad_accum_steps = micro_batches_per_step(r, p, job);
  for (const SchemeTraits& row : parallel_registry()) {
    if (row.check_step) row.check_step(p, job);
  }
  if (present) p.finish();
}

void read_overheads(const SectionReader& r, io::Resolved* sink, Overheads& overheads) {
  if (!r.has("overheads")) return;
  SectionReader o(*r.node("overheads"), overheads_spec(), sink);
  overheads.cuda_context = o.quantity("cuda_context");
  overheads.cublas_workspace = o.quantity("cublas_workspace");
  overheads.fragmentation = o.quantity("fragmentation");
  o.finish();
}

}  // namespace

TrainJob load_train_job(const io::Node& node, io::Resolved* sink) {
  SectionReader r(node, job_spec(), sink);
  TrainJob job;
  read_step(r, job);
  read_parallel(r, node, sink, job);
  read_overheads(r, sink, job.overheads);
  r.finish();
  reject_unread_keys(node, job);
  return job;
}

std::vector<std::string> hf_config_stack_assignments(const io::Node& job,
                                                     const std::string& model_type,
                                                     const std::vector<std::string>& overrides) {
  if (!job.is_map()) return {};
  const auto kind = job.find("kind");
  if (!kind || !kind->is_scalar() || kind->as_string() != "train") return {};
  const auto overridden = [&](const std::string& key) {
    return std::any_of(overrides.begin(), overrides.end(),
                       [&](const std::string& o) { return o.rfind(key + "=", 0) == 0; });
  };
  // A stack named pytorch keeps the default accounting; one named hf-transformers still reads
  // the config's architecture unless that is named too.
  const auto stack = job.find("stack");
  const bool stack_named = stack || overridden("job.stack");
  if (stack_named && !(stack && stack->is_scalar() && stack->as_string() == "hf-transformers"))
    return {};
  const bool named = job.find("stack_architecture") || overridden("job.stack_architecture");
  const bool known = find_hf_architecture(model_type) != nullptr;
  if (!named && !known) return {};
  std::vector<std::string> out;
  if (!stack_named) out.push_back("job.stack=hf-transformers");
  if (!named) out.push_back("job.stack_architecture=" + model_type);
  return out;
}

std::vector<io::SectionSpec> train_sections() {
  return {job_spec(), parallel_spec(), overheads_spec()};
}

}  // namespace hwsim::train
