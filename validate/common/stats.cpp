#include "validate/common/stats.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <numeric>

namespace hwsim::validate {
namespace {

// Linear interpolation between closest ranks of sorted samples.
double quantile(const std::vector<double>& sorted, double q) {
  const double pos = q * static_cast<double>(sorted.size() - 1);
  const auto lo = static_cast<std::size_t>(pos);
  const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
  const double frac = pos - static_cast<double>(lo);
  return sorted[lo] * (1.0 - frac) + sorted[hi] * frac;
}

}  // namespace

Summary summarize(std::vector<double> samples) {
  Summary s;
  if (samples.empty()) return s;
  std::sort(samples.begin(), samples.end());
  s.count = samples.size();
  s.median = quantile(samples, 0.5);
  s.p10 = quantile(samples, 0.1);
  s.p90 = quantile(samples, 0.9);
  s.min = samples.front();
  s.max = samples.back();
  s.mean = std::accumulate(samples.begin(), samples.end(), 0.0) / static_cast<double>(s.count);
  return s;
}

nlohmann::json to_json(const Summary& s) {
  return {{"count", s.count}, {"median", s.median}, {"mean", s.mean}, {"min", s.min},
          {"max", s.max},     {"p10", s.p10},       {"p90", s.p90}};
}

}  // namespace hwsim::validate
