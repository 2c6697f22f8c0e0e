#include "sim/core/parallel.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace hwsim {

void parallel_for(std::size_t count, int threads, const std::function<void(std::size_t)>& job) {
  const auto workers = std::min<std::size_t>(count, static_cast<std::size_t>(std::max(1, threads)));
  if (workers <= 1) {
    for (std::size_t i = 0; i < count; ++i) job(i);
    return;
  }
  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  std::mutex mutex;
  std::size_t failed_index = count;
  std::exception_ptr failure;
  auto work = [&] {
    while (!failed.load()) {
      const std::size_t i = next.fetch_add(1);
      if (i >= count) return;
      try {
        job(i);
      } catch (...) {
        std::lock_guard lock(mutex);
        if (i < failed_index) {
          failed_index = i;
          failure = std::current_exception();
        }
        failed.store(true);
      }
    }
  };
  {
    std::vector<std::jthread> pool;
    for (std::size_t t = 1; t < workers; ++t) pool.emplace_back(work);
    work();
  }
  if (failure) std::rethrow_exception(failure);
}

}  // namespace hwsim
