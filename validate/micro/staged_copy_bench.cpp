// H2D copy of a staging buffer that CPU threads have just written: T threads gather random
// bundles (ascending indices, as a selection gives them) from a source array into pinned staging,
// then one cudaMemcpyAsync of the staging bytes to the device is timed with events, as the
// end-to-end harness copies after its gather. The same copy is then repeated with no CPU write in
// between (the control: pinned memory the CPU has not just touched). Two sources: pinned memory
// (the harness's weights, what the profile is fitted from) and pageable heap (for comparison).
#include <algorithm>
#include <cstring>
#include <nlohmann/json.hpp>
#include <vector>

#include "validate/common/cuda_util.hpp"
#include "validate/common/direct_io.hpp"
#include "validate/common/stats.hpp"
#include "validate/common/worker_pool.hpp"
#include "validate/micro/bench_parts.hpp"
#include "validate/micro/gather_call.hpp"
#include "validate/micro/sampling.hpp"

namespace hwsim::validate {

nlohmann::json bench_staged_copy(const MicrobenchOptions& o) {
  std::uint64_t max_stage = 0;
  for (int mib : o.staged_copy_mib) max_stage = std::max<std::uint64_t>(max_stage, mib);
  max_stage <<= 20;
  if (o.quick) max_stage = std::min<std::uint64_t>(max_stage, 64ull << 20);
  const std::uint64_t src_bytes = std::max<std::uint64_t>(4 * max_stage, 1ull << 30);
  AlignedBuffer pageable(src_bytes);
  std::memset(pageable.data(), 5, src_bytes);
  PinnedBuffer pinned(src_bytes);
  std::memset(pinned.get(), 5, src_bytes);
  const std::uint8_t* const sources[] = {pinned.get(), pageable.data()};
  const char* const source_names[] = {"pinned", "pageable"};
  PinnedBuffer stage(max_stage);
  std::memset(stage.get(), 0, max_stage);
  DeviceBuffer dev(max_stage);
  CudaStream stream;
  const cudaStream_t s = stream.get();
  CudaEvent a, b;
  WorkerPool pool(o.staged_copy_threads);
  SortedSampler sampler(o.seed * 2654435761u + 11);
  // Every point is measured in `rounds` slices of `reps` copies, one slice per pass over all
  // points, so that a transient slowdown of the machine lands on all points alike; one untimed
  // gather and copy per point warms the pages first.
  const int rounds = o.quick ? 1 : 4;
  const int reps = o.quick ? 2 : 3;
  struct Point {
    int source;
    std::uint64_t bundle, bytes, k;
    std::vector<double> after, repeat;
  };
  std::vector<Point> points;
  for (int source = 0; source < 2; ++source) {
    for (int kib : o.staged_copy_bundle_kib) {
      const std::uint64_t bundle = static_cast<std::uint64_t>(kib) * 1024;
      for (int mib : o.staged_copy_mib) {
        const std::uint64_t bytes = static_cast<std::uint64_t>(mib) << 20;
        if (bytes <= max_stage)
          points.push_back(
              {source, bundle, bytes, std::min(src_bytes / bundle, bytes / bundle), {}, {}});
      }
    }
  }
  for (int round = 0; round < rounds; ++round) {
    for (Point& p : points) {
      const std::uint64_t copied = p.k * p.bundle;
      for (int r = round == 0 ? -1 : 0; r < reps; ++r) {
        const std::vector<std::uint64_t> idx = sampler.draw(src_bytes / p.bundle, p.k);
        const std::uint8_t* src = sources[p.source];
        gather_call_ms(pool, stage.get(), src, idx, p.bundle);
        for (int pass = 0; pass < 2; ++pass) {
          a.record(s);
          HWSIM_CUDA_CHECK(
              cudaMemcpyAsync(dev.get(), stage.get(), copied, cudaMemcpyHostToDevice, s));
          b.record(s);
          stream.sync();
          const double us = 1e3 * elapsed_ms(a, b);
          if (r >= 0) (pass == 0 ? p.after : p.repeat).push_back(us);
        }
      }
    }
  }
  nlohmann::json pts = nlohmann::json::array();
  for (const Point& p : points) {
    const std::uint64_t copied = p.k * p.bundle;
    const Summary sa = summarize(p.after), sr = summarize(p.repeat);
    pts.push_back({{"source", source_names[p.source]},
                   {"copy_bytes", p.bytes},
                   {"bundle_bytes", p.bundle},
                   {"threads", o.staged_copy_threads},
                   {"bytes", copied},
                   {"reps", sa.count},
                   {"rounds", rounds},
                   {"after_gather_median_us", sa.median},
                   {"after_gather_gbs", static_cast<double>(copied) / (sa.median * 1e3)},
                   {"repeat_median_us", sr.median},
                   {"repeat_gbs", static_cast<double>(copied) / (sr.median * 1e3)}});
  }
  return {{"source", "per point: pinned or pageable heap"},
          {"source_bytes", src_bytes},
          {"staging", "pinned"},
          {"points", pts}};
}

}  // namespace hwsim::validate
