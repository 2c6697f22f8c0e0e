// CPU multithreaded gather: T threads copy K scattered, fixed-size bundles (random distinct
// indices, ascending, as a selection produces them) from a large host array into pinned staging
// memory, contiguously, one bundle per work item as the harness hands them out. This is the CPU
// side of sparse offloading from CPU memory. The source is pinned and as large as the weights a
// decode gathers from (MicrobenchOptions::gather_source_bytes says why); the bytes per call range
// over the harness's matrix groups, because the rate depends on it (a staging buffer that stays in
// the last-level cache is, most likely, written faster). Before every call the pool's threads
// wait `gather_pause_us`, as a decoder's gather threads wait through the GPU phases between two
// gathers (MicrobenchOptions::gather_pause_us).
#include <algorithm>
#include <cstring>
#include <map>
#include <nlohmann/json.hpp>
#include <vector>

#include "validate/common/cuda_util.hpp"
#include "validate/common/direct_io.hpp"
#include "validate/common/worker_pool.hpp"
#include "validate/micro/bench_parts.hpp"
#include "validate/micro/gather_call.hpp"
#include "validate/micro/sampling.hpp"

namespace hwsim::validate {

nlohmann::json bench_gather(const MicrobenchOptions& o) {
  const std::uint64_t src_bytes = o.quick
                                      ? std::min<std::uint64_t>(o.gather_source_bytes, 512ull << 20)
                                      : o.gather_source_bytes;
  const std::uint64_t least_moved =
      o.quick ? std::min<std::uint64_t>(o.gather_bytes, 64ull << 20) : o.gather_bytes;
  std::uint64_t largest_call = 0;
  for (int mib : o.gather_call_mib)
    largest_call = std::max(largest_call, static_cast<std::uint64_t>(mib) << 20);
  if (o.quick) largest_call = std::min<std::uint64_t>(largest_call, 64ull << 20);
  // Pinned like the harness's weight image (locked pages, no transparent huge pages).
  PinnedBuffer src_buffer(src_bytes);
  std::uint8_t* const src_data = src_buffer.get();
  std::memset(src_data, 3, src_bytes);
  PinnedBuffer dst(largest_call);
  std::memset(dst.get(), 0, largest_call);
  SortedSampler sampler(o.seed);
  struct Point {
    std::uint64_t call, bundle, k;
    int threads, calls;
    std::vector<double> ms;
  };
  std::vector<Point> points;
  for (int call_mib : o.gather_call_mib) {
    const std::uint64_t call = static_cast<std::uint64_t>(call_mib) << 20;
    if (call > largest_call) continue;
    // Enough calls that every point moves at least least_moved bytes (8 at the least).
    const int calls =
        static_cast<int>(std::max<std::uint64_t>(o.quick ? 2 : 8, (least_moved + call - 1) / call));
    for (int kib : o.gather_bundle_kib) {
      const std::uint64_t bundle = static_cast<std::uint64_t>(kib) * 1024;
      const std::uint64_t k = std::min(src_bytes / bundle, call / bundle);
      if (k == 0) continue;
      for (int threads : o.gather_threads) points.push_back({call, bundle, k, threads, calls, {}});
    }
  }
  std::map<int, WorkerPool> pools;
  for (int threads : o.gather_threads) pools.try_emplace(threads, threads);
  // Each point's calls are spread over `rounds` passes over all points, so that a transient
  // slowdown of the machine lands on all points alike; the first call of a point in the first
  // pass is untimed (it warms the pool and the pages).
  const int rounds = o.quick ? 1 : 4;
  for (int round = 0; round < rounds; ++round) {
    for (Point& p : points) {
      const int slice = (p.calls + rounds - 1) / rounds;
      for (int r = round == 0 ? -1 : 0; r < slice; ++r) {
        const std::vector<std::uint64_t> idx = sampler.draw(src_bytes / p.bundle, p.k);
        hold_pool_idle(o.gather_pause_us);
        const double dt = gather_call_ms(pools.at(p.threads), dst.get(), src_data, idx, p.bundle);
        if (r >= 0) p.ms.push_back(dt);
      }
    }
  }
  nlohmann::json pts = nlohmann::json::array();
  for (const Point& p : points)
    pts.push_back(gather_point_json(p.call, p.bundle, p.threads, p.k, p.ms, rounds));
  return {{"source_bytes", src_bytes},
          {"source", "pinned"},
          {"destination", "pinned, rewritten from its start by every call"},
          {"pause_us", o.gather_pause_us},
          {"points", pts}};
}

}  // namespace hwsim::validate
