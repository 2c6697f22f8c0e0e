#pragma once
// How a Hugging Face checkpoint stores a model's weights, from its config: the dtype of the
// tensors kept unquantized (torch_dtype, or dtype), and the storage format
// (sim/model/weight_formats.hpp) of the matrices its quantization_config converts, with the
// modules the config keeps unquantized (modules_to_not_convert, ignore, exclude_modules,
// llm_int8_skip_modules).
//
// Which matrices a method converts:
// - every block matrix that is an nn.Linear weight: attention and MLA projections, Mamba-2's
//   in_proj and out_proj, dense, expert and shared-expert FFN matrices, the indexer's wq_b and
//   wk; not the router (DeepSeek's and Nemotron's routers are not nn.Linear; every published
//   quantized MoE config found keeps its router unquantized), not convolution kernels, not the
//   indexer's weights_proj (BF16 in DeepSeek-V3.2's checkpoint), not a [1 x h] gate;
// - mxfp4 (transformers' Mxfp4HfQuantizer) converts the routed experts only;
// - never the embedding or the output head (the methods' defaults keep lm_head; embeddings are
//   not nn.Linear), nor vectors (norms, biases, sinks, A_log, ...), which stay in dtype;
// - less every module a pattern of the config's ignore list matches: "re:<regex>" matches from
//   the module's start (compressed-tensors), a pattern with '*' as a glob (fnmatch: '*' matches
//   any run, dots included), a plain name as the module itself, a parent of it or a suffix at a
//   dot (transformers' substring rule). Modules are named as the checkpoint names them
//   (model.layers.3.self_attn.q_proj, backbone.layers.3.mixer.in_proj, lm_head).
// The checkpoint also holds the DeepSeek-style multi-token-prediction modules the config names
// (num_nextn_predict_layers): each a copy of the last block, enorm, hnorm and shared_head.norm
// (h each), eh_proj [h x 2h] and its own copies of the embedding and the head, all but the block's
// matrices in dtype (DeepSeek-V3's per-dtype totals, tests/hf, reconcile exactly so).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sim/hf/model_draft.hpp"
#include "sim/io/node.hpp"
#include "sim/model/architecture.hpp"
#include "sim/model/weight_formats.hpp"

namespace hwsim::hf {

struct Checkpoint {
  std::string dtype = "bf16";  // storage-format row of the unquantized tensors: bf16, fp16, fp32
  std::string dtype_source;    // "torch_dtype", "dtype", or why it is assumed
  std::string method;          // quantization_config.quant_method; "" = not quantized
  std::string format;          // storage-format row of the converted matrices; "" = none
  model::WeightLayout layout;  // that row's layout at the config's bits and group size
  std::string format_source;   // the quantization_config keys that chose it
  bool experts_only = false;   // the method converts the routed experts only (mxfp4)
  std::vector<std::string> not_converted;  // the config's ignore patterns, as written
  std::int64_t mtp_modules = 0;
  // Module naming of the checkpoint (ModelDraft's).
  std::string layer_prefix = "model.layers.";
  std::string mixer_module = "self_attn";
  std::string ffn_module = "mlp";
  std::string router_module = "gate";

  bool quantized() const { return !format.empty(); }
  // "fp8_e4m3_block128 (quant_method fp8, fmt e4m3, weight_block_size [128, 128])", or the dtype.
  std::string describe() const;
};

// Reads the checkpoint's storage from a config: root is the file, decoder its text decoder's
// map (the same node unless multimodal); draft gives the module naming and MTP modules.
// Throws io::InputError at a quantization_config it cannot size (an unknown quant_method, a
// layout no registry row has), naming the key.
Checkpoint read_checkpoint(const io::Node& root, const io::Node& decoder, const ModelDraft& draft);

struct CheckpointSize {
  double bytes = 0.0;                  // every tensor hwsim counts, and the MTP modules
  std::int64_t quantized_weights = 0;  // weights stored in `format`
  std::int64_t other_parameters = 0;   // parameters stored in dtype
  std::int64_t mtp_parameters = 0;     // parameters of the MTP modules (both kinds)
  // Kinds of tensors left in dtype, for a report ("embeddings", "lm_head", "routers", ...).
  std::vector<std::string> unquantized;
};

CheckpointSize checkpoint_size(const Checkpoint& checkpoint, const model::ModelSpec& model);

// The checkpoint's module path of a tensor of model::tensors() ("layers.3.attn.q_proj.weight"
// -> "model.layers.3.self_attn.q_proj").
std::string module_name(const Checkpoint& checkpoint, const std::string& tensor);
// Whether an ignore pattern (see the header comment) matches a module path.
bool pattern_matches(const std::string& pattern, const std::string& module);

}  // namespace hwsim::hf
