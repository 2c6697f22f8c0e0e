// CPU references (double accumulation) for the decode kernels, and error metrics.
#pragma once

#include <algorithm>
#include <cstddef>
#include <random>
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

// The columns a kernel check reads, ascending: all `cols` of them when k >= cols (no draw from
// `rng`), else k drawn uniformly without replacement.
inline std::vector<int> check_columns(std::mt19937_64& rng, int cols, int k) {
  std::vector<int> idx(static_cast<std::size_t>(cols));
  for (int j = 0; j < cols; ++j) idx[static_cast<std::size_t>(j)] = j;
  if (k < cols) {
    std::shuffle(idx.begin(), idx.end(), rng);
    idx.resize(static_cast<std::size_t>(k));
    std::sort(idx.begin(), idx.end());
  }
  return idx;
}

}  // namespace hwsim::validate
