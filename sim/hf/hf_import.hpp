#pragma once
// Hugging Face config.json -> hwsim model.
//
// Contract:
// - Input: the text of a Hugging Face `config.json` (strict JSON). Multimodal configs nest the text
//   decoder under `text_config`; only that decoder is imported, and the result says so.
// - The architecture is chosen by `model_type` (the text decoder's, else the wrapper's) from a
//   table in architectures.cpp, one entry per model_type; an unknown model_type is an error naming
//   the key and listing the supported ones.
// - A model_type the table lacks is read by the entry whose config class the config's
//   auto_map.AutoConfig names, as transformers loads it with trust_remote_code; its
//   architectures must then name that entry's <Name>ForCausalLM (Kimi-K2: model_type kimi_k2,
//   DeepseekV3Config, DeepseekV3ForCausalLM). The header and model_type say so.
// - Every key of the (text) config is either read, or on the entry's list of keys that change no
//   parameter shape (token ids, dropout, rotary scaling, epsilons, ...): any other key is an error
//   naming it, since hwsim cannot know whether it changes the shapes. One error names every such
//   key at once; with ImportOptions::lenient they are warnings instead (ImportedModel::unread).
// - JSON's NaN, Infinity and -Infinity read as Python's json module reads them (a value that is
//   then read as a shape is still an error).
// - The checkpoint's storage (checkpoint.hpp): torch_dtype / dtype and quantization_config.
// - A shape key that is absent is an error, except where the Hugging Face config class has a
//   documented default that the entry states: a formula in the reader (e.g.
//   LlamaConfig.num_key_value_heads = num_attention_heads; comment "absent: <class> default ...")
//   or the entry's table of class defaults with their transformers version (comment "absent:
//   default of <class> (transformers X.Y)"). Every default used is listed in
//   ImportedModel::defaulted, which `run` and `estimate` print as a note: never silent.
// - Output: hwsim model YAML (workloads/models/README.md), a comment on every value naming the
//   config key it came from, so the user can review and edit it; it loads with model::load_model.
// - Errors are io::InputErrors naming the config's file:line:column and the key path
//   ("text_config.num_hidden_layers"); JSON syntax errors name the line and column of the fault.
#include <string>
#include <vector>

#include "sim/hf/checkpoint.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/node.hpp"
#include "sim/model/architecture.hpp"

namespace hwsim::hf {

struct ImportOptions {
  // Keys the import does not read become warnings (ImportedModel::unread), not an error.
  bool lenient = false;
};

struct ImportedModel {
  std::string yaml;        // hwsim model YAML with source comments
  std::string model_type;  // the architecture entry used (text decoder's model_type)
  bool text_only = false;  // true for a multimodal config: only the text decoder was imported
  // Keys absent from the config that were read as defaults ("key = value"), in reading order;
  // the YAML's comment on each such value names the class (and transformers version) or formula.
  std::vector<std::string> defaulted;
  std::string config_class;     // the transformers config class of model_type
  std::string defaults_source;  // the version of its defaults table ("transformers 4.50"), or ""
  // Lenient import: the keys not read, each "key (line L)", in file order.
  std::vector<std::string> unread;
  Checkpoint checkpoint;  // how the checkpoint stores the weights
};

// The note `run` and `estimate` print for an imported model read with defaults ("" when none).
std::string defaults_note(const ImportedModel& imported);
// The warning of a lenient import that left keys unread ("" when none).
std::string unread_note(const ImportedModel& imported);

// text: the config's JSON text; display_name stands for the file in messages and comments.
ImportedModel import_config_text(const std::string& text, const std::string& display_name,
                                 const ImportOptions& options = {});
// Reads the file at path (messages name it as given).
ImportedModel import_config_file(const std::string& path, const ImportOptions& options = {});

// The imported model as hwsim reads it; display_name names the generated YAML in messages.
model::ModelSpec load_imported(const ImportedModel& imported, const std::string& display_name);

// An error in an imported model's generated YAML ("<model imported from P>:18:14", "<imported P>")
// re-placed at the config key its value came from (each generated value's comment names it):
// "P:20:24: num_local_experts: must be at most 16777216, got 100000000 (hwsim's
// model.block.ffn.experts)". Any other error, or one whose value has no config key, is returned
// as it is.
io::InputError locate_in_config(const io::InputError& error);

// The model_type values the importer knows, sorted.
std::vector<std::string> supported_model_types();

// A scenario's `model: {hf_config: PATH}` (PATH relative to the scenario's file; optionally
// `lenient: true`): the imported model YAML spliced into the document in place of the map, so that
// overrides and sweeps reach it. Returns the spliced node. node must be a map whose keys are
// hf_config and lenient.
// defaults_note (may be null) receives the imported model's defaults_note and unread_note, joined
// ("" when none); model_type (may be null) its model_type.
io::Node splice_hf_config(io::Node node, std::string* defaults_note = nullptr,
                          std::string* model_type = nullptr);
// Whether node is a map with an `hf_config` key.
bool is_hf_config_reference(const io::Node& node);

}  // namespace hwsim::hf
