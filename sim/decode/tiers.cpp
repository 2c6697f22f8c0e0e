#include "sim/decode/tiers.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace hwsim::decode {

const char* to_string(MethodKind kind) {
  switch (kind) {
    case MethodKind::dense:
      return "dense";
    case MethodKind::teal:
      return "teal";
    case MethodKind::spax:
      return "spax";
  }
  return "?";
}

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

TierPlan plan_tiers(const MethodSpec& method, const model::MatrixGroup& group,
                    const LayerOrdinals& ordinals) {
  TierPlan plan;
  plan.columns = group.input_dim;
  plan.rows = group.output_dim();
  plan.top_column_bytes = column_bytes(group, method.format, ordinals);
  const std::int64_t n = plan.columns;
  const double nd = static_cast<double>(n);
  switch (method.kind) {
    case MethodKind::dense:
      plan.k_top = n;
      return plan;
    case MethodKind::teal:
      plan.k_top = round_columns(method.budget * nd, n);
      return plan;
    case MethodKind::spax:
      break;
  }
  plan.mid_column_bytes = code_column_bytes(group, method.codec, method.bits);
  const double top = plan.top_column_bytes;
  const double mid = plan.mid_column_bytes;
  if (method.split == SplitRule::fractions) {
    plan.k_top = round_columns(method.top_fraction * nd, n);
    plan.k_mid = round_columns(method.mid_fraction * nd, n - plan.k_top);
    return plan;
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
  return plan;
}

std::string default_label(const MethodSpec& method) {
  switch (method.kind) {
    case MethodKind::dense:
      return std::string("dense-") + to_string(method.format);
    case MethodKind::teal:
      return std::string("teal-") + to_string(method.format);
    case MethodKind::spax:
      return std::string("spax-") + to_string(method.codec) + "-" + std::to_string(method.bits) +
             "b";
  }
  return "?";
}

}  // namespace hwsim::decode
