#pragma once
// Simulated time: a signed 64-bit count of picoseconds. Integer time keeps event ordering exact and
// runs repeatable; 2^63 ps is about 106 days, far beyond any simulated step or token.
#include <cmath>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace hwsim {

using SimTime = std::int64_t;  // picoseconds

inline constexpr SimTime kPicosecond = 1;
inline constexpr SimTime kNanosecond = 1'000;
inline constexpr SimTime kMicrosecond = 1'000'000;
inline constexpr SimTime kMillisecond = 1'000'000'000;
inline constexpr SimTime kSecond = 1'000'000'000'000;
inline constexpr SimTime kTimeNever = INT64_MAX;

// Seconds -> picoseconds, rounded to the nearest picosecond. Throws std::invalid_argument for
// negative, non-finite or out-of-range values: a duration in hwsim is never negative.
SimTime seconds_to_time(double seconds);

// Picoseconds -> seconds (exact up to double precision).
constexpr double time_to_seconds(SimTime t) { return static_cast<double>(t) * 1e-12; }

// Throws transfer_time's std::invalid_argument for these arguments (out of line: the error path).
[[noreturn]] void throw_bad_transfer(double bytes, double bytes_per_second);

// Time needed to move `bytes` at `bytes_per_second`, rounded up to a whole picosecond so that a
// transfer never completes before its last byte could have arrived. Throws std::invalid_argument
// for a rate that is not positive and finite, a size that is negative or not finite, or a time
// beyond the simulator's range. Inline: a flash token computes some 10^5 of them.
inline SimTime transfer_time(double bytes, double bytes_per_second) {
  if (!(bytes_per_second > 0.0) || !std::isfinite(bytes_per_second) || !std::isfinite(bytes) ||
      bytes < 0.0) {
    throw_bad_transfer(bytes, bytes_per_second);
  }
  const double picos = std::ceil(bytes / bytes_per_second * 1e12 - 1e-6);
  if (picos >= 9.2e18) throw_bad_transfer(bytes, bytes_per_second);
  return picos <= 0.0 ? 0 : static_cast<SimTime>(picos);
}

// Length of the union of [begin, end) intervals: time covered by at least one of them (overlaps
// counted once). Used to split a token's time into GPU, transfer and other.
SimTime union_length(std::vector<std::pair<SimTime, SimTime>> intervals);
// The same for intervals already sorted by begin (in any order among equal begins, which leaves
// the union as it is), without a copy or a sort: callers that need the union of two sorted lists
// and of each alone sort each once and merge.
SimTime sorted_union_length(const std::vector<std::pair<SimTime, SimTime>>& intervals);
// Sorts intervals with non-negative begins by begin, stably (a radix sort: O(n) for the 10^5
// intervals of a flash token, where a comparison sort costs a few hundred instructions each).
void sort_by_begin(std::vector<std::pair<SimTime, SimTime>>& intervals);

// Human-readable duration with a suitable unit ("1.5 ms", "250 ns"), for tables and logs.
std::string format_time(SimTime t);

}  // namespace hwsim
