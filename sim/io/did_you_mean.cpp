#include "sim/io/did_you_mean.hpp"

#include <algorithm>
#include <cctype>

namespace hwsim::io {
namespace {

bool equal_ignoring_case(std::string_view a, std::string_view b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) ==
           std::tolower(static_cast<unsigned char>(y));
  });
}

// Optimal string alignment distance with three rolling rows: O(|a| |b|) time, O(|b|) memory.
std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> before(b.size() + 1), prev(b.size() + 1), cur(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
        cur[j] = std::min(cur[j], before[j - 2] + 1);
      }
    }
    std::swap(before, prev);
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

}  // namespace

std::optional<std::string> did_you_mean(std::string_view word,
                                        const std::vector<std::string>& candidates) {
  for (const auto& c : candidates) {
    if (equal_ignoring_case(word, c)) return c;
  }
  const std::size_t allowed = std::clamp<std::size_t>((word.size() + 1) / 3, 1, 3);
  std::optional<std::string> best;
  std::size_t best_distance = allowed + 1;
  for (const auto& c : candidates) {
    const std::size_t d = edit_distance(word, c);
    // A candidate that would be rewritten entirely (e.g. "x" -> "s") is no suggestion.
    if (d < best_distance && d < c.size()) {
      best = c;
      best_distance = d;
    }
  }
  return best;
}

}  // namespace hwsim::io
