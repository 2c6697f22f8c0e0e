#include "sim/resources/flow_network.hpp"

#include <algorithm>
#include <limits>
#include <vector>

#include "catch.hpp"

using namespace hwsim;

namespace {
struct Done {
  SimTime at = -1;
};
}  // namespace

TEST_CASE("1 GB over a 1 GB/s link takes exactly 1 s") {
  EventQueue q;
  FlowNetwork net(q);
  const LinkId link = net.add_link("pcie", 1e9);
  Done done;
  net.start_flow({link}, 1e9, [&] { done.at = q.now(); });
  q.run();
  CHECK(done.at == kSecond);
  const LinkStats stats = net.stats(link);
  CHECK(stats.busy_time == kSecond);
  CHECK(stats.bytes_carried == Approx(1e9));
  CHECK(stats.utilisation_seconds == Approx(1.0));
}

TEST_CASE("two equal flows on one link each get half and finish together") {
  // 2 x 1 GB on 1 GB/s: each runs at 0.5 GB/s, both finish at 2 s.
  EventQueue q;
  FlowNetwork net(q);
  const LinkId link = net.add_link("pcie", 1e9);
  Done a, b;
  const FlowId fa = net.start_flow({link}, 1e9, [&] { a.at = q.now(); });
  net.start_flow({link}, 1e9, [&] { b.at = q.now(); });
  CHECK(net.rate(fa) == Approx(0.5e9));
  q.run();
  CHECK(a.at == 2 * kSecond);
  CHECK(b.at == 2 * kSecond);
}

TEST_CASE("a flow over two hops runs at the slower hop's rate") {
  // NVMe 2 GB/s then PCIe 1 GB/s: 1 GB takes 1 s.
  EventQueue q;
  FlowNetwork net(q);
  const LinkId ssd = net.add_link("ssd", 2e9);
  const LinkId pcie = net.add_link("pcie", 1e9);
  Done done;
  net.start_flow({ssd, pcie}, 1e9, [&] { done.at = q.now(); });
  q.run();
  CHECK(done.at == kSecond);
  CHECK(net.stats(ssd).utilisation_seconds == Approx(0.5));  // half of the SSD for 1 s
}

TEST_CASE("a third flow arriving mid-transfer slows the others as max-min predicts") {
  // Link 3 GB/s. A and B (3 GB each) start at 0 at 1.5 GB/s. At t = 1 s each has 1.5 GB left and
  // C (0.5 GB) arrives: all three run at 1 GB/s, so C ends at 1.5 s. A and B then have 1.0 GB left
  // at 1.5 GB/s: they end at 1.5 + 2/3 s = 2.1666.. s.
  EventQueue q;
  FlowNetwork net(q);
  const LinkId link = net.add_link("link", 3e9);
  Done a, b, c;
  FlowId fa = net.start_flow({link}, 3e9, [&] { a.at = q.now(); });
  net.start_flow({link}, 3e9, [&] { b.at = q.now(); });
  FlowId fc = 0;
  q.schedule_at(kSecond, [&] {
    fc = net.start_flow({link}, 0.5e9, [&] { c.at = q.now(); });
    CHECK(net.rate(fa) == Approx(1e9));
    CHECK(net.rate(fc) == Approx(1e9));
  });
  q.run();
  CHECK(c.at == 1'500'000'000'000);
  CHECK(a.at == Approx(2'166'666'666'667).margin(2));
  CHECK(b.at == a.at);
}

TEST_CASE("max-min fairness gives the spare capacity to the unconstrained flow") {
  // A crosses L1 (1 GB/s) and L2 (3 GB/s); B crosses L2 only. A is held to 1 GB/s by L1; B takes
  // the rest of L2: 2 GB/s (not the equal split 1.5).
  EventQueue q;
  FlowNetwork net(q);
  const LinkId l1 = net.add_link("l1", 1e9);
  const LinkId l2 = net.add_link("l2", 3e9);
  const FlowId a = net.start_flow({l1, l2}, 1e9, [] {});
  const FlowId b = net.start_flow({l2}, 1e9, [] {});
  CHECK(net.rate(a) == Approx(1e9));
  CHECK(net.rate(b) == Approx(2e9));
  q.run();
}

