// Rates measured per transfer size: rate_at_size, gather rates by threads, call and copy size, the
// post-gather H2D table, and how the loader checks their order.
#include <cmath>
#include <exception>
#include <string>

#include "catch.hpp"
#include "load_error.hpp"
#include "sim/hw/profile_loader.hpp"

using namespace hwsim;
using Catch::Matchers::WithinRel;
using hwsim::test::error_of;

namespace {

// The minimal profile with `host_rows` appended to the host map (from line 18) and `pcie_rows` to
// the pcie map (after its last line).
std::string profile(const std::string& host_rows, const std::string& pcie_rows) {
  std::string text = hwsim::test::kMinimalProfile + pcie_rows;
  text.insert(text.find("pcie:\n"), host_rows);
  return text;
}

}  // namespace

// Error positions: the list's first item (line 19 of host rows, line 24 of pcie rows when the host
// has none) or the offending key inside a flow map.
TEST_CASE("rate_at_size: linear in log(bytes), clamped") {
  const std::vector<hw::SizedRate> rows{{1e6, 10e9}, {4e6, 30e9}, {16e6, 40e9}};
  CHECK(hw::rate_at_size(rows, 1e3) == 10e9);   // below the first row
  CHECK(hw::rate_at_size(rows, 1e6) == 10e9);   // on a row
  CHECK(hw::rate_at_size(rows, 64e6) == 40e9);  // above the last row
  // 2 MB is half-way from 1 MB to 4 MB in log(bytes): 10 + 0.5 * 20 = 20 GB/s.
  CHECK_THAT(hw::rate_at_size(rows, 2e6), WithinRel(20e9, 1e-12));
  // 8 MB half-way from 4 MB to 16 MB: 35 GB/s.
  CHECK_THAT(hw::rate_at_size(rows, 8e6), WithinRel(35e9, 1e-12));
  CHECK_THROWS(hw::rate_at_size({}, 1.0));
}

TEST_CASE("gather rates by threads and call size") {
  hw::HostSpec h;
  CHECK(h.gather_bandwidth_at(4, 1e6, 0) == 0.0);  // not measured
  // Threads 2: 8 GB/s at 2 MB calls, 6 GB/s at 32 MB; threads 8: 40 GB/s and 24 GB/s.
  h.gather_bandwidth = {{2, 2e6, 8e9}, {2, 32e6, 6e9}, {8, 2e6, 40e9}, {8, 32e6, 24e9}};
  // 8 MB calls are half-way (log) from 2 to 32 MB: threads 2 -> 7 GB/s, threads 8 -> 32 GB/s.
  CHECK_THAT(h.gather_bandwidth_at(2, 8e6, 0), WithinRel(7e9, 1e-12));
  CHECK_THAT(h.gather_bandwidth_at(8, 8e6, 0), WithinRel(32e9, 1e-12));
  // Threads 5 are half-way from 2 to 8: 19.5 GB/s; outside the thread range the ends apply.
  CHECK_THAT(h.gather_bandwidth_at(5, 8e6, 0), WithinRel(19.5e9, 1e-12));
  CHECK_THAT(h.gather_bandwidth_at(1, 1e9, 0), WithinRel(6e9, 1e-12));
  CHECK_THAT(h.gather_bandwidth_at(16, 1e3, 0), WithinRel(40e9, 1e-12));
  // Rows without a call size (older profiles) apply to every size.
  h.gather_bandwidth = {{1, 0, 5e9}, {4, 0, 17e9}};
  CHECK_THAT(h.gather_bandwidth_at(2, 123e6, 0), WithinRel(9e9, 1e-12));
}

TEST_CASE("gather rates by threads, call size and copy size") {
  hw::HostSpec h;
  // Threads 8: 2 MB calls at 10 GB/s in 2 KB copies and 30 GB/s in 32 KB copies; 32 MB calls at
  // 20 and 40 GB/s.
  h.gather_bandwidth = {
      {8, 2e6, 10e9, 2e3}, {8, 2e6, 30e9, 32e3}, {8, 32e6, 20e9, 2e3}, {8, 32e6, 40e9, 32e3}};
  // 8 KB copies are half-way (log) from 2 to 32 KB: 2 MB calls 20 GB/s, 32 MB calls 30 GB/s; an
  // 8 MB call is half-way from 2 to 32 MB: 25 GB/s.
  CHECK_THAT(h.gather_bandwidth_at(8, 8e6, 8e3), WithinRel(25e9, 1e-12));
  CHECK_THAT(h.gather_bandwidth_at(8, 2e6, 8e3), WithinRel(20e9, 1e-12));
  // Beyond the grid the edge rows apply: 1 KB copies in 1 GB calls -> 20 GB/s.
  CHECK_THAT(h.gather_bandwidth_at(8, 1e9, 1e3), WithinRel(20e9, 1e-12));
  CHECK_THAT(h.gather_bandwidth_at(16, 32e6, 64e3), WithinRel(40e9, 1e-12));
}

