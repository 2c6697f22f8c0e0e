#pragma once
// The weight formats a decode method streams, and their exact bytes per weight including scales.
//
// A block type is one row of the storage-format registry (sim/model/weight_formats.hpp: bf16,
// fp16, the ggml block types Q2_K to Q8_0, FP8, MXFP4, NVFP4, int8, NF4, GPTQ, AWQ, HQQ, ...),
// which cites each format's definition and derives its bytes per weight, e.g. llama.cpp's
// ggml-common.h blocks:
// - Q8_0: 32 weights per block = fp16 scale (2 B) + 32 int8 (32 B) = 34 B (8.5 bits).
// - Q6_K: 256 weights = 128 B low 4 bits + 64 B high 2 bits + 16 int8 scales + fp16 d = 210 B
//   (6.5625 bits).
// - Q4_K: 256 weights = fp16 d + fp16 dmin + 12 B packed 6-bit scales/mins + 128 B = 144 B
//   (4.5 bits).
// Decode streams a matrix at the format's bytes_per_weight (the per-channel, per-column and
// per-tensor terms of a layout, under 0.1% of a projection's bytes, are the checkpoint's, not
// the stream's).
// A weight format as the user names it is a block type used for every tensor, or a per-tensor
// mix. Q4_K_M is not a block type but a per-tensor mix (llama.cpp src/llama-quant.cpp,
// llama_tensor_get_type, case LLAMA_FTYPE_MOSTLY_Q4_K_M, non-Falcon dense models): every weight
// matrix is Q4_K except attn_v and ffn_down, which are Q6_K in the blocks where
//   use_more_bits(i, n) = i < n/8 || i >= 7*n/8 || (i - n/8) % 3 == 2
// holds (i = ordinal of that tensor among the model's attn_v resp. ffn_down tensors, n = their
// count, integer division). For 32 layers that is 16 of 32 blocks (0-3, 6, 9, ..., 27, 28-31). The
// embedding and output head are not offloaded projections and are not modelled here.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "sim/model/architecture.hpp"
#include "sim/model/weight_formats.hpp"

namespace hwsim::decode {

// A block type: the row of model::storage_formats() at this index. The five named here are the
// registry's first five rows; every further row is a block type too (static_cast of its index).
enum class BlockType : std::uint16_t { bf16, fp16, q8_0, q6_k, q4_k };

double bytes_per_weight(BlockType type);
const char* to_string(BlockType type);
const model::StorageFormat& storage_of(BlockType type);
std::size_t block_type_count();

// A dense format as the user names it: a block type, or a per-tensor mix (q4_k_m). The six named
// here come first; after them one format per further block type (fp32, fp8_e4m3, ..., in the
// registry's order), each storing every tensor alike (static_cast of its index).
enum class WeightFormat : std::uint16_t { bf16, fp16, q8_0, q6_k, q4_k, q4_k_m };

const char* to_string(WeightFormat format);
// The names accepted in input files, in the order of WeightFormat.
const std::vector<std::string>& weight_format_names();
WeightFormat weight_format_from_name(const std::string& name);  // std::invalid_argument if unknown
// True for formats whose weights the GPU must dequantise (anything but bf16/fp16/fp32).
bool is_quantised(WeightFormat format);
// The block type of a format (a mix's usual one).
BlockType weight_format_block(WeightFormat format);

// Where a matrix output sits among the model's tensors of its kind, for per-tensor mixes.
struct TensorOrdinal {
  int index = 0;  // ordinal among the model's tensors of this kind (attn_v or ffn_down)
  int count = 0;  // how many such tensors the model has
};

// llama.cpp's use_more_bits rule (see the header comment).
bool q4_k_m_uses_more_bits(int index, int count);

// Block type of one matrix output of a group under `format`. `role` is the group's
// (model::GroupRole) and `output` the output's name in model::matrix_groups ("v", "down", ...);
// `ordinal` is only read for q4_k_m's attn_v (output "v" of an attention_in group) and ffn_down
// (every ffn_down group's output) tensors.
BlockType block_type_for(WeightFormat format, model::GroupRole role, const std::string& output,
                         TensorOrdinal ordinal);

// Per-layer ordinals of the tensors q4_k_m treats specially, computed over the whole model: for
// each layer, the ordinal of its attn_v tensor (a "v" output of its attention_in group) and of its
// ffn_down tensor (its dense or routed ffn_down group).
struct LayerOrdinals {
  TensorOrdinal attn_v;
  TensorOrdinal ffn_down;
};
std::vector<LayerOrdinals> tensor_ordinals(const model::ModelSpec& model);
// The ordinals `format` reads: tensor_ordinals(model) for a per-tensor mix, one zero entry per
// layer for a block type, whose outputs do not depend on them (and which then costs no walk over
// every layer's matrix groups: a decode check or case of a 1-layer run of a deep model does it
// many times).
std::vector<LayerOrdinals> tensor_ordinals(const model::ModelSpec& model, WeightFormat format);

// block_type_for one output of `group`, with the group's ordinal among `ordinals`.
BlockType output_block_type(WeightFormat format, const model::MatrixGroup& group,
                            const model::MatrixOutput& output, const LayerOrdinals& ordinals);

// Bytes of one input column of one instance of `group` (all outputs side by side) in `format`:
// sum over outputs of rows * bytes_per_weight(block type of that output).
double column_bytes(const model::MatrixGroup& group, WeightFormat format,
                    const LayerOrdinals& ordinals);

}  // namespace hwsim::decode
