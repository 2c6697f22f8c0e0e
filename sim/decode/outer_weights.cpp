#include "sim/decode/outer_weights.hpp"

namespace hwsim::decode {

namespace {
constexpr double kBf16 = 2.0;  // bytes a weight
}

OuterWeights outer_weights(const model::ModelSpec& model) {
  OuterWeights w;
  w.input_bytes = kBf16 * static_cast<double>(model::input_parameter_count(model));
  w.output_bytes = kBf16 * static_cast<double>(model::output_parameter_count(model));
  w.head_read_bytes = kBf16 * static_cast<double>(model.vocab) * static_cast<double>(model.hidden);
  // A token reads its row of the token table and of the position table, and its per-layer rows
  // (L x w packed).
  const double positions = model.max_positions > 0 ? static_cast<double>(model.hidden) : 0.0;
  const double per_layer =
      model.per_layer_input > 0
          ? static_cast<double>(model.layers.size()) * static_cast<double>(model.per_layer_input)
          : 0.0;
  w.row_bytes = kBf16 * (static_cast<double>(model.hidden) + positions + per_layer);
  return w;
}

Placement embedding_placement(const model::ModelSpec& model, const TokenOptions& options) {
  return model.tied_embeddings ? options.head : options.embedding;
}

double outer_bytes_at(const model::ModelSpec& model, const TokenOptions& options, Placement where) {
  if (options.blocks_only) return 0.0;
  const OuterWeights w = outer_weights(model);
  double bytes = 0.0;
  if (embedding_placement(model, options) == where) bytes += w.input_bytes;
  if (options.head == where) bytes += w.output_bytes;
  return bytes;
}

}  // namespace hwsim::decode
