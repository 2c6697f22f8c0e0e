#include "validate/kernels/cpu_reference.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <stdexcept>

namespace hwsim::validate {

std::vector<double> gemv_columns_ref(int rows, const std::vector<const float*>& columns,
                                     const std::vector<float>& x) {
  if (columns.size() != x.size()) throw std::invalid_argument("gemv_columns_ref: size mismatch");
  std::vector<double> y(static_cast<std::size_t>(rows), 0.0);
  for (std::size_t t = 0; t < columns.size(); ++t) {
    const double xt = x[t];
    for (int i = 0; i < rows; ++i) y[static_cast<std::size_t>(i)] += xt * columns[t][i];
  }
  return y;
}

std::vector<double> gemv_rows_ref(const float* w, int m, int n, const float* x) {
  std::vector<double> y(static_cast<std::size_t>(m), 0.0);
  for (int r = 0; r < m; ++r) {
    const float* row = w + static_cast<std::ptrdiff_t>(r) * n;
    double acc = 0.0;
    for (int j = 0; j < n; ++j) acc += static_cast<double>(row[j]) * x[j];
    y[static_cast<std::size_t>(r)] = acc;
  }
  return y;
}

double rel_l2_error(const float* y, const std::vector<double>& ref) {
  double num = 0.0, den = 0.0;
  for (std::size_t i = 0; i < ref.size(); ++i) {
    if (!std::isfinite(y[i])) return std::numeric_limits<double>::infinity();
    const double d = y[i] - ref[i];
    num += d * d;
    den += ref[i] * ref[i];
  }
  return den > 0.0 ? std::sqrt(num / den) : std::sqrt(num);
}

TierSelection select_tiers_ref(const std::vector<float>& x, int k_top, int k_mid) {
  const int n = static_cast<int>(x.size());
  if (k_top < 0 || k_mid < 0 || k_top + k_mid > n)
    throw std::invalid_argument("select_tiers_ref: k");
  std::vector<int> order(x.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return std::fabs(x[static_cast<std::size_t>(a)]) > std::fabs(x[static_cast<std::size_t>(b)]);
  });
  TierSelection sel;
  sel.top.assign(order.begin(), order.begin() + k_top);
  sel.mid.assign(order.begin() + k_top, order.begin() + k_top + k_mid);
  std::sort(sel.top.begin(), sel.top.end());
  std::sort(sel.mid.begin(), sel.mid.end());
  return sel;
}

}  // namespace hwsim::validate
