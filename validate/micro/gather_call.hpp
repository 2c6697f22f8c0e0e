// One gather call as the end-to-end harness makes it (internal): the pool's threads copy the
// bundles `idx` (ascending bundle indices into `src`, each `bundle` bytes) one work item per
// bundle, contiguously into `dst`. Shared by the gather and staged-copy microbenchmarks and by
// the harness's host probe, so all of them measure the same loop; the gather benchmark and the
// probe also write their points alike (gather_point_json).
#pragma once

#include <chrono>
#include <cstdint>
#include <cstring>
#include <nlohmann/json.hpp>
#include <vector>

#include "validate/common/stats.hpp"
#include "validate/common/worker_pool.hpp"

namespace hwsim::validate {

// Holds the calling thread busy for `pause_us` microseconds while the pool's threads wait for
// work, as a decoder's main thread waits on a GPU phase (a synchronising copy or kernel spins)
// while its gather threads sleep.
inline void hold_pool_idle(double pause_us) {
  if (pause_us <= 0) return;
  const auto until = std::chrono::steady_clock::now() +
                     std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                         std::chrono::duration<double, std::micro>(pause_us));
  while (std::chrono::steady_clock::now() < until) {
  }
}

// Wall milliseconds of the call.
inline double gather_call_ms(WorkerPool& pool, std::uint8_t* dst, const std::uint8_t* src,
                             const std::vector<std::uint64_t>& idx, std::uint64_t bundle) {
  const auto t0 = std::chrono::steady_clock::now();
  pool.parallel_for(idx.size(), 1, [&](std::size_t t, int) {
    std::memcpy(dst + t * bundle, src + idx[t] * bundle, bundle);
  });
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// A gather point in the gather benchmark's schema (validate/README.md): `k` bundles of `bundle`
// bytes per call of nominally `call` bytes by `threads` threads, timed in `ms` (non-empty) over
// `rounds` passes.
inline nlohmann::json gather_point_json(std::uint64_t call, std::uint64_t bundle, int threads,
                                        std::uint64_t k, const std::vector<double>& ms,
                                        int rounds) {
  const Summary s = summarize(ms);
  return {{"call_bytes", call},
          {"bundle_bytes", bundle},
          {"threads", threads},
          {"bundles", k},
          {"bytes", k * bundle},
          {"calls", s.count},
          {"rounds", rounds},
          {"median_ms", s.median},
          {"gbs", static_cast<double>(k * bundle) / (s.median * 1e6)}};
}

}  // namespace hwsim::validate
