// The rounds arithmetic of the end-to-end harness (validate/e2e/rounds.hpp).
#include "validate/e2e/rounds.hpp"

#include <set>
#include <stdexcept>

#include "catch.hpp"

using namespace hwsim::validate;

TEST_CASE("timed tokens per round: ceil(tokens / rounds)") {
  CHECK(timed_tokens_per_round(32, 4) == 8);  // 4 rounds: 4 x 8 = 32
  CHECK(timed_tokens_per_round(16, 4) == 4);  // 4 x 4 = 16
  CHECK(timed_tokens_per_round(32, 6) == 6);  // CPU default (6 rounds): 6 x 6 = 36 >= 32
  CHECK(timed_tokens_per_round(24, 6) == 4);  // flash default: 6 x 4 = 24
  CHECK(timed_tokens_per_round(6, 4) == 2);   // 4 x 2 = 8 >= 6: never fewer than asked
  CHECK(timed_tokens_per_round(5, 1) == 5);
  CHECK(timed_tokens_per_round(0, 4) == 0);
  CHECK_THROWS_AS(timed_tokens_per_round(8, 0), std::invalid_argument);
  CHECK_THROWS_AS(timed_tokens_per_round(-1, 2), std::invalid_argument);
}

TEST_CASE("token seeds are distinct for every (case, round, token)") {
  // The case list of a 4-round run: 11 CPU cases of 2 + 8 tokens per round, 11 flash cases of
  // 1 + 4; room per case = 4 rounds x 10 tokens = 40.
  const int rounds = 4;
  const std::uint64_t per_case = 40;
  std::set<std::uint64_t> seeds;
  std::size_t count = 0;
  for (std::uint64_t c = 0; c < 22; ++c) {
    const int n = c < 11 ? 10 : 5;
    for (int r = 0; r < rounds; ++r)
      for (int t = 0; t < n; ++t, ++count) seeds.insert(token_seed(7000021, c, per_case, r, n, t));
  }
  CHECK(count == 11 * 40 + 11 * 20);
  CHECK(seeds.size() == count);
  // Deterministic: base + 3 x 40 + 2 x 5 + 4.
  CHECK(token_seed(7000021, 3, 40, 2, 5, 4) == 7000021 + 120 + 10 + 4);
}

TEST_CASE("spread of the per-round medians over their median") {
  // Medians 64, 66, 65, 67: median 65.5, spread 100 * 3 / 65.5.
  CHECK(spread_pct({64.0, 66.0, 65.0, 67.0}) == Approx(100.0 * 3.0 / 65.5));
  CHECK(spread_pct({50.0, 60.0}) == Approx(100.0 * 10.0 / 55.0));
  CHECK(spread_pct({42.0}) == 0.0);  // one round: nothing to compare
  CHECK(spread_pct({}) == 0.0);
}

TEST_CASE("storage probe: every point once per round, its place moving by one flash case") {
  // 48 points over 11 flash cases: in each round every point exactly once, 4 or 5 per case.
  const std::size_t points = 48, flash = 11;
  for (int round = 0; round < 6; ++round) {
    std::vector<int> seen(points, 0);
    for (std::size_t f = 0; f < flash; ++f) {
      const auto before = probe_points_before(f, round, flash, points);
      CHECK((before.size() == 4 || before.size() == 5));
      for (std::size_t p : before) ++seen[p];
    }
    for (int n : seen) CHECK(n == 1);
  }
  // Point p goes before flash case (p + round) mod 11: point 0 before case 0 in round 0 and
  // before case 1 in round 1; point 11 shares its place.
  CHECK(probe_points_before(0, 0, flash, points) == std::vector<std::size_t>{0, 11, 22, 33, 44});
  CHECK(probe_points_before(1, 1, flash, points) == std::vector<std::size_t>{0, 11, 22, 33, 44});
  // 3 points, 2 flash cases: round 0 -> {0, 2} before case 0, {1} before case 1; round 1 swaps.
  CHECK(probe_points_before(0, 0, 2, 3) == std::vector<std::size_t>{0, 2});
  CHECK(probe_points_before(1, 0, 2, 3) == std::vector<std::size_t>{1});
  CHECK(probe_points_before(0, 1, 2, 3) == std::vector<std::size_t>{1});
  CHECK(probe_points_before(1, 1, 2, 3) == std::vector<std::size_t>{0, 2});
  // No flash cases: no probe slices.
  CHECK(probe_points_before(0, 0, 0, 48).empty());
}
