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

template <>
const std::vector<std::string>& enum_names<PrecisionRecipe>() {
  static const std::vector<std::string> names = {
      "fp32",      "bf16_mixed",   "bf16_mixed_fp32_grads", "bf16_mixed_fp32_accum",
      "bf16_pure", "bf16_autocast"};
  return names;
}
template <>
const std::vector<std::string>& enum_names<ActivationDtype>() {
  static const std::vector<std::string> names = {"bf16", "fp16", "fp32"};
  return names;
}
template <>
const std::vector<std::string>& enum_names<Optimizer>() {
  static const std::vector<std::string> names = {"adam", "adamw", "sgd_momentum", "sgd", "none"};
  return names;
}
template <>
const std::vector<std::string>& enum_names<OptimizerImpl>() {
  static const std::vector<std::string> names = {"foreach", "fused", "for_loop",
                                                 "megatron_distributed"};
  return names;
}
template <>
const std::vector<std::string>& enum_names<ActivationMode>() {
  static const std::vector<std::string> names = {"source", "per_op"};
  return names;
}
template <>
const std::vector<std::string>& enum_names<AttentionImpl>() {
  static const std::vector<std::string> names = {"eager", "flash"};
  return names;
}
template <>
const std::vector<std::string>& enum_names<Recompute>() {
  static const std::vector<std::string> names = {"none", "selective", "full"};
  return names;
}
template <>
const std::vector<std::string>& enum_names<StatesAllocated>() {
  static const std::vector<std::string> names = {"startup", "first_step"};
  return names;
}

const char* to_string(PrecisionRecipe recipe) { return enum_name(recipe).c_str(); }
const char* to_string(Optimizer optimizer) { return enum_name(optimizer).c_str(); }
const char* to_string(OptimizerImpl impl) { return enum_name(impl).c_str(); }
const char* to_string(Recompute recompute) { return enum_name(recompute).c_str(); }

}  // namespace hwsim::train
