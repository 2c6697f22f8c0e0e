#include "sim/core/event_queue.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "sim/core/cancel.hpp"

namespace hwsim {

namespace {
// std heap functions keep the *largest* element on top; "later" makes that the earliest event. A
// function object, so that the heap functions inline it.
struct Later {
  template <class Entry>
  bool operator()(const Entry& a, const Entry& b) const {
    if (a.time != b.time) return a.time > b.time;
    if (a.priority != b.priority) return a.priority > b.priority;
    return a.sequence > b.sequence;
  }
};
}  // namespace

EventHandle EventQueue::schedule_at(SimTime when, Action action, int priority) {
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
  s.action = std::move(action);
  s.live = true;
  heap_.push_back(Entry{when, priority, slot, next_sequence_++, s.generation});
  std::push_heap(heap_.begin(), heap_.end(), Later{});
  ++live_events_;
  return EventHandle{slot, s.generation};
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
  return true;
}

void EventQueue::release_slot(std::uint32_t slot) {
  ++slots_[slot].generation;
  free_slots_.push_back(slot);
}

bool EventQueue::skip_cancelled() {
  while (!heap_.empty()) {
    const Entry& top = heap_.front();
    const Slot& s = slots_[top.slot];
    if (s.live && s.generation == top.generation) return true;
    const std::uint32_t slot = top.slot;
    const bool stale_generation = s.generation != top.generation;
    std::pop_heap(heap_.begin(), heap_.end(), Later{});
    heap_.pop_back();
    // A cancelled entry still owns its slot until it leaves the heap; then the slot is reusable.
    if (!stale_generation) release_slot(slot);
  }
  return false;
}

bool EventQueue::nothing_due_now(int priority) {
  return !skip_cancelled() || heap_.front().time > now_ || heap_.front().priority > priority;
}

bool EventQueue::step() {
  if (!skip_cancelled()) return false;
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
  while (skip_cancelled() && heap_.front().time <= limit) {
    step();
  }
  if (now_ < limit) now_ = limit;
}

}  // namespace hwsim
