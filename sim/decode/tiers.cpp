#include "sim/decode/tiers.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace hwsim::decode {

const char* to_string(MethodKind kind) { return traits_of(kind).name; }

const char* to_string(Codec codec) { return codec == Codec::scalar ? "scalar" : "trellis"; }

double code_column_bytes(const model::MatrixGroup& group, Codec codec, int bits) {
  const double per_output_overhead = codec == Codec::scalar ? 4.0 : 2.0;
  return static_cast<double>(group.output_dim()) * bits / 8.0 +
         per_output_overhead * static_cast<double>(group.outputs.size());
}

namespace {

std::int64_t round_columns(double columns, std::int64_t n) {
  return std::clamp<std::int64_t>(std::llround(columns), 0, n);
}

}  // namespace

namespace {

void plan_dense(const MethodSpec&, const model::MatrixGroup&, TierPlan& plan) {
  plan.k_top = plan.columns;
}

void plan_teal(const MethodSpec& method, const model::MatrixGroup&, TierPlan& plan) {
  plan.k_top = round_columns(method.budget * static_cast<double>(plan.columns), plan.columns);
}

// The budget on the FFN's groups only (see the header); attention and the router read whole.
void plan_scap(const MethodSpec& method, const model::MatrixGroup& group, TierPlan& plan) {
  const double kept = group.is_ffn() ? method.budget : 1.0;
  plan.k_top = round_columns(kept * static_cast<double>(plan.columns), plan.columns);
}

void plan_spax(const MethodSpec& method, const model::MatrixGroup& group, TierPlan& plan) {
  const std::int64_t n = plan.columns;
  const double nd = static_cast<double>(n);
  plan.mid_column_bytes = code_column_bytes(group, method.codec, method.bits);
  const double top = plan.top_column_bytes;
  const double mid = plan.mid_column_bytes;
  if (method.split == SplitRule::fractions) {
    plan.k_top = round_columns(method.top_fraction * nd, n);
    plan.k_mid = round_columns(method.mid_fraction * nd, n - plan.k_top);
    return;
  }
  const double budget_bytes = method.budget * nd * top;
  double k_top = 0.0;
  double k_mid = 0.0;
  if (method.split == SplitRule::mid_to_top_ratio) {
    const double r = method.split_value;
    k_top = budget_bytes / (top + r * mid);
    k_mid = r * k_top;
  } else {
    k_top = method.split_value * budget_bytes / top;
    k_mid = (budget_bytes - k_top * top) / mid;
  }
  if (k_top + k_mid > nd) {
    // Every column is read: solve k_top*top + (n-k_top)*mid = budget_bytes.
    k_top = std::clamp((budget_bytes - nd * mid) / (top - mid), 0.0, nd);
    k_mid = nd - k_top;
  }
  plan.k_top = round_columns(k_top, n);
  plan.k_mid = round_columns(k_mid, n - plan.k_top);
}

std::vector<std::string> no_keys(SplitRule) { return {}; }

std::vector<std::string> budget_keys(SplitRule) { return {"budget", "budget_source"}; }

std::vector<std::string> spax_keys(SplitRule split) {
  switch (split) {
    case SplitRule::mid_to_top_ratio:
      return {"budget", "budget_source", "codec", "bits", "split", "mid_to_top_ratio"};
    case SplitRule::top_fraction_of_budget:
      return {"budget", "budget_source", "codec", "bits", "split", "top_fraction_of_budget"};
    case SplitRule::fractions:
      return {"budget_source", "codec", "bits", "split", "k_top", "k_mid"};
  }
  return {};
}

std::string dense_kernel(const MethodSpec& m) {
  return is_quantised(m.format) ? "quantised" : "dense";
}
std::string sparse_kernel(const MethodSpec&) { return "sparse"; }
std::string tiered_kernel(const MethodSpec& m) {
  return m.codec == Codec::trellis ? "tiered_trellis" : "tiered_scalar";
}

std::string format_label(const MethodSpec& m) {
  return std::string(to_string(m.kind)) + "-" + to_string(m.format);
}
std::string codec_label(const MethodSpec& m) {
  return std::string(to_string(m.kind)) + "-" + to_string(m.codec) + "-" + std::to_string(m.bits) +
         "b";
}

}  // namespace

const std::vector<MethodTraits>& method_registry() {
  static const std::vector<MethodTraits> rows = {
      {MethodKind::dense, "dense", false, no_keys, plan_dense, dense_kernel, format_label},
      {MethodKind::teal, "teal", false, budget_keys, plan_teal, sparse_kernel, format_label},
      {MethodKind::spax, "spax", true, spax_keys, plan_spax, tiered_kernel, codec_label},
      {MethodKind::scap, "scap", false, budget_keys, plan_scap, sparse_kernel, format_label},
  };
  return rows;
}

const MethodTraits& traits_of(MethodKind kind) {
  const auto i = static_cast<std::size_t>(kind);
  if (i >= method_registry().size() || method_registry()[i].kind != kind)
    throw std::logic_error("decode: method kind without its registry row");
  return method_registry()[i];
}

const MethodTraits* find_method(const std::string& name) {
  for (const MethodTraits& row : method_registry())
    if (name == row.name) return &row;
  return nullptr;
}

std::vector<std::string> method_names() {
  std::vector<std::string> names;
  for (const MethodTraits& row : method_registry()) names.emplace_back(row.name);
  return names;
}

TierPlan plan_tiers(const MethodSpec& method, const model::MatrixGroup& group,
                    const LayerOrdinals& ordinals) {
  TierPlan plan;
  plan.columns = group.input_dim;
  plan.rows = group.output_dim();
  plan.top_column_bytes = column_bytes(group, method.format, ordinals);
  traits_of(method.kind).plan(method, group, plan);
  return plan;
}

std::string default_label(const MethodSpec& method) { return traits_of(method.kind).label(method); }

}  // namespace hwsim::decode
