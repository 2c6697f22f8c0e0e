#include "sim/resources/slot_pool.hpp"

#include <bit>
#include <stdexcept>

namespace hwsim {

SlotPool::SlotPool(EventQueue& queue, std::string name, int slots)
    : queue_(queue), name_(std::move(name)) {
  if (slots < 1) throw std::invalid_argument("slot pool '" + name_ + "' needs at least one slot");
  slots_ = slots;
  held_.assign(static_cast<std::size_t>(slots + 63) / 64, 0);
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
    admit(waiter);
  } else {
    waiting_.push_back(std::move(waiter));
  }
}

int SlotPool::take(SimTime requested) {
  if (in_use_count_ >= slots_) throw std::logic_error("slot pool '" + name_ + "': no slot free");
  account_to_now();
  const int slot = lowest_free();
  set_held(slot, true);
  ++in_use_count_;
  ++stats_.admissions;
  stats_.total_wait += queue_.now() - requested;
  return slot;
}

void SlotPool::admit(Waiter& waiter) {
  const int slot = take(waiter.requested);
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

void SlotPool::set_held(int slot, bool held) {
  const auto index = static_cast<unsigned>(slot);  // >= 0: unsigned division is a shift
  std::uint64_t& word = held_[index / 64];
  const std::uint64_t bit = std::uint64_t{1} << (index % 64);
  word = held ? word | bit : word & ~bit;
}

int SlotPool::lowest_free() const {
  // Only called with a slot free (in_use_count_ < slots_), so some word has a clear bit below
  // slots_: bits past slots_ in the last word are never set, and the first clear one is in range.
  std::size_t word = 0;
  while (held_[word] == ~std::uint64_t{0}) ++word;
  return static_cast<int>(word * 64) + std::countr_one(held_[word]);
}

void SlotPool::release(int slot) {
  if (slot < 0 || slot >= slots() || !held(slot)) {
    throw std::logic_error("slot pool '" + name_ + "': release of a slot not held");
  }
  account_to_now();
  set_held(slot, false);
  --in_use_count_;
  if (!waiting_.empty()) {
    Waiter next = std::move(waiting_.front());
    waiting_.pop_front();
    admit(next);
  }
}

}  // namespace hwsim
