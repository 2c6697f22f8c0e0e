#include "sim/decode/flash_reads.hpp"

#include "catch.hpp"

using namespace hwsim::decode;

TEST_CASE("flash reads round runs to pages and coalesce touching runs") {
  // Bundles of 3000 B, pages of 4096 B. Selected {0,1,2} -> bytes [0, 9000) -> pages [0, 12288).
  // {5} -> [15000, 18000) -> pages [12288, 20480): touches the first range -> one range [0, 20480).
  // {20} -> [60000, 63000) -> pages [57344, 65536).
  // Needed 5 x 3000 = 15000 B; moved 20480 + 8192 = 28672 B; max request 8192 B cuts the first
  // range into 8192 + 8192 + 4096: 4 requests in all.
  const ReadPlan plan = plan_reads({0, 1, 2, 5, 20}, 3000.0, 4096.0, 8192.0);
  CHECK(plan.needed_bytes == 15000.0);
  CHECK(plan.moved_bytes == 28672.0);
  CHECK(plan.runs == 3);
  REQUIRE(plan.requests.size() == 4);
  CHECK(plan.requests[2].offset == 16384.0);
  CHECK(plan.requests[2].bytes == 4096.0);
  CHECK(plan.requests[3].offset == 57344.0);
}

TEST_CASE("pages that are not a power of two are divided, not multiplied by a reciprocal") {
  // Bundles of 1000 B, pages of 3000 B (not a power of two). {2} -> bytes [2000, 3000) -> pages
  // [0, 3000). {4, 5} -> [4000, 6000) -> pages [3000, 6000): touches -> one range [0, 6000).
  // {10} -> [10000, 11000) -> pages [9000, 12000). Max request 6000 B: 2 requests, 9000 B moved.
  const ReadPlan plan = plan_reads({2, 4, 5, 10}, 1000.0, 3000.0, 6000.0);
  CHECK(plan.runs == 3);
  CHECK(plan.moved_bytes == 9000.0);
  REQUIRE(plan.requests.size() == 2);
  CHECK(plan.requests[0].bytes == 6000.0);
  CHECK(plan.requests[1].offset == 9000.0);
  CHECK(plan.requests[1].bytes == 3000.0);
}

TEST_CASE("selection sampling is deterministic and disjoint") {
  const auto a = sample_selection(1000, 100, 300, 42);
  const auto b = sample_selection(1000, 100, 300, 42);
  CHECK(a.top == b.top);
  CHECK(a.mid == b.mid);
  CHECK(a.top.size() == 100);
  CHECK(a.mid.size() == 300);
  std::vector<bool> seen(1000, false);
  for (auto j : a.top) seen[static_cast<std::size_t>(j)] = true;
  for (auto j : a.mid) CHECK_FALSE(seen[static_cast<std::size_t>(j)]);
  CHECK(count_runs({1, 2, 3, 7, 9, 10}) == 3);
}

TEST_CASE("a dense group's reads are plan_reads of every bundle") {
  // 7 bundles of 3000 B: bytes [0, 21000) -> pages [0, 24576) (6 pages of 4096 B), cut by a
  // 10000 B maximum, floored to 8192 B (2 pages): 8192 + 8192 + 8192 B.
  const ReadPlan plan = plan_contiguous_reads(7, 3000.0, 4096.0, 10000.0);
  CHECK(plan.needed_bytes == 21000.0);
  CHECK(plan.moved_bytes == 24576.0);
  CHECK(plan.runs == 1);
  REQUIRE(plan.requests.size() == 3);
  CHECK(plan.requests[2].offset == 16384.0);
  CHECK(plan.requests[2].bytes == 8192.0);
  for (const std::int64_t columns : {1, 2, 5, 4096, 14336}) {
    for (const double bundle : {3000.0, 8192.0, 28672.0}) {
      std::vector<std::int64_t> all(static_cast<std::size_t>(columns));
      for (std::int64_t c = 0; c < columns; ++c) all[static_cast<std::size_t>(c)] = c;
      const ReadPlan listed = plan_reads(all, bundle, 4096.0, 131072.0);
      const ReadPlan contiguous = plan_contiguous_reads(columns, bundle, 4096.0, 131072.0);
      CHECK(contiguous.needed_bytes == listed.needed_bytes);
      CHECK(contiguous.moved_bytes == listed.moved_bytes);
      CHECK(contiguous.runs == listed.runs);
      REQUIRE(contiguous.requests.size() == listed.requests.size());
      for (std::size_t r = 0; r < listed.requests.size(); ++r) {
        CHECK(contiguous.requests[r].offset == listed.requests[r].offset);
        CHECK(contiguous.requests[r].bytes == listed.requests[r].bytes);
      }
    }
  }
  CHECK(plan_contiguous_reads(0, 3000.0, 4096.0, 8192.0).requests.empty());
}

TEST_CASE("an instance's reads: a dense plan's contiguous run, else each tier's plan_reads") {
  // Dense: 7 bundles of 3000 B are plan_contiguous_reads' three 8192 B requests (see above).
  TierPlan dense;
  dense.columns = dense.k_top = 7;
  dense.top_column_bytes = 3000.0;
  std::vector<ReadRequest> out;
  append_instance_reads(dense, 1, 4096.0, 10000.0, out);
  REQUIRE(out.size() == 3);
  CHECK(out[2].offset == 16384.0);
  // Sparse, two tiers: the top tier's requests, then the middle tier's, as plan_reads plans the
  // selection drawn with the same seed.
  TierPlan tiers;
  tiers.columns = 1000;
  tiers.k_top = 100;
  tiers.k_mid = 300;
  tiers.top_column_bytes = 8192.0;
  tiers.mid_column_bytes = 1024.0;
  const auto selection = sample_selection(1000, 100, 300, 42);
  const auto top = plan_reads(selection.top, 8192.0, 4096.0, 131072.0).requests;
  const auto mid = plan_reads(selection.mid, 1024.0, 4096.0, 131072.0).requests;
  out.clear();
  append_instance_reads(tiers, 42, 4096.0, 131072.0, out);
  REQUIRE(out.size() == top.size() + mid.size());
  CHECK(out.front().offset == top.front().offset);
  CHECK(out[top.size()].offset == mid.front().offset);
  CHECK(out.back().bytes == mid.back().bytes);
}
