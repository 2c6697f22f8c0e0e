#pragma once
// The memory of the most loaded GPU in one training step, as named pieces that both the analytic
// sum (memory_terms.hpp) and the step timeline (step_timeline.hpp) use.
//
// Parallelism, for one GPU (dp data, tp tensor, pp pipeline, cp context, ep expert parallel;
// each scheme's divisions are its row of parallel.hpp, which the plan asks through share()):
// - Parameters on a GPU: the tensors of its pipeline stage; weight matrices (and the vocab-parallel
//   embedding and head) divided by tp; expert matrices further divided by ep; norm gains, biases
//   and the other vectors replicated.
// - Pipeline: blocks split as evenly as possible, earlier stages taking the remainder; the
//   embedding (and position table) lives on the first stage, the final norm and head on the last.
//   With tied embeddings and pp > 1 the last stage holds its own copy of the embedding as the head
//   (Megatron-LM does this and all-reduces the two gradients). 1F1B: stage i has min(pp - i,
//   micro_batches) micro-batches in flight; the first stage therefore holds min(pp, micro_batches)
//   micro-batches of activations (Narayanan et al. 2021, "Efficient Large-Scale Language Model
//   Training on GPU Clusters Using Megatron-LM", section 2.2.1). Interleaved 1F1B with v virtual
//   stages: rank i holds min((pp - i - 1)*2 + (v - 1)*pp + 1, micro_batches*v) chunks of L/(pp*v)
//   layers (memory_plan.cpp). The most loaded stage is whichever of the first and last stage
//   totals more (both are evaluated).
// - ZeRO (Rajbhandari et al. 2020, "ZeRO: Memory Optimizations Toward Training Trillion Parameter
//   Models"): stage 1 divides master weights and optimizer states by dp, stage 2 also gradients
//   (and the gradient accumulation buffer), stage 3 also the weights. The transient all-gathered
//   layer of ZeRO-3 is not modelled.
// - Activations: see activations.hpp (tp, sp and cp divide them there); data and expert parallelism
//   leave a GPU's activations unchanged (balanced routing).
// - Autocast (bf16_autocast): every matmul casts its fp32 weight to bf16 and saves the copy for
//   its backward, so a block holds a bf16 copy of its weight matrices (2 bytes per local matrix
//   parameter) from its forward to its backward, per micro-batch in flight (autocast's cache is
//   emptied when the forward's autocast region ends, so no copy survives into the optimizer
//   step). With full recomputation the forward's copies are dropped with the other saved tensors
//   and the recomputed forward makes them again in the block's backward.
// - Optimizer temporaries by implementation (memory_plan.cpp, optimizer_temporaries, cites the
//   functions): Adam foreach one per parameter in the state's dtype, for-loop twice the largest
//   tensor, fused and Megatron's distributed optimizer none, SGD none. Megatron's distributed
//   optimizer also shards master weights and states over dp (at least ZeRO-1).
// - Vocabulary padding: the embedding, head and logits use the vocabulary rounded up to a multiple
//   of vocab_divisible_by * tp (Megatron's --make-vocab-size-divisible-by).
// - Tied embeddings on a stage that holds both embedding and head: the head's matmul produces the
//   shared matrix's first gradient, so its gradient buffer exists from the head's backward on.
#include <cstdint>
#include <string>
#include <vector>

#include "sim/model/architecture.hpp"
#include "sim/train/activations.hpp"
#include "sim/train/train_job.hpp"

namespace hwsim::train {

struct StateMemory {
  Bytes weights = 0;
  Bytes gradients = 0;  // gradients + fp32 accumulation buffer
  Bytes master = 0;     // fp32 master weights
  Bytes optimizer = 0;  // optimizer moments
  Bytes total() const { return weights + gradients + master + optimizer; }
};

struct LayerPlan {
  std::string name;      // "layers.7"
  Bytes parameters = 0;  // parameters on this GPU (after tp/ep/zero-3 do not apply here)
  StateMemory state;     // bytes on this GPU after ZeRO
  // What the caching allocator adds to each piece of state beyond its exact bytes, one block per
  // tensor (allocator.hpp; hf-transformers stack only, else zero).
  StateMemory state_blocks;
  Bytes kept = 0;              // activations kept per micro-batch
  Bytes recomputed = 0;        // transient in its backward
  Bytes backward_working = 0;  // transient in its backward (block_backward_working_set)
  Bytes weight_casts = 0;      // autocast's bf16 weight copies, per micro-batch
  double forward_flops = 0;    // one micro-batch on this GPU
};

struct StagePlan {
  std::int64_t stage = 0;
  bool first = true;
  bool last = true;
  std::int64_t in_flight = 1;  // micro-batches of activations held at once (1F1B)
  std::int64_t micro_batches = 1;
  double tokens = 0;  // tokens of one micro-batch on this GPU (b*s/cp)
  LayerPlan input;    // embedding (first stage), zero-sized otherwise
  std::vector<LayerPlan> layers;
  LayerPlan output;                      // final norm + head (last stage)
  Bytes logits = 0;                      // per micro-batch: head.head_kept + head.loss_kept
  HeadActivationPlan head;               // the head and loss (last stage)
  bool weight_casts_recomputed = false;  // full recomputation: casts made in the backward
  // Autocast's cast cache (torch.autocast, cache_enabled) holds every block's bf16 weight copies
  // from its forward to the end of the autocast region (after the loss) even when full
  // recomputation saves none of them: hf-transformers stack only (stack.hpp).
  bool weight_casts_cached_to_loss = false;
  bool embedding_grad_at_head = false;  // tied embedding: gradient made by the head's backward
  Bytes optimizer_temporaries = 0;      // transient in the optimizer step
  Bytes parameters = 0;                 // parameters on this GPU (before ZeRO-3)
  bool states_at_startup = true;

  StateMemory state() const;         // all state on this GPU (exact bytes)
  StateMemory state_blocks() const;  // the allocator's blocks beyond state(), per piece
  Bytes activations() const;         // in_flight * sum(kept) + max(recomputed)
  Bytes weight_casts() const;  // in_flight * sum(weight_casts), max(weight_casts) if recomputed
  Bytes largest_transient() const;  // largest loss-step transient + largest backward working set
  Bytes logits_total() const { return last ? logits : 0; }
};

// Plans one pipeline stage (0 .. pp-1).
StagePlan plan_stage(const model::ModelSpec& model, const TrainJob& job, std::int64_t stage);

// Micro-batches per optimizer step.
std::int64_t micro_batches(const TrainJob& job);

// The memory of a stage's GPU without framework overheads with every buffer live at once: state
// (with its allocator blocks) + activations + weight casts + logits + the largest transients + the
// optimizer temporaries.
Bytes model_memory_sum(const StagePlan& plan);

// The most loaded stage (first or last).
StagePlan plan_most_loaded_stage(const model::ModelSpec& model, const TrainJob& job);

}  // namespace hwsim::train
