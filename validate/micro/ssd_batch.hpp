// O_DIRECT reads in the end-to-end harness's patterns (internal): batches of n requests of R bytes,
// read by Q pread workers into consecutive places of a pinned staging buffer; the next batch starts
// when the last read of the previous one is done (after an optional pause), so every batch pays the
// queue's ramp-up and drain (unlike the steady-state benchmarks of ssd_bench.cpp and
// ssd_seq_bench.cpp). Two patterns:
//   sparse      n distinct random slots of R bytes, ascending, a fraction d (the density, default
//               1/2) of the slots of a random region of n / d slots (a sparse group's selected
//               columns), at every sparse request size, density and alignment: the region starts
//               on a multiple of R ("request", every read R-aligned) or on any page ("page", as a
//               weight region of the harness starts, so reads straddle R-aligned boundaries), and
//               no two reads in adjacent slots ("separated", as the harness's merged requests;
//               choose_slots) or adjacent ones allowed ("any");
//   contiguous  n consecutive slots from a random start (a dense group's weights), at every
//               contiguous request size.
// The disk's speed drifts over seconds, so a caller measures every point in several short slices
// (run_slice: one slice of every point, every other call backwards) spread over its run and reads
// the pooled result once; variants of one size and depth (density, alignment, pause) are adjacent
// points. Used by the batch microbenchmark (ssd_batch_bench.cpp) and, between its
// rounds, by the end-to-end harness on its own weights file (the storage probe).
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "validate/common/cuda_util.hpp"
#include "validate/common/direct_io.hpp"
#include "validate/common/worker_pool.hpp"
#include "validate/micro/ssd_batch_grid.hpp"

namespace hwsim::validate {

class SsdBatchReader {
 public:
  // `file` must outlive the reader. The points are batch_points(grid, file size) (which throws
  // std::invalid_argument for a grid it refuses).
  SsdBatchReader(const DirectFile& file, const SsdBatchGrid& grid, std::uint64_t seed);

  // One slice of point `index`: batches until about `seconds` of batch time, at least
  // kMinBatchesPerSlice (the largest batches take tens of milliseconds).
  void run_slice(std::size_t index, double seconds);
  // One slice of every point, in order on the first call, backwards on the second, and so on.
  void run_slice(double seconds_per_point);

  // The benchmark's document: {file (as named by `file_label`), file_bytes, o_direct, destination,
  // rounds, points[]}, per point pattern, density and alignment (sparse only), pause_us,
  // request_bytes, queue_depth,
  // batch_requests, region_slots, batches, seconds, gbs, iops, little_latency_us (= queue_depth *
  // batch time / requests, Little's law, all slices pooled) and slice_little_latency_us (the same
  // per slice, in the order measured); points never run are left out.
  nlohmann::json document(const std::string& file_label, int rounds) const;
  std::size_t point_count() const { return points_.size(); }

  static constexpr int kMinBatchesPerSlice = 2;

 private:
  nlohmann::json points_json() const;
  struct Point : BatchPoint {
    explicit Point(const BatchPoint& shape) : BatchPoint(shape) {}
    double seconds = 0;
    std::uint64_t batches = 0, requests = 0;
    std::vector<double> slice_latency_us;
  };
  const DirectFile& file_;
  std::vector<Point> points_;
  PinnedBuffer staging_;
  std::map<int, WorkerPool> pools_;
  std::mt19937_64 rng_;
  std::vector<std::uint64_t> slots_;
  std::uint64_t passes_ = 0;
};

}  // namespace hwsim::validate
