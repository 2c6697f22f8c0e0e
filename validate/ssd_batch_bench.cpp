// O_DIRECT reads in the end-to-end harness's patterns: batches of n requests of R bytes, read by Q
// pread workers into consecutive places of a pinned staging buffer; the next batch starts when the
// last read of the previous one is done, so every batch pays the queue's ramp-up and drain (unlike
// the steady-state benchmarks of ssd_bench.cpp and ssd_seq_bench.cpp). Two patterns:
//   sparse      n distinct random R-aligned slots, ascending, half of the slots of a random region
//               (a sparse group's selected columns), every request size of ssd_request_kib;
//   contiguous  n consecutive slots from a random start (a dense group's weights), the request
//               sizes of ssd_seq_request_kib.
// The disk's speed drifts over seconds, so every (pattern, size, depth) point is measured in
// ssd_batch_rounds short slices, one per pass over all points, and pooled.
#include <algorithm>
#include <chrono>
#include <map>
#include <nlohmann/json.hpp>
#include <numeric>
#include <random>
#include <vector>

#include "validate/bench_parts.hpp"
#include "validate/cuda_util.hpp"
#include "validate/direct_io.hpp"
#include "validate/worker_pool.hpp"

namespace hwsim::validate {
namespace {

constexpr std::uint64_t kBatchStagingBytes = 64ull << 20;  // bytes per batch, small requests
constexpr std::uint64_t kMaxBatchRequests = 1024;

// Requests per batch: 64 MiB worth, at most 1024, at least one per worker.
std::uint64_t batch_requests(std::uint64_t request, int queue_depth) {
  return std::max<std::uint64_t>(static_cast<std::uint64_t>(queue_depth),
                                 std::min(kMaxBatchRequests, kBatchStagingBytes / request));
}

struct Point {
  bool contiguous;
  std::uint64_t request;
  int queue_depth;
};

struct Tally {
  double seconds = 0;
  std::uint64_t batches = 0, requests = 0;
};

}  // namespace

nlohmann::json bench_ssd_batch(const MicrobenchOptions& o) {
  ensure_seq_read_file(o);
  DirectFile file(o.ssd_seq_file);
  const int rounds = o.quick ? 1 : std::max(1, o.ssd_batch_rounds);
  const double slice = (o.quick ? 0.05 : o.ssd_batch_seconds_per_point) / rounds;
  std::vector<Point> points;
  for (const bool contiguous : {false, true}) {
    for (int qd : o.ssd_queue_depths) {
      for (int kib : contiguous ? o.ssd_seq_request_kib : o.ssd_request_kib) {
        const std::uint64_t req = static_cast<std::uint64_t>(kib) * 1024;
        const std::uint64_t region = (contiguous ? 1 : 2) * batch_requests(req, qd);
        if (file.size() / req >= region) points.push_back({contiguous, req, qd});
      }
    }
  }
  std::uint64_t staging_bytes = 0;
  for (const Point& p : points)
    staging_bytes = std::max(staging_bytes, p.request * batch_requests(p.request, p.queue_depth));
  PinnedBuffer staging(staging_bytes);
  std::map<int, WorkerPool> pools;
  for (int qd : o.ssd_queue_depths) pools.try_emplace(qd, qd);
  std::mt19937_64 rng(o.seed * 6364136223846793005ull + 29);
  std::vector<Tally> tallies(points.size());
  std::vector<std::uint64_t> slots;
  for (int round = 0; round < rounds; ++round) {
    for (std::size_t i = 0; i < points.size(); ++i) {
      const Point& p = points[i];
      const std::uint64_t n = batch_requests(p.request, p.queue_depth);
      const std::uint64_t region = (p.contiguous ? 1 : 2) * n;
      std::uniform_int_distribution<std::uint64_t> start_of(0, file.size() / p.request - region);
      Tally& t = tallies[i];
      for (double busy = 0; busy < slice;) {
        slots.resize(region);
        std::iota(slots.begin(), slots.end(), start_of(rng));
        if (!p.contiguous) {
          std::shuffle(slots.begin(), slots.end(), rng);
          std::sort(slots.begin(), slots.begin() + static_cast<std::ptrdiff_t>(n));
        }
        const auto t0 = std::chrono::steady_clock::now();
        pools.at(p.queue_depth).parallel_for(n, 1, [&](std::size_t r, int) {
          pread_exact(file.fd(), staging.get() + r * p.request, p.request, slots[r] * p.request);
        });
        const double dt =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        busy += dt;
        t.seconds += dt;
        t.batches += 1;
        t.requests += n;
      }
    }
  }
  nlohmann::json pts = nlohmann::json::array();
  for (std::size_t i = 0; i < points.size(); ++i) {
    const Point& p = points[i];
    const Tally& t = tallies[i];
    const double requests = static_cast<double>(t.requests);
    pts.push_back({{"pattern", p.contiguous ? "contiguous" : "sparse"},
                   {"request_bytes", p.request},
                   {"queue_depth", p.queue_depth},
                   {"batch_requests", batch_requests(p.request, p.queue_depth)},
                   {"batches", t.batches},
                   {"seconds", t.seconds},
                   {"gbs", requests * static_cast<double>(p.request) / t.seconds / 1e9},
                   {"iops", requests / t.seconds},
                   {"little_latency_us", p.queue_depth * t.seconds / requests * 1e6}});
  }
  return {{"file", o.ssd_seq_file}, {"file_bytes", file.size()},
          {"o_direct", true},       {"destination", "pinned staging, consecutive"},
          {"rounds", rounds},       {"points", pts}};
}

}  // namespace hwsim::validate
