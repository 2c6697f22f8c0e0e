#pragma once
// The memory of the most loaded GPU in one training step, as named pieces that both the analytic
// sum (memory_terms.hpp) and the step timeline (step_timeline.hpp) use.
//
// Parallelism, for one GPU (dp data, tp tensor, pp pipeline, cp context, ep expert parallel):
// - Parameters on a GPU: the tensors of its pipeline stage; weight matrices (and the vocab-parallel
//   embedding and head) divided by tp; expert matrices further divided by ep; norm gains, biases
//   and the other vectors replicated.
// - Pipeline: blocks split as evenly as possible, earlier stages taking the remainder; the
// embedding
//   (and position table) lives on the first stage, the final norm and head on the last. With tied
//   embeddings and pp > 1 the last stage holds its own copy of the embedding as the head
//   (Megatron-LM does this and all-reduces the two gradients). 1F1B: stage i has min(pp - i,
//   micro_batches) micro-batches in flight; the first stage therefore holds min(pp, micro_batches)
//   micro-batches of activations (Narayanan et al. 2021, "Efficient Large-Scale Language Model
//   Training on GPU Clusters Using Megatron-LM", section 2.2.1). The most loaded stage is whichever
//   of the first and last stage totals more (both are evaluated).
// - ZeRO (Rajbhandari et al. 2020, "ZeRO: Memory Optimizations Toward Training Trillion Parameter
//   Models"): stage 1 divides master weights and optimizer states by dp, stage 2 also gradients
//   (and the gradient accumulation buffer), stage 3 also the weights. The transient all-gathered
//   layer of ZeRO-3 is not modelled.
// - Activations: see activations.hpp (tp, sp and cp divide them there); data and expert parallelism
//   leave a GPU's activations unchanged (balanced routing).
#include <cstdint>
#include <string>
#include <vector>

#include "sim/model/architecture.hpp"
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
  std::string name;          // "layers.7"
  Bytes parameters = 0;      // parameters on this GPU (after tp/ep/zero-3 do not apply here)
  StateMemory state;         // bytes on this GPU after ZeRO
  Bytes kept = 0;            // activations kept per micro-batch
  Bytes recomputed = 0;      // transient in its backward
  double forward_flops = 0;  // one micro-batch on this GPU
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
  LayerPlan output;                 // final norm + head (last stage)
  Bytes logits = 0;                 // per micro-batch: logits (+ fp32 upcast) and head inputs
  Bytes optimizer_temporaries = 0;  // transient in the optimizer step
  Bytes parameters = 0;             // parameters on this GPU (before ZeRO-3)
  bool states_at_startup = true;

  StateMemory state() const;  // all state on this GPU
  Bytes activations() const;  // in_flight * sum(kept) + max(recomputed)
  Bytes logits_total() const { return last ? logits : 0; }
};

// Plans one pipeline stage (0 .. pp-1).
StagePlan plan_stage(const model::ModelSpec& model, const TrainJob& job, std::int64_t stage);

// Micro-batches per optimizer step.
std::int64_t micro_batches(const TrainJob& job);

// The memory of a stage's GPU without framework overheads: state + activations + logits + the
// larger of the optimizer temporaries and nothing (they do not overlap activations).
Bytes model_memory_sum(const StagePlan& plan);

// The most loaded stage (first or last).
StagePlan plan_most_loaded_stage(const model::ModelSpec& model, const TrainJob& job);

}  // namespace hwsim::train
