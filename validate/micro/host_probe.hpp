// The end-to-end harness's host probe (internal): the gather and staged-copy microbenchmarks
// (gather_bench.cpp, staged_copy_bench.cpp) measured again on the harness's own pinned weights,
// in slices between its CPU-memory cases, with the harness's gather thread count.
//
// Why: the host's gather rate moved by up to 20% between a calibration and the end-to-end run
// minutes later (both directions on the H200 machines), as the disk did. Predicting the CPU
// cases from reads of the same minutes and the same source memory keeps the hold-out (nothing of
// the end-to-end cases is fitted) while both sample the same machine state.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <vector>

#include "validate/common/cuda_util.hpp"
#include "validate/common/worker_pool.hpp"
#include "validate/micro/sampling.hpp"

namespace hwsim::validate {

struct HostProbeGrid {
  int threads = 8;                          // the harness's gather threads
  std::vector<int> gather_call_mib;         // bytes per gather call
  std::vector<int> gather_bundle_kib;       // bytes per bundle (copy)
  std::vector<int> staged_copy_mib;         // bytes per post-gather H2D copy
  std::vector<int> staged_copy_bundle_kib;  // bundles of the gather before it
  double pause_us = 0;  // the pool idles this long before every timed gather (hold_pool_idle)
};

class HostProbe {
 public:
  // `source` (pinned, `source_bytes` long) must outlive the probe; calls or copies larger than
  // the source, and bundles larger than their call or copy, are left out. Throws
  // std::invalid_argument when no gather point is left or threads < 1.
  HostProbe(const std::uint8_t* source, std::uint64_t source_bytes, const HostProbeGrid& grid,
            std::uint64_t seed);

  // One slice: every gather point `calls` times (timed), then every staged-copy point once (a
  // gather, then a timed H2D of the staging). The first slice first runs every point once
  // untimed (warming the pool and the pages).
  void run_slice(int calls);

  // {"gather": {source, source_bytes, destination, points[]}, "staged_copy": {source, staging,
  // points[]}} with the points in the schemas of the microbenchmarks (validate/README.md), so
  // that the profile fit reads them alike; the medians cover every slice.
  nlohmann::json document() const;

 private:
  struct GatherPoint {
    std::uint64_t call, bundle, k;
    std::vector<double> ms;
  };
  struct CopyPoint {
    std::uint64_t copy, bundle, k;
    std::vector<double> us;
  };
  void gather(std::uint64_t bundle, std::uint64_t k, double* ms);
  double staged_copy(const CopyPoint& p);

  const std::uint8_t* source_;
  std::uint64_t source_bytes_;
  int threads_;
  double pause_us_;
  std::vector<GatherPoint> gathers_;
  std::vector<CopyPoint> copies_;
  WorkerPool pool_;
  SortedSampler sampler_;
  PinnedBuffer stage_;
  DeviceBuffer device_;
  CudaStream stream_;
  CudaEvent start_, end_;
  bool warm_ = false;
  int slices_ = 0;
};

}  // namespace hwsim::validate
