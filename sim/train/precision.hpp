#pragma once
// Bytes per parameter of each piece of model state, by precision recipe and optimizer.
//
//   recipe                 weights  grads  grad accum  master  state element  Adam total
//   fp32                      4       4        0          0         4          16  (the source)
//   bf16_mixed                2       2        0          4         4          16
//   bf16_mixed_fp32_grads     2       4        0          4         4          18
//   bf16_mixed_fp32_accum     2       2        4          4         4          20
//   bf16_pure                 2       2        0          0         2           8
//   bf16_autocast             4       4        0          0         4          16
//
// bf16_autocast is fp32 training under torch.autocast(bfloat16): the fp32 weights are the only
// copy (no separate master), and the bf16 copies autocast makes for every matmul are activations
// (memory_plan.hpp: held from a block's forward to its backward), not model state.
//
// Optimizer states per parameter: adam/adamw 2 (first and second moments), sgd_momentum 1, sgd and
// none 0, each of `state element` bytes. The fp32 master copy exists when the recipe keeps one and
// an optimizer updates the weights (not for `none`). The bf16_mixed row is the ZeRO paper's
// "2 + 2 + K" with K = 12 for Adam (Rajbhandari et al. 2020, section 3.1).
//
// The report groups these into the source's three fixed terms: parameters = weights, gradients =
// grads + grad accumulation buffer, optimizer_states = master + states.
#include "sim/train/train_job.hpp"

namespace hwsim::train {

struct StateBytes {
  int weights = 0;
  int grads = 0;
  int grad_accum = 0;
  int master = 0;
  int optimizer = 0;      // all optimizer states together
  int state_element = 4;  // bytes of one optimizer-state value (bf16_pure: 2)

  int gradients_total() const { return grads + grad_accum; }
  int optimizer_total() const { return master + optimizer; }
  int total() const { return weights + gradients_total() + optimizer_total(); }
};

StateBytes state_bytes(PrecisionRecipe recipe, Optimizer optimizer);

// Bytes per activation value.
int activation_bytes(ActivationDtype dtype);

// torch.autocast(bfloat16) over fp32 weights (see bf16_autocast above).
bool is_autocast(PrecisionRecipe recipe);

}  // namespace hwsim::train
