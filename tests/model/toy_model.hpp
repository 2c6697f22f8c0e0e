#pragma once
// What the model tests share: a model read from YAML text (errors name the file toy.yaml) and the
// sum of its tensors' parameters, to check against the model's own parameter count.
#include <cstdint>
#include <string>

#include "sim/io/node.hpp"
#include "sim/model/architecture.hpp"
#include "sim/model/model_loader.hpp"

inline hwsim::model::ModelSpec parse(const std::string& text) {
  return hwsim::model::load_model(hwsim::io::Node::parse_string(text, "toy.yaml"), nullptr);
}

inline std::int64_t sum_tensors(const hwsim::model::ModelSpec& m) {
  std::int64_t total = 0;
  for (const hwsim::model::TensorCount& t : hwsim::model::tensors(m)) total += t.count;
  return total;
}
