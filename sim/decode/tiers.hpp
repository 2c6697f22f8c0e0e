#pragma once
// Decode methods and how many columns of each matrix group a token reads, in which form.
//
// Methods (per matrix group with n input columns, per token, ranked by |x_j|):
// - dense: all n columns in `format`.
// - teal: the k = round(budget * n) largest-|x| columns in `format`, the rest skipped. The budget
//   is the fraction of the dense bytes read, so for one format it equals the column fraction.
// - scap: SCAP (Chua, Pan and Jain 2024, "Post-Training Statistical Calibration for Higher
//   Activation Sparsity", arXiv:2412.07174) prunes the input activations of fully-connected layers
//   by magnitude against a threshold calibrated as a quantile on a few samples, after
//   Mode-Centering shifts a skewed input by its estimated mode (the constant W * mode is a bias of
//   one value per output row, not a matrix read, and is not counted). The paper's comparison is
//   with CATS on the FFN (1.5x its decoding speedup at iso quality), so hwsim applies the budget to
//   the groups whose model::GroupRole is the FFN's (ffn_in: gate and up share one input;
//   ffn_down) as teal does, k = round(budget * n) columns, and reads every other group whole in
//   `format`. With a measured gpu.gemv_kernels fit, every GEMV of the token takes the sparse
//   kernel's fit, as teal's resident groups do when the budget covers offloaded groups only.
//   CATS (Lee et al. 2024, arXiv:2404.08763) is not a row: it thresholds the gate's activation and
//   skips up's rows and down's columns, but model::matrix_groups stores gate and up as one group of
//   column bundles over the hidden input, where a skipped up row is one entry of every bundle:
//   nothing a column read can leave out. Only its down half would be expressible.
// - spax: k_top columns in `format` (top tier), the next k_mid columns as b-bit codes (middle
//   tier), the rest skipped. Code bytes per column = rows * bits / 8 + a per-output column scale
//   (fp16, 2 B) and, for the scalar codec, an offset (fp16, 2 B):
//   - scalar: per-column scalar quantisation, scale + offset: 4 B per output per column;
//   - trellis: bitshift trellis-coded quantisation: b/8 bytes per weight as well, one fp16 scale
//     per output per column (2 B), and a higher GPU decode cost (see gpu.decode_rates in
//     sim/hw/hardware_profile.hpp).
//
// Tier sizes for spax come from either
// - fractions: k_top = round(top * n), k_mid = round(mid * n) given directly, or
// - a budget b (fraction of the group's dense bytes in `format`) and a split rule:
//   - mid_to_top_ratio r: k_mid = r * k_top, k_top * top_bytes + k_mid * mid_bytes =
//     b * n * top_bytes;
//   - top_fraction_of_budget t: k_top * top_bytes = t * b * n * top_bytes; the rest of the budget
//     buys codes.
//
// When the tiers would exceed n columns, k_mid = n - k_top and k_top solves the byte budget with
// every column read (k_top = (b*n*top - n*mid) / (top - mid)); a budget below n*mid/(n*top) with
// r = inf is impossible and is clamped to all columns as codes. Counts are rounded to whole
// columns.
#include <cstdint>
#include <string>
#include <vector>

#include "sim/decode/formats.hpp"
#include "sim/model/architecture.hpp"

namespace hwsim::decode {

enum class MethodKind { dense, teal, spax, scap };
enum class Codec { scalar, trellis };
enum class SplitRule { mid_to_top_ratio, top_fraction_of_budget, fractions };

const char* to_string(MethodKind kind);
const char* to_string(Codec codec);

// Every field but `label` is part of a case's cache key (decode::case_key in decode_report.cpp):
// a new field must be added there too, or cases differing only in it would share one result.
struct MethodSpec {
  std::string label;  // row label in tables, e.g. "SpAx-trellis"; defaults to a generated name
  MethodKind kind = MethodKind::dense;
  WeightFormat format = WeightFormat::bf16;  // dense format, or the top tier's format
  double budget = 1.0;  // teal/spax: fraction of the dense bytes; scap: of the FFN's dense bytes
  // Where the budget comes from (a paper's tolerance table, or derived from a paper's byte count,
  // which makes the bytes an input rather than a prediction); printed with the comparison.
  std::string budget_source;
  Codec codec = Codec::scalar;  // spax only
  int bits = 4;                 // spax code bits per weight
  SplitRule split = SplitRule::mid_to_top_ratio;
  double split_value = 3.0;   // r (mid_to_top_ratio) or t (top_fraction_of_budget)
  double top_fraction = 0.0;  // split == fractions: k_top / n
  double mid_fraction = 0.0;  // split == fractions: k_mid / n

  bool is_sparse() const { return kind != MethodKind::dense; }
};

// Bytes per input column of one instance of the group in the middle tier's code form.
double code_column_bytes(const model::MatrixGroup& group, Codec codec, int bits);

// What one token reads of one instance of one matrix group.
struct TierPlan {
  std::int64_t columns = 0;       // n (input dim)
  std::int64_t rows = 0;          // sum of output rows (one instance)
  std::int64_t k_top = 0;         // columns read in the original format
  std::int64_t k_mid = 0;         // columns read as codes
  double top_column_bytes = 0.0;  // bytes of one top-tier column bundle
  double mid_column_bytes = 0.0;  // bytes of one code column bundle
  double dense_bytes() const { return static_cast<double>(columns) * top_column_bytes; }
  double needed_bytes() const {
    return static_cast<double>(k_top) * top_column_bytes +
           static_cast<double>(k_mid) * mid_column_bytes;
  }
  double top_weights() const { return static_cast<double>(k_top * rows); }
  double mid_weights() const { return static_cast<double>(k_mid * rows); }
  bool selects() const { return k_top + k_mid < columns || k_mid > 0; }  // needs a top-k kernel
};

TierPlan plan_tiers(const MethodSpec& method, const model::MatrixGroup& group,
                    const LayerOrdinals& ordinals);

// Default label: "dense-bf16", "teal-bf16", "spax-trellis-3b".
std::string default_label(const MethodSpec& method);

// The method registry: one row per MethodKind, in its order (tests/decode/registry_test.cpp
// walks every row). A new method is one enum value, one row and its functions.
struct MethodTraits {
  MethodKind kind;
  const char* name;  // YAML `methods[].name`
  // A middle tier of codes: the method reads codec, bits and split, its unfused selection adds a
  // tier-split pass, and a group with both tiers runs two GEMV kernels (sim/decode/overheads.hpp).
  bool tiered;
  // Keys a method of this kind reads beyond name, label and format, by split rule; any other
  // method key written is an error naming it (sim/decode/decode_job.cpp).
  std::vector<std::string> (*keys)(SplitRule split);
  // The tier planner: fills k_top, k_mid and mid_column_bytes of `plan`, whose columns, rows and
  // top_column_bytes are set.
  void (*plan)(const MethodSpec& method, const model::MatrixGroup& group, TierPlan& plan);
  // The measured kernel kind of the method's GEMV (keys of gpu.gemv_kernels).
  std::string (*kernel_kind)(const MethodSpec& method);
  std::string (*label)(const MethodSpec& method);  // default_label
};

const std::vector<MethodTraits>& method_registry();
const MethodTraits& traits_of(MethodKind kind);
// The row named `name`; nullptr when none is.
const MethodTraits* find_method(const std::string& name);
std::vector<std::string> method_names();  // in registry order

}  // namespace hwsim::decode
