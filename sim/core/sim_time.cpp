#include "sim/core/sim_time.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <utility>

namespace hwsim {

SimTime seconds_to_time(double seconds) {
  if (!std::isfinite(seconds) || seconds < 0.0) {
    throw std::invalid_argument("duration must be a finite, non-negative number of seconds");
  }
  const double picos = std::round(seconds * 1e12);
  if (picos >= 9.2e18) {
    throw std::invalid_argument("duration exceeds the simulator's time range (about 106 days)");
  }
  return static_cast<SimTime>(picos);
}

void throw_bad_transfer(double bytes, double bytes_per_second) {
  if (!(bytes_per_second > 0.0) || !std::isfinite(bytes_per_second)) {
    throw std::invalid_argument("transfer rate must be positive and finite");
  }
  if (!std::isfinite(bytes) || bytes < 0.0) {
    throw std::invalid_argument("transfer size must be finite and non-negative");
  }
  throw std::invalid_argument("transfer time exceeds the simulator's time range");
}

SimTime union_length(std::vector<std::pair<SimTime, SimTime>> intervals) {
  sort_by_begin(intervals);
  return sorted_union_length(intervals);
}

void sort_by_begin(std::vector<std::pair<SimTime, SimTime>>& intervals) {
  // Least-significant digit first, 11 bits a pass, as many passes as the largest begin needs.
  constexpr int kBits = 11;
  constexpr std::size_t kBuckets = std::size_t{1} << kBits;
  SimTime largest = 0;
  for (const auto& interval : intervals) {
    if (interval.first < 0) throw std::invalid_argument("sort_by_begin: a negative begin");
    largest = std::max(largest, interval.first);
  }
  std::vector<std::pair<SimTime, SimTime>> scratch(intervals.size());
  std::vector<std::size_t> start(kBuckets);
  for (int shift = 0; shift < 63 && (largest >> shift) > 0; shift += kBits) {
    std::fill(start.begin(), start.end(), 0);
    const auto digit = [shift](SimTime t) {
      return static_cast<std::size_t>(t >> shift) & (kBuckets - 1);
    };
    for (const auto& interval : intervals) ++start[digit(interval.first)];
    std::size_t offset = 0;
    for (std::size_t& s : start) offset += std::exchange(s, offset);
    for (const auto& interval : intervals) scratch[start[digit(interval.first)]++] = interval;
    intervals.swap(scratch);
  }
}

SimTime sorted_union_length(const std::vector<std::pair<SimTime, SimTime>>& intervals) {
  SimTime total = 0;
  SimTime begin = 0;
  SimTime end = -1;
  for (const auto& [b, e] : intervals) {
    if (b > end) {
      if (end > begin) total += end - begin;
      begin = b;
      end = e;
    } else {
      end = std::max(end, e);
    }
  }
  if (end > begin) total += end - begin;
  return total;
}

std::string format_time(SimTime t) {
  struct Scale {
    SimTime unit;
    const char* name;
  };
  static constexpr Scale kScales[] = {
      {kSecond, "s"}, {kMillisecond, "ms"}, {kMicrosecond, "us"}, {kNanosecond, "ns"}};
  char buffer[64];
  for (const Scale& scale : kScales) {
    if (t >= scale.unit || t <= -scale.unit) {
      std::snprintf(buffer, sizeof buffer, "%.4g %s",
                    static_cast<double>(t) / static_cast<double>(scale.unit), scale.name);
      return buffer;
    }
  }
  std::snprintf(buffer, sizeof buffer, "%lld ps", static_cast<long long>(t));
  return buffer;
}

}  // namespace hwsim
