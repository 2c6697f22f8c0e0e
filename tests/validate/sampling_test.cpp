// The microbenchmarks' random selections (validate/micro/sampling.hpp).
#include "validate/micro/sampling.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <vector>

#include "catch.hpp"

using namespace hwsim::validate;

TEST_CASE("sorted samples: k distinct indices of [0, n), ascending, deterministic") {
  SortedSampler a(7), b(7);
  for (int draw = 0; draw < 50; ++draw) {
    const auto x = a.draw(1000, 100);
    REQUIRE(x.size() == 100);
    CHECK(std::set<std::uint64_t>(x.begin(), x.end()).size() == 100);  // distinct
    CHECK(std::is_sorted(x.begin(), x.end()));
    CHECK(x.back() < 1000);
    CHECK(b.draw(1000, 100) == x);  // same seed, same draws
  }
  // Pools of different sizes do not disturb each other's bounds; k = n takes everything.
  const auto all = a.draw(5, 5);
  CHECK(all == std::vector<std::uint64_t>{0, 1, 2, 3, 4});
  CHECK(a.draw(1000, 0).empty());
  CHECK_THROWS_AS(a.draw(3, 4), std::invalid_argument);
}

TEST_CASE("sorted samples cover the range uniformly") {
  // 20,000 draws of 10 from 100: each index is drawn 2,000 times on average (10 / 100 of 20,000);
  // with a binomial standard deviation of about 42, every count lies within 1,750..2,250.
  SortedSampler s(11);
  std::vector<int> count(100, 0);
  for (int draw = 0; draw < 20000; ++draw)
    for (const auto i : s.draw(100, 10)) ++count[i];
  for (const int c : count) {
    CHECK(c > 1750);
    CHECK(c < 2250);
  }
}
