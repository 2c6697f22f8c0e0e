#include "validate/common/worker_pool.hpp"

#include <algorithm>
#include <stdexcept>

namespace hwsim::validate {

WorkerPool::WorkerPool(int threads) {
  if (threads < 1) throw std::invalid_argument("WorkerPool: at least one thread");
  threads_.reserve(static_cast<std::size_t>(threads));
  for (int i = 0; i < threads; ++i) threads_.emplace_back([this, i] { worker(i); });
}

WorkerPool::~WorkerPool() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  start_cv_.notify_all();
  for (auto& t : threads_) t.join();
}

void WorkerPool::parallel_for(std::size_t count, std::size_t grain,
                              const std::function<void(std::size_t, int)>& fn) {
  if (count == 0) return;
  std::unique_lock lock(mutex_);
  job_ = &fn;
  count_ = count;
  grain_ = std::max<std::size_t>(grain, 1);
  next_.store(0, std::memory_order_relaxed);
  error_ = nullptr;
  running_ = size();
  ++generation_;
  start_cv_.notify_all();
  done_cv_.wait(lock, [this] { return running_ == 0; });
  job_ = nullptr;
  if (error_) std::rethrow_exception(error_);
}

void WorkerPool::worker(int id) {
  std::uint64_t seen = 0;
  for (;;) {
    const std::function<void(std::size_t, int)>* job = nullptr;
    std::size_t count = 0, grain = 1;
    {
      std::unique_lock lock(mutex_);
      start_cv_.wait(lock, [&] { return stop_ || generation_ != seen; });
      if (stop_) return;
      seen = generation_;
      job = job_;
      count = count_;
      grain = grain_;
    }
    std::exception_ptr err;
    for (;;) {
      const std::size_t begin = next_.fetch_add(grain, std::memory_order_relaxed);
      if (begin >= count) break;
      const std::size_t end = std::min(count, begin + grain);
      try {
        for (std::size_t i = begin; i < end; ++i) (*job)(i, id);
      } catch (...) {
        if (!err) err = std::current_exception();
      }
    }
    std::lock_guard lock(mutex_);
    if (err && !error_) error_ = err;
    if (--running_ == 0) done_cv_.notify_one();
  }
}

}  // namespace hwsim::validate