TEST_CASE("a per-flow rate cap limits one flow and frees capacity for others") {
  // Link 10 GB/s; A capped at 2 GB/s (one CPU thread), B uncapped: B gets 8 GB/s.
  EventQueue q;
  FlowNetwork net(q);
  const LinkId link = net.add_link("dram", 10e9);
  const FlowId a = net.start_flow(
      {link}, 2e9, [] {}, 2e9);
  const FlowId b = net.start_flow({link}, 8e9, [] {});
  CHECK(net.rate(a) == Approx(2e9));
  CHECK(net.rate(b) == Approx(8e9));
  q.run();
  CHECK(q.now() == kSecond);  // both end at 1 s
}

TEST_CASE("flow arguments are checked") {
  EventQueue q;
  FlowNetwork net(q);
  CHECK_THROWS(net.add_link("bad", 0.0));
  const LinkId link = net.add_link("ok", 1.0);
  CHECK_THROWS(net.start_flow({link}, -1.0, [] {}));
  CHECK_THROWS(net.start_flow({}, 1.0, [] {}));  // no path and no cap
  CHECK_THROWS(net.start_flow({7}, 1.0, [] {}));
}

TEST_CASE("a flow ending re-solves the flows that share links with it, directly or not") {
  // Links A and B at 10 B/s. f1 (100 B) on A, f2 (20 B) on B, f3 (100 B) on A and B: each link
  // carries two flows, so all three run at 5 B/s. f2 ends at 20 / 5 = 4 s; B then carries f3 alone
  // but f3 is still held to 5 B/s by A (shared with f1), so f1 and f3 both end at 100 / 5 = 20 s.
  // f4 (30 B) on a separate link C at 10 B/s shares nothing: 3 s, and its end changes no rate.
  EventQueue q;
  FlowNetwork net(q);
  const LinkId a = net.add_link("A", 10.0), b = net.add_link("B", 10.0);
  const LinkId c = net.add_link("C", 10.0);
  Done d1, d2, d3, d4;
  const FlowId f1 = net.start_flow({a}, 100.0, [&] { d1.at = q.now(); });
  net.start_flow({b}, 20.0, [&] { d2.at = q.now(); });
  const FlowId f3 = net.start_flow({a, b}, 100.0, [&] { d3.at = q.now(); });
  const FlowId f4 = net.start_flow({c}, 30.0, [&] { d4.at = q.now(); });
  CHECK(net.rate(f1) == 5.0);
  CHECK(net.rate(f3) == 5.0);
  CHECK(net.rate(f4) == 10.0);
  q.run_until(5 * kSecond);
  CHECK(d2.at == 4 * kSecond);
  CHECK(d4.at == 3 * kSecond);
  CHECK(net.rate(f1) == 5.0);
  CHECK(net.rate(f3) == 5.0);
  q.run();
  CHECK(d1.at == 20 * kSecond);
  CHECK(d3.at == 20 * kSecond);
}

TEST_CASE("when one of two flows on a link ends, the other speeds up at once") {
  // 10 B/s link: f1 10 B and f2 30 B share it at 5 B/s; f1 ends at 2 s with f2 at 20 B left, which
  // then runs at 10 B/s: 2 s more, so f2 ends at 4 s.
  EventQueue q;
  FlowNetwork net(q);
  const LinkId link = net.add_link("L", 10.0);
  Done d1, d2;
  net.start_flow({link}, 10.0, [&] { d1.at = q.now(); });
  net.start_flow({link}, 30.0, [&] { d2.at = q.now(); });
  q.run();
  CHECK(d1.at == 2 * kSecond);
  CHECK(d2.at == 4 * kSecond);
}

