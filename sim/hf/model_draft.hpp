#pragma once
// A model being imported, as hwsim model-file entries with the config key each came from, and its
// YAML text (the format of workloads/models/README.md, a comment on every value).
#include <cstdint>
#include <string>
#include <vector>

#include "sim/hf/config_reader.hpp"

namespace hwsim::hf {

// One `key: value  # source` line; value is YAML scalar text.
struct Field {
  std::string key;
  std::string value;
  std::string source;
};

Field field(const std::string& key, const Sourced<std::int64_t>& v);
Field field(const std::string& key, const Sourced<bool>& v);
Field field(const std::string& key, std::int64_t value, const std::string& source);
Field field(const std::string& key, bool value, const std::string& source);
Field field(const std::string& key, const char* value, const std::string& source);

struct BlockDraft {
  std::string name;  // block type name (used by pattern)
  std::vector<Field> attention;
  std::vector<Field> ffn;
  std::vector<Field> block;  // norms, norm
};

struct ModelDraft {
  std::vector<std::string> header;  // comment lines (without "# ")
  std::vector<Field> top;           // name, vocab, hidden, norm, tied_embeddings, ...
  std::vector<BlockDraft> types;
  std::vector<std::size_t> layers;  // per layer: index into types
  std::string layers_source;        // where the layer list came from
  // DeepSeek-style multi-token-prediction modules the checkpoint stores beside the decoder (not
  // counted as model parameters; their bytes are the checkpoint's, sim/hf/checkpoint.hpp).
  std::int64_t mtp_modules = 0;
  // Checkpoint module names: the HF module path of a block's mixer and router ("self_attn",
  // "mixer"; "gate", "router"), and the layer prefix ("model.layers.", "backbone.layers.").
  std::string layer_prefix = "model.layers.";
  std::string mixer_module = "self_attn";
  std::string ffn_module = "mlp";
  std::string router_module = "gate";

  // Index of the block type named name (added when absent).
  std::size_t type(const BlockDraft& block);
};

// The YAML text: header, top fields, then `layers` + `block` for a uniform stack, or `layers`,
// `pattern` (segments that repeat a run of blocks) and `block_types`.
std::string emit_yaml(const ModelDraft& draft);

// The segments of a layer sequence: (repeat, run of type indices), greedily covering the most
// layers from each position with the shortest run (at most 16 long) that repeats, or a single
// block type repeated.
std::vector<std::pair<std::int64_t, std::vector<std::size_t>>> segments(
    const std::vector<std::size_t>& layers);

}  // namespace hwsim::hf
