#pragma once
// Pieces the architecture readers share (architectures.cpp, nemotron.cpp): the top-level keys,
// the "absent" source text, the gated FFN's kind, and the readers of the families that live in
// their own file.
#include <cstdint>
#include <string>

#include "sim/hf/architectures.hpp"

namespace hwsim::hf {

// "<config class> default <what>", the source of a value the class fills in.
std::string absent_default(const Architecture& a, const std::string& what);
// vocab, hidden, norm, tied_embeddings into d.top; returns hidden.
std::int64_t read_top(ConfigReader& r, ModelDraft& d, const Architecture& a, const char* norm,
                      const std::string& norm_source);
// The gated FFN's kind (swiglu, geglu) from hidden_act (or Gemma's hidden_activation).
Field gated_kind(ConfigReader& r);

// NVIDIA's hybrids (nemotron.cpp).
void read_nemotron_h(ConfigReader& r, ModelDraft& d, const Architecture& a);
void read_nemotron_nas(ConfigReader& r, ModelDraft& d, const Architecture& a);

}  // namespace hwsim::hf
