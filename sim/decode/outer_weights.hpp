#pragma once
// The weights outside the transformer blocks that every decoded token uses: the input side (the
// token embedding table, a learned position table, Gemma's per-layer input tables and projection)
// and the output side (the final norm and the output head). Every decode method quantizes or
// sparsifies the blocks' matrix groups only; these stay in bf16 (2 bytes a weight), as
// transformers, accelerate and DeepSpeed keep them. With tied embeddings the head is the token
// table: one tensor, stored once, at the head's placement.
#include "sim/decode/token_graph_builder.hpp"
#include "sim/model/architecture.hpp"

namespace hwsim::decode {

struct OuterWeights {
  double input_bytes = 0.0;      // every input-side table (stored), bytes
  double output_bytes = 0.0;     // final norm + untied head (stored; tied: the norm only), bytes
  double head_read_bytes = 0.0;  // what the head's GEMV reads per token: vocab x hidden x 2, bytes
  double row_bytes = 0.0;        // one token's rows of the input tables, bytes
};

// The outer weights of `model` in bf16.
OuterWeights outer_weights(const model::ModelSpec& model);

// Where the input-side tables live: options.embedding, or the head's placement when tied.
Placement embedding_placement(const model::ModelSpec& model, const TokenOptions& options);

// Bytes of outer weights stored at `where` (0 under options.blocks_only).
double outer_bytes_at(const model::ModelSpec& model, const TokenOptions& options, Placement where);

}  // namespace hwsim::decode
