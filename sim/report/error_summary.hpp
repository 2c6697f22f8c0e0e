#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

namespace hwsim::report {

// |error| statistics over a set of compared cases, shared by every predicted-vs-measured table:
// the count, the sum and mean of |error| (the MAPE when the errors are relative, in %) and the
// largest |error| with the case it came from. Errors are in whatever unit the caller uses (%).
// The largest case is the first one added, replaced only by a strictly larger |error|, so equal
// errors keep the earlier case.
struct ErrorSummary {
  std::int64_t count = 0;
  double sum_abs = 0.0;
  double max_abs = 0.0;
  std::string largest_case;  // the case of max_abs; empty before the first add

  void add(double error, const std::string& name = "") {
    const double a = std::abs(error);
    if (count == 0 || a > max_abs) {
      max_abs = a;
      largest_case = name;
    }
    sum_abs += a;
    ++count;
  }
  // Folds in another summary (its cases after this one's).
  void merge(const ErrorSummary& other) {
    if (other.count == 0) return;
    if (count == 0 || other.max_abs > max_abs) {
      max_abs = other.max_abs;
      largest_case = other.largest_case;
    }
    sum_abs += other.sum_abs;
    count += other.count;
  }
  // Mean |error|; 0 with no case.
  double mean_abs() const { return count > 0 ? sum_abs / static_cast<double>(count) : 0.0; }
};

}  // namespace hwsim::report
