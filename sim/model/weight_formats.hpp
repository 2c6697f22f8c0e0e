#pragma once
// Storage formats of weight matrices: the registry, one row per format, declared once. Each row
// gives the exact bytes a [rows x cols] matrix (rows = outputs, cols = inputs, as nn.Linear
// stores it) takes in that format, scales, zeros and block layout included, and cites the
// format's definition. The dequantising work per weight is the decode kernel's, in
// sim/decode/kernel_cost.hpp (one entry per row here, by name).
//
// A matrix of r x c weights in a layout takes
//   r * ceil(c / group) * group_bytes        codes and per-group scales/zeros along each row
//   + ceil(r / tile) * ceil(c / tile) * tile_bytes   one scale per tile x tile block (FP8 blocks)
//   + r * row_bytes + c * col_bytes + tensor_bytes   per-channel scales, GPTQ's g_idx, a
//                                                    per-tensor scale
// and bytes_per_weight() is the first two terms' rate: group_bytes / group + tile_bytes / tile^2.
//
// Formats with a bit width or group size that a checkpoint's quantization_config chooses (GPTQ,
// AWQ, HQQ, compressed-tensors' pack-quantized integers) have a row at their usual setting and a
// `with` function that gives the layout at any other (bits, group).
//
// The first five rows are bf16, fp16, q8_0, q6_k and q4_k, in that order: decode's BlockType
// (sim/decode/formats.hpp) names them by their index.
#include <cstdint>
#include <string>
#include <vector>

namespace hwsim::model {

struct WeightLayout {
  std::int64_t group = 1;     // consecutive weights of a row that share group_bytes
  double group_bytes = 2.0;   // bytes of one group: its codes and its scale / zero / min
  std::int64_t tile = 0;      // side of a square block with one scale (0 = none)
  double tile_bytes = 0.0;    // bytes of that scale
  double row_bytes = 0.0;     // per output row (a per-channel scale)
  double col_bytes = 0.0;     // per input column (GPTQ's g_idx)
  double tensor_bytes = 0.0;  // per matrix (a per-tensor scale)

  // Bytes per weight of a large matrix: group_bytes / group + tile_bytes / tile^2.
  double bytes_per_weight() const;
  // Exact bytes of one rows x cols matrix (see the header comment).
  double matrix_bytes(std::int64_t rows, std::int64_t cols) const;
};

struct StorageFormat {
  const char* name;         // "mxfp4", "gptq_int4", ...; the name decode's `format:` takes
  const char* definition;   // the source that defines the layout
  const char* layout_text;  // the layout in words ("17 B per 32: 16 B of E2M1 codes + E8M0 scale")
  bool quantised;           // codes the GPU must dequantise (false: bf16, fp16, fp32)
  int bits;                 // bits of one code (16 for bf16, 4 for mxfp4, ...)
  WeightLayout layout;      // at the row's usual setting
  // The layout at another code width and group size (null: the format has no such settings).
  WeightLayout (*with)(int bits, std::int64_t group) = nullptr;
  std::int64_t group_setting = 0;  // the usual group size of a `with` row (0: none)
};

// Every format, in registry order (the first five as the header says).
const std::vector<StorageFormat>& storage_formats();
// The row named `name`, or null.
const StorageFormat* find_storage_format(const std::string& name);
// The names of every row, in order.
std::vector<std::string> storage_format_names();

}  // namespace hwsim::model
