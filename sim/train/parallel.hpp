#pragma once
// The parallelism schemes of a training job, as a registry: one row per scheme, in the order of
// the keys of job.parallel (data with ZeRO, tensor with sequence parallelism, pipeline with
// interleaving, context, DeepSpeed-Ulysses, expert). A row names the scheme's keys, how it reads
// and checks them, its checks against the model, and what it divides on one GPU. The memory plan
// and the activation accounting ask share() for a divisor and name no scheme; what is not a
// division reads the scheme's fields itself: the interleaved 1F1B schedule (virtual_stages,
// memory_plan.cpp) and the source mode's formulas in tp and sp (activations.cpp).
//
// What each row divides (a divisor of 1 leaves the item whole):
//   data      batch by dp; with ZeRO stage z over dp (Megatron's distributed optimizer: at least 1)
//             master weights and optimizer states (z >= 1), gradients (z >= 2), weights (z >= 3)
//   tensor    columns by tp; sequence by tp with sp
//   pipeline  stages by pp
//   context   tokens by cp
//   ulysses   tokens by ulysses; with ZeRO stage z (DeepSpeed's, over dp x ulysses) what the
//             data row divides at z, by ulysses too
//   expert    experts by ep
#include <cstdint>
#include <vector>

#include "sim/io/node.hpp"
#include "sim/io/schema.hpp"
#include "sim/model/architecture.hpp"
#include "sim/train/train_job.hpp"

namespace hwsim::train {

// What a scheme divides on one GPU.
enum class Share {
  batch,      // a step's sequences: micro-batches per step = global_batch / (micro_batch * this)
  tokens,     // tokens of one micro-batch (and the query rows of attention scores)
  columns,    // weight-matrix columns (the embedding's and head's vocabulary rows), and the
              // head-, KV- and inner-width activations, attention scores and logits
  sequence,   // width-h activations (the residual stream and what reads it)
  experts,    // expert matrices of MoE blocks
  weights,    // model state: weights
  gradients,  // gradients and the fp32 gradient accumulation buffer
  master,     // fp32 master weights
  optimizer_states,  // optimizer moments, and the optimizer step's temporaries
  stages,            // blocks, over pipeline stages
};

// One thing a scheme divides, and by how much for a job (1: not for this job's settings).
struct Division {
  Share share;
  std::int64_t (*by)(const TrainJob& job);
};

struct SchemeTraits {
  const char* name;  // "tensor"
  // Its keys of job.parallel, in the section's order.
  std::vector<io::ParamSpec> keys;
  // Reads its keys (in `keys` order) into `par` and checks them against each other and against
  // the keys of earlier rows.
  void (*read)(const io::SectionReader& section, Parallelism& par);
  // Checks against the rest of the job once the micro-batches per step are known (before unknown
  // keys of job.parallel are reported); nullptr: none.
  void (*check_step)(const io::SectionReader& section, const TrainJob& job);
  // Checks against the model and the sequence; `job_node` is the job section, whose written key
  // the error names. nullptr: none.
  void (*check_model)(const io::Node& job_node, const TrainJob& job, const model::ModelSpec& model);
  // What it divides on one GPU; a share it does not list it leaves whole.
  std::vector<Division> divides;
};

// The rows, in job.parallel's key order (tests/train/parallel_registry_test.cpp walks every row).
// A new scheme is one Parallelism field, one row and its functions.
const std::vector<SchemeTraits>& parallel_registry();

// The product of every scheme's divisor of `share`.
std::int64_t share(const TrainJob& job, Share share);

// The node of job.<section>.<key> where written, else the nearest written ancestor (a value that
// breaks a rule is only ever defaulted when the rule holds for the default).
io::Node written(const io::Node& job, const char* section, const char* key);

}  // namespace hwsim::train
