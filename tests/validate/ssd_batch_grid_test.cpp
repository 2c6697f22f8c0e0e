// The batch-read benchmark's points, batch shapes, region starts and pass order
// (validate/micro/ssd_batch_grid.hpp), by hand.
#include "validate/micro/ssd_batch_grid.hpp"

#include <map>
#include <stdexcept>
#include <string>

#include "catch.hpp"

using namespace hwsim::validate;
using Catch::Matchers::Contains;

namespace {

constexpr std::uint64_t kMiB = 1ull << 20;

std::string what_of(const SsdBatchGrid& grid) {
  try {
    batch_points(grid, 1024 * kMiB);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "(no exception)";
}

}  // namespace

TEST_CASE("batch shapes: 64 MiB of requests, at most 1024, at least one per worker") {
  CHECK(batch_requests(4096, 32) == 1024);       // 64 MiB / 4 KiB = 16384, capped at 1024
  CHECK(batch_requests(256 * 1024, 8) == 256);   // 64 MiB / 256 KiB
  CHECK(batch_requests(4 * kMiB, 8) == 16);      // 64 MiB / 4 MiB
  CHECK(batch_requests(4 * kMiB, 32) == 32);     // one per worker
  CHECK(region_slots(0.5, 4096, 32) == 2048);    // 1024 / 0.5
  CHECK(region_slots(0.75, 4096, 1) == 1366);    // ceil(1024 / 0.75 = 1365.3)
  CHECK(region_slots(1.0, 4 * kMiB, 32) == 32);  // contiguous: the batch itself
}

TEST_CASE("batch points: variants of one size and depth side by side, then contiguous points") {
  SsdBatchGrid grid{{4, 4096}, {1024}, {1, 32}};
  grid.sparse_alignments = {"request", "page"};
  grid.pauses_us = {0, 1000};
  const auto points = batch_points(grid, 1024 * kMiB);
  // Sparse: 2 depths x 2 sizes x 2 alignments x 2 pauses = 16; contiguous: 2 depths x 2 pauses.
  REQUIRE(points.size() == 20);
  // Depth 1, 4 KiB: request/0, request/1000, page/0, page/1000.
  CHECK(!points[0].contiguous);
  CHECK(points[0].request == 4096);
  CHECK(points[0].queue_depth == 1);
  CHECK(points[0].density == 0.5);
  CHECK((!points[0].page_aligned && points[0].pause_us == 0));
  CHECK((!points[1].page_aligned && points[1].pause_us == 1000));
  CHECK((points[2].page_aligned && points[2].pause_us == 0));
  CHECK((points[3].page_aligned && points[3].pause_us == 1000));
  CHECK(points[4].request == 4 * kMiB);
  CHECK(points[8].queue_depth == 32);
  CHECK(points[16].contiguous);
  CHECK(points[16].request == kMiB);
  CHECK(points[16].queue_depth == 1);
  CHECK(points[17].pause_us == 1000);
  CHECK(points[18].queue_depth == 32);
  CHECK(points[19].density == 1.0);
}

TEST_CASE("batch points: a size whose region does not fit at some depth is left out at all") {
  // 4 MiB sparse reads at density 1/2: depth 1 reads 16 requests from 32 slots, depth 32 reads
  // 32 from 64. A 200 MiB file has 50 slots: enough for depth 1, not for depth 32.
  const SsdBatchGrid grid{{4, 4096}, {}, {1, 32}};
  const auto small = batch_points(grid, 200 * kMiB);
  REQUIRE(small.size() == 2);
  CHECK(small[0].request == 4096);
  CHECK(small[1].request == 4096);
  // 256 MiB = 64 slots: just enough at both depths, for either alignment.
  SsdBatchGrid both = grid;
  both.sparse_alignments = {"request", "page"};
  const auto exact = batch_points(both, 256 * kMiB);
  int aligned_4mib = 0, page_4mib = 0;
  for (const auto& p : exact)
    if (p.request == 4 * kMiB) (p.page_aligned ? page_4mib : aligned_4mib) += 1;
  CHECK(aligned_4mib == 2);
  CHECK(page_4mib == 2);
}

TEST_CASE("batch points: the default grid runs by depth, then size, then contiguous points") {
  const SsdBatchGrid grid{{4, 16, 64}, {1024, 4096}, {1, 2}};
  const auto points = batch_points(grid, 2048 * kMiB);
  REQUIRE(points.size() == 10);
  const std::uint64_t sparse[] = {4096, 16384, 65536, 4096, 16384, 65536};
  for (std::size_t i = 0; i < 6; ++i) {
    CHECK(!points[i].contiguous);
    CHECK(points[i].request == sparse[i]);
    CHECK(points[i].queue_depth == (i < 3 ? 1 : 2));
    CHECK(points[i].density == kDefaultSparseDensity);
    CHECK(!points[i].page_aligned);
    CHECK(points[i].separated);
    CHECK(points[i].pause_us == 0);
  }
  const std::uint64_t contiguous[] = {kMiB, 4 * kMiB, kMiB, 4 * kMiB};
  for (std::size_t i = 6; i < 10; ++i) {
    CHECK(points[i].contiguous);
    CHECK(points[i].request == contiguous[i - 6]);
    CHECK(points[i].queue_depth == (i < 8 ? 1 : 2));
    CHECK(!points[i].separated);
  }
}

TEST_CASE("batch points: slot choices are variants next to the alignments") {
  SsdBatchGrid grid{{4}, {}, {1}};
  grid.sparse_alignments = {"request", "page"};
  grid.sparse_slot_choices = {"separated", "any"};
  const auto points = batch_points(grid, 1024 * kMiB);
  REQUIRE(points.size() == 4);
  CHECK((!points[0].page_aligned && points[0].separated));
  CHECK((!points[1].page_aligned && !points[1].separated));
  CHECK((points[2].page_aligned && points[2].separated));
  CHECK((points[3].page_aligned && !points[3].separated));
}

TEST_CASE("slot choice: every allowed set equally likely, ascending, separated when asked") {
  // 2 reads from 4 slots. Separated: {0,2}, {0,3}, {1,3} (from y = {0,1}, {0,2}, {1,2} of
  // [0, 3)); any: the 6 pairs. 6000 draws each: 2000 or 1000 per set expected, a standard
  // deviation of about 37 or 29, so +-15% is more than 5 of them.
  std::mt19937_64 rng(17);
  std::vector<std::uint64_t> slots;
  for (const bool separated : {true, false}) {
    std::map<std::pair<std::uint64_t, std::uint64_t>, int> seen;
    for (int i = 0; i < 6000; ++i) {
      choose_slots(2, 4, separated, rng, slots);
      REQUIRE(slots.size() == 4);
      REQUIRE(slots[0] < slots[1]);
      REQUIRE(slots[1] < 4);
      if (separated) REQUIRE(slots[1] >= slots[0] + 2);
      ++seen[{slots[0], slots[1]}];
    }
    const std::size_t sets = separated ? 3 : 6;
    CHECK(seen.size() == sets);
    for (const auto& [set, count] : seen) {
      CHECK(count > 0.85 * 6000.0 / static_cast<double>(sets));
      CHECK(count < 1.15 * 6000.0 / static_cast<double>(sets));
    }
  }
  // The densest separated batch: 5 reads in 9 slots are every other slot.
  choose_slots(5, 9, true, rng, slots);
  for (std::uint64_t i = 0; i < 5; ++i) CHECK(slots[i] == 2 * i);
  CHECK_THROWS_WITH(choose_slots(5, 8, true, rng, slots),
                    Contains("5 reads do not fit in 8 slots"));
  CHECK_THROWS_WITH(choose_slots(5, 4, false, rng, slots),
                    Contains("5 reads do not fit in 4 slots"));
  CHECK_NOTHROW(choose_slots(0, 4, true, rng, slots));  // nothing to read
}

TEST_CASE("region starts: request multiples, or any page with one request to spare") {
  BatchPoint p;
  p.density = 0.5;
  p.request = 4 * kMiB;
  p.queue_depth = 32;  // 32 requests from a region of 64 slots
  // 256 MiB = 64 slots: the only start is 0.
  auto s = region_starts(p, 256 * kMiB);
  CHECK(s.unit_bytes == 4 * kMiB);
  CHECK(s.last_start == 0);
  // 1 GiB = 256 slots: starts 0..192 slots.
  s = region_starts(p, 1024 * kMiB);
  CHECK(s.last_start == 192);
  // Page-aligned: any page up to slot 192, 1024 pages a slot: 196608; the last region then ends
  // at 196608 * 4 KiB + 256 MiB = 768 + 256 MiB, the file's end.
  p.page_aligned = true;
  s = region_starts(p, 1024 * kMiB);
  CHECK(s.unit_bytes == 4096);
  CHECK(s.last_start == 196608);
  // 252 MiB = 63 slots: no room for 64.
  CHECK_THROWS_WITH(region_starts(p, 252 * kMiB),
                    Contains("a region of 64 x 4194304 B does not fit in 264241152 B"));
}

TEST_CASE("passes run in order, then backwards") {
  CHECK(point_in_pass(0, 0, 5) == 0);
  CHECK(point_in_pass(0, 4, 5) == 4);
  CHECK(point_in_pass(1, 0, 5) == 4);
  CHECK(point_in_pass(1, 4, 5) == 0);
  CHECK(point_in_pass(2, 1, 5) == 1);
  CHECK(point_in_pass(3, 1, 5) == 3);
}

TEST_CASE("batch points: grids it refuses") {
  SsdBatchGrid g{{4}, {1024}, {1}};
  g.sparse_densities = {0.0};
  CHECK_THAT(what_of(g), Contains("densities must lie in (0, 1]"));
  g.sparse_densities = {1.5};
  CHECK_THAT(what_of(g), Contains("densities must lie in (0, 1]"));
  g.sparse_densities = {0.5};
  g.sparse_alignments = {"byte"};
  CHECK_THAT(what_of(g), Contains("unknown alignment 'byte' (request, page)"));
  g.sparse_alignments = {"request"};
  g.pauses_us = {-1};
  CHECK_THAT(what_of(g), Contains("pauses must lie in [0, 1 s)"));
  g.pauses_us = {1e6};
  CHECK_THAT(what_of(g), Contains("pauses must lie in [0, 1 s)"));
  g.pauses_us = {0};
  g.sparse_request_kib = {6};
  CHECK_THAT(what_of(g), Contains("multiples of 4 KiB, not 6 KiB"));
  g.sparse_request_kib = {4};
  g.contiguous_request_kib = {2};
  CHECK_THAT(what_of(g), Contains("not 2 KiB"));
  g.contiguous_request_kib = {1024};
  g.queue_depths = {0};
  CHECK_THAT(what_of(g), Contains("queue depths must be at least 1"));
  g.queue_depths = {};
  CHECK_THAT(what_of(g), Contains("no queue depths"));
  g.queue_depths = {1, 1};
  CHECK_THAT(what_of(g), Contains("queue depths repeat a value"));
  g.queue_depths = {1};
  g.sparse_alignments = {};
  CHECK_THAT(what_of(g), Contains("no sparse alignments"));
  g.sparse_alignments = {"request", "request"};
  CHECK_THAT(what_of(g), Contains("sparse alignments repeat a value"));
  g.sparse_alignments = {"request"};
  g.pauses_us = {};
  CHECK_THAT(what_of(g), Contains("no pauses"));
  g.pauses_us = {0, 0};
  CHECK_THAT(what_of(g), Contains("pauses repeat a value"));
  g.pauses_us = {0};
  g.sparse_densities = {};
  CHECK_THAT(what_of(g), Contains("no sparse densities"));
  g.sparse_densities = {0.75};  // separated slots (the default) need a gap after every read
  CHECK_THAT(what_of(g), Contains("separated slots need a density of at most 1/2"));
  CHECK_THROWS_WITH(check_batch_grid(g), Contains("the slot choice 'any' alone"));
  g.sparse_slot_choices = {"separated", "any"};
  CHECK_THAT(what_of(g), Contains("separated slots need a density of at most 1/2"));
  g.sparse_slot_choices = {"any"};
  CHECK(what_of(g) == "(no exception)");
  g.sparse_slot_choices = {"apart"};
  CHECK_THAT(what_of(g), Contains("unknown slot choice 'apart' (separated, any)"));
  g.sparse_slot_choices = {};
  CHECK_THAT(what_of(g), Contains("no sparse slot choices"));
  g.sparse_slot_choices = {"any", "any"};
  CHECK_THAT(what_of(g), Contains("sparse slot choices repeat a value"));
  g.sparse_slot_choices = {"separated"};
  g.sparse_densities = {0.5};
  g.sparse_request_kib = {4, 4};
  CHECK_THAT(what_of(g), Contains("sparse request sizes repeat a value"));
  // No sizes of a pattern is allowed (a probe of contiguous reads only, say).
  g.sparse_request_kib = {};
  CHECK(what_of(g) == "(no exception)");
  g.sparse_request_kib = {4};
  CHECK(what_of(g) == "(no exception)");
}
