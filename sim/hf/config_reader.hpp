#pragma once
// Located, tracked reading of one Hugging Face config map (the config itself or its text_config).
// Every read marks the key as used; finish() rejects every key that was neither read nor declared
// shape-free, naming it (see hf_import.hpp).
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "sim/io/node.hpp"

namespace hwsim::hf {

// A value read from the config and where it came from, for the output's comments: "hidden_size",
// or "num_key_value_heads absent: LlamaConfig default = num_attention_heads".
template <typename T>
struct Sourced {
  T value{};
  std::string source;
};

class ConfigReader {
 public:
  // map: the config map; outer: the multimodal wrapper around it (null node when none), consulted
  // by the *_here_or_outer reads; model_type names the architecture in messages.
  ConfigReader(io::Node map, std::optional<io::Node> outer, std::string model_type);

  bool has(const std::string& key) const;  // present and not null
  Sourced<std::int64_t> integer(const std::string& key);
  Sourced<bool> boolean(const std::string& key);
  Sourced<std::string> string(const std::string& key);
  // Absent or null: the config class's default, said so in the source.
  Sourced<std::int64_t> integer_or(const std::string& key, std::int64_t def,
                                   const std::string& why);
  Sourced<bool> boolean_or(const std::string& key, bool def, const std::string& why);
  // As boolean_or, looking in the wrapper too (tie_word_embeddings sits there in some configs).
  Sourced<bool> boolean_here_or_outer(const std::string& key, bool def, const std::string& why);
  // A list of strings (layer_types).
  std::vector<Sourced<std::string>> string_list(const std::string& key);
  // A list of integers (mlp_only_layers).
  std::vector<std::int64_t> integer_list(const std::string& key);
  // Marks a key as read without reading it (a key whose value only confirms the architecture).
  void consume(const std::string& key);
  // The node of a present key (for errors about its value).
  io::Node node(const std::string& key) const;
  [[noreturn]] void fail(const std::string& key, const std::string& message) const;

  // Throws for the first key, in file order, neither read nor in shape_free.
  void finish(const std::set<std::string>& shape_free) const;

  const std::string& model_type() const { return model_type_; }
  const io::Node& map() const { return map_; }

 private:
  io::Node required(const std::string& key);

  io::Node map_;
  std::optional<io::Node> outer_;
  std::string model_type_;
  std::set<std::string> used_;
};

}  // namespace hwsim::hf
