// The point runner's stop on a cancel (Ctrl-C during a point): the points before the cancelled one
// are delivered in order, it and the later ones are not, and no error reaches the caller; any
// other exception stays a failure.
#include "sim/cli/point_runner.hpp"

#include <stdexcept>
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
