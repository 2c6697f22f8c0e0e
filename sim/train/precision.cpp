#include "sim/train/precision.hpp"

namespace hwsim::train {

namespace {

int optimizer_states(Optimizer optimizer) {
  switch (optimizer) {
    case Optimizer::adam:
    case Optimizer::adamw:
      return 2;
    case Optimizer::sgd_momentum:
      return 1;
    case Optimizer::sgd:
    case Optimizer::none:
      return 0;
  }
  return 0;
}

}  // namespace

StateBytes state_bytes(PrecisionRecipe recipe, Optimizer optimizer) {
  StateBytes b;
  int state_element = 4;
  bool master = true;
  switch (recipe) {
    case PrecisionRecipe::fp32:
      b.weights = 4;
      b.grads = 4;
      master = false;
      break;
    case PrecisionRecipe::bf16_mixed:
      b.weights = 2;
      b.grads = 2;
      break;
    case PrecisionRecipe::bf16_mixed_fp32_grads:
      b.weights = 2;
      b.grads = 4;
      break;
    case PrecisionRecipe::bf16_mixed_fp32_accum:
      b.weights = 2;
      b.grads = 2;
      b.grad_accum = 4;
      break;
    case PrecisionRecipe::bf16_pure:
      b.weights = 2;
      b.grads = 2;
      state_element = 2;
      master = false;
      break;
    case PrecisionRecipe::bf16_autocast:
      b.weights = 4;
      b.grads = 4;
      master = false;
      break;
  }
  b.state_element = state_element;
  b.master = (master && optimizer != Optimizer::none) ? 4 : 0;
  b.optimizer = optimizer_states(optimizer) * state_element;
  return b;
}

int activation_bytes(ActivationDtype dtype) { return dtype == ActivationDtype::fp32 ? 4 : 2; }

bool is_autocast(PrecisionRecipe recipe) { return recipe == PrecisionRecipe::bf16_autocast; }

const char* to_string(PrecisionRecipe recipe) {
  switch (recipe) {
    case PrecisionRecipe::fp32:
      return "fp32";
    case PrecisionRecipe::bf16_mixed:
      return "bf16_mixed";
    case PrecisionRecipe::bf16_mixed_fp32_grads:
      return "bf16_mixed_fp32_grads";
    case PrecisionRecipe::bf16_mixed_fp32_accum:
      return "bf16_mixed_fp32_accum";
    case PrecisionRecipe::bf16_pure:
      return "bf16_pure";
    case PrecisionRecipe::bf16_autocast:
      return "bf16_autocast";
  }
  return "fp32";
}

const char* to_string(Optimizer optimizer) {
  switch (optimizer) {
    case Optimizer::adam:
      return "adam";
    case Optimizer::adamw:
      return "adamw";
    case Optimizer::sgd_momentum:
      return "sgd_momentum";
    case Optimizer::sgd:
      return "sgd";
    case Optimizer::none:
      return "none";
  }
  return "none";
}

const char* to_string(OptimizerImpl impl) {
  switch (impl) {
    case OptimizerImpl::foreach:
      return "foreach";
    case OptimizerImpl::fused:
      return "fused";
    case OptimizerImpl::for_loop:
      return "for_loop";
    case OptimizerImpl::megatron_distributed:
      return "megatron_distributed";
  }
  return "foreach";
}

const char* to_string(Recompute recompute) {
  switch (recompute) {
    case Recompute::none:
      return "none";
    case Recompute::selective:
      return "selective";
    case Recompute::full:
      return "full";
  }
  return "none";
}

}  // namespace hwsim::train
