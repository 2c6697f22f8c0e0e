// Pure-CPU part of the end-to-end decode harness: the model's matrix groups, the per-method tier
// sizes (the split rule), the byte layout of one layer's weights (identical in pinned memory and in
// the flash file) and the plans that turn a selection into gather copies or O_DIRECT reads.
#pragma once

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "validate/kernels/mid_layout.hpp"

namespace hwsim::validate {

struct ModelShape {
  int hidden = 4096;
  int heads = 32;
  int kv_heads = 8;
  int head_dim = 128;
  int ffn = 14336;
};

// A matrix group: matrices that share one input, stored as `cols` column bundles of `rows` values
// (the concatenated outputs of the group's matrices; `segments` = rows per matrix).
struct GroupShape {
  std::string name;
  int rows = 0;
  int cols = 0;
  std::vector<int> segments;
};

// qkv (in hidden), o (in heads*head_dim), gate_up (in hidden), down (in ffn), in dependency order.
std::vector<GroupShape> decoder_groups(const ModelShape& model);

enum class Method { kDenseBf16, kTeal, kSpaxScalar, kSpaxTrellis, kQ4K };
const char* to_string(Method m);
Method parse_method(const std::string& name);  // throws std::invalid_argument

// Tier sizes and bytes of one group for one method and budget.
// Split rule: TEAL k_top = round(budget * cols). SpAx: the bytes of k_top BF16 bundles plus k_mid =
// floor(ratio * k_top) middle-tier bundles equal budget * (cols BF16 bundles), k_top rounded down.
// Dense and Q4K read every column (k_top = cols).
struct GroupCase {
  GroupShape shape;
  Method method = Method::kDenseBf16;
  int k_top = 0;
  int k_mid = 0;
  int bits = 0;                        // middle-tier bits (0 when there is no middle tier)
  std::uint64_t top_bundle_bytes = 0;  // rows * 2
  std::uint64_t mid_bundle_bytes = 0;  // MidLayout::bundle_bytes (header and padding included)
  std::uint64_t bytes_needed = 0;      // weight bytes that must reach the GPU per token
};
GroupCase plan_group(const GroupShape& shape, Method method, double budget, int bits,
                     double mid_to_top_ratio);
nlohmann::json to_json(const GroupCase& g);

MidLayout mid_layout_for(const GroupShape& shape, MidCodec codec, int bits);

// Where one group's weights live inside a layer image. Every region starts on a page boundary.
struct GroupRegions {
  std::uint64_t bf16 = 0;     // cols bundles of rows bf16, column-major, stride rows*2
  std::uint64_t scalar = 0;   // cols scalar mid bundles, stride scalar_stride
  std::uint64_t trellis = 0;  // cols trellis mid bundles, stride trellis_stride
  std::uint64_t q4k = 0;      // rows Q4_K rows of cols weights (row-major blocks)
  std::uint64_t bf16_stride = 0;
  std::uint64_t scalar_stride = 0;   // = scalar MidLayout::bundle_bytes
  std::uint64_t trellis_stride = 0;  // = trellis MidLayout::bundle_bytes
  std::uint64_t q4k_bytes = 0;
};
struct LayerImage {
  std::vector<GroupRegions> groups;
  std::uint64_t bytes = 0;  // page multiple
};
LayerImage make_layer_image(const std::vector<GroupShape>& groups, int mid_bits);

// A copy (CPU gather) or a read (flash) of `bytes` from `src` (offset in the pinned image or in the
// file) to `dst` (offset in the staging buffer).
struct Extent {
  std::uint64_t src = 0;
  std::uint64_t dst = 0;
  std::uint64_t bytes = 0;
};
struct TransferPlan {
  std::vector<Extent> extents;
  std::vector<std::uint32_t> column_offsets;  // staging offset of each selected bundle, in order
  std::uint64_t staging_end = 0;              // first free staging byte
  std::uint64_t bytes_needed = 0;             // bundle bytes the kernels read
  std::uint64_t bytes_moved = 0;              // bytes copied / read (page rounding included)
};

// Appends the transfers of the selected bundles idx[0..k) (ascending) of a region of bundles
// (bundle j at region + j*stride, bundle_bytes long). Runs of bundles that are adjacent in the
// source become one extent of at most max_extent bytes (longer runs are split between bundles).
// page == 0: exact byte copies, each bundle placed at a 16-byte aligned staging offset (CPU
// gather). page > 0: reads are widened to whole pages and placed at page-aligned staging offsets
// (O_DIRECT);
//           bundles that share a page are read once.
void plan_bundle_transfers(const int* idx, int k, std::uint64_t region, std::uint64_t stride,
                           std::uint64_t bundle_bytes, std::uint64_t page, std::uint64_t max_extent,
                           TransferPlan& plan);

// Appends one contiguous range split into requests of `request` bytes (dense reads).
void plan_sequential_transfers(std::uint64_t src, std::uint64_t bytes, std::uint64_t request,
                               std::uint64_t page, TransferPlan& plan);

}  // namespace hwsim::validate
