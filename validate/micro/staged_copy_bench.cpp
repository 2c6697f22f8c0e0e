// H2D copy of a staging buffer that CPU threads have just written: T threads gather random
// bundles (ascending indices, as a selection gives them) from a source array into pinned staging,
// then one cudaMemcpyAsync of the staging bytes to the device is timed with events, as the
// end-to-end harness copies after its gather. The same copy is then repeated with no CPU write in
// between (the control: pinned memory the CPU has not just touched). Two sources: pinned memory
// (the harness's weights, what the profile is fitted from) and pageable heap (for comparison).
// The pinned source is as large as the gather benchmark's (MicrobenchOptions::gather_source_bytes
// says why: the weights a decode gathers from are far beyond the caches' and page walks' reach);
// the pageable one, only compared, is the smaller of it and max(4 x the largest copy, 1 GiB).
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

namespace {

// One point: a source (0 pinned, 1 pageable), a bundle size, a copy size and the bundles it
// gathers; the times after the gather and of the repeated copy, in microseconds.
struct Point {
  int source;
  std::uint64_t bundle, bytes, k;
  std::vector<double> after, repeat;
};

const char* const kSourceNames[] = {"pinned", "pageable"};

// Every source x bundle size x copy size that fits the staging buffer.
std::vector<Point> staged_points(const MicrobenchOptions& o, const std::uint64_t (&src_bytes)[2],
                                 std::uint64_t max_stage) {
  std::vector<Point> points;
  for (int source = 0; source < 2; ++source) {
    for (int kib : o.staged_copy_bundle_kib) {
      const std::uint64_t bundle = static_cast<std::uint64_t>(kib) * 1024;
      for (int mib : o.staged_copy_mib) {
        const std::uint64_t bytes = static_cast<std::uint64_t>(mib) << 20;
        if (bytes <= max_stage)
          points.push_back({source,
                            bundle,
                            bytes,
                            std::min(src_bytes[source] / bundle, bytes / bundle),
                            {},
                            {}});
      }
    }
  }
  return points;
}

// The buffers, stream, events and gather threads of the benchmark.
struct StagedCopyRig {
  StagedCopyRig(const MicrobenchOptions& o, std::uint64_t pinned_bytes,
                std::uint64_t pageable_bytes, std::uint64_t max_stage)
      : src_bytes{pinned_bytes, pageable_bytes},
        pageable(pageable_bytes),
        pinned(pinned_bytes),
        stage(max_stage),
        dev(max_stage),
        pool(o.staged_copy_threads),
        sampler(o.seed * 2654435761u + 11) {
    std::memset(pageable.data(), 5, pageable_bytes);
    std::memset(pinned.get(), 5, pinned_bytes);
    std::memset(stage.get(), 0, max_stage);
  }
  const std::uint8_t* source(int i) const { return i == 0 ? pinned.get() : pageable.data(); }

  // One gather of p's bundles into the staging, then its H2D copy timed twice: right after the
  // gather and repeated; the times are kept unless `warmup`.
  void measure(Point& p, bool warmup) {
    const std::uint64_t copied = p.k * p.bundle;
    const std::vector<std::uint64_t> idx = sampler.draw(src_bytes[p.source] / p.bundle, p.k);
    gather_call_ms(pool, stage.get(), source(p.source), idx, p.bundle);
    const cudaStream_t s = stream.get();
    for (int pass = 0; pass < 2; ++pass) {
      a.record(s);
      HWSIM_CUDA_CHECK(cudaMemcpyAsync(dev.get(), stage.get(), copied, cudaMemcpyHostToDevice, s));
      b.record(s);
      stream.sync();
      const double us = 1e3 * elapsed_ms(a, b);
      if (!warmup) (pass == 0 ? p.after : p.repeat).push_back(us);
    }
  }

  std::uint64_t src_bytes[2];  // pinned, pageable
  AlignedBuffer pageable;
  PinnedBuffer pinned, stage;
  DeviceBuffer dev;
  CudaStream stream;
  CudaEvent a, b;
  WorkerPool pool;
  SortedSampler sampler;
};

nlohmann::json points_json(const std::vector<Point>& points, int threads, int rounds) {
  nlohmann::json pts = nlohmann::json::array();
  for (const Point& p : points) {
    const std::uint64_t copied = p.k * p.bundle;
    const Summary sa = summarize(p.after), sr = summarize(p.repeat);
    pts.push_back({{"source", kSourceNames[p.source]},
                   {"copy_bytes", p.bytes},
                   {"bundle_bytes", p.bundle},
                   {"threads", threads},
                   {"bytes", copied},
                   {"reps", sa.count},
                   {"rounds", rounds},
                   {"after_gather_median_us", sa.median},
                   {"after_gather_gbs", static_cast<double>(copied) / (sa.median * 1e3)},
                   {"repeat_median_us", sr.median},
                   {"repeat_gbs", static_cast<double>(copied) / (sr.median * 1e3)}});
  }
  return pts;
}

}  // namespace

nlohmann::json bench_staged_copy(const MicrobenchOptions& o) {
  std::uint64_t max_stage = 0;
  for (int mib : o.staged_copy_mib) max_stage = std::max<std::uint64_t>(max_stage, mib);
  max_stage <<= 20;
  if (o.quick) max_stage = std::min<std::uint64_t>(max_stage, 64ull << 20);
  const std::uint64_t small = std::max<std::uint64_t>(4 * max_stage, 1ull << 30);
  const std::uint64_t pinned =
      o.quick ? std::min(o.gather_source_bytes, small) : std::max(o.gather_source_bytes, max_stage);
  StagedCopyRig rig(o, pinned, std::min(pinned, small), max_stage);
  // Every point is measured in `rounds` slices of `reps` copies, one slice per pass over all
  // points, so that a transient slowdown of the machine lands on all points alike; one untimed
  // gather and copy per point warms the pages first.
  const int rounds = o.quick ? 1 : o.staged_copy_rounds;
  const int reps = o.quick ? 2 : 3;
  std::vector<Point> points = staged_points(o, rig.src_bytes, max_stage);
  for (int round = 0; round < rounds; ++round)
    for (Point& p : points)
      for (int r = round == 0 ? -1 : 0; r < reps; ++r) rig.measure(p, r < 0);
  return {{"source", "per point: pinned or pageable heap"},
          {"source_bytes", rig.src_bytes[0]},
          {"pageable_source_bytes", rig.src_bytes[1]},
          {"staging", "pinned"},
          {"points", points_json(points, o.staged_copy_threads, rounds)}};
}

}  // namespace hwsim::validate
