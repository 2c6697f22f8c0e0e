#include "sim/core/work_budget.hpp"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

#include "catch.hpp"
#include "sim/core/parallel.hpp"

using hwsim::WorkBudget;

TEST_CASE("WorkBudget: reservations add up and return when their holds end") {
  WorkBudget budget(10.0);
  {
    auto a = budget.reserve(6.0);
    CHECK(budget.held() == 6.0);
    auto b = budget.reserve(4.0);  // 6 + 4 = 10, within the capacity: no wait
    CHECK(budget.held() == 10.0);
  }
  CHECK(budget.held() == 0.0);
  // Larger than the capacity: granted because nothing else is held (it runs alone).
  auto big = budget.reserve(25.0);
  CHECK(budget.held() == 25.0);
}

TEST_CASE("WorkBudget: concurrent holders never exceed the capacity") {
  // 40 jobs of 3 tasks on 8 threads with a capacity of 7: at most two run at once (3 + 3 <= 7 <
  // 3 + 3 + 3), whatever the interleaving.
  WorkBudget budget(7.0);
  std::atomic<int> running{0};
  std::mutex m;
  int most = 0;
  hwsim::parallel_for(40, 8, [&](std::size_t) {
    auto hold = budget.reserve(3.0);
    const int now = ++running;
    {
      std::lock_guard lock(m);
      most = std::max(most, now);
    }
    std::this_thread::sleep_for(std::chrono::microseconds(200));
    --running;
  });
  CHECK(most >= 1);
  CHECK(most <= 2);
  CHECK(budget.held() == 0.0);
}

TEST_CASE("WorkBudget: an oversized reservation waits until nothing is held") {
  WorkBudget budget(5.0);
  auto small = budget.reserve(2.0);
  std::atomic<bool> granted{false};
  std::thread t([&] {
    auto big = budget.reserve(9.0);
    granted = true;
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  CHECK_FALSE(granted.load());  // 2 are held: the 9 waits
  { auto released = std::move(small); }
  t.join();
  CHECK(granted.load());
  CHECK(budget.held() == 0.0);
}