TEST_CASE("H2D after a gather: the size table replaces the single rate") {
  hw::LinkSpec l;
  CHECK(l.h2d_after_gather_at(1e6, 8e3) == 0.0);
  l.h2d_after_gather = 50e9;
  CHECK(l.h2d_after_gather_at(1e6, 8e3) == 50e9);
  l.h2d_after_gather_sizes = {{8e6, 35e9}, {128e6, 55e9}};
  // 32 MB is half-way (log) from 8 MB to 128 MB: 45 GB/s, after any gather.
  CHECK_THAT(l.h2d_after_gather_at(32e6, 8e3), WithinRel(45e9, 1e-12));
  CHECK(l.h2d_after_gather_at(1e6, 64e3) == 35e9);
  // Per gathered copy size: after 8 kB copies 30 and 50 GB/s, after 32 kB copies 20 and 40 GB/s.
  // 32 MB after 16 kB copies: 40 (8 kB) and 30 (32 kB) GB/s at 32 MB, half-way (log): 35 GB/s.
  l.h2d_after_gather_sizes = {
      {8e6, 30e9, 8e3}, {128e6, 50e9, 8e3}, {8e6, 20e9, 32e3}, {128e6, 40e9, 32e3}};
  CHECK_THAT(l.h2d_after_gather_at(32e6, 16e3), WithinRel(35e9, 1e-12));
  CHECK_THAT(l.h2d_after_gather_at(8e6, 2e3), WithinRel(30e9, 1e-12));
}

TEST_CASE("size tables load, and out-of-order rows are errors") {
  const hw::HardwareProfile p = hw::load_hardware(
      io::Node::parse_string(profile("  gather_bandwidth:\n"
                                     "    - {threads: 1, call_bytes: 2 MB, bandwidth: 5 GB/s}\n"
                                     "    - {threads: 1, call_bytes: 32 MB, bandwidth: 4 GB/s}\n"
                                     "    - {threads: 8, bandwidth: 30 GB/s}\n",
                                     "  h2d_after_gather_sizes:\n"
                                     "    - {bytes: 8 MB, bandwidth: 35 GB/s, source: m}\n"
                                     "    - {bytes: 128 MB, bandwidth: 55 GB/s}\n"),
                             "hw.yaml"),
      nullptr);
  REQUIRE(p.host.gather_bandwidth.size() == 3);
  CHECK(p.host.gather_bandwidth[0].copy_bytes == 0.0);
  CHECK(p.host.gather_bandwidth[1].call_bytes == 32e6);
  CHECK(p.host.gather_bandwidth[2].call_bytes == 0.0);
  REQUIRE(p.pcie.h2d_after_gather_sizes.size() == 2);
  CHECK(p.pcie.h2d_after_gather_sizes[1].bandwidth == 55e9);
  CHECK(p.sources.at("pcie.h2d_after_gather_sizes[0]") == "m");

  CHECK(error_of(profile("  gather_bandwidth:\n"
                         "    - {threads: 1, call_bytes: 32 MB, bandwidth: 5 GB/s}\n"
                         "    - {threads: 1, call_bytes: 2 MB, bandwidth: 4 GB/s}\n",
                         "")) ==
        "hw.yaml:18:5: host.gather_bandwidth: rows must be in increasing order of threads, then "
        "of call_bytes, then of copy_bytes (non-zero where a thread count has several call sizes "
        "or a call size several copy sizes)");
  CHECK(error_of(profile("  gather_bandwidth:\n"
                         "    - {threads: 1, bandwidth: 5 GB/s}\n"
                         "    - {threads: 1, call_bytes: 2 MB, bandwidth: 4 GB/s}\n",
                         "")) ==
        "hw.yaml:18:5: host.gather_bandwidth: rows must be in increasing order of threads, then "
        "of call_bytes, then of copy_bytes (non-zero where a thread count has several call sizes "
        "or a call size several copy sizes)");
  CHECK(error_of(
            profile("  gather_bandwidth:\n"
                    "    - {threads: 1, call_bytes: 2 MB, copy_bytes: 8 kB, bandwidth: 5 GB/s}\n"
                    "    - {threads: 1, call_bytes: 2 MB, copy_bytes: 4 kB, bandwidth: 4 GB/s}\n",
                    "")) ==
        "hw.yaml:18:5: host.gather_bandwidth: rows must be in increasing order of threads, then "
        "of call_bytes, then of copy_bytes (non-zero where a thread count has several call sizes "
        "or a call size several copy sizes)");
  CHECK(error_of(profile("",
                         "  h2d_after_gather_sizes:\n"
                         "    - {bytes: 8 MB, bandwidth: 35 GB/s}\n"
                         "    - {bytes: 8 MB, bandwidth: 55 GB/s}\n")) ==
        "hw.yaml:23:5: pcie.h2d_after_gather_sizes: rows must be in increasing order of "
        "gathered_copy_bytes (non-zero when there are several), then of bytes");
  CHECK(error_of(profile("",
                         "  h2d_after_gather_sizes:\n"
                         "    - {bytes: 8 MB, gathered_copy_bytes: 56 kB, bandwidth: 35 GB/s}\n"
                         "    - {bytes: 2 MB, gathered_copy_bytes: 8 kB, bandwidth: 55 GB/s}\n")) ==
        "hw.yaml:23:5: pcie.h2d_after_gather_sizes: rows must be in increasing order of "
        "gathered_copy_bytes (non-zero when there are several), then of bytes");
  CHECK(error_of(profile("",
                         "  h2d_after_gather_sizes:\n"
                         "    - {bytes: 8 MB, bandwith: 35 GB/s}\n")) ==
        "hw.yaml:23:21: pcie.h2d_after_gather_sizes[0].bandwith: unknown key 'bandwith' (did you "
        "mean 'bandwidth'?)");
}
