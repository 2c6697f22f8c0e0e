// The parts of run_microbenchmarks, one file each (internal). Bandwidths are in GB/s (1e9 bytes/s),
// times in microseconds unless a field name says otherwise.
#pragma once

#include <algorithm>
#include <cstdint>
#include <nlohmann/json_fwd.hpp>

#include "validate/common/direct_io.hpp"
#include "validate/gpu_bench.hpp"

namespace hwsim::validate {

// The O_DIRECT benchmark files, created with pseudo-random data unless present with at least
// their size (256 MiB at most in quick mode); true when (re)written. The random-read file serves
// ssd_bench.cpp, the other file the sequential and batch benchmarks.
inline bool ensure_random_read_file(const MicrobenchOptions& o) {
  const std::uint64_t bytes =
      o.quick ? std::min<std::uint64_t>(o.ssd_file_bytes, 256ull << 20) : o.ssd_file_bytes;
  return ensure_random_file(o.ssd_file, bytes, o.seed);
}
inline bool ensure_seq_read_file(const MicrobenchOptions& o) {
  const std::uint64_t bytes =
      o.quick ? std::min<std::uint64_t>(o.ssd_seq_file_bytes, 256ull << 20) : o.ssd_seq_file_bytes;
  return ensure_random_file(o.ssd_seq_file, bytes, o.seed + 17);
}

nlohmann::json bench_copies(const MicrobenchOptions& o);       // copy_bench.cpp
nlohmann::json bench_launch(const MicrobenchOptions& o);       // copy_bench.cpp
nlohmann::json bench_sync_copies(const MicrobenchOptions& o);  // sync_copy_bench.cpp
nlohmann::json bench_gather(const MicrobenchOptions& o);       // gather_bench.cpp
nlohmann::json bench_ssd(const MicrobenchOptions& o);          // ssd_bench.cpp
nlohmann::json bench_ssd_seq(const MicrobenchOptions& o);      // ssd_seq_bench.cpp
nlohmann::json bench_ssd_batch(const MicrobenchOptions& o);    // ssd_batch_bench.cpp
nlohmann::json bench_plan(const MicrobenchOptions& o);         // plan_bench.cpp
nlohmann::json bench_staged_copy(const MicrobenchOptions& o);  // staged_copy_bench.cpp
nlohmann::json bench_block_ops(const MicrobenchOptions& o);    // block_ops_bench.cpp
// GEMV/top-k throughput; d2d_gbs and read_gbs are the ceilings measured in the same run.
nlohmann::json bench_kernels(const MicrobenchOptions& o, double d2d_gbs,
                             double read_gbs);  // kernel_bench.cpp

}  // namespace hwsim::validate
