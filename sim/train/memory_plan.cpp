#include "sim/train/memory_plan.hpp"

#include <algorithm>

#include "sim/train/activations.hpp"
#include "sim/train/allocator.hpp"
#include "sim/train/parallel.hpp"
#include "sim/train/precision.hpp"
#include "sim/train/stack.hpp"

namespace hwsim::train {

namespace {

Bytes ld(std::int64_t v) { return static_cast<Bytes>(v); }

bool is_expert_tensor(const std::string& name) {
  return name.find(".experts.") != std::string::npos;
}

// Parameters of a tensor list on one GPU: matrices divided by the column share (experts also by
// the expert share), vectors whole; matrices only when `matrices_only`.
Bytes local_parameters(const std::vector<model::TensorCount>& list, const TrainJob& job,
                       bool matrices_only = false) {
  const Bytes columns = ld(share(job, Share::columns));
  const Bytes experts = ld(share(job, Share::experts));
  Bytes total = 0;
  for (const model::TensorCount& t : list) {
    if (matrices_only && t.cols <= 1) continue;
    Bytes n = ld(t.count);
    if (t.cols > 1) n /= columns;
    if (is_expert_tensor(t.name)) n /= experts;
    total += n;
  }
  return total;
}

// Each piece of state divided by its share (ZeRO's shards: parallel.hpp).
StateMemory state_for(Bytes params, const TrainJob& job) {
  const StateBytes per = state_bytes(job.precision, job.optimizer);
  StateMemory s;
  s.weights = params * per.weights / ld(share(job, Share::weights));
  s.gradients = params * per.gradients_total() / ld(share(job, Share::gradients));
  s.master = params * per.master / ld(share(job, Share::master));
  s.optimizer = params * per.optimizer / ld(share(job, Share::optimizer_states));
  return s;
}

// The state of a tensor list with every piece of every tensor one caching-allocator block
// (hf-transformers stack: PyTorch allocates each parameter, its .grad and each optimizer state
// tensor separately; allocator.hpp).
StateMemory state_in_blocks(const std::vector<model::TensorCount>& list, const TrainJob& job) {
  const StateBytes per = state_bytes(job.precision, job.optimizer);
  const int states = per.state_element > 0 ? per.optimizer / per.state_element : 0;
  StateMemory s;
  for (const model::TensorCount& t : list) {
    const Bytes n = local_parameters({t}, job);
    auto piece = [&](int bytes, Share by) {
      return bytes > 0 ? allocator_block_bytes(n * bytes / ld(share(job, by))) : Bytes{0};
    };
    s.weights += piece(per.weights, Share::weights);
    s.gradients += piece(per.grads, Share::gradients) + piece(per.grad_accum, Share::gradients);
    s.master += piece(per.master, Share::master);
    s.optimizer += states * piece(per.state_element, Share::optimizer_states);
  }
  return s;
}

LayerPlan make_plan(std::string name, const std::vector<model::TensorCount>& tensors,
                    const TrainJob& job) {
  LayerPlan p;
  p.name = std::move(name);
  p.parameters = local_parameters(tensors, job);
  p.state = state_for(p.parameters, job);
  if (stack_rules(job).allocator_blocks) {
    const StateMemory blocks = state_in_blocks(tensors, job);
    p.state_blocks.weights = blocks.weights - p.state.weights;
    p.state_blocks.gradients = blocks.gradients - p.state.gradients;
    p.state_blocks.master = blocks.master - p.state.master;
    p.state_blocks.optimizer = blocks.optimizer - p.state.optimizer;
  }
  return p;
}

// Autocast's bf16 copies of a block's matrices (2 bytes per local matrix parameter), one
// allocation per matrix with the hf-transformers stack.
Bytes weight_cast_bytes(const std::vector<model::TensorCount>& tensors, const TrainJob& job) {
  if (!stack_rules(job).allocator_blocks) return 2 * local_parameters(tensors, job, true);
  Bytes total = 0;
  for (const model::TensorCount& t : tensors) {
    if (t.cols > 1) total += allocator_block_bytes(2 * local_parameters({t}, job));
  }
  return total;
}

double layer_forward_flops(const model::LayerSpec& layer, std::int64_t hidden,
                           const TrainJob& job) {
  // 2 FLOPs per multiply-add over the active weight matrices, plus the two attention matmuls
  // (QK^T and softmax*V, 2*2*b*sq*sk*H*d; causal masking not discounted). A rough compute time.
  const double tokens = static_cast<double>(job.micro_batch) * static_cast<double>(job.seq_len) /
                        static_cast<double>(share(job, Share::tokens));
  double weights = 0;
  for (const model::MatrixGroup& g : model::matrix_groups(layer, hidden)) {
    weights += static_cast<double>(g.input_dim) * static_cast<double>(g.output_dim()) *
               static_cast<double>(g.active_instances);
  }
  double flops = 2.0 * tokens * weights;
  const model::AttentionSpec& a = layer.attention;
  if (a.kind != model::AttentionKind::linear) {
    const double sk = a.kind == model::AttentionKind::sliding
                          ? static_cast<double>(std::min(a.window, job.seq_len))
                          : static_cast<double>(job.seq_len);
    flops += 4.0 * tokens * sk * static_cast<double>(a.q_width());
  }
  return flops / static_cast<double>(share(job, Share::columns));
}

// Elements of the largest parameter tensor on this GPU (local_parameters of each).
Bytes largest_tensor(const std::vector<model::TensorCount>& input,
                     const std::vector<model::TensorCount>& output, const model::ModelSpec& model,
                     std::int64_t begin, std::int64_t count, const TrainJob& job) {
  Bytes largest = 0;
  auto scan = [&](const std::vector<model::TensorCount>& list) {
    for (const model::TensorCount& t : list) {
      largest = std::max(largest, local_parameters({t}, job));
    }
  };
  scan(input);
  scan(output);
  for (std::int64_t i = begin; i < begin + count; ++i) {
    scan(model::layer_tensors(model.layers[static_cast<std::size_t>(i)], model.hidden, i));
  }
  return largest;
}

// Bytes the optimizer step allocates beyond the states, from each implementation's source
// (torch/optim/adam.py and sgd.py of PyTorch 2.x; Megatron-LM's optimizer):
//   Adam/AdamW foreach (_multi_tensor_adam): exp_avg_sq_sqrt = torch._foreach_sqrt(exp_avg_sqs),
//     one temporary per parameter in the state's dtype; the other updates are in place;
//   Adam/AdamW for-loop (_single_tensor_adam): denom = (exp_avg_sq.sqrt() / bc2_sqrt).add_(eps),
//     the sqrt and the quotient of one tensor live at once: 2 x the largest tensor;
//   Adam/AdamW fused (_fused_adamw_) and Megatron's distributed optimizer (fused Adam over the
//     main-parameter shard): one in-place kernel, none;
//   SGD (with or without momentum, any implementation): in-place updates (_foreach_mul_/add_ on
//     the momentum buffers, add_ on the parameters), none.
Bytes optimizer_temporaries(const StagePlan& plan, const TrainJob& job, Bytes largest) {
  const bool adam = job.optimizer == Optimizer::adam || job.optimizer == Optimizer::adamw;
  if (!adam) return 0;
  const Bytes shard = ld(share(job, Share::optimizer_states));
  const Bytes element = state_bytes(job.precision, job.optimizer).state_element;
  switch (job.optimizer_impl) {
    case OptimizerImpl::foreach:
      return plan.parameters / shard * element;
    case OptimizerImpl::for_loop:
      return 2 * largest / shard * element;
    case OptimizerImpl::fused:
    case OptimizerImpl::megatron_distributed:
      return 0;
  }
  return 0;
}

}  // namespace

std::int64_t micro_batches(const TrainJob& job) { return job.grad_accum_steps; }

namespace {

// Sum over the stage's embedding, blocks and head of one StateMemory member of LayerPlan.
StateMemory sum_state(const StagePlan& plan, StateMemory LayerPlan::*member) {
  StateMemory s;
  auto add = [&s](const StateMemory& o) {
    s.weights += o.weights;
    s.gradients += o.gradients;
    s.master += o.master;
    s.optimizer += o.optimizer;
  };
  add(plan.input.*member);
  for (const LayerPlan& l : plan.layers) add(l.*member);
  add(plan.output.*member);
  return s;
}

}  // namespace

StateMemory StagePlan::state() const { return sum_state(*this, &LayerPlan::state); }
StateMemory StagePlan::state_blocks() const { return sum_state(*this, &LayerPlan::state_blocks); }

namespace {

// Sum over the stage's blocks of one LayerPlan member.
Bytes sum_of(const std::vector<LayerPlan>& layers, Bytes LayerPlan::*member) {
  Bytes sum = 0;
  for (const LayerPlan& l : layers) sum += l.*member;
  return sum;
}

// Largest over the stage's blocks of one LayerPlan member (0 for no blocks).
Bytes max_of(const std::vector<LayerPlan>& layers, Bytes LayerPlan::*member) {
  Bytes largest = 0;
  for (const LayerPlan& l : layers) largest = std::max(largest, l.*member);
  return largest;
}

}  // namespace

Bytes StagePlan::activations() const {
  return ld(in_flight) * sum_of(layers, &LayerPlan::kept) + max_of(layers, &LayerPlan::recomputed);
}

Bytes StagePlan::weight_casts() const {
  return weight_casts_recomputed ? max_of(layers, &LayerPlan::weight_casts)
                                 : ld(in_flight) * sum_of(layers, &LayerPlan::weight_casts);
}

Bytes StagePlan::largest_transient() const {
  const Bytes working = max_of(layers, &LayerPlan::backward_working);
  const Bytes loss =
      last ? std::max({head.loss_forward, head.loss_backward, head.logits_gradient}) : 0;
  return loss + working;
}

Bytes model_memory_sum(const StagePlan& plan) {
  return plan.state().total() + plan.state_blocks().total() + plan.activations() +
         plan.weight_casts() + ld(plan.in_flight) * plan.logits_total() + plan.largest_transient() +
         plan.optimizer_temporaries;
}

namespace {

// The model with its vocabulary padded to a multiple of vocab_divisible_by times the column share
// (Megatron's --make-vocab-size-divisible-by, over tp).
model::ModelSpec padded_model(const model::ModelSpec& model, const TrainJob& job) {
  model::ModelSpec out = model;
  const std::int64_t multiple = job.vocab_divisible_by * share(job, Share::columns);
  out.vocab = (model.vocab + multiple - 1) / multiple * multiple;
  return out;
}

// A pipeline stage's blocks and the activations it holds at once.
struct StageLayout {
  std::int64_t begin = 0;  // first block
  std::int64_t count = 0;  // blocks
  std::int64_t in_flight = 1;
  Bytes kept_scale = 1;  // scales each block's kept activations (interleaved 1F1B)
};

// Blocks split as evenly as possible over the stages, earlier stages taking the remainder; 1F1B
// holds min(stages - stage, micro-batches) micro-batches at once.
StageLayout stage_layout(std::int64_t layers, const TrainJob& job, std::int64_t stage) {
  const std::int64_t stages = share(job, Share::stages);
  const std::int64_t base = layers / stages;
  const std::int64_t extra = layers % stages;
  StageLayout out;
  out.begin = stage * base + std::min(stage, extra);
  out.count = base + (stage < extra ? 1 : 0);
  const std::int64_t micro = micro_batches(job);
  out.in_flight = std::min(stages - stage, micro);
  // Interleaved 1F1B (Megatron-LM, schedules.py forward_backward_pipelining_with_interleaving):
  // rank i runs (pp - i - 1)*2 + (v - 1)*pp warm-up chunk forwards, so it holds that plus one
  // chunk (L/(pp*v) layers) of activations, at most micro_batches*v: for rank 0
  // L*(1 + (pp - 1)/(pp*v)) layers (Korthikanti et al. 2022, section 4.2.3). In whole-stage
  // micro-batches that is chunks / v: in_flight rounds it up, and each layer's kept activations
  // are scaled by (chunks / v) / in_flight so the stage holds exactly chunks / v.
  if (job.parallel.virtual_stages > 1) {
    const std::int64_t v = job.parallel.virtual_stages;
    const std::int64_t chunks =
        std::min((stages - stage - 1) * 2 + (v - 1) * stages + 1, micro * v);
    out.in_flight = (chunks + v - 1) / v;
    out.kept_scale = ld(chunks) / ld(v) / ld(out.in_flight);
  }
  return out;
}

// The embedding's tensors (first stage) and the final norm's and head's (last stage); with tied
// embeddings a last stage that is not the first holds its own copy of the embedding as the head.
void split_outer_tensors(const model::ModelSpec& model, const StagePlan& plan,
                         std::vector<model::TensorCount>& input,
                         std::vector<model::TensorCount>& output) {
  for (const model::TensorCount& t : model::tensors(model)) {
    if (t.name.rfind("embed_", 0) == 0) {
      if (plan.first) input.push_back(t);
      if (plan.last && !plan.first && model.tied_embeddings && t.name == "embed_tokens.weight") {
        model::TensorCount head = t;
        head.name = "lm_head.weight (tied copy)";
        output.push_back(head);
      }
    } else if (t.name.rfind("final_norm", 0) == 0 || t.name.rfind("lm_head", 0) == 0) {
      if (plan.last) output.push_back(t);
    }
  }
}

LayerPlan block_plan(const model::ModelSpec& model, const TrainJob& job, std::int64_t i,
                     Bytes kept_scale) {
  const model::LayerSpec& spec = model.layers[static_cast<std::size_t>(i)];
  const std::vector<model::TensorCount> tensors = model::layer_tensors(spec, model.hidden, i);
  LayerPlan lp = make_plan("layers." + std::to_string(i), tensors, job);
  const BlockActivationPlan acts = block_activation_plan(spec, model.hidden, job);
  lp.kept = acts.kept * kept_scale;
  lp.recomputed = acts.recomputed;
  lp.backward_working = block_backward_working_set(spec, model.hidden, job);
  // Bias vectors are cast too, but no backward saves them (a matmul's weight gradient needs
  // its input, its input gradient the weight): only the matrices' copies outlive the forward.
  if (is_autocast(job.precision)) lp.weight_casts = weight_cast_bytes(tensors, job);
  lp.forward_flops = layer_forward_flops(spec, model.hidden, job);
  return lp;
}

}  // namespace

StagePlan plan_stage(const model::ModelSpec& unpadded, const TrainJob& job, std::int64_t stage) {
  const model::ModelSpec model = padded_model(apply_stack(unpadded, job), job);
  const StageLayout layout =
      stage_layout(static_cast<std::int64_t>(model.layers.size()), job, stage);

  StagePlan plan;
  plan.stage = stage;
  plan.first = stage == 0;
  plan.last = stage == share(job, Share::stages) - 1;
  plan.micro_batches = micro_batches(job);
  plan.in_flight = layout.in_flight;
  plan.tokens = static_cast<double>(job.micro_batch) * static_cast<double>(job.seq_len) /
                static_cast<double>(share(job, Share::tokens));
  plan.states_at_startup = job.states_allocated == StatesAllocated::startup;

  std::vector<model::TensorCount> input;
  std::vector<model::TensorCount> output;
  split_outer_tensors(model, plan, input, output);
  plan.input = make_plan("embedding", input, job);
  plan.output = make_plan("head", output, job);
  plan.parameters = plan.input.parameters + plan.output.parameters;

  for (std::int64_t i = layout.begin; i < layout.begin + layout.count; ++i) {
    plan.layers.push_back(block_plan(model, job, i, layout.kept_scale));
    plan.parameters += plan.layers.back().parameters;
  }
  // The masks the checkpoints hold live from the first block's forward to its backward.
  if (plan.first && !plan.layers.empty())
    plan.layers.front().kept += checkpointed_mask_bytes(model, job) * layout.kept_scale;
  plan.weight_casts_recomputed = job.recompute == Recompute::full;
  plan.weight_casts_cached_to_loss = plan.weight_casts_recomputed && plan.last &&
                                     is_autocast(job.precision) &&
                                     stack_rules(job).autocast_cache_to_loss;
  if (plan.last) {
    plan.head = head_activation_plan(model, job);
    plan.logits = plan.head.head_kept + plan.head.loss_kept;
    plan.embedding_grad_at_head = plan.first && model.tied_embeddings;
  }
  plan.optimizer_temporaries = optimizer_temporaries(
      plan, job, largest_tensor(input, output, model, layout.begin, layout.count, job));
  return plan;
}

StagePlan plan_most_loaded_stage(const model::ModelSpec& model, const TrainJob& job) {
  StagePlan first = plan_stage(model, job, 0);
  const std::int64_t stages = share(job, Share::stages);
  if (stages == 1) return first;
  StagePlan last = plan_stage(model, job, stages - 1);
  return model_memory_sum(last) > model_memory_sum(first) ? last : first;
}

}  // namespace hwsim::train
