#include "sim/core/sim_time.hpp"

#include <cmath>
#include <limits>

#include "catch.hpp"

using namespace hwsim;

TEST_CASE("time conversions are exact at picosecond resolution") {
  CHECK(seconds_to_time(1.0) == kSecond);
  CHECK(seconds_to_time(1.5e-6) == 1'500'000);
  CHECK(time_to_seconds(kMillisecond) == 1e-3);
  // 1 GB at 1 GB/s is exactly one second.
  CHECK(transfer_time(1e9, 1e9) == kSecond);
  // 1 byte at 3 B/s = 0.333.. s, rounded up to whole picoseconds.
  CHECK(transfer_time(1, 3) == 333'333'333'334);
  CHECK(transfer_time(0, 5) == 0);
}

TEST_CASE("invalid durations are rejected") {
  CHECK_THROWS(seconds_to_time(-1.0));
  CHECK_THROWS(seconds_to_time(std::numeric_limits<double>::quiet_NaN()));
  CHECK_THROWS(seconds_to_time(1e9));  // 1e21 ps does not fit in 64 bits
  CHECK_THROWS(transfer_time(1.0, 0.0));
}

TEST_CASE("durations format with a fitting unit") {
  CHECK(format_time(1'500'000'000) == "1.5 ms");
  CHECK(format_time(250'000) == "250 ns");
  CHECK(format_time(2 * kSecond) == "2 s");
  CHECK(format_time(7) == "7 ps");
}

TEST_CASE("union length counts overlapping intervals once") {
  // [0,10) and [5,20) cover [0,20): 20; [30,35) adds 5; [40,40) is empty: 25 in all.
  CHECK(union_length({{5, 20}, {0, 10}, {30, 35}, {40, 40}}) == 25);
  CHECK(union_length({}) == 0);
  CHECK(union_length({{3, 7}, {7, 9}}) == 6);  // touching intervals join
  // Already sorted: [0,10) and [5,20) join to 20, [12,15) lies inside, [30,35) adds 5: 25.
  CHECK(sorted_union_length({{0, 10}, {5, 20}, {12, 15}, {30, 35}}) == 25);
  CHECK(sorted_union_length({}) == 0);
}

TEST_CASE("sort_by_begin orders intervals by begin, stably, across every digit of the time") {
  // Begins that differ only in one 11-bit digit each (bits 0, 11, 33 and 62 set), and two equal
  // begins whose order (ends 2 then 1) is kept.
  const SimTime big = SimTime{1} << 62;
  std::vector<std::pair<SimTime, SimTime>> intervals{
      {big, big}, {SimTime{1} << 33, 0}, {5, 2}, {2048, 0}, {5, 1}, {0, 9}, {1, 0}};
  sort_by_begin(intervals);
  CHECK(intervals ==
        std::vector<std::pair<SimTime, SimTime>>{
            {0, 9}, {1, 0}, {5, 2}, {5, 1}, {2048, 0}, {SimTime{1} << 33, 0}, {big, big}});
  std::vector<std::pair<SimTime, SimTime>> none;
  sort_by_begin(none);
  CHECK(none.empty());
  std::vector<std::pair<SimTime, SimTime>> negative{{-1, 0}};
  CHECK_THROWS_AS(sort_by_begin(negative), std::invalid_argument);
}
