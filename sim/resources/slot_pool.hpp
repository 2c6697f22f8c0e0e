#pragma once
// A pool of N identical slots with a FIFO queue of waiting requests. It models every resource that
// admits a bounded number of concurrent users: a CUDA stream or a copy engine (N = 1), a CPU thread
// pool (N = threads), an SSD's queue depth (N = queue depth).
//
// Contract
// - acquire(on_admit) grants a slot as soon as one is free, in the order requests arrived; on_admit
//   receives the slot index (0..N-1, the lowest free one) and runs from the event queue at the time
//   of admission, never re-entrantly inside acquire() or release().
// - acquire(on_admit, inline) with `inline` true runs on_admit at once inside acquire() or
//   release() instead, at the same time and in the same FIFO order: for a caller whose on_admit
//   only records and schedules (it never releases or acquires a slot itself), which saves an event
//   per admission.
// - release(slot) frees the slot and admits the next waiter at the current time.
// - take(requested) grants a free slot at once, with no callable, to a caller that keeps its own
//   FIFO of waiters and admits them after each release (the executor): acquire() and take() are
//   not mixed on one pool.
// - Statistics: busy time (at least one slot held) and slot-seconds held, for utilisation.
#include <cstdint>
#include <deque>
#include <functional>
#include <string>
#include <vector>

#include "sim/core/event_queue.hpp"

namespace hwsim {

struct SlotStats {
  SimTime busy_time = 0;           // time with at least one slot held
  double slot_seconds_held = 0.0;  // integral of slots in use, in seconds
  std::uint64_t admissions = 0;
  SimTime total_wait = 0;  // sum over requests of (admission - request) time
};

class SlotPool {
 public:
  using OnAdmit = std::function<void(int slot)>;

  SlotPool(EventQueue& queue, std::string name, int slots);
  SlotPool(const SlotPool&) = delete;
  SlotPool& operator=(const SlotPool&) = delete;

  void acquire(OnAdmit on_admit, bool run_inline = false);
  void release(int slot);
  // For a caller that queues its own waiters and admits them itself, in place of acquire(): grants
  // the lowest free slot to a request made at `requested` (<= now) and returns it, with the
  // statistics of an admission. std::logic_error when no slot is free.
  int take(SimTime requested);

  const std::string& name() const { return name_; }
  int slots() const { return slots_; }
  int in_use() const { return in_use_count_; }
  std::size_t waiting() const { return waiting_.size(); }
  SlotStats stats() const;

 private:
  struct Waiter {
    OnAdmit on_admit;
    SimTime requested;
    bool run_inline = false;
  };
  void account_to_now();
  void admit(Waiter& waiter);
  bool held(int slot) const { return (held_[slot / 64] >> (slot % 64)) & 1u; }
  void set_held(int slot, bool held);
  int lowest_free() const;

  EventQueue& queue_;
  std::string name_;
  int slots_ = 0;
  std::vector<std::uint64_t> held_;  // bit s of word s / 64: slot s is held
  std::vector<OnAdmit> admitting_;   // per slot: the callback of its admission not yet run
  int in_use_count_ = 0;
  std::deque<Waiter> waiting_;
  SimTime last_update_ = 0;
  SlotStats stats_;
};

}  // namespace hwsim
