// The point runner's stop on a cancel (Ctrl-C during a point): the points before the cancelled one
// are delivered in order, it and the later ones are not, and no error reaches the caller; any
// other exception stays a failure.
#include "sim/cli/point_runner.hpp"

#include <atomic>
#include <stdexcept>
#include <string>
#include <vector>

#include "catch.hpp"
#include "sim/core/cancel.hpp"

using namespace hwsim;

namespace {

// Runs 10 points on `threads` threads; point 4 throws `error` (after points 0-3 could finish).
template <typename Error>
std::size_t run_with(int threads, const Error& error, std::vector<std::size_t>& delivered) {
  return cli::run_points_in_order(
      10, cli::PointRunnerOptions{threads},
      [&](std::size_t i) {
        if (i == 4) throw error;
        return scenario::PointResult{};
      },
      [&](std::size_t i, scenario::PointResult&&) { delivered.push_back(i); },
      [] { return false; });
}

}  // namespace

TEST_CASE("a cancelled point ends the run as a stop, on one thread and on several") {
  for (const int threads : {1, 2, 4}) {
    std::vector<std::size_t> delivered;
    CHECK(run_with(threads, core::Cancelled{}, delivered) == 4);
    CHECK(delivered == std::vector<std::size_t>{0, 1, 2, 3});
  }
}

TEST_CASE("any other exception of a point is still a failure") {
  for (const int threads : {1, 2}) {
    std::vector<std::size_t> delivered;
    CHECK_THROWS_AS(run_with(threads, std::runtime_error("x"), delivered), std::runtime_error);
    CHECK(delivered == std::vector<std::size_t>{0, 1, 2, 3});
  }
}

TEST_CASE("fast points, claimed in chunks, are delivered once each and in order") {
  // 5,000 points of no work: each worker's chunk grows to its cap (window / (2 x threads)), so the
  // points reach the caller in runs; every index must still arrive once, in order, and no point
  // may run more than a window (64 x threads) ahead of the last one delivered.
  for (const int threads : {2, 3}) {
    std::atomic<std::size_t> delivered_count{0};
    std::atomic<std::size_t> most_ahead{0};
    std::vector<std::size_t> delivered;
    const std::size_t count = cli::run_points_in_order(
        5000, cli::PointRunnerOptions{threads},
        [&](std::size_t i) {
          const std::size_t ahead = i + 1 - delivered_count.load();
          std::size_t seen = most_ahead.load();
          while (ahead > seen && !most_ahead.compare_exchange_weak(seen, ahead)) {
          }
          return scenario::PointResult{};
        },
        [&](std::size_t i, scenario::PointResult&&) {
          delivered.push_back(i);
          ++delivered_count;
        },
        [] { return false; });
    CHECK(count == 5000);
    std::vector<std::size_t> expected(5000);
    for (std::size_t i = 0; i < expected.size(); ++i) expected[i] = i;
    CHECK(delivered == expected);
    // The runner counts a point delivered as it hands it over, before deliver() returns: one more.
    CHECK(most_ahead.load() <= 64 * static_cast<std::size_t>(threads) + 1);
  }
}

TEST_CASE("with chunks, the error reported is the first failing point's, in point order") {
  // Points 700 and 300 fail (700 may well fail first, in another worker's chunk); every point
  // before 300 is delivered, none after it, and the error is point 300's.
  for (const int threads : {2, 4}) {
    std::vector<std::size_t> delivered;
    try {
      cli::run_points_in_order(
          2000, cli::PointRunnerOptions{threads},
          [&](std::size_t i) {
            if (i == 300 || i == 700) throw std::runtime_error("point " + std::to_string(i));
            return scenario::PointResult{};
          },
          [&](std::size_t i, scenario::PointResult&&) { delivered.push_back(i); },
          [] { return false; });
      FAIL("no error");
    } catch (const std::runtime_error& e) {
      CHECK(std::string(e.what()) == "point 300");
    }
    REQUIRE(delivered.size() == 300);
    CHECK(delivered.back() == 299);
  }
}

TEST_CASE("the cancel request is set, read and cleared") {
  core::clear_cancel();
  CHECK_FALSE(core::cancel_requested());
  CHECK_NOTHROW(core::throw_if_cancelled());
  core::request_cancel();
  CHECK(core::cancel_requested());
  CHECK_THROWS_AS(core::throw_if_cancelled(), core::Cancelled);
  core::clear_cancel();
  CHECK_FALSE(core::cancel_requested());
}
