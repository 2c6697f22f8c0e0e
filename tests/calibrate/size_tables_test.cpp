// `hwsim calibrate` on microbenchmarks measured per transfer size: gather points keyed by call size
// and post-gather copies keyed by copy size become the profile's size tables. The points are
// synthetic, generated from known rates, so the fit must return those rates.
#include <fstream>
#include <nlohmann/json.hpp>

#include "catch.hpp"
#include "sim/calibrate/profile_fit.hpp"

using namespace hwsim;
using Catch::Matchers::WithinRel;

namespace {

nlohmann::json committed_micro() {
  std::ifstream in(HWSIM_SOURCE_DIR "/validate/results/2026-12-01-h200-session-4/micro.json");
  REQUIRE(in.good());
  return nlohmann::json::parse(in);
}

}  // namespace

TEST_CASE("gather points by call and copy size and staged copies by copy size fit size tables") {
  auto doc = committed_micro();
  auto& m = doc.at("micro");
  // Gather: time = bundles * 100 ns / threads + bytes / rate(threads, call), exactly, for bundle
  // sizes 4 and 64 KiB; rates 1 thread: 6 GB/s at 2 MiB calls, 5 GB/s at 32 MiB; 4 threads: 24
  // and 16 GB/s. The per-bundle cost is searched on a 1 ns grid, so 100 ns is found exactly.
  const double c = 100e-9;
  const std::map<std::pair<int, int>, double> rate{
      {{1, 2}, 6e9}, {{1, 32}, 5e9}, {{4, 2}, 24e9}, {{4, 32}, 16e9}};
  nlohmann::json gather = nlohmann::json::array();
  for (const auto& [key, r] : rate) {
    const auto [threads, call_mib] = key;
    const double call = call_mib * 1048576.0;
    for (const double bundle : {4096.0, 65536.0}) {
      const double bundles = call / bundle;
      const double seconds = bundles * c / threads + call / r;
      gather.push_back({{"call_bytes", call},
                        {"bundle_bytes", bundle},
                        {"threads", threads},
                        {"bundles", bundles},
                        {"bytes", call},
                        {"median_ms", seconds * 1e3}});
    }
  }
  m["gather"]["points"] = gather;
  // Staged copies, latency L from the pinned H2D points: 8 MiB at 35 GB/s and 32 MiB at 50 GB/s
  // (two bundle sizes each, same times), after = L + bytes / rate.
  const auto first = calibrate::fit_profile(doc);
  const double latency_us = first.profile.pcie.latency * 1e6;
  nlohmann::json staged = nlohmann::json::array();
  for (const auto& [mib, r] : std::map<int, double>{{8, 35e9}, {32, 50e9}}) {
    const double bytes = mib * 1048576.0;
    for (int bundle_kib : {8, 56}) {
      staged.push_back({{"source", "pinned"},
                        {"copy_bytes", bytes},
                        {"bundle_bytes", bundle_kib * 1024},
                        {"bytes", bytes},
                        {"after_gather_median_us", latency_us + bytes / r * 1e6}});
    }
  }
  m["staged_copy"]["points"] = staged;

  const auto fit = calibrate::fit_profile(doc);
  const auto& host = fit.profile.host;
  // One row per point, bytes / time, and no separate per-copy cost.
  CHECK(host.gather_overhead_per_column == 0.0);
  REQUIRE(host.gather_bandwidth.size() == 8);
  // The YAML keeps 6 significant digits: 2 MiB = 2097152 B is written as 2.09715 MB.
  // Row 0: 1 thread, 2 MiB calls of 4 KiB bundles: 512 bundles, 512 x 100 ns + 2 MiB / 6 GB/s =
  // 51.2 us + 349.5 us = 400.7 us, so 2097152 B / 400.7 us = 5.234 GB/s.
  CHECK(host.gather_bandwidth[0].threads == 1);
  CHECK_THAT(host.gather_bandwidth[0].call_bytes, WithinRel(2097152.0, 1e-5));
  CHECK_THAT(host.gather_bandwidth[0].copy_bytes, WithinRel(4096.0, 1e-5));
  const double row0 = 2097152.0 / (512 * 100e-9 + 2097152.0 / 6e9);
  CHECK_THAT(host.gather_bandwidth[0].bandwidth, WithinRel(row0, 1e-5));
  // Row 3: 1 thread, 32 MiB calls of 64 KiB bundles: 512 x 100 ns + 32 MiB / 5 GB/s.
  CHECK_THAT(host.gather_bandwidth[3].call_bytes, WithinRel(33554432.0, 1e-5));
  CHECK_THAT(host.gather_bandwidth[3].copy_bytes, WithinRel(65536.0, 1e-5));
  const double row3 = 33554432.0 / (512 * 100e-9 + 33554432.0 / 5e9);
  CHECK_THAT(host.gather_bandwidth[3].bandwidth, WithinRel(row3, 1e-5));
  CHECK(host.gather_bandwidth[7].threads == 4);
  // So a profile reproduces each point: 4 threads, 2 MiB in 4 KiB copies = 512 x 25 ns + 2 MiB /
  // 24 GB/s.
  CHECK_THAT(host.gather_bandwidth_at(4, 2097152.0, 4096.0),
             WithinRel(2097152.0 / (512 * 25e-9 + 2097152.0 / 24e9), 1e-5));
  // Per thread and DRAM figures use the largest calls and, per thread, the largest copies: one
  // thread row3; DRAM 2 x the best rate there (4 threads, 64 KiB: 512 x 25 ns + 32 MiB / 16 GB/s).
  CHECK_THAT(host.copy_bandwidth_per_thread, WithinRel(row3, 1e-5));
  const double best = 33554432.0 / (512 * 25e-9 + 33554432.0 / 16e9);
  CHECK_THAT(host.dram_bandwidth, WithinRel(2 * best, 1e-5));

  const auto& pcie = fit.profile.pcie;
  // One row per bundle size and copy size: 8 KiB then 56 KiB bundles, each 8 and 32 MiB.
  REQUIRE(pcie.h2d_after_gather_sizes.size() == 4);
  CHECK_THAT(pcie.h2d_after_gather_sizes[0].bytes, WithinRel(8388608.0, 1e-5));
  CHECK_THAT(pcie.h2d_after_gather_sizes[0].gathered_copy_bytes, WithinRel(8192.0, 1e-5));
  CHECK_THAT(pcie.h2d_after_gather_sizes[0].bandwidth, WithinRel(35e9, 1e-5));
  CHECK_THAT(pcie.h2d_after_gather_sizes[1].bandwidth, WithinRel(50e9, 1e-5));
  CHECK_THAT(pcie.h2d_after_gather_sizes[3].gathered_copy_bytes, WithinRel(57344.0, 1e-5));
  CHECK_THAT(pcie.h2d_after_gather_sizes[3].bandwidth, WithinRel(50e9, 1e-5));
  // The single rate stays: total bytes 2 x (8 + 32) MiB over total time 2 x (8 MiB / 35 GB/s +
  // 32 MiB / 50 GB/s) = 83886080 / (2 x 910.7 us) -> 46.05 GB/s.
  const double single = 2 * 41943040.0 / (2 * (8388608.0 / 35e9 + 33554432.0 / 50e9));
  CHECK_THAT(pcie.h2d_after_gather, WithinRel(single, 1e-5));
  CHECK(fit.yaml.find("thread counts x call sizes x bundle sizes), bytes / median time") !=
        std::string::npos);
}

