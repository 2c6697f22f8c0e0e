// Random selections for the microbenchmarks: distinct indices drawn without a full shuffle.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <numeric>
#include <random>
#include <stdexcept>
#include <vector>

namespace hwsim::validate {

// Draws sorted random selections of k distinct indices of [0, n), as a sparse selection gives
// them, for any number of n. Each n keeps one pool that a partial Fisher-Yates shuffle (O(k) per
// draw) leaves a permutation of [0, n) for the next draw; deterministic for a seed.
class SortedSampler {
 public:
  explicit SortedSampler(std::uint64_t seed) : rng_(seed) {}

  // Throws std::invalid_argument when k > n.
  std::vector<std::uint64_t> draw(std::uint64_t n, std::uint64_t k) {
    if (k > n) throw std::invalid_argument("SortedSampler: k exceeds n");
    std::vector<std::uint64_t>& pool = pools_[n];
    if (pool.empty()) {
      pool.resize(n);
      std::iota(pool.begin(), pool.end(), 0);
    }
    for (std::uint64_t i = 0; i < k; ++i) {
      std::uniform_int_distribution<std::uint64_t> pick(i, n - 1);
      std::swap(pool[i], pool[pick(rng_)]);
    }
    std::vector<std::uint64_t> idx(pool.begin(), pool.begin() + static_cast<std::ptrdiff_t>(k));
    std::sort(idx.begin(), idx.end());
    return idx;
  }

 private:
  std::mt19937_64 rng_;
  std::map<std::uint64_t, std::vector<std::uint64_t>> pools_;
};

}  // namespace hwsim::validate
