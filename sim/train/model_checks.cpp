#include "sim/train/model_checks.hpp"

#include <string>

#include "sim/io/input_error.hpp"

namespace hwsim::train {
namespace {

// The node of job.<section>.<key> where written, else the nearest written ancestor (a value that
// breaks a rule is only ever defaulted when the rule holds for the default).
io::Node written(const io::Node& job, const char* section, const char* key) {
  const auto outer = section ? job.find(section) : std::optional<io::Node>(job);
  if (!outer || !outer->is_map()) return job;
  const auto inner = outer->find(key);
  return inner ? *inner : *outer;
}

std::string count(std::int64_t n, const char* what) { return std::to_string(n) + " " + what; }

// " (sliding)" for a block of a named type in a heterogeneous pattern; "" for a uniform model.
std::string block_type(const model::LayerSpec& layer) {
  return layer.type_name.empty() || layer.type_name == "block" ? "" : " (" + layer.type_name + ")";
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

void check_tp(const io::Node& job, std::int64_t tp, const model::ModelSpec& model) {
  if (tp == 1) return;
  for (std::size_t i = 0; i < model.layers.size(); ++i) {
    const model::AttentionSpec& a = model.layers[i].attention;
    const bool linear = a.kind == model::AttentionKind::linear;
    const std::int64_t heads = linear ? a.linear.value_heads : a.heads;
    const std::int64_t kv = linear ? a.linear.key_heads : a.kv_heads;
    const char* kv_name = linear ? "key heads" : "KV heads";
    for (const auto& [n, name] :
         {std::pair{heads, linear ? "value heads" : "heads"}, std::pair{kv, kv_name}}) {
      if (n % tp == 0) continue;
      written(job, "parallel", "tp")
          .fail("tp " + std::to_string(tp) + " does not divide the " + count(n, name) +
                " of block " + std::to_string(i) + block_type(model.layers[i]) +
                ": each tensor-parallel rank needs whole heads");
    }
    check_tp_ffn(job, tp, model.layers[i], i);
  }
}

void check_ep(const io::Node& job, std::int64_t ep, const model::ModelSpec& model) {
  if (ep == 1) return;
  bool any = false;
  for (const model::LayerSpec& layer : model.layers) {
    if (!layer.ffn.is_moe()) continue;
    any = true;
    if (layer.ffn.experts % ep != 0) {
      written(job, "parallel", "ep")
          .fail("ep " + std::to_string(ep) + " does not divide the " +
                count(layer.ffn.experts, "experts") + " of the model's MoE blocks");
    }
  }
  if (!any) {
    written(job, "parallel", "ep")
        .fail("ep " + std::to_string(ep) + " splits experts, but the model has no MoE blocks");
  }
}

}  // namespace

void check_against_model(const io::Node& job_node, const TrainJob& job,
                         const model::ModelSpec& model) {
  const Parallelism& par = job.parallel;
  check_tp(job_node, par.tp, model);
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
  if (par.sp && job.seq_len % par.tp != 0) {
    written(job_node, "parallel", "sp")
        .fail("sequence parallelism splits seq_len " + std::to_string(job.seq_len) + " over tp " +
              std::to_string(par.tp) + ", which does not divide it");
  }
  if (job.seq_len % par.cp != 0) {
    written(job_node, "parallel", "cp")
        .fail("cp " + std::to_string(par.cp) + " does not divide seq_len " +
              std::to_string(job.seq_len) + ": each context-parallel rank takes an equal part");
  }
  check_ep(job_node, par.ep, model);
  if (model.max_positions > 0 && job.seq_len > model.max_positions) {
    written(job_node, nullptr, "seq_len")
        .fail("seq_len " + std::to_string(job.seq_len) + " is beyond the model's " +
              count(model.max_positions, "positions") + " (model.max_positions)");
  }
}

}  // namespace hwsim::train
