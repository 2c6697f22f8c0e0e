#include "sim/core/event_queue.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "sim/core/cancel.hpp"

namespace hwsim {

namespace {
// std heap functions keep the *largest* element on top; "later" makes that the earliest event. A
// function object, so that the heap functions inline it. It also orders timers, and a timer
// against a heap entry.
struct Later {
  template <class A, class B>
  bool operator()(const A& a, const B& b) const {
    if (a.time != b.time) return a.time > b.time;
    if (a.priority != b.priority) return a.priority > b.priority;
    return a.sequence > b.sequence;
  }
};
}  // namespace

EventHandle EventQueue::push_entry(SimTime when, int priority) {
  if (when < now_) {
    throw std::logic_error("event scheduled in the past");
  }
  std::uint32_t slot;
  if (!free_slots_.empty()) {
    slot = free_slots_.back();
    free_slots_.pop_back();
  } else {
    slot = static_cast<std::uint32_t>(slots_.size());
    slots_.emplace_back();
  }
  Slot& s = slots_[slot];
  s.live = true;
  heap_.push_back(Entry{when, priority, slot, next_sequence_++, s.generation});
  std::push_heap(heap_.begin(), heap_.end(), Later{});
  ++live_events_;
  return EventHandle{slot, s.generation};
}

EventQueue::TimerId EventQueue::add_timer(Action action, int priority) {
  if (running_timer_) throw std::logic_error("a timer added from a timer's action");
  timers_.push_back(Timer{std::move(action), priority});
  return static_cast<TimerId>(timers_.size() - 1);
}

void EventQueue::set_timer(TimerId timer, SimTime when) {
  if (when < now_) throw std::logic_error("timer set in the past");
  Timer& t = timers_[timer];
  if (!t.armed) ++armed_timers_;
  t.armed = true;
  t.time = when;
  t.sequence = next_sequence_++;
}

void EventQueue::clear_timer(TimerId timer) {
  Timer& t = timers_[timer];
  if (t.armed) --armed_timers_;
  t.armed = false;
}

EventQueue::Timer* EventQueue::first_timer() {
  if (armed_timers_ == 0) return nullptr;
  Timer* first = nullptr;
  for (Timer *t = timers_.data(), *end = t + timers_.size(); t != end; ++t) {
    if (t->armed && (first == nullptr || Later{}(*first, *t))) first = t;
  }
  return first;
}

EventQueue::Timer* EventQueue::timer_before_heap(bool heap_live) {
  Timer* timer = first_timer();
  if (timer == nullptr || !heap_live) return timer;
  return Later{}(heap_.front(), *timer) ? timer : nullptr;
}

bool EventQueue::is_pending(EventHandle handle) const {
  return handle.slot < slots_.size() && slots_[handle.slot].live &&
         slots_[handle.slot].generation == handle.generation;
}

bool EventQueue::cancel(EventHandle handle) {
  if (!is_pending(handle)) return false;
  Slot& s = slots_[handle.slot];
  s.live = false;
  s.action = nullptr;  // drop captured state now, not when the stale entry surfaces
  --live_events_;
  ++cancelled_in_heap_;
  return true;
}

void EventQueue::release_slot(std::uint32_t slot) {
  ++slots_[slot].generation;
  free_slots_.push_back(slot);
}

bool EventQueue::skip_cancelled() {
  if (cancelled_in_heap_ == 0) return !heap_.empty();
  while (!heap_.empty()) {
    const Entry& top = heap_.front();
    const Slot& s = slots_[top.slot];
    if (s.live && s.generation == top.generation) return true;
    const std::uint32_t slot = top.slot;
    const bool stale_generation = s.generation != top.generation;
    std::pop_heap(heap_.begin(), heap_.end(), Later{});
    heap_.pop_back();
    // A cancelled entry still owns its slot until it leaves the heap; then the slot is reusable.
    if (!stale_generation) {
      release_slot(slot);
      --cancelled_in_heap_;
    }
  }
  return false;
}

bool EventQueue::nothing_due_now(int priority) {
  const Timer* timer = first_timer();
  if (timer != nullptr && timer->time == now_ && timer->priority <= priority) return false;
  return !skip_cancelled() || heap_.front().time > now_ || heap_.front().priority > priority;
}

bool EventQueue::step() {
  const bool heap_live = skip_cancelled();
  if (Timer* timer = timer_before_heap(heap_live)) {
    timer->armed = false;
    --armed_timers_;
    now_ = timer->time;
    ++executed_;
    running_timer_ = true;
    struct Lower {  // also when the action throws
      bool& flag;
      ~Lower() { flag = false; }
    } lower{running_timer_};
    timer->action();
    return true;
  }
  if (!heap_live) return false;
  const Entry top = heap_.front();
  std::pop_heap(heap_.begin(), heap_.end(), Later{});
  heap_.pop_back();
  Slot& s = slots_[top.slot];
  Action action = std::move(s.action);
  s.live = false;
  release_slot(top.slot);
  --live_events_;
  now_ = top.time;
  ++executed_;
  action();
  return true;
}

void EventQueue::run() {
  // A cancel (Ctrl-C) is polled every 4096 events: a few microseconds apart, at no cost per event.
  std::uint32_t events = 0;
  while (step()) {
    if ((++events & 4095u) == 0) core::throw_if_cancelled();
  }
}

void EventQueue::run_until(SimTime limit) {
  for (;;) {
    const bool heap_live = skip_cancelled();
    const Timer* timer = timer_before_heap(heap_live);
    if (timer == nullptr && !heap_live) break;
    if ((timer != nullptr ? timer->time : heap_.front().time) > limit) break;
    step();
  }
  if (now_ < limit) now_ = limit;
}

}  // namespace hwsim