TEST_CASE("flows started by separate events at one instant are solved together, as max-min says") {
  // At 0.5 s three events start 1, 2 and 3 GB on a 3 GB/s link: 1 GB/s each. The first ends at
  // 1.5 s; the other two then share 1.5 GB/s each: the second's last 1 GB takes 2/3 s (1/3 ps
  // rounded up: 2.166666666667 s); the third, alone after that, ends when the link has moved all
  // 6 GB: 0.5 + 6/3 = 2.5 s.
  EventQueue q;
  FlowNetwork net(q);
  const LinkId link = net.add_link("ssd", 3e9);
  Done done[3];
  FlowId first = 0;
  for (int i = 0; i < 3; ++i) {
    q.schedule_at(kSecond / 2, [&, i] {
      const FlowId id = net.start_flow({link}, (i + 1) * 1e9, [&, i] { done[i].at = q.now(); });
      if (i == 0) first = id;
    });
  }
  q.schedule_at(
      kSecond / 2, [&] { CHECK(net.rate(first) == Approx(1e9)); }, /*priority=*/3);
  q.run();
  CHECK(done[0].at == 3 * kSecond / 2);
  CHECK(done[1].at == 2'166'666'666'667);
  CHECK(static_cast<double>(done[2].at) == Approx(2.5e12).epsilon(1e-11));
  CHECK(net.stats(link).bytes_carried == Approx(6e9));
}

namespace {
// Completion times of `n` flows of pseudo-random sizes (1 byte to 1 MB) started at pseudo-random
// instants (0 to 10 us, several at one instant) on one 10 GB/s link, every flow capped at `cap`.
std::vector<SimTime> one_link_completions(int n, double cap) {
  EventQueue q;
  FlowNetwork net(q);
  const LinkId link = net.add_link("ssd", 1e10);
  std::vector<SimTime> done(static_cast<std::size_t>(n), -1);
  std::uint64_t state = 12345;
  const auto next = [&] {  // a fixed LCG (Knuth's MMIX constants)
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 11;
  };
  for (int i = 0; i < n; ++i) {
    const double bytes = 1.0 + static_cast<double>(next() % 1000000);
    const SimTime at = static_cast<SimTime>(next() % 200) * 50 * kNanosecond;
    q.schedule_at(at, [&net, &q, &done, link, bytes, cap, i] {
      net.start_flow(
          {link}, bytes, [&q, &done, i] { done[static_cast<std::size_t>(i)] = q.now(); }, cap);
    });
  }
  q.run();
  return done;
}
}  // namespace

TEST_CASE("uncapped flows on one link finish exactly when the general max-min solve says") {
  // Uncapped, the link's flows are solved in one pass with their completion times worked out when
  // asked; a cap far above the link's capacity never binds but sends every solve through the
  // general progressive filling, which computes each flow's completion time at once. The max-min
  // rates are the same (capacity / n), so every completion must be the same picosecond.
  const std::vector<SimTime> one_pass =
      one_link_completions(300, std::numeric_limits<double>::infinity());
  const std::vector<SimTime> general = one_link_completions(300, 1e300);
  REQUIRE(std::find(one_pass.begin(), one_pass.end(), SimTime{-1}) == one_pass.end());
  CHECK(one_pass == general);
}

TEST_CASE("the flow with fewer bytes left on a shared link finishes first, the other after it") {
  // 1,000 and 3,000 bytes start together on a 1e12 B/s link (1 byte per ps): 0.5 byte/ps each, the
  // first ends at 2,000 ps with 2,000 bytes of the second left, which then runs alone: 4,000 ps.
  EventQueue q;
  FlowNetwork net(q);
  const LinkId link = net.add_link("ssd", 1e12);
  Done a, b;
  net.start_flow({link}, 3000.0, [&] { b.at = q.now(); });
  net.start_flow({link}, 1000.0, [&] { a.at = q.now(); });
  q.run();
  CHECK(a.at == 2000);
  CHECK(b.at == 4000);
}

