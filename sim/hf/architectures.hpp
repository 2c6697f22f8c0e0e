#pragma once
// The architectures the importer knows: one table entry per Hugging Face model_type, each with the
// reader that turns its config into a ModelDraft and the config keys it may ignore because they
// change no parameter shape. Adding an architecture is adding an entry (architectures.cpp).
#include <set>
#include <string>
#include <vector>

#include "sim/hf/config_reader.hpp"
#include "sim/hf/model_draft.hpp"

namespace hwsim::hf {

struct Architecture {
  std::string model_type;
  std::string config_class;  // the transformers config class, named by "absent" defaults
  void (*read)(ConfigReader& config, ModelDraft& draft, const Architecture& self);
  std::set<std::string> shape_free;  // keys of this model_type that change no shape
  bool tied_default = false;         // the class's tie_word_embeddings default
  // Documented class defaults applied to absent keys, each reported (empty: every shape key the
  // reader needs must be in the file, or have a default stated in the reader).
  ClassDefaults defaults;
};

// The entry for model_type, or null.
const Architecture* find_architecture(const std::string& model_type);
const std::vector<Architecture>& architectures();

// Keys every architecture may ignore (token ids, dtype, epsilons, rotary settings, dropout, ...).
const std::set<std::string>& common_shape_free_keys();

// Multimodal wrappers: model_type of a config whose text decoder sits under text_config, and the
// text decoder's model_type to use when text_config does not name one.
const std::string* text_model_type_of_wrapper(const std::string& model_type);

}  // namespace hwsim::hf
