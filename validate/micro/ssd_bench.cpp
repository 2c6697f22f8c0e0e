// O_DIRECT read throughput of the "flash" device: Q pread workers (queue depth Q) each keep one
// request of R bytes in flight, at random R-aligned offsets ("random") or consecutive ones
// ("sequential"), for a fixed wall time per point.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <nlohmann/json.hpp>
#include <random>
#include <vector>

#include "validate/common/direct_io.hpp"
#include "validate/common/worker_pool.hpp"
#include "validate/micro/bench_parts.hpp"

namespace hwsim::validate {

nlohmann::json bench_ssd(const MicrobenchOptions& o) {
  const auto c0 = std::chrono::steady_clock::now();
  const bool created = ensure_random_read_file(o);
  const double create_s =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - c0).count();
  DirectFile file(o.ssd_file);
  const double seconds = o.quick ? 0.05 : o.ssd_seconds_per_point;
  nlohmann::json pts = nlohmann::json::array();
  for (int qd : o.ssd_queue_depths) {
    WorkerPool pool(qd);
    std::vector<AlignedBuffer> bufs;
    const int max_kib = *std::max_element(o.ssd_request_kib.begin(), o.ssd_request_kib.end());
    for (int i = 0; i < qd; ++i) bufs.emplace_back(static_cast<std::size_t>(max_kib) * 1024);
    for (int kib : o.ssd_request_kib) {
      const std::uint64_t req = static_cast<std::uint64_t>(kib) * 1024;
      const std::uint64_t slots = file.size() / req;
      if (slots == 0) continue;
      for (const char* pattern : {"random", "sequential"}) {
        const bool random = pattern[0] == 'r';
        std::atomic<std::uint64_t> done{0};
        std::atomic<bool> stop{false};
        std::vector<double> lat_sum(static_cast<std::size_t>(qd), 0.0);
        const auto t0 = std::chrono::steady_clock::now();
        // Each worker loops until the time is up; one item per worker.
        pool.parallel_for(static_cast<std::size_t>(qd), 1, [&](std::size_t, int w) {
          std::mt19937_64 rng(o.seed * 7919u + static_cast<std::uint64_t>(w) * 104729u + req);
          while (!stop.load(std::memory_order_relaxed)) {
            const std::uint64_t n = done.fetch_add(1, std::memory_order_relaxed);
            const std::uint64_t slot = random ? rng() % slots : n % slots;
            const auto r0 = std::chrono::steady_clock::now();
            pread_exact(file.fd(), bufs[static_cast<std::size_t>(w)].data(), req, slot * req);
            const auto r1 = std::chrono::steady_clock::now();
            lat_sum[static_cast<std::size_t>(w)] +=
                std::chrono::duration<double, std::micro>(r1 - r0).count();
            if (std::chrono::duration<double>(r1 - t0).count() > seconds) stop.store(true);
          }
        });
        const double dt =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        const std::uint64_t n = done.load();
        double lat = 0;
        for (double v : lat_sum) lat += v;
        pts.push_back({{"pattern", pattern},
                       {"request_bytes", req},
                       {"queue_depth", qd},
                       {"requests", n},
                       {"seconds", dt},
                       {"gbs", static_cast<double>(n * req) / dt / 1e9},
                       {"iops", static_cast<double>(n) / dt},
                       {"mean_latency_us", lat / static_cast<double>(n)}});
      }
    }
  }
  return {{"file", o.ssd_file},         {"file_bytes", file.size()}, {"created_now", created},
          {"create_seconds", create_s}, {"o_direct", true},          {"points", pts}};
}

}  // namespace hwsim::validate
