#include "sim/cli/point_runner.hpp"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "sim/core/cancel.hpp"

namespace hwsim::cli {
namespace {

// Whether a point ended because the run was cancelled (Ctrl-C): a stop, not a failure.
bool cancelled(const std::exception_ptr& error) {
  try {
    std::rethrow_exception(error);
  } catch (const core::Cancelled&) {
    return true;
  } catch (...) {
    return false;
  }
}

struct Slot {
  std::optional<scenario::PointResult> result;
  std::exception_ptr error;
  bool done = false;
};

// Shared state of one parallel run; every member is guarded by `mutex`.
//
// A worker claims a run of consecutive points at a time (a chunk) and hands their results over
// together: a point of a check takes some 50 us, about what the wake-ups of one hand-over cost on
// two cores. A chunk starts at one point and doubles while its points take under kChunkTime
// together (halving above 4 x kChunkTime), so long points are still claimed one by one.
class Pool {
 public:
  Pool(std::size_t count, std::size_t window, std::size_t threads,
       const std::function<bool()>& stop)
      : count_(count),
        window_(window),
        most_chunk_(std::max<std::size_t>(1, window / (2 * threads))),
        slots_(window),
        stop_(stop) {}

  // Worker loop: takes the next chunk of points while they fit in the window.
  void work(const std::function<scenario::PointResult(std::size_t)>& run) {
    std::size_t chunk = 1;
    std::vector<Slot> done;
    std::unique_lock lock(mutex_);
    while (true) {
      space_.wait(lock, [&] { return halted_ || next_ >= count_ || next_ < delivered_ + window_; });
      if (halted_ || next_ >= count_ || stop_()) {
        halted_ = true;
        ready_.notify_all();
        return;
      }
      const std::size_t first = next_;
      const std::size_t claimed = std::min({chunk, count_ - next_, delivered_ + window_ - next_});
      next_ += claimed;
      ++running_;
      lock.unlock();
      const auto began = std::chrono::steady_clock::now();
      done.clear();
      for (std::size_t i = first; i < first + claimed; ++i) {
        if (i > first && !may_start(i)) break;
        Slot slot;
        try {
          slot.result = run(i);
        } catch (...) {
          slot.error = std::current_exception();
        }
        slot.done = true;
        done.push_back(std::move(slot));
        if (done.back().error) break;
      }
      chunk = next_chunk(chunk, claimed, std::chrono::steady_clock::now() - began);
      lock.lock();
      --running_;
      if (done.size() < claimed) halted_ = true;  // stopped, or a point failed: none starts now
      for (std::size_t j = 0; j < done.size(); ++j) {
        if (done[j].error) first_failure_ = std::min(first_failure_, first + j);
        slots_[(first + j) % window_] = std::move(done[j]);
      }
      ready_.notify_all();
      space_.notify_all();
    }
  }

  // The next result in order, or nothing once the run stopped before it.
  std::optional<Slot> take() {
    std::unique_lock lock(mutex_);
    Slot& slot = slots_[delivered_ % window_];
    ready_.wait(lock, [&] { return slot.done || (halted_ && running_ == 0); });
    if (!slot.done) return std::nullopt;
    Slot out = std::move(slot);
    slot = Slot{};
    ++delivered_;
    space_.notify_all();
    return out;
  }

  void halt() {
    std::lock_guard lock(mutex_);
    halted_ = true;
    space_.notify_all();
  }

 private:
  static constexpr std::chrono::microseconds kChunkTime{2000};

  // Whether point `i` of a claimed chunk may start: not once the run is stopped or halted, but a
  // point before a failed one still runs (the error reported is the first in point order).
  bool may_start(std::size_t i) {
    std::lock_guard lock(mutex_);
    if (stop_()) return false;
    return !halted_ || i < first_failure_;
  }

  std::size_t next_chunk(std::size_t chunk, std::size_t claimed,
                         std::chrono::steady_clock::duration took) const {
    if (claimed == chunk && took < kChunkTime) return std::min(most_chunk_, 2 * chunk);
    if (took > 4 * kChunkTime) return std::max<std::size_t>(1, chunk / 2);
    return chunk;
  }

  std::mutex mutex_;
  std::condition_variable ready_, space_;
  std::size_t count_, window_, most_chunk_;
  std::vector<Slot> slots_;
  const std::function<bool()>& stop_;
  std::size_t next_ = 0, delivered_ = 0, running_ = 0;
  std::size_t first_failure_ = SIZE_MAX;  // the lowest point that failed so far
  bool halted_ = false;
};

}  // namespace

int available_cores() {
  const unsigned n = std::thread::hardware_concurrency();
  return n > 0 ? static_cast<int>(n) : 1;
}

std::size_t run_points_in_order(
    std::size_t count, const PointRunnerOptions& options,
    const std::function<scenario::PointResult(std::size_t)>& run,
    const std::function<void(std::size_t, scenario::PointResult&&)>& deliver,
    const std::function<bool()>& stop) {
  const auto threads = static_cast<std::size_t>(std::max(1, options.threads));
  if (threads == 1 || count <= 1) {
    std::size_t i = 0;
    try {
      for (; i < count && !stop(); ++i) deliver(i, run(i));
    } catch (const core::Cancelled&) {
    }
    return i;
  }
  // The window never exceeds the points (a huge -j allocates no more slots than there are points).
  const std::size_t window =
      options.window > 0 ? options.window : std::min(64 * std::min(threads, count), count);
  Pool pool(count, window, threads, stop);
  std::vector<std::jthread> workers;
  for (std::size_t t = 0; t < std::min(threads, count); ++t) {
    workers.emplace_back([&] { pool.work(run); });
  }
  std::size_t delivered = 0;
  std::exception_ptr failure;
  try {
    while (delivered < count) {
      std::optional<Slot> slot = pool.take();
      if (!slot) break;
      if (slot->error) {
        if (!cancelled(slot->error)) failure = slot->error;
        break;
      }
      deliver(delivered, std::move(*slot->result));
      ++delivered;
    }
  } catch (...) {
    failure = std::current_exception();
  }
  pool.halt();
  workers.clear();  // joins
  if (failure) std::rethrow_exception(failure);
  return delivered;
}

}  // namespace hwsim::cli
