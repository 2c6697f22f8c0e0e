// One gather call as the end-to-end harness makes it (internal): the pool's threads copy the
// bundles `idx` (ascending bundle indices into `src`, each `bundle` bytes) one work item per
// bundle, contiguously into `dst`. Shared by the gather and staged-copy microbenchmarks and by
// the harness's host probe, so all of them measure the same loop.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstring>
#include <vector>

#include "validate/worker_pool.hpp"

namespace hwsim::validate {

// Wall milliseconds of the call.
inline double gather_call_ms(WorkerPool& pool, std::uint8_t* dst, const std::uint8_t* src,
                             const std::vector<std::uint64_t>& idx, std::uint64_t bundle) {
  const auto t0 = std::chrono::steady_clock::now();
  pool.parallel_for(idx.size(), 1, [&](std::size_t t, int) {
    std::memcpy(dst + t * bundle, src + idx[t] * bundle, bundle);
  });
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace hwsim::validate
