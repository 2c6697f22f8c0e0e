// Interleaved measurement rounds of the end-to-end decode harness (decode_e2e.cpp).
//
// A machine's speed drifts over minutes, so measuring the cases one after another puts each case
// at a different point of that drift. The harness instead makes R passes ("rounds") over the whole
// case list; in each pass every case runs its warm-up tokens and then ceil(tokens / R) timed
// tokens. Drift then lands on every case alike, and the spread of a case's per-round medians shows
// how far the measurement itself moves.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "validate/common/stats.hpp"

namespace hwsim::validate {

// Timed tokens of one case in one round: ceil(tokens / rounds), so the total is at least
// `tokens`. Throws std::invalid_argument for rounds < 1 or tokens < 0.
inline int timed_tokens_per_round(int tokens, int rounds) {
  if (rounds < 1) throw std::invalid_argument("e2e: rounds must be at least 1");
  if (tokens < 0) throw std::invalid_argument("e2e: tokens must not be negative");
  return (tokens + rounds - 1) / rounds;
}

// Seed of one token's input: base + a running number over (case, round, token), where
// `tokens_per_case` is at least rounds x (warm-up + timed tokens per round) of every case. Distinct
// for every (case, round, token) of a run, and the same for the same options.
inline std::uint64_t token_seed(std::uint64_t base, std::uint64_t case_index,
                                std::uint64_t tokens_per_case, int round, int tokens_per_round,
                                int token) {
  return base + case_index * tokens_per_case +
         static_cast<std::uint64_t>(round) * static_cast<std::uint64_t>(tokens_per_round) +
         static_cast<std::uint64_t>(token);
}

// The storage probe's points dealt over one round's flash cases: point p runs just before flash
// case (p + round) mod flash_cases, so every point gets one slice per round, and its place moves
// by one case each round. Returns the points that run before flash case `flash_index` (ascending);
// none when there are no flash cases.
inline std::vector<std::size_t> probe_points_before(std::size_t flash_index, int round,
                                                    std::size_t flash_cases, std::size_t points) {
  std::vector<std::size_t> out;
  if (flash_cases == 0) return out;
  for (std::size_t p = 0; p < points; ++p)
    if ((p + static_cast<std::size_t>(round)) % flash_cases == flash_index) out.push_back(p);
  return out;
}

// Run-to-run spread of a case in percent: 100 * (max - min) / median of its per-round median
// token times; 0 for fewer than two rounds (nothing to compare) or a zero median.
inline double spread_pct(const std::vector<double>& round_medians_ms) {
  if (round_medians_ms.size() < 2) return 0.0;
  const Summary s = summarize(round_medians_ms);
  return s.median > 0 ? 100.0 * (s.max - s.min) / s.median : 0.0;
}

}  // namespace hwsim::validate
