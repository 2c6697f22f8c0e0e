#include "sim/core/work_budget.hpp"

namespace hwsim {

WorkBudget::Hold::~Hold() {
  if (budget_) budget_->release(tasks_);
}

WorkBudget::Hold WorkBudget::reserve(double tasks) {
  std::unique_lock lock(mutex_);
  freed_.wait(lock, [&] { return holders_ == 0 || held_ + tasks <= capacity_; });
  held_ += tasks;
  ++holders_;
  return Hold(this, tasks);
}

double WorkBudget::held() const {
  std::lock_guard lock(mutex_);
  return held_;
}

void WorkBudget::release(double tasks) {
  {
    std::lock_guard lock(mutex_);
    held_ -= tasks;
    if (--holders_ == 0) held_ = 0.0;  // no rounding residue once nothing is held
  }
  freed_.notify_all();
}

}  // namespace hwsim
