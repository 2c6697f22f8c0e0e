#include "sim/decode/formats.hpp"

#include <stdexcept>

namespace hwsim::decode {

std::size_t block_type_count() { return model::storage_formats().size(); }

const model::StorageFormat& storage_of(BlockType type) {
  const auto i = static_cast<std::size_t>(type);
  if (i >= block_type_count()) throw std::logic_error("unknown block type");
  return model::storage_formats()[i];
}

double bytes_per_weight(BlockType type) { return storage_of(type).layout.bytes_per_weight(); }

const char* to_string(BlockType type) { return storage_of(type).name; }

namespace {

// The weight-format registry: one row per WeightFormat, in its order. A block type stores every
// tensor alike; a per-tensor mix names a rule choosing the block type of each output.
struct WeightFormatRow {
  const char* name;
  BlockType block;  // every output's block type, or the mix's usual one
  BlockType (*mix)(model::GroupRole role, const std::string& output, TensorOrdinal ordinal,
                   BlockType usual);  // nullptr: not a mix
  bool quantised;                     // the GPU dequantises its weights
};

// q4_k_m: attn_v and ffn_down in Q6_K where use_more_bits holds (see the header).
BlockType q4_k_m_mix(model::GroupRole role, const std::string& output, TensorOrdinal ordinal,
                     BlockType usual) {
  const bool special = (role == model::GroupRole::attention_in && output == "v") ||
                       role == model::GroupRole::ffn_down;
  return special && q4_k_m_uses_more_bits(ordinal.index, ordinal.count) ? BlockType::q6_k : usual;
}

// The named formats first, then one uniform row per further block type of the registry.
std::vector<WeightFormatRow> make_weight_formats() {
  std::vector<WeightFormatRow> rows = {
      {"bf16", BlockType::bf16, nullptr, false}, {"fp16", BlockType::fp16, nullptr, false},
      {"q8_0", BlockType::q8_0, nullptr, true},  {"q6_k", BlockType::q6_k, nullptr, true},
      {"q4_k", BlockType::q4_k, nullptr, true},  {"q4_k_m", BlockType::q4_k, q4_k_m_mix, true},
  };
  for (std::size_t i = static_cast<std::size_t>(BlockType::q4_k) + 1; i < block_type_count(); ++i) {
    const auto type = static_cast<BlockType>(i);
    rows.push_back({storage_of(type).name, type, nullptr, storage_of(type).quantised});
  }
  return rows;
}

const std::vector<WeightFormatRow>& weight_format_rows() {
  static const std::vector<WeightFormatRow> rows = make_weight_formats();
  return rows;
}

const WeightFormatRow& row_of(WeightFormat format) {
  const auto i = static_cast<std::size_t>(format);
  if (i >= weight_format_rows().size()) throw std::logic_error("unknown weight format");
  return weight_format_rows()[i];
}

}  // namespace

const std::vector<std::string>& weight_format_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const WeightFormatRow& row : weight_format_rows()) out.emplace_back(row.name);
    return out;
  }();
  return names;
}

BlockType weight_format_block(WeightFormat format) { return row_of(format).block; }

const char* to_string(WeightFormat format) { return row_of(format).name; }

WeightFormat weight_format_from_name(const std::string& name) {
  const auto& names = weight_format_names();
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (names[i] == name) return static_cast<WeightFormat>(i);
  }
  throw std::invalid_argument("unknown weight format '" + name + "'");
}

bool is_quantised(WeightFormat format) { return row_of(format).quantised; }

bool q4_k_m_uses_more_bits(int index, int count) {
  return index < count / 8 || index >= 7 * count / 8 || (index - count / 8) % 3 == 2;
}

BlockType block_type_for(WeightFormat format, model::GroupRole role, const std::string& output,
                         TensorOrdinal ordinal) {
  const WeightFormatRow& row = row_of(format);
  return row.mix ? row.mix(role, output, ordinal, row.block) : row.block;
}

std::vector<LayerOrdinals> tensor_ordinals(const model::ModelSpec& model) {
  std::vector<LayerOrdinals> out(model.layers.size());
  int v_count = 0;
  int down_count = 0;
  for (std::size_t i = 0; i < model.layers.size(); ++i) {
    for (const auto& group : model::matrix_groups(model.layers[i], model.hidden)) {
      if (group.role == model::GroupRole::attention_in) {
        for (const auto& output : group.outputs) {
          if (output.name == "v") out[i].attn_v.index = v_count++;
        }
      }
      // llama.cpp counts ffn_down per layer for dense models and reads the layer from the tensor
      // name for MoE ones; both give one ordinal per block that has a down projection.
      if (group.role == model::GroupRole::ffn_down && group.part != model::FfnPart::shared)
        out[i].ffn_down.index = down_count++;
    }
  }
  for (auto& layer : out) {
    layer.attn_v.count = v_count;
    layer.ffn_down.count = down_count;
  }
  return out;
}

std::vector<LayerOrdinals> tensor_ordinals(const model::ModelSpec& model, WeightFormat format) {
  if (!row_of(format).mix) return std::vector<LayerOrdinals>(model.layers.size());
  return tensor_ordinals(model);
}

BlockType output_block_type(WeightFormat format, const model::MatrixGroup& group,
                            const model::MatrixOutput& output, const LayerOrdinals& ordinals) {
  const TensorOrdinal ordinal =
      group.role == model::GroupRole::attention_in ? ordinals.attn_v : ordinals.ffn_down;
  return block_type_for(format, group.role, output.name, ordinal);
}

double column_bytes(const model::MatrixGroup& group, WeightFormat format,
                    const LayerOrdinals& ordinals) {
  double bytes = 0.0;
  for (const auto& output : group.outputs) {
    bytes += static_cast<double>(output.rows) *
             bytes_per_weight(output_block_type(format, group, output, ordinals));
  }
  return bytes;
}

}  // namespace hwsim::decode
