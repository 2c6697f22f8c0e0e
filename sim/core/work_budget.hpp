#pragma once
// The memory ceiling across threads: an allowance of simulated tasks (the --max-tasks limit) that
// the cases running at one time share. A case reserves its estimated tasks before it builds its
// graph and returns them when it is done, so `run -j N` holds at most the ceiling's tasks however
// large N is, instead of N cases' graphs.
//
// Contract
// - reserve(tasks) blocks while the tasks already held plus `tasks` would exceed the capacity; a
//   reservation larger than the capacity waits until nothing is held, then runs alone.
// - A Hold returns its tasks when destroyed (or moved from and destroyed), waking the waiters.
// - Only scheduling waits: which case runs when never reaches an output.
#include <condition_variable>
#include <mutex>

namespace hwsim {

class WorkBudget {
 public:
  explicit WorkBudget(double capacity_tasks) : capacity_(capacity_tasks) {}

  class Hold {
   public:
    Hold() = default;
    Hold(Hold&& other) noexcept : budget_(other.budget_), tasks_(other.tasks_) {
      other.budget_ = nullptr;
    }
    Hold& operator=(Hold&&) = delete;
    Hold(const Hold&) = delete;
    ~Hold();

   private:
    friend class WorkBudget;
    Hold(WorkBudget* budget, double tasks) : budget_(budget), tasks_(tasks) {}
    WorkBudget* budget_ = nullptr;
    double tasks_ = 0.0;
  };

  Hold reserve(double tasks);
  double held() const;

 private:
  void release(double tasks);

  const double capacity_;
  mutable std::mutex mutex_;
  std::condition_variable freed_;
  double held_ = 0.0;
  int holders_ = 0;
};

}  // namespace hwsim
