#include <algorithm>
#include <stdexcept>
#include <vector>

#include "catch.hpp"
#include "sim/resources/memory_pool.hpp"
#include "sim/resources/slot_pool.hpp"

using namespace hwsim;

TEST_CASE("a queue depth of 2 runs 4 one-millisecond requests in 2 ms, in FIFO order") {
  EventQueue q;
  SlotPool ssd(q, "ssd", 2);
  std::vector<int> order;
  std::vector<SimTime> ends;
  for (int i = 0; i < 4; ++i) {
    ssd.acquire([&, i](int slot) {
      order.push_back(i);
      q.schedule_after(kMillisecond, [&, slot] {
        ends.push_back(q.now());
        ssd.release(slot);
      });
    });
  }
  q.run();
  CHECK(order == std::vector<int>{0, 1, 2, 3});
  CHECK(ends ==
        std::vector<SimTime>{kMillisecond, kMillisecond, 2 * kMillisecond, 2 * kMillisecond});
  const SlotStats stats = ssd.stats();
  CHECK(stats.busy_time == 2 * kMillisecond);
  CHECK(stats.slot_seconds_held == Approx(4e-3));
  CHECK(stats.total_wait == 2 * kMillisecond);  // requests 2 and 3 each waited 1 ms
}

TEST_CASE("an inline admission runs inside acquire and release, at the same times and order") {
  // The case above with inline admissions: requests 0 and 1 are admitted inside acquire() at t = 0
  // (no event runs before the loop ends), 2 and 3 inside the releases at 1 ms. Each admission
  // schedules its 1 ms hold, so the times are those of the event-driven form: ends 1, 1, 2, 2 ms.
  EventQueue q;
  SlotPool ssd(q, "ssd", 2);
  std::vector<int> order;
  std::vector<SimTime> starts, ends;
  for (int i = 0; i < 4; ++i) {
    ssd.acquire(
        [&, i](int slot) {
          order.push_back(i);
          starts.push_back(q.now());
          q.schedule_after(kMillisecond, [&, slot] {
            ends.push_back(q.now());
            ssd.release(slot);
          });
        },
        /*run_inline=*/true);
    CHECK(order.size() == static_cast<std::size_t>(std::min(i + 1, 2)));
  }
  CHECK(q.pending() == 2);  // the two holds; no admission events
  q.run();
  CHECK(order == std::vector<int>{0, 1, 2, 3});
  CHECK(starts == std::vector<SimTime>{0, 0, kMillisecond, kMillisecond});
  CHECK(ends ==
        std::vector<SimTime>{kMillisecond, kMillisecond, 2 * kMillisecond, 2 * kMillisecond});
  CHECK(q.events_executed() == 4);  // the four holds (the event-driven form runs 8)
  CHECK(ssd.stats().total_wait == 2 * kMillisecond);
}

TEST_CASE("an admission gets the lowest free slot, past 64 slots too") {
  // 130 slots span three 64-bit words. Fill them all (admitted inline: slots 0..129 in order),
  // free 3, 64, 129 and 70, then admit four more: they take 3, 64, 70, 129, lowest first.
  EventQueue q;
  SlotPool pool(q, "threads", 130);
  std::vector<int> got;
  const auto take = [&] { pool.acquire([&](int slot) { got.push_back(slot); }, /*inline=*/true); };
  for (int i = 0; i < 130; ++i) take();
  CHECK(got.back() == 129);
  CHECK(pool.in_use() == 130);
  for (int slot : {3, 64, 129, 70}) pool.release(slot);
  got.clear();
  for (int i = 0; i < 4; ++i) take();
  CHECK(got == std::vector<int>{3, 64, 70, 129});
  take();  // all held: it waits for the next release, which hands over that slot
  CHECK(pool.waiting() == 1);
  pool.release(100);
  CHECK(got.back() == 100);
  CHECK_THROWS_AS(pool.release(130), std::logic_error);  // out of range
}

TEST_CASE("releasing a slot not held is an error") {
  EventQueue q;
  SlotPool pool(q, "stream", 1);
  CHECK_THROWS_AS(pool.release(0), std::logic_error);
  CHECK_THROWS_AS(SlotPool(q, "none", 0), std::invalid_argument);
}

TEST_CASE("take grants the lowest free slot with an admission's statistics, and none when full") {
  // Two slots. At 0: a request made at 0 takes slot 0. At 3 ms: one made at 1 ms takes slot 1
  // (2 ms of wait); both full, a third take fails. At 4 ms slot 0 is released and taken by a
  // request made at 2 ms (2 ms more). Held: 1 slot for 3 ms, 2 for 1 ms, 2 until the end at 6 ms:
  // 3 + 2 + 4 = 9 slot-milliseconds, busy all 6 ms; 3 admissions, 4 ms of wait.
  EventQueue q;
  SlotPool pool(q, "cpu", 2);
  CHECK(pool.take(0) == 0);
  q.schedule_at(3 * kMillisecond, [&] {
    CHECK(pool.take(kMillisecond) == 1);
    CHECK_THROWS_AS(pool.take(3 * kMillisecond), std::logic_error);
  });
  q.schedule_at(4 * kMillisecond, [&] {
    pool.release(0);
    CHECK(pool.take(2 * kMillisecond) == 0);
  });
  q.run_until(6 * kMillisecond);
  const SlotStats stats = pool.stats();
  CHECK(stats.admissions == 3);
  CHECK(stats.total_wait == 4 * kMillisecond);
  CHECK(stats.busy_time == 6 * kMillisecond);
  CHECK(stats.slot_seconds_held == Approx(9e-3));
}

TEST_CASE("memory pool tracks in-use bytes and the high-water mark") {
  MemoryPool pool("hbm", 100.0);
  auto a = pool.allocate(0, "weights", 60.0);
  auto b = pool.allocate(5, "activations", 30.0);
  pool.free(7, b);
  pool.allocate(9, "workspace", 20.0);
  CHECK(pool.in_use() == 80.0);
  CHECK(pool.peak() == 90.0);
  CHECK(pool.peak_time() == 5);
  CHECK(pool.peak_allocation() == "activations");
  CHECK_FALSE(pool.exceeded_capacity());
  pool.allocate(10, "too much", 30.0);
  CHECK(pool.exceeded_capacity());
  CHECK_THROWS_AS(pool.free(11, b), std::logic_error);
  pool.free(12, a);
  CHECK(pool.live_allocations().size() == 2);
  CHECK(pool.timeline().size() == 6);
}
