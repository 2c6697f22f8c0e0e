#include "sim/cli/point_runner.hpp"

#include <condition_variable>
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
class Pool {
 public:
  Pool(std::size_t count, std::size_t window, const std::function<bool()>& stop)
      : count_(count), window_(window), slots_(window), stop_(stop) {}

  // Worker loop: takes the next point while it fits in the window.
  void work(const std::function<scenario::PointResult(std::size_t)>& run) {
    std::unique_lock lock(mutex_);
    while (true) {
      space_.wait(lock, [&] { return halted_ || next_ >= count_ || next_ < delivered_ + window_; });
      if (halted_ || next_ >= count_ || stop_()) {
        halted_ = true;
        ready_.notify_all();
        return;
      }
      const std::size_t index = next_++;
      ++running_;
      lock.unlock();
      Slot slot;
      try {
        slot.result = run(index);
      } catch (...) {
        slot.error = std::current_exception();
      }
      slot.done = true;
      lock.lock();
      --running_;
      if (slot.error) halted_ = true;  // no point after a failure starts
      slots_[index % window_] = std::move(slot);
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
  std::mutex mutex_;
  std::condition_variable ready_, space_;
  std::size_t count_, window_;
  std::vector<Slot> slots_;
  const std::function<bool()>& stop_;
  std::size_t next_ = 0, delivered_ = 0, running_ = 0;
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
  const std::size_t window = options.window > 0 ? options.window : 4 * threads;
  Pool pool(count, window, stop);
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