TEST_CASE("a capped flow on a link of its own turns it over to progressive filling and back") {
  // 1e12 B/s = 1 byte per ps. A (4,000 bytes, uncapped) starts at 0 and runs alone: it has 3,000
  // left at 1,000 ps, when B (500 bytes, capped at 0.25 byte/ps) joins. Max-min
  // gives B its cap and A the rest, 0.75: B ends at 1,000 + 500 / 0.25 = 3,000 ps, with A at
  // 3,000 - 0.75 x 2,000 = 1,500 left. A runs alone again until C (1,000 bytes, uncapped) joins at
  // 3,500 ps, when A has 1,000 left: both at 0.5 byte/ps end together at 5,500 ps, A's callback
  // first (start order).
  EventQueue q;
  FlowNetwork net(q);
  const LinkId link = net.add_link("ssd", 1e12);
  std::vector<std::pair<char, SimTime>> done;
  net.start_flow({link}, 4000.0, [&] { done.emplace_back('A', q.now()); });
  q.schedule_at(1000, [&] {
    net.start_flow(
        {link}, 500.0, [&] { done.emplace_back('B', q.now()); }, 0.25e12);
  });
  q.schedule_at(3500, [&] {
    CHECK(net.active_flows() == 1);
    net.start_flow({link}, 1000.0, [&] { done.emplace_back('C', q.now()); });
  });
  q.run();
  CHECK(done == std::vector<std::pair<char, SimTime>>{{'B', 3000}, {'A', 5500}, {'C', 5500}});
  CHECK(net.active_flows() == 0);
  CHECK(net.stats(link).bytes_carried == Approx(5500.0));
  CHECK(net.stats(link).busy_time == 5500);
}

TEST_CASE("a network destroyed with flows in flight leaves its queue nothing to run") {
  // Two flows on a link of their own are solved at their starts, which arms the completion timer;
  // the destructor disarms it (and the settle timer), so the queue, which outlives the network,
  // is empty and runs no action of the destroyed network.
  EventQueue q;
  bool ran = false;
  {
    FlowNetwork net(q);
    const LinkId link = net.add_link("l", 1e9);
    net.start_flow({link}, 1e9, [&] { ran = true; });
    net.start_flow({link}, 1e9, [&] { ran = true; });
    CHECK_FALSE(q.empty());
  }
  CHECK(q.empty());
  q.run();
  CHECK_FALSE(ran);
}

TEST_CASE(
    "flows that start together on a link of their own finish in order of size, ties by start") {
  // 5, 4, 3, 2, 2 and 1 kB start together on 1 GB/s (1 byte per ns), largest first; the two of
  // 2 kB start in the order b, a. Six flows at 1/6 byte/ns: 1 kB ends at 6 us. Then five at 1/5:
  // the 2 kB pair has 1 kB left, 5 us more: both end at 11 us, b first (it started first). Then
  // three at 1/3 with 1 kB left on the 3 kB flow: 14 us; two at 1/2 with 1 kB left on 4 kB: 16 us;
  // the 5 kB flow alone with 1 kB left: 17 us.
  // Run twice: the flows placed one by one as each starts (insertion), and all placed together
  // by the instant's settle (a sort and a merge), which a capped flow on another link started
  // first at that instant calls for: it takes 1 kB at its 1 GB/s cap, ending at 1 us ('c').
  for (const bool together : {false, true}) {
    EventQueue q;
    FlowNetwork net(q);
    const LinkId link = net.add_link("ssd", 1e9);
    const LinkId other = net.add_link("pcie", 1e12);
    std::vector<std::pair<char, SimTime>> done;
    if (together) {
      net.start_flow(
          {other}, 1e3, [&done, &q] { done.emplace_back('c', q.now()); }, 1e9);
    }
    const std::vector<std::pair<char, double>> flows = {{'5', 5e3}, {'4', 4e3}, {'3', 3e3},
                                                        {'b', 2e3}, {'a', 2e3}, {'1', 1e3}};
    for (const auto& [name, bytes] : flows) {
      net.start_flow({link}, bytes, [&done, &q, name = name] { done.emplace_back(name, q.now()); });
    }
    q.run();
    if (together) {
      REQUIRE(!done.empty());
      CHECK(done.front() == std::pair<char, SimTime>{'c', kMicrosecond});
      done.erase(done.begin());
    }
    const SimTime us = kMicrosecond;
    CHECK(done == std::vector<std::pair<char, SimTime>>{{'1', 6 * us},
                                                        {'b', 11 * us},
                                                        {'a', 11 * us},
                                                        {'3', 14 * us},
                                                        {'4', 16 * us},
                                                        {'5', 17 * us}});
  }
}
