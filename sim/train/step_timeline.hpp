#pragma once
// One optimizer step of the most loaded GPU as a task graph: one memory pool (the GPU memory) and
// one stream (slots = 1), so tasks run one after another in 1F1B order and the pool records when
// every buffer lives.
//
// Buffers and their lifetimes (policy):
// - t = 0 ("startup"): CUDA context, library workspace, weights, fp32 master weights, and the
//   optimizer states unless the job allocates them in the first optimizer step (PyTorch's lazy
//   Adam state initialisation).
// - forward of block i for micro-batch j: allocates the block's kept activations (and autocast's
//   weight casts); freed by the block's backward for the same micro-batch. Last stage: the loss
//   task allocates the head inputs and the log_softmax output, with the logits (and their fp32
//   copy) as a transient; "loss.bwd" holds the nll and log_softmax gradients as a transient and
//   frees the log_softmax output; then "head.bwd" holds the logits' gradient as a transient,
//   allocates the head's gradients (and a tied embedding's) and frees the head inputs.
// - backward of block i: transients for what it recomputes (full or selective recomputation) and
//   for its working set (activations.hpp: block_backward_working_set), allocated and freed by the
//   task itself. The block's gradient buffer is allocated by its first
//   backward in the step (PyTorch creates .grad lazily) and stays until "zero_grad" after the
//   optimizer step (set_to_none), so with gradient accumulation the gradients of micro-batch 0 are
//   resident during every later micro-batch.
// - optimizer step: its temporaries (allocated and freed by the task).
// - StagePlan::weight_casts_cached_to_loss (autocast's cast cache under full recomputation): each
//   block's forward allocates its weight copies, freed at the end of the micro-batch's loss task.
// - TimelineOptions::backward_workspace, when set: allocated by the first backward task that runs
//   a matmul (the head's, else the first block's) and never freed.
// A tied embedding's lookup backward adds a transient dense gradient into the head's gradient.
// Task delays are rough compute times: forward FLOPs / GPU FLOP/s, backward twice that (plus one
// forward with full recomputation), the optimizer reads and writes every state byte once at HBM
// bandwidth. The memory peak, not the time, is what this timeline is for.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "sim/report/outcome.hpp"
#include "sim/train/memory_plan.hpp"

namespace hwsim::train {

struct TimelineOptions {
  double capacity = 0;             // GPU memory, bytes
  double flops_per_second = 1e15;  // at the compute precision
  double memory_bandwidth = 4e12;  // HBM, bytes/s
  Overheads overheads;
  // Bytes of a library workspace that appears at the step's first backward matmul rather than at
  // startup: PyTorch keeps one cuBLAS workspace per (handle, stream) and the autograd engine's
  // device thread has its own handle (aten/src/ATen/cuda/CublasHandlePool.cpp), so in a process's
  // first step that thread's workspace is allocated by the head's backward (the loss backward
  // before it runs no matmul), or by the last block's backward on a stage without the head. 0:
  // none (every workspace is in overheads.cublas_workspace, allocated at startup).
  double backward_workspace = 0;
};

// The peak of one phase of the step as PyTorch's peak statistics would give it after a reset at
// the phase's start: the highest bytes in use from the phase's start to its end. Phases: "forward"
// (the blocks' forwards and the loss of one micro-batch), "backward" (its loss, head and block
// backwards), "optimizer" (the optimizer step).
struct PhasePeak {
  std::string phase;
  std::int64_t micro_batch = 0;  // the optimizer's: the last micro-batch
  double peak = 0;
};

struct TimelineResult {
  std::shared_ptr<const report::TracedRun> run;
  double peak = 0;  // bytes: the pool's high-water mark
  SimTime peak_time = 0;
  std::string peak_task;          // task that allocated the peak's last buffer
  std::string peak_buffer;        // that buffer
  double fragmentation = 0;       // bytes: ratio * (peak - cuda_context)
  std::vector<PhasePeak> phases;  // in the step's order
  double peak_reserved() const { return peak + fragmentation; }
};

TimelineResult simulate_step(const StagePlan& plan, const TimelineOptions& options);

// The naive sum of all terms (every buffer live at once), with the same overheads.
double naive_sum(const StagePlan& plan, const Overheads& overheads);

}  // namespace hwsim::train