TEST_CASE("batched O_DIRECT reads, when measured, give the read latency table") {
  auto doc = committed_micro();
  auto& m = doc.at("micro");
  // A 2 x 2 grid: latency = queue_depth * seconds / (batches * batch_requests), e.g. 4 KiB at
  // depth 32: 32 * 0.25 s / (100 x 1024) = 78.125 us.
  nlohmann::json pts = nlohmann::json::array();
  for (int kib : {4, 64})
    for (int qd : {1, 32}) {
      const double requests = 100.0 * 1024;
      const double seconds = kib == 4 ? 0.25 : 0.5;
      pts.push_back({{"pattern", "sparse"},
                     {"density", 0.5},
                     {"alignment", "request"},
                     {"slot_choice", "separated"},
                     {"pause_us", 0.0},
                     {"request_bytes", kib * 1024},
                     {"queue_depth", qd},
                     {"batch_requests", 1024},
                     {"batches", 100},
                     {"seconds", seconds},
                     {"little_latency_us", qd * seconds / requests * 1e6}});
    }
  m["ssd_batch"] = {{"file", "f.dat"}, {"points", pts}};
  const auto fit = calibrate::fit_profile(doc);
  const auto& storage = *fit.profile.storage;
  REQUIRE(storage.read_latencies.size() == 4);
  CHECK_THAT(storage.read_latency_at(4096, 32), WithinRel(78.125e-6, 1e-5));
  // 64 KiB at depth 1: 1 * 0.5 s / 102400 = 4.8828 us.
  CHECK_THAT(storage.read_latency_at(65536, 1), WithinRel(4.8828125e-6, 1e-5));
  CHECK(fit.yaml.find("O_DIRECT batches of sorted random reads of f.dat into pinned staging") !=
        std::string::npos);
  // Without contiguous batches the dense table comes from the sequential passes (micro.ssd_seq:
  // 2 request sizes x 6 depths).
  CHECK(storage.seq_read_latencies.size() == 12);
  // Contiguous batches give the dense (sequential) table: 4 MiB at depths 1 and 8, 1.5 GB/s:
  // latency = depth * 4194304 / 1.5e9, e.g. 22.3696 ms at depth 8.
  for (int qd : {1, 8}) {
    const double seconds = 1.0, requests = 1.5e9 / 4194304.0;  // one second at 1.5 GB/s
    m["ssd_batch"]["points"].push_back({{"pattern", "contiguous"},
                                        {"pause_us", 0.0},
                                        {"request_bytes", 4194304},
                                        {"queue_depth", qd},
                                        {"little_latency_us", qd * seconds / requests * 1e6}});
  }
  const auto dense = calibrate::fit_profile(doc);
  REQUIRE(dense.profile.storage->seq_read_latencies.size() == 2);
  CHECK(dense.profile.storage->read_latencies.size() == 4);  // the sparse points only
  CHECK_THAT(dense.profile.storage->seq_read_latency_at(4194304, 8),
             WithinRel(8 * 4194304 / 1.5e9, 1e-5));
  CHECK(dense.yaml.find("O_DIRECT batches of consecutive reads of f.dat") != std::string::npos);
  // Without the batch part the steady-state random points give the table (36 of micro.ssd's 72
  // points: 6 sizes x 6 depths random, as many sequential).
  auto unbatched = committed_micro();
  unbatched.at("micro").erase("ssd_batch");
  CHECK(calibrate::fit_profile(unbatched).profile.storage->read_latencies.size() == 36);
  // Without random points there is neither a table nor read_iops and read_latency to fit: the fit
  // says which points it needs, rather than writing a profile that does not load.
  auto& ssd_points = unbatched.at("micro").at("ssd").at("points");
  nlohmann::json sequential = nlohmann::json::array();
  for (const auto& p : ssd_points)
    if (p.at("pattern") != "random") sequential.push_back(p);
  REQUIRE(sequential.size() == 36);
  ssd_points = sequential;
  CHECK_THROWS_WITH(calibrate::fit_profile(unbatched),
                    "microbenchmark JSON: micro.ssd.points needs random-pattern points of the "
                    "smallest request (4.096 kB) at queue depth 1 and at the deepest (32), with "
                    "positive iops and mean_latency_us: read_iops and read_latency come from them");
}
