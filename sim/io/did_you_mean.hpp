#pragma once
// Spelling suggestions for unknown keys, units and choices.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hwsim::io {

// The candidate closest to word, or nothing when none is close enough to be a likely typo. A
// candidate equal to word up to letter case wins outright; otherwise the distance is the optimal
// string alignment distance (Levenshtein plus swaps of adjacent characters) and must be at most
// about a third of word's length (at least 1, at most 3). Ties go to the earlier candidate, so the
// answer is deterministic.
std::optional<std::string> did_you_mean(std::string_view word,
                                        const std::vector<std::string>& candidates);

}  // namespace hwsim::io
