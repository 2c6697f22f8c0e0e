// CPU references (double accumulation) for the decode kernels, and error metrics.
#pragma once

#include <cstddef>
#include <vector>

namespace hwsim::validate {

// y[i] = sum_t x[t] * columns[t][i], i < rows.
std::vector<double> gemv_columns_ref(int rows, const std::vector<const float*>& columns,
                                     const std::vector<float>& x);

// y[r] = sum_j W[r * n + j] * x[j] (row-major W, m rows).
std::vector<double> gemv_rows_ref(const float* w, int m, int n, const float* x);

// ||y - ref|| / ||ref||; +infinity if any y is not finite.
double rel_l2_error(const float* y, const std::vector<double>& ref);

// Exact tiered top-k by |x| under the total order (|x| descending, index ascending): the first
// k_top indices form the top tier, the next k_mid the middle tier. Both returned in ascending index
// order.
struct TierSelection {
  std::vector<int> top;
  std::vector<int> mid;
};
TierSelection select_tiers_ref(const std::vector<float>& x, int k_top, int k_mid);

}  // namespace hwsim::validate
