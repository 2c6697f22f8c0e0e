#include "sim/train/parallel.hpp"

#include <algorithm>
#include <string>
#include <utility>

#include "sim/io/param_builders.hpp"

namespace hwsim::train {

io::Node written(const io::Node& job, const char* section, const char* key) {
  const auto outer = section ? job.find(section) : std::optional<io::Node>(job);
  if (!outer || !outer->is_map()) return job;
  const auto inner = outer->find(key);
  return inner ? *inner : *outer;
}

namespace {

// A parallel degree: a count up to 1e15 (the job's counts), from `min`.
io::ParamSpec degree(const std::string& name, const std::string& def, const std::string& help,
                     double min = 1) {
  return io::param::integer(name, def, help, min, 1e15);
}

std::string count(std::int64_t n, const char* what) { return std::to_string(n) + " " + what; }

// " (sliding)" for a block of a named type in a heterogeneous pattern; "" for a uniform model.
std::string block_type(const model::LayerSpec& layer) {
  return layer.type_name.empty() || layer.type_name == "block" ? "" : " (" + layer.type_name + ")";
}

// --- data parallelism and ZeRO -------------------------------------------------------------------

void read_data(const io::SectionReader& p, Parallelism& par) {
  par.dp = p.integer("dp");
  par.zero = static_cast<int>(p.integer("zero"));
  if (par.zero > 3)
    p.node("zero")->fail("ZeRO stage must be 0, 1, 2 or 3, got " + std::to_string(par.zero));
  // Every stage divides its states by dp (the row's divisions): over one rank it changes nothing.
  if (par.zero > 0 && par.dp == 1) {
    p.node("zero")->fail("ZeRO stage " + std::to_string(par.zero) +
                         " shards states over the dp ranks, and dp 1 has one; remove it or "
                         "raise dp");
  }
}

// ZeRO stage in effect: Megatron's distributed optimizer shards the fp32 main parameters and the
// optimizer states over dp as ZeRO-1 does (megatron/core/optimizer/distrib_optimizer.py,
// DistributedOptimizer; its guide's table: bf16 parameters, fp32 gradients 6 + 12/dp bytes).
int effective_zero(const TrainJob& job) {
  return job.optimizer_impl == OptimizerImpl::megatron_distributed ? std::max(job.parallel.zero, 1)
                                                                   : job.parallel.zero;
}

// ZeRO (Rajbhandari et al. 2020): stage 1 shards master weights and optimizer states over dp,
// stage 2 also gradients, stage 3 also weights.
std::int64_t dp(const TrainJob& job) { return job.parallel.dp; }
std::int64_t dp_from_zero1(const TrainJob& job) { return effective_zero(job) >= 1 ? dp(job) : 1; }
std::int64_t dp_from_zero2(const TrainJob& job) { return effective_zero(job) >= 2 ? dp(job) : 1; }
std::int64_t dp_from_zero3(const TrainJob& job) { return effective_zero(job) >= 3 ? dp(job) : 1; }

// --- tensor and sequence parallelism ------------------------------------------------------------

void read_tensor(const io::SectionReader& p, Parallelism& par) {
  par.tp = p.integer("tp");
  par.sp = p.boolean("sp");
  if (par.sp && par.tp == 1) p.node("sp")->fail("sequence parallelism needs tp > 1");
}

// Megatron splits each FFN matrix (dense, routed and shared experts) by columns over tp.
void check_tp_ffn(const io::Node& job, std::int64_t tp, const model::LayerSpec& layer,
                  std::size_t index) {
  const model::FfnSpec& f = layer.ffn;
  const std::int64_t shared = f.shared_inner > 0 ? f.shared_inner : f.expert_inner;
  for (const auto& [n, name] :
       {std::pair{f.is_moe() ? 0 : f.inner, "FFN inner width"},
        std::pair{f.is_moe() ? f.expert_inner : 0, "expert inner width"},
        std::pair{f.shared_experts > 0 ? shared : 0, "shared-expert width"}}) {
    if (n == 0 || n % tp == 0) continue;
    written(job, "parallel", "tp")
        .fail("tp " + std::to_string(tp) + " does not divide the " + name + " " +
              std::to_string(n) + " of block " + std::to_string(index) + block_type(layer) +
              ": each tensor-parallel rank needs an equal share of the columns");
  }
}

void check_tp_heads(const io::Node& job, std::int64_t tp, const model::LayerSpec& layer,
                    std::size_t index) {
  const model::AttentionSpec& a = layer.attention;
  const bool linear = a.kind == model::AttentionKind::linear;
  const std::int64_t heads = linear ? a.linear.value_heads : a.heads;
  const std::int64_t kv = linear ? a.linear.key_heads : a.kv_heads;
  const char* kv_name = linear ? "key heads" : "KV heads";
  for (const auto& [n, name] :
       {std::pair{heads, linear ? "value heads" : "heads"}, std::pair{kv, kv_name}}) {
    if (n % tp == 0) continue;
    written(job, "parallel", "tp")
        .fail("tp " + std::to_string(tp) + " does not divide the " + count(n, name) + " of block " +
              std::to_string(index) + block_type(layer) +
              ": each tensor-parallel rank needs whole heads");
  }
}

void check_tensor(const io::Node& job_node, const TrainJob& job, const model::ModelSpec& model) {
  const Parallelism& par = job.parallel;
  if (par.tp > 1) {
    for (std::size_t i = 0; i < model.layers.size(); ++i) {
      check_tp_heads(job_node, par.tp, model.layers[i], i);
      check_tp_ffn(job_node, par.tp, model.layers[i], i);
    }
  }
  // Each context-parallel rank's seq_len / cp tokens are what sequence parallelism splits.
  if (par.sp && job.seq_len % (par.tp * par.cp) != 0) {
    written(job_node, "parallel", "sp")
        .fail("sequence parallelism splits seq_len " + std::to_string(job.seq_len) +
              (par.cp > 1 ? " / cp " + std::to_string(par.cp) : std::string()) + " over tp " +
              std::to_string(par.tp) + ", which does not divide it");
  }
}

std::int64_t tp(const TrainJob& job) { return job.parallel.tp; }
std::int64_t tp_with_sp(const TrainJob& job) { return job.parallel.sp ? job.parallel.tp : 1; }

// --- pipeline parallelism (1F1B, interleaved) ---------------------------------------------------

void read_pipeline(const io::SectionReader& p, Parallelism& par) {
  par.pp = p.integer("pp");
  par.virtual_stages = p.integer("virtual_stages");
  if (par.virtual_stages > 1 && par.pp == 1) {
    p.node("virtual_stages")->fail("interleaved 1F1B (virtual_stages > 1) needs pp > 1");
  }
}

void check_pipeline_step(const io::SectionReader& p, const TrainJob& job) {
  const Parallelism& par = job.parallel;
  if (par.virtual_stages > 1 && job.grad_accum_steps % par.pp != 0) {
    p.node("virtual_stages")
        ->fail("interleaved 1F1B needs the micro-batches per step (" +
               std::to_string(job.grad_accum_steps) + ") to be a multiple of pp (" +
               std::to_string(par.pp) + ")");
  }
}

void check_pipeline(const io::Node& job_node, const TrainJob& job, const model::ModelSpec& model) {
  const Parallelism& par = job.parallel;
  const auto layers = static_cast<std::int64_t>(model.layers.size());
  if (par.pp > layers) {
    written(job_node, "parallel", "pp")
        .fail("pp " + std::to_string(par.pp) + " is more pipeline stages than the model's " +
              count(layers, "blocks") + ": a stage needs at least one block");
  }
  if (par.virtual_stages > 1 && par.virtual_stages > layers / par.pp) {  // pp x v > layers
    written(job_node, "parallel", "virtual_stages")
        .fail("pp " + std::to_string(par.pp) + " x virtual_stages " +
              std::to_string(par.virtual_stages) + " is more model chunks than the model's " +
              count(layers, "blocks") + ": a chunk needs at least one block");
  }
}

std::int64_t pp(const TrainJob& job) { return job.parallel.pp; }

// --- context parallelism ------------------------------------------------------------------------

void read_context(const io::SectionReader& p, Parallelism& par) { par.cp = p.integer("cp"); }

void check_context(const io::Node& job_node, const TrainJob& job, const model::ModelSpec&) {
  if (job.seq_len % job.parallel.cp != 0) {
    written(job_node, "parallel", "cp")
        .fail("cp " + std::to_string(job.parallel.cp) + " does not divide seq_len " +
              std::to_string(job.seq_len) + ": each context-parallel rank takes an equal part");
  }
}

std::int64_t cp(const TrainJob& job) { return job.parallel.cp; }

// --- DeepSpeed-Ulysses sequence parallelism ------------------------------------------------------
// Jacobs et al. 2023, "DeepSpeed Ulysses" (arXiv:2309.14509; DeepSpeed's blogs/deepspeed-ulysses):
// outside attention each of the `ulysses` ranks holds seq_len/ulysses tokens of every sequence; an
// all-to-all of q, k and v before the attention core gives each rank all tokens of
// heads/ulysses heads, and one after it returns the output to the sequence split. So every saved
// tensor holds 1/ulysses of the micro-batch's elements, as with cp: outside attention by tokens,
// inside it all s tokens of H/ulysses heads (q, k, v, output, logsumexp b*s*(H/u) =
// b*(s/u)*H), and the scores b*(H/u)*s*s = b*H*(s/u)*s, which the accounting counts as query rows
// over a tokens divisor. Hence the row divides Share::tokens. The weights are replicated over the
// ranks ("it does not impact the memory consumed by the model states"); DeepSpeed's ZeRO
// partitions the states over the data- and sequence-parallel ranks together, so with ZeRO stage z
// the row divides what the data row divides at that stage by ulysses too (DeepSpeed's own ZeRO:
// the stage written, not Megatron's distributed optimizer). The ranks of a Ulysses group read the
// same sequences: dp counts the groups, and a job spans dp * ulysses * tp * pp * cp GPUs (an
// assumption of this accounting, not a rule DeepSpeed states). ZeRO over the Ulysses ranks alone
// (dp 1) is refused by the data row.

void read_ulysses(const io::SectionReader& p, Parallelism& par) {
  par.ulysses = p.integer("ulysses");
}

// Each rank attends over whole heads: ulysses divides the heads, and for GQA the KV heads, that
// each tensor-parallel rank holds (the tensor row has checked that tp divides them).
void check_ulysses_heads(const io::Node& job_node, const Parallelism& par,
                         const model::LayerSpec& layer, std::size_t index) {
  const model::AttentionSpec& a = layer.attention;
  const bool linear = a.kind == model::AttentionKind::linear;
  const std::int64_t heads = (linear ? a.linear.value_heads : a.heads) / par.tp;
  const std::int64_t kv = (linear ? a.linear.key_heads : a.kv_heads) / par.tp;
  if (heads % par.ulysses == 0 && kv % par.ulysses == 0) return;
  const std::string where =
      par.tp > 1 ? " per tensor-parallel rank (tp " + std::to_string(par.tp) + ")" : "";
  written(job_node, "parallel", "ulysses")
      .fail("ulysses " + std::to_string(par.ulysses) + " does not divide the " +
            count(heads, linear ? "value heads" : "heads") + " and " +
            count(kv, linear ? "key heads" : "KV heads") + where + " of block " +
            std::to_string(index) + block_type(layer) +
            ": each Ulysses rank attends over whole heads");
}

void check_ulysses(const io::Node& job_node, const TrainJob& job, const model::ModelSpec& model) {
  const std::int64_t u = job.parallel.ulysses;
  if (u == 1) return;
  for (std::size_t i = 0; i < model.layers.size(); ++i) {
    check_ulysses_heads(job_node, job.parallel, model.layers[i], i);
  }
  // With context parallelism beside it, each of the cp x ulysses ranks takes an equal part.
  const std::int64_t ranks = u * job.parallel.cp;
  if (job.seq_len % ranks != 0) {
    written(job_node, "parallel", "ulysses")
        .fail(
            "ulysses " + std::to_string(u) +
            (job.parallel.cp > 1 ? " x cp " + std::to_string(job.parallel.cp) : std::string()) +
            " does not divide seq_len " + std::to_string(job.seq_len) + ": each " +
            (job.parallel.cp > 1 ? "of the " + std::to_string(ranks) + " ranks" : "Ulysses rank") +
            " takes an equal part");
  }
}

std::int64_t ulysses(const TrainJob& job) { return job.parallel.ulysses; }
std::int64_t ulysses_from_zero1(const TrainJob& job) {
  return job.parallel.zero >= 1 ? ulysses(job) : 1;
}
std::int64_t ulysses_from_zero2(const TrainJob& job) {
  return job.parallel.zero >= 2 ? ulysses(job) : 1;
}
std::int64_t ulysses_from_zero3(const TrainJob& job) {
  return job.parallel.zero >= 3 ? ulysses(job) : 1;
}

// --- expert parallelism -------------------------------------------------------------------------

void read_expert(const io::SectionReader& p, Parallelism& par) { par.ep = p.integer("ep"); }

void check_expert(const io::Node& job_node, const TrainJob& job, const model::ModelSpec& model) {
  const std::int64_t ep = job.parallel.ep;
  if (ep == 1) return;
  bool any = false;
  for (const model::LayerSpec& layer : model.layers) {
    if (!layer.ffn.is_moe()) continue;
    any = true;
    if (layer.ffn.experts % ep != 0) {
      written(job_node, "parallel", "ep")
          .fail("ep " + std::to_string(ep) + " does not divide the " +
                count(layer.ffn.experts, "experts") + " of the model's MoE blocks");
    }
  }
  if (!any) {
    written(job_node, "parallel", "ep")
        .fail("ep " + std::to_string(ep) + " splits experts, but the model has no MoE blocks");
  }
}

std::int64_t ep(const TrainJob& job) { return job.parallel.ep; }

}  // namespace

const std::vector<SchemeTraits>& parallel_registry() {
  static const std::vector<SchemeTraits> rows = {
      {"data",
       {degree("dp", "1", "Data-parallel replicas."),
        degree("zero", "0",
               "ZeRO stage over dp: 1 shards optimizer states, 2 also gradients, 3 also weights.",
               0)},
       read_data,
       nullptr,
       nullptr,
       {{Share::batch, dp},
        {Share::master, dp_from_zero1},
        {Share::optimizer_states, dp_from_zero1},
        {Share::gradients, dp_from_zero2},
        {Share::weights, dp_from_zero3}}},
      {"tensor",
       {degree("tp", "1", "Tensor-parallel ranks."),
        io::param::boolean("sp", "false", "Sequence parallelism (with tp).")},
       read_tensor,
       nullptr,
       check_tensor,
       {{Share::columns, tp}, {Share::sequence, tp_with_sp}}},
      {"pipeline",
       {degree("pp", "1", "Pipeline stages (1F1B schedule)."),
        degree("virtual_stages", "1",
               "Model chunks per pipeline rank (interleaved 1F1B; needs pp > 1 and the "
               "micro-batches a multiple of pp).")},
       read_pipeline,
       check_pipeline_step,
       check_pipeline,
       {{Share::stages, pp}}},
      {"context",
       {degree("cp", "1", "Context-parallel ranks (split the sequence).")},
       read_context,
       nullptr,
       check_context,
       {{Share::tokens, cp}}},
      {"ulysses",
       {degree("ulysses", "1",
               "DeepSpeed-Ulysses ranks (split the sequence outside attention, the heads inside; "
               "ZeRO shards over dp x ulysses).")},
       read_ulysses,
       nullptr,
       check_ulysses,
       {{Share::tokens, ulysses},
        {Share::master, ulysses_from_zero1},
        {Share::optimizer_states, ulysses_from_zero1},
        {Share::gradients, ulysses_from_zero2},
        {Share::weights, ulysses_from_zero3}}},
      {"expert",
       {degree("ep", "1", "Expert-parallel ranks (split the experts).")},
       read_expert,
       nullptr,
       check_expert,
       {{Share::experts, ep}}},
  };
  return rows;
}

std::int64_t share(const TrainJob& job, Share s) {
  std::int64_t product = 1;
  for (const SchemeTraits& row : parallel_registry()) {
    for (const Division& d : row.divides) {
      if (d.share == s) product *= d.by(job);
    }
  }
  return product;
}

}  // namespace hwsim::train
