#pragma once
// The discrete-event core: a binary heap of pending events ordered by (time, priority, sequence).
//
// Contract
// - Events run in non-decreasing time. At equal time, a lower `priority` value runs first; at equal
//   time and priority, events run in the order they were scheduled (the sequence number), so a run
//   is deterministic regardless of heap layout.
// - schedule_* returns a handle; cancel() is lazy (O(1)): the heap entry stays and is skipped when
//   it reaches the top. Cancelling an event that already ran or was cancelled returns false.
// - An action may schedule and cancel other events, including at the current time.
// - Scheduling in the past is a programming error (std::logic_error).
// - A timer (add_timer) is an event that is re-set rather than re-scheduled: one fixed action,
//   pending at one time at most. set_timer(t, when) behaves exactly as cancelling its pending event
//   and scheduling the action at `when` (it takes the next sequence number), so it orders against
//   other events as that would; it suits an event that moves on almost every step, such as the
//   next flow completion.
// Cost: O(log n) per schedule and per executed event; actions are stored in a slot table reused
// through a free list, so a steady-state run does no allocation for small callables. A timer is
// O(1) to set or clear and O(timers) per step, with no heap entry.
#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

#include "sim/core/sim_time.hpp"

namespace hwsim {

struct EventHandle {
  std::uint32_t slot = UINT32_MAX;
  std::uint32_t generation = 0;
  bool valid() const { return slot != UINT32_MAX; }
};

class EventQueue {
 public:
  using Action = std::function<void()>;

  SimTime now() const { return now_; }

  // `action`: any callable an Action holds. One that fits the Action's own storage is built in
  // its slot, not moved there from a temporary.
  template <class F>
  EventHandle schedule_at(SimTime when, F&& action, int priority = 0) {
    if constexpr (std::is_nothrow_constructible_v<Action, F&&>) {
      const EventHandle handle = push_entry(when, priority);  // throws before any change
      Action& stored = slots_[handle.slot].action;  // empty: moved out or reset when freed
      std::destroy_at(&stored);
      std::construct_at(&stored, std::forward<F>(action));
      return handle;
    } else {
      Action built(std::forward<F>(action));  // may allocate (and throw) before the entry exists
      const EventHandle handle = push_entry(when, priority);
      slots_[handle.slot].action = std::move(built);
      return handle;
    }
  }
  // Throws std::invalid_argument when now + delay would pass the end of simulated time (a wrapped
  // sum would read as an event in the past).
  template <class F>
  EventHandle schedule_after(SimTime delay, F&& action, int priority = 0) {
    if (delay > kTimeNever - now_) {
      throw std::invalid_argument("duration exceeds the simulator's time range (about 106 days)");
    }
    return schedule_at(now_ + delay, std::forward<F>(action), priority);
  }
  bool cancel(EventHandle handle);
  bool is_pending(EventHandle handle) const;

  // Timers. add_timer registers `action` with its priority (std::logic_error when called from a
  // timer's action); set_timer arms it at `when` (>= now(), else std::logic_error), replacing a
  // pending time; clear_timer disarms it. A timer's action may set or clear any timer.
  using TimerId = std::uint32_t;
  TimerId add_timer(Action action, int priority = 0);
  void set_timer(TimerId timer, SimTime when);
  void clear_timer(TimerId timer);
  bool timer_armed(TimerId timer) const { return timers_[timer].armed; }
  // Whether no live event is due at now() with `priority` or a lower value: an action that would
  // schedule work at now() with that priority then knows it would run next (after the running
  // action and those of higher values), so it may do the work at once instead.
  bool nothing_due_now(int priority);

  // Runs the next live event; returns false when none is left.
  bool step();
  // Runs until no event is left.
  void run();
  // Runs every event with time <= limit, then sets now() to limit if the queue outlived it.
  void run_until(SimTime limit);

  bool empty() const { return live_events_ + armed_timers_ == 0; }
  std::size_t pending() const { return live_events_ + armed_timers_; }
  std::uint64_t events_executed() const { return executed_; }

 private:
  struct Entry {
    SimTime time;
    std::int32_t priority;
    std::uint32_t slot;
    std::uint64_t sequence;
    std::uint32_t generation;
  };
  struct Slot {
    Action action;
    std::uint32_t generation = 0;
    bool live = false;
  };
  struct Timer {
    Action action;
    std::int32_t priority;
    SimTime time = 0;
    std::uint64_t sequence = 0;
    bool armed = false;
  };
  // Takes a free slot and pushes its live heap entry at `when` (std::logic_error in the past); the
  // caller stores the action.
  EventHandle push_entry(SimTime when, int priority);
  void release_slot(std::uint32_t slot);
  // Pops dead entries off the top; returns false if the heap is empty afterwards.
  bool skip_cancelled();
  // The armed timer due first, or nullptr.
  Timer* first_timer();
  // What runs next: the armed timer due before the heap's first live event, or nullptr for the
  // heap's (`heap_live` says whether it has one).
  Timer* timer_before_heap(bool heap_live);

  std::vector<Entry> heap_;
  std::vector<Slot> slots_;
  std::vector<std::uint32_t> free_slots_;
  SimTime now_ = 0;
  std::uint64_t next_sequence_ = 0;
  std::uint64_t executed_ = 0;
  std::size_t live_events_ = 0;
  std::size_t cancelled_in_heap_ = 0;  // cancelled entries not yet popped: 0 means the top is live
  std::vector<Timer> timers_;          // add_timer refuses to grow it while an action runs from it
  bool running_timer_ = false;
  std::size_t armed_timers_ = 0;
};

}  // namespace hwsim
