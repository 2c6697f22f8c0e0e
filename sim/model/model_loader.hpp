#pragma once
// Reads a model description (workloads/models/README.md documents the format) into a ModelSpec.
// Unknown keys, missing required keys and inconsistent values are io::InputErrors naming
// file:line:col and the key path.
#include <vector>

#include "sim/io/node.hpp"
#include "sim/io/resolved.hpp"
#include "sim/io/schema.hpp"
#include "sim/model/architecture.hpp"

namespace hwsim::model {

// node: a map, or a string naming a model file (relative to the file holding the string).
// Every value read (defaults included) is recorded into sink when it is not null.
ModelSpec load_model(const io::Node& node, io::Resolved* sink);

// The sections of a model file, for `hwsim describe` and the docs: model, model.block (also the
// shape of every entry of model.block_types), model.block.attention, model.block.ffn,
// model.pattern.
std::vector<io::SectionSpec> model_sections();

}  // namespace hwsim::model
