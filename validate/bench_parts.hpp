// The parts of run_microbenchmarks, one file each (internal). Bandwidths are in GB/s (1e9 bytes/s),
// times in microseconds unless a field name says otherwise.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include "validate/gpu_bench.hpp"

namespace hwsim::validate {

nlohmann::json bench_copies(const MicrobenchOptions& o);       // copy_bench.cpp
nlohmann::json bench_launch(const MicrobenchOptions& o);       // copy_bench.cpp
nlohmann::json bench_gather(const MicrobenchOptions& o);       // gather_bench.cpp
nlohmann::json bench_ssd(const MicrobenchOptions& o);          // ssd_bench.cpp
nlohmann::json bench_ssd_seq(const MicrobenchOptions& o);      // ssd_seq_bench.cpp
nlohmann::json bench_ssd_batch(const MicrobenchOptions& o);    // ssd_batch_bench.cpp
nlohmann::json bench_plan(const MicrobenchOptions& o);         // plan_bench.cpp
nlohmann::json bench_staged_copy(const MicrobenchOptions& o);  // staged_copy_bench.cpp
// GEMV/top-k throughput; d2d_gbs and read_gbs are the ceilings measured in the same run.
nlohmann::json bench_kernels(const MicrobenchOptions& o, double d2d_gbs,
                             double read_gbs);  // kernel_bench.cpp

}  // namespace hwsim::validate
