// A fixed set of persistent worker threads that run one parallel loop at a time. Used for the CPU
// bundle gather (T threads) and as the pread workers that keep Q O_DIRECT reads in flight (queue
// depth Q = number of workers). Items are claimed dynamically, `grain` at a time, from an atomic
// counter, so a slow item does not stall the others.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace hwsim::validate {

class WorkerPool {
 public:
  explicit WorkerPool(int threads);
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  int size() const { return static_cast<int>(threads_.size()); }

  // Calls fn(item, worker) for every item in [0, count) and returns when all are done. The calling
  // thread only waits. The first exception thrown by fn is rethrown here (remaining items still
  // run).
  void parallel_for(std::size_t count, std::size_t grain,
                    const std::function<void(std::size_t, int)>& fn);

 private:
  void worker(int id);

  std::vector<std::thread> threads_;
  std::mutex mutex_;
  std::condition_variable start_cv_;
  std::condition_variable done_cv_;
  std::uint64_t generation_ = 0;
  bool stop_ = false;
  int running_ = 0;
  const std::function<void(std::size_t, int)>* job_ = nullptr;
  std::size_t count_ = 0;
  std::size_t grain_ = 1;
  std::atomic<std::size_t> next_{0};
  std::exception_ptr error_;
};

}  // namespace hwsim::validate
