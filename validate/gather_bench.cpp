// CPU multithreaded gather: T threads copy K scattered, fixed-size bundles (random distinct
// indices, ascending, as a selection produces them) from a large host array into pinned staging
// memory, contiguously. This is the CPU side of sparse offloading from CPU memory. The source is
// pinned and of the size regime of the harness's weight image (8 layers, 5.8 GB).
#include <algorithm>
#include <chrono>
#include <cstring>
#include <nlohmann/json.hpp>
#include <numeric>
#include <random>
#include <vector>

#include "validate/bench_parts.hpp"
#include "validate/cuda_util.hpp"
#include "validate/direct_io.hpp"
#include "validate/stats.hpp"
#include "validate/worker_pool.hpp"

namespace hwsim::validate {

nlohmann::json bench_gather(const MicrobenchOptions& o) {
  const std::uint64_t src_bytes = o.quick
                                      ? std::min<std::uint64_t>(o.gather_source_bytes, 512ull << 20)
                                      : o.gather_source_bytes;
  const std::uint64_t moved =
      o.quick ? std::min<std::uint64_t>(o.gather_bytes, 64ull << 20) : o.gather_bytes;
  // Pinned like the harness's weight image (locked pages, no transparent huge pages).
  PinnedBuffer src_buffer(src_bytes);
  std::uint8_t* const src_data = src_buffer.get();
  std::memset(src_data, 3, src_bytes);
  PinnedBuffer dst(moved);
  std::memset(dst.get(), 0, moved);
  std::mt19937_64 rng(o.seed);
  const int reps = o.quick ? 2 : 5;
  nlohmann::json pts = nlohmann::json::array();
  for (int kib : o.gather_bundle_kib) {
    const std::uint64_t bundle = static_cast<std::uint64_t>(kib) * 1024;
    const std::uint64_t nb = src_bytes / bundle;
    const std::uint64_t k = std::min(nb, moved / bundle);
    std::vector<std::uint64_t> all(nb);
    std::iota(all.begin(), all.end(), 0);
    for (int threads : o.gather_threads) {
      WorkerPool pool(threads);
      std::vector<double> ms;
      for (int r = 0; r < reps + 1; ++r) {
        std::shuffle(all.begin(), all.end(), rng);
        std::vector<std::uint64_t> idx(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(k));
        std::sort(idx.begin(), idx.end());
        const auto t0 = std::chrono::steady_clock::now();
        pool.parallel_for(idx.size(), 4, [&](std::size_t t, int) {
          std::memcpy(dst.get() + t * bundle, src_data + idx[t] * bundle, bundle);
        });
        const double dt =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                .count();
        if (r > 0) ms.push_back(dt);  // the first repetition warms the pool and the pages
      }
      const Summary s = summarize(ms);
      pts.push_back({{"bundle_bytes", bundle},
                     {"threads", threads},
                     {"bundles", k},
                     {"bytes", k * bundle},
                     {"median_ms", s.median},
                     {"gbs", static_cast<double>(k * bundle) / (s.median * 1e6)}});
    }
  }
  return {{"source_bytes", src_bytes},
          {"source", "pinned"},
          {"destination", "pinned"},
          {"points", pts}};
}

}  // namespace hwsim::validate
