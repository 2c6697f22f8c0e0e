#pragma once
// Located, tracked reading of one Hugging Face config map (the config itself or its text_config).
// Every read marks the key as used; finish() rejects every key that was neither read nor declared
// shape-free, naming it (see hf_import.hpp).
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
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

// The documented defaults of a transformers configuration class, for the keys that published
// configs of its model_type leave out (the class fills them in when it loads the file). A key in
// `values` that is absent from the config (not null: null is a value) reads as its default, and
// the read is reported (ConfigReader::defaulted()); a key absent from both is an error.
struct ClassDefaults {
  std::string source;                         // "transformers 4.50", printed with each default
  std::map<std::string, std::string> values;  // key -> JSON scalar text ("262208", "\"gelu\"")
};

class ConfigReader {
 public:
  // map: the config map; outer: the multimodal wrapper around it (null node when none), consulted
  // by the *_here_or_outer reads; model_type names the architecture in messages; config_class
  // and defaults (may be null): the class whose documented defaults fill absent keys.
  ConfigReader(io::Node map, std::optional<io::Node> outer, std::string model_type,
               std::string config_class = "", const ClassDefaults* defaults = nullptr);

  // Present and not null, or absent with a class default.
  bool has(const std::string& key) const;
  // A count of at least min: below it, "must be at least <min>, got <value>" at the key (a head
  // count passes min 1, so -32 and 0 get the one message that says what is expected).
  Sourced<std::int64_t> integer(const std::string& key, std::int64_t min = 0);
  Sourced<bool> boolean(const std::string& key);
  Sourced<std::string> string(const std::string& key);
  // A JSON number (DeciLM's ffn_mult).
  Sourced<double> number(const std::string& key);
  // Absent or null: the config class's default, said so in the source.
  Sourced<std::int64_t> integer_or(const std::string& key, std::int64_t def, const std::string& why,
                                   std::int64_t min = 0);
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

  // The keys, in file order, neither read nor in shape_free (each may change the shapes).
  std::vector<std::pair<std::string, io::Node>> unread(
      const std::set<std::string>& shape_free) const;
  // Throws when unread(shape_free) is not empty: one error at the first such key that names
  // every one of them.
  void finish(const std::set<std::string>& shape_free) const;
  // Takes the keys a reader of a nested map (DeciLM's block_configs[i].attention) left unread,
  // with its own shape-free keys, into this reader's unread(): one list, one error.
  void adopt(const ConfigReader& child, const std::set<std::string>& shape_free);

  const std::string& model_type() const { return model_type_; }
  const io::Node& map() const { return map_; }
  // The keys that were absent (not null) and read as a default (class table or documented
  // formula), in the order first read, each as "key = value".
  const std::vector<std::string>& defaulted() const { return defaulted_; }

 private:
  // The key's node and its source text; a table default when absent, else an error.
  std::pair<io::Node, std::string> required(const std::string& key);
  std::optional<io::Node> table_default(const std::string& key) const;
  std::string note_default(const std::string& key, const std::string& value,
                           const std::string& why);

  io::Node map_;
  std::optional<io::Node> outer_;
  std::string model_type_;
  std::string config_class_;
  const ClassDefaults* defaults_ = nullptr;
  std::set<std::string> used_;
  std::vector<std::string> defaulted_;
  std::vector<std::pair<std::string, io::Node>> adopted_;  // nested readers' unread keys
};

}  // namespace hwsim::hf
