#include "sim/resources/slot_pool.hpp"

#include <stdexcept>

namespace hwsim {

SlotPool::SlotPool(EventQueue& queue, std::string name, int slots)
    : queue_(queue), name_(std::move(name)) {
  if (slots < 1) throw std::invalid_argument("slot pool '" + name_ + "' needs at least one slot");
  in_use_.assign(static_cast<std::size_t>(slots), false);
  admitting_.resize(static_cast<std::size_t>(slots));
}

void SlotPool::account_to_now() {
  const SimTime now = queue_.now();
  const SimTime elapsed = now - last_update_;
  if (elapsed > 0 && in_use_count_ > 0) {
    stats_.busy_time += elapsed;
    stats_.slot_seconds_held += time_to_seconds(elapsed) * in_use_count_;
  }
  last_update_ = now;
}

SlotStats SlotPool::stats() const {
  SlotStats s = stats_;
  const SimTime elapsed = queue_.now() - last_update_;
  if (elapsed > 0 && in_use_count_ > 0) {
    s.busy_time += elapsed;
    s.slot_seconds_held += time_to_seconds(elapsed) * in_use_count_;
  }
  return s;
}

void SlotPool::acquire(OnAdmit on_admit, bool run_inline) {
  Waiter waiter{std::move(on_admit), queue_.now(), run_inline};
  if (in_use_count_ < slots() && waiting_.empty()) {
    admit(std::move(waiter));
  } else {
    waiting_.push_back(std::move(waiter));
  }
}

void SlotPool::admit(Waiter waiter) {
  account_to_now();
  int slot = 0;
  while (in_use_[static_cast<std::size_t>(slot)]) ++slot;
  in_use_[static_cast<std::size_t>(slot)] = true;
  ++in_use_count_;
  ++stats_.admissions;
  stats_.total_wait += queue_.now() - waiter.requested;
  if (waiter.run_inline) {
    waiter.on_admit(slot);
    return;
  }
  // Run the admission from the queue, at the current time, so that chains of zero-time tasks never
  // recurse through acquire/release. The callback waits in its slot's entry (a slot is granted to
  // one admission at a time), so the event's own callable is small enough to need no allocation.
  admitting_[static_cast<std::size_t>(slot)] = std::move(waiter.on_admit);
  queue_.schedule_after(0, [this, slot] {
    OnAdmit on_admit = std::move(admitting_[static_cast<std::size_t>(slot)]);
    on_admit(slot);
  });
}

void SlotPool::release(int slot) {
  if (slot < 0 || slot >= slots() || !in_use_[static_cast<std::size_t>(slot)]) {
    throw std::logic_error("slot pool '" + name_ + "': release of a slot not held");
  }
  account_to_now();
  in_use_[static_cast<std::size_t>(slot)] = false;
  --in_use_count_;
  if (!waiting_.empty()) {
    Waiter next = std::move(waiting_.front());
    waiting_.pop_front();
    admit(std::move(next));
  }
}

}  // namespace hwsim
