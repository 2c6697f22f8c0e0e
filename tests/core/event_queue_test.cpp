#include "sim/core/event_queue.hpp"

#include <stdexcept>
#include <string>
#include <vector>

#include "catch.hpp"

using hwsim::EventQueue;

TEST_CASE("events run in time order, then priority, then insertion order") {
  EventQueue q;
  std::string order;
  q.schedule_at(20, [&] { order += "c"; });
  q.schedule_at(
      10, [&] { order += "b"; }, /*priority=*/1);
  q.schedule_at(
      10, [&] { order += "a"; }, /*priority=*/0);
  q.schedule_at(
      10, [&] { order += "B"; }, /*priority=*/1);  // same time and priority as "b": after it
  q.run();
  CHECK(order == "abBc");
  CHECK(q.now() == 20);
  CHECK(q.events_executed() == 4);
}

TEST_CASE("cancel is lazy and exact") {
  EventQueue q;
  int ran = 0;
  auto h1 = q.schedule_at(5, [&] { ran += 1; });
  auto h2 = q.schedule_at(6, [&] { ran += 10; });
  CHECK(q.pending() == 2);
  CHECK(q.cancel(h1));
  CHECK_FALSE(q.cancel(h1));  // already cancelled
  CHECK(q.pending() == 1);
  q.run();
  CHECK(ran == 10);
  CHECK_FALSE(q.cancel(h2));  // already ran
  CHECK(q.now() == 6);
}

TEST_CASE("a reused slot does not resurrect a stale handle") {
  EventQueue q;
  auto old_handle = q.schedule_at(1, [] {});
  q.run();
  int ran = 0;
  q.schedule_at(2, [&] { ++ran; });  // reuses the freed slot with a new generation
  CHECK_FALSE(q.cancel(old_handle));
  q.run();
  CHECK(ran == 1);
}

TEST_CASE("actions may schedule at the current time") {
  EventQueue q;
  std::vector<int> seen;
  q.schedule_at(3, [&] {
    seen.push_back(1);
    q.schedule_after(0, [&] { seen.push_back(2); });
  });
  q.run();
  CHECK(seen == std::vector<int>{1, 2});
  CHECK(q.now() == 3);
}

TEST_CASE("scheduling in the past is rejected") {
  EventQueue q;
  q.schedule_at(10, [] {});
  q.run();
  CHECK_THROWS_AS(q.schedule_at(5, [] {}), std::logic_error);
}

TEST_CASE("a delay past the end of simulated time is a range error, not a wrapped past time") {
  EventQueue q;
  q.schedule_at(1000, [] {});
  q.run();  // now = 1000 ps
  // The last representable time is kTimeNever = INT64_MAX ps: now + (kTimeNever - 1000) reaches
  // it exactly, one picosecond more would wrap below now.
  CHECK_NOTHROW(q.schedule_after(hwsim::kTimeNever - 1000, [] {}));
  CHECK_THROWS_AS(q.schedule_after(hwsim::kTimeNever - 999, [] {}), std::invalid_argument);
}

TEST_CASE("run_until stops at the limit") {
  EventQueue q;
  int ran = 0;
  q.schedule_at(10, [&] { ++ran; });
  q.schedule_at(30, [&] { ++ran; });
  q.run_until(20);
  CHECK(ran == 1);
  CHECK(q.now() == 20);
  q.run();
  CHECK(ran == 2);
}

TEST_CASE("nothing_due_now sees live events due now at or below a priority") {
  EventQueue q;
  std::vector<bool> seen;
  // At 10: the first action asks while a priority-2 event and a later one are pending (nothing at
  // priority <= 1 is due), then while a priority-1 event of its own is (something is), and after
  // cancelling it (nothing again). The priority-2 action at 10 asks with nothing left due at 10.
  q.schedule_at(10, [&] {
    seen.push_back(q.nothing_due_now(1));
    const auto due = q.schedule_at(
        10, [] {}, 1);
    seen.push_back(q.nothing_due_now(1));
    seen.push_back(q.nothing_due_now(0));
    q.cancel(due);
    seen.push_back(q.nothing_due_now(1));
  });
  q.schedule_at(
      10, [&] { seen.push_back(q.nothing_due_now(2)); }, 2);
  q.schedule_at(11, [] {});
  q.run();
  CHECK(seen == std::vector<bool>{true, false, true, true, true});
}

TEST_CASE("a timer orders as its cancelled and rescheduled event would") {
  EventQueue q;
  std::string order;
  const auto t = q.add_timer([&] { order += "t"; }, /*priority=*/0);
  q.schedule_at(10, [&] { order += "a"; });
  q.set_timer(t, 5);
  q.set_timer(t, 10);  // re-set: a fresh sequence number, so after "a" and before "b"
  q.schedule_at(10, [&] { order += "b"; });
  q.schedule_at(
      10, [&] { order += "p"; }, /*priority=*/-1);  // a lower priority value: before all
  CHECK(q.pending() == 4);
  q.run();
  CHECK(order == "patb");
  CHECK(q.events_executed() == 4);
  CHECK_FALSE(q.timer_armed(t));
}

TEST_CASE("a cleared timer does not run; one re-armed from its own action runs again") {
  EventQueue q;
  int runs = 0;
  EventQueue::TimerId t = 0;
  t = q.add_timer([&] {
    if (++runs < 3) q.set_timer(t, q.now() + 7);
  });
  const auto never = q.add_timer([&] { runs += 100; });
  q.set_timer(t, 1);
  q.set_timer(never, 2);
  q.clear_timer(never);
  CHECK(q.pending() == 1);
  q.run();
  CHECK(runs == 3);
  CHECK(q.now() == 15);  // 1, 8, 15
  CHECK(q.empty());
}

TEST_CASE("timers take part in run_until and nothing_due_now, and refuse misuse") {
  EventQueue q;
  int runs = 0;
  const auto t = q.add_timer([&] { ++runs; }, /*priority=*/1);
  q.set_timer(t, 30);
  q.run_until(20);
  CHECK(runs == 0);
  CHECK(q.now() == 20);
  CHECK_THROWS_AS(q.set_timer(t, 10), std::logic_error);  // in the past
  q.set_timer(t, 20);
  CHECK_FALSE(q.nothing_due_now(/*priority=*/1));
  CHECK(q.nothing_due_now(/*priority=*/0));
  q.run_until(20);
  CHECK(runs == 1);
  const auto adder = q.add_timer([&] { q.add_timer([] {}); });
  q.set_timer(adder, 25);
  CHECK_THROWS_AS(q.run(), std::logic_error);  // a timer added from a timer's action
  q.set_timer(t, 26);                          // the queue still works after the throw
  q.run();
  CHECK(runs == 2);
}
