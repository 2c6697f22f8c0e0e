// Host-synchronised host-to-device copies, timed as the end-to-end harness times its copy phase:
// the host clock around {event, cudaMemcpyAsync, event, cudaStreamSynchronize}, with the CUDA
// events inside. Two patterns per copy size:
//   walking      each copy reads the next slot of a pinned source as large as the harness's
//                weights (the way a decode walks its layers' groups), wrapping at the end;
//   same_buffer  every copy reads the start of that source again (the pattern of bench_copies).
// Per size: the medians of the event-timed span and of the host-timed time, and the median over
// copies of (host - event): the host time a synchronous copy costs beyond the GPU's own span (the
// driver's submission and the wait for completion), which back-to-back event timing cannot see.
#include <algorithm>
#include <chrono>
#include <cstring>
#include <nlohmann/json.hpp>
#include <vector>

#include "validate/common/cuda_util.hpp"
#include "validate/common/stats.hpp"
#include "validate/micro/bench_parts.hpp"

namespace hwsim::validate {
namespace {

struct SyncCopyTimes {
  std::vector<double> event_us, host_us, extra_us;
};

// `reps` synchronous copies of `bytes` from `src` (slot r % slots of the source when walking).
SyncCopyTimes time_sync_copies(void* dst, const std::uint8_t* src, std::uint64_t source_bytes,
                               std::uint64_t bytes, bool walking, int reps, cudaStream_t s) {
  CudaEvent a, b;
  const std::uint64_t slots = std::max<std::uint64_t>(1, source_bytes / bytes);
  HWSIM_CUDA_CHECK(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyHostToDevice, s));
  HWSIM_CUDA_CHECK(cudaStreamSynchronize(s));
  SyncCopyTimes t;
  for (int r = 0; r < reps; ++r) {
    const std::uint64_t offset = walking ? (static_cast<std::uint64_t>(r) % slots) * bytes : 0;
    const auto t0 = std::chrono::steady_clock::now();
    a.record(s);
    HWSIM_CUDA_CHECK(cudaMemcpyAsync(dst, src + offset, bytes, cudaMemcpyHostToDevice, s));
    b.record(s);
    HWSIM_CUDA_CHECK(cudaStreamSynchronize(s));
    const double host =
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
    const double event = 1e3 * elapsed_ms(a, b);
    t.event_us.push_back(event);
    t.host_us.push_back(host);
    t.extra_us.push_back(host - event);
  }
  return t;
}

nlohmann::json sync_point(std::uint64_t bytes, const SyncCopyTimes& t) {
  const Summary event = summarize(t.event_us), host = summarize(t.host_us),
                extra = summarize(t.extra_us);
  return {{"bytes", bytes},
          {"reps", event.count},
          {"event_median_us", event.median},
          {"host_median_us", host.median},
          {"extra_median_us", extra.median},
          {"extra_p10_us", extra.p10},
          {"extra_p90_us", extra.p90},
          {"gbs", static_cast<double>(bytes) / (event.median * 1e3)}};
}

}  // namespace

nlohmann::json bench_sync_copies(const MicrobenchOptions& o) {
  CudaStream stream;
  const cudaStream_t s = stream.get();
  const std::uint64_t source_bytes =
      o.quick ? std::min<std::uint64_t>(o.sync_copy_source_bytes, 256ull << 20)
              : o.sync_copy_source_bytes;
  std::vector<std::uint64_t> sizes;
  for (int mib : o.sync_copy_mib) {
    const std::uint64_t bytes = static_cast<std::uint64_t>(mib) << 20;
    if (bytes <= source_bytes) sizes.push_back(bytes);
  }
  const std::uint64_t largest = sizes.empty() ? 1 : sizes.back();
  PinnedBuffer source(source_bytes);
  std::memset(source.get(), 1, source_bytes);  // first touch outside the timing
  DeviceBuffer dev(largest);
  const std::uint64_t budget = o.quick ? (1ull << 30) : (8ull << 30);
  nlohmann::json out{{"source_bytes", source_bytes}};
  for (const bool walking : {true, false}) {
    nlohmann::json points = nlohmann::json::array();
    for (std::uint64_t bytes : sizes) {
      const int reps =
          static_cast<int>(std::clamp<std::uint64_t>(budget / bytes, o.quick ? 5 : 20, 400));
      points.push_back(sync_point(bytes, time_sync_copies(dev.get(), source.get<std::uint8_t>(),
                                                          source_bytes, bytes, walking, reps, s)));
    }
    out[walking ? "walking" : "same_buffer"] = points;
  }
  return out;
}

}  // namespace hwsim::validate
