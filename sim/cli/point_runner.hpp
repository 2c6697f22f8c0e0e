#pragma once
// Runs the sweep points of one scenario on a pool of threads and hands their results over in point
// order, so that every output is the same bytes whatever the thread count.
//
// Contract
// - run(i) computes point i (0 <= i < count) and may be called from any worker thread, for several
//   points at once; it must not touch shared mutable state.
// - deliver(i, result) is called on the calling thread only, for i = 0, 1, 2, ... in order.
// - At most `window` results wait for delivery (memory stays flat in the number of points).
// - stop() is polled between points: once it returns true no new point starts; points already
//   running finish, and the finished prefix is delivered.
// - A point that throws core::Cancelled (core/cancel.hpp: Ctrl-C during the point) ends the run
//   as stop() does, without an error: the points before it are delivered, it and later ones not.
// - If run(i) throws, every point before i is delivered, no point after i is, and the exception is
//   rethrown on the calling thread once the workers have stopped. The error is that of the first
//   failing point in point order, as a serial run would report it.
// - threads <= 1 runs every point on the calling thread, one after another.
// Returns the number of points delivered.
#include <cstddef>
#include <functional>

#include "sim/scenario/scenario.hpp"

namespace hwsim::cli {

struct PointRunnerOptions {
  int threads = 1;
  std::size_t window = 0;  // 0 = 64 x threads, at most the number of points
};

std::size_t run_points_in_order(
    std::size_t count, const PointRunnerOptions& options,
    const std::function<scenario::PointResult(std::size_t)>& run,
    const std::function<void(std::size_t, scenario::PointResult&&)>& deliver,
    const std::function<bool()>& stop);

// The number of hardware threads, at least 1.
int available_cores();

}  // namespace hwsim::cli
