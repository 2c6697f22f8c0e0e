#include "sim/decode/formats.hpp"

#include <iterator>
#include <stdexcept>

namespace hwsim::decode {

namespace {

// One row per BlockType, in its order: name and bytes per block of `weights` weights (see the
// header for the ggml layouts).
struct BlockTypeRow {
  const char* name;
  double block_bytes;
  double block_weights;
};
constexpr BlockTypeRow kBlockTypes[] = {
    {"bf16", 2.0, 1.0},     {"fp16", 2.0, 1.0},     {"q8_0", 34.0, 32.0},
    {"q6_k", 210.0, 256.0}, {"q4_k", 144.0, 256.0},
};

const BlockTypeRow& row_of(BlockType type) {
  const auto i = static_cast<std::size_t>(type);
  if (i >= std::size(kBlockTypes)) throw std::logic_error("unknown block type");
  return kBlockTypes[i];
}

}  // namespace

double bytes_per_weight(BlockType type) {
  const BlockTypeRow& row = row_of(type);
  return row.block_bytes / row.block_weights;
}

const char* to_string(BlockType type) { return row_of(type).name; }

const std::vector<std::string>& weight_format_names() {
  static const std::vector<std::string> names = {"bf16", "fp16", "q8_0", "q6_k", "q4_k", "q4_k_m"};
  return names;
}

const char* to_string(WeightFormat format) {
  return weight_format_names().at(static_cast<std::size_t>(format)).c_str();
}

WeightFormat weight_format_from_name(const std::string& name) {
  const auto& names = weight_format_names();
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (names[i] == name) return static_cast<WeightFormat>(i);
  }
  throw std::invalid_argument("unknown weight format '" + name + "'");
}

bool is_quantised(WeightFormat format) {
  return format != WeightFormat::bf16 && format != WeightFormat::fp16;
}

bool q4_k_m_uses_more_bits(int index, int count) {
  return index < count / 8 || index >= 7 * count / 8 || (index - count / 8) % 3 == 2;
}

namespace {

bool is_ffn_down(const std::string& group) {
  return group == "down" || group == "experts.down" || group == "shared.down";
}

}  // namespace

BlockType block_type_for(WeightFormat format, const std::string& group, const std::string& output,
                         TensorOrdinal ordinal) {
  switch (format) {
    case WeightFormat::bf16:
      return BlockType::bf16;
    case WeightFormat::fp16:
      return BlockType::fp16;
    case WeightFormat::q8_0:
      return BlockType::q8_0;
    case WeightFormat::q6_k:
      return BlockType::q6_k;
    case WeightFormat::q4_k:
      return BlockType::q4_k;
    case WeightFormat::q4_k_m: {
      const bool special = (group == "qkv" && output == "v") || is_ffn_down(group);
      if (special && q4_k_m_uses_more_bits(ordinal.index, ordinal.count)) return BlockType::q6_k;
      return BlockType::q4_k;
    }
  }
  throw std::logic_error("unknown weight format");
}

std::vector<LayerOrdinals> tensor_ordinals(const model::ModelSpec& model) {
  std::vector<LayerOrdinals> out(model.layers.size());
  int v_count = 0;
  int down_count = 0;
  for (std::size_t i = 0; i < model.layers.size(); ++i) {
    for (const auto& group : model::matrix_groups(model.layers[i], model.hidden)) {
      if (group.name == "qkv") {
        for (const auto& output : group.outputs) {
          if (output.name == "v") out[i].attn_v.index = v_count++;
        }
      }
      // llama.cpp counts ffn_down per layer for dense models and reads the layer from the tensor
      // name for MoE ones; both give one ordinal per block that has a down projection.
      if (group.name == "down" || group.name == "experts.down")
        out[i].ffn_down.index = down_count++;
    }
  }
  for (auto& layer : out) {
    layer.attn_v.count = v_count;
    layer.ffn_down.count = down_count;
  }
  return out;
}

double column_bytes(const model::MatrixGroup& group, WeightFormat format,
                    const LayerOrdinals& ordinals) {
  double bytes = 0.0;
  for (const auto& output : group.outputs) {
    const TensorOrdinal ordinal = (group.name == "qkv") ? ordinals.attn_v : ordinals.ffn_down;
    bytes += static_cast<double>(output.rows) *
             bytes_per_weight(block_type_for(format, group.name, output.name, ordinal));
  }
  return bytes;
}

}  // namespace hwsim::decode
