#include "sim/hw/hardware_profile.hpp"

#include <algorithm>
#include <cmath>
#include <set>
#include <stdexcept>
#include <string>

namespace hwsim::hw {

double pcie_lane_bandwidth(int generation) {
  switch (generation) {
    case 3:
      return 8e9 * 128.0 / 130.0 / 8.0;
    case 4:
      return 16e9 * 128.0 / 130.0 / 8.0;
    case 5:
      return 32e9 * 128.0 / 130.0 / 8.0;
    case 6:
      return 64e9 * 242.0 / 256.0 / 8.0;
    default:
      throw std::invalid_argument("unknown PCIe generation " + std::to_string(generation));
  }
}

double pcie_raw_bandwidth(int generation, int lanes) {
  return pcie_lane_bandwidth(generation) * lanes;
}

double LinkSpec::raw_bandwidth() const { return pcie_raw_bandwidth(generation, lanes); }

double LinkSpec::effective_h2d(bool pinned) const {
  if (!pinned) return h2d_pageable;
  return h2d_pinned.value_or(raw_bandwidth() * efficiency);
}

const std::vector<std::string>& gemv_kernel_kinds() {
  static const std::vector<std::string> kinds = {"dense", "sparse", "quantised", "tiered_scalar",
                                                 "tiered_trellis"};
  return kinds;
}

bool has_gemm_kernels(const std::string& kind) { return kind == "dense" || kind == "sparse"; }

std::string gemm_rows_order_error(const std::vector<BatchKernelFit>& rows) {
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (rows[i].batch < 2 || (i > 0 && rows[i].batch <= rows[i - 1].batch))
      return "rows must be in increasing order of batch, from 2 (batch 1 is the GEMV of "
             "gemv_kernels)";
  }
  return "";
}

namespace {

// The fit between two measured rows at `batch` (lo.batch < batch < hi.batch): linear in the batch,
// fixed_time and seconds per byte alike.
KernelFit blend(const BatchKernelFit& lo, const BatchKernelFit& hi, double batch) {
  const double w = (batch - lo.batch) / (hi.batch - lo.batch);
  const double fixed = lo.fit.fixed_time + w * (hi.fit.fixed_time - lo.fit.fixed_time);
  const double per_byte =
      1.0 / lo.fit.bandwidth + w * (1.0 / hi.fit.bandwidth - 1.0 / lo.fit.bandwidth);
  return KernelFit{fixed, 1.0 / per_byte};
}

}  // namespace

std::pair<std::size_t, std::size_t> GpuSpec::gemm_rows_at(double batch) const {
  std::size_t hi = 0;
  while (hi + 1 < gemm_kernels.size() && gemm_kernels[hi].batch < batch) ++hi;
  const bool alone = gemm_kernels[hi].batch == batch || hi == 0 || gemm_kernels[hi].batch < batch;
  return {alone ? hi : hi - 1, hi};
}

std::optional<KernelFit> GpuSpec::gemm_kernel_at(double batch,
                                                 std::optional<KernelFit> batch_one) const {
  if (gemm_kernels.empty() || batch <= 1.0) return std::nullopt;
  const BatchKernelFit& first = gemm_kernels.front();
  if (batch_one && batch < first.batch) return blend({1, *batch_one}, first, batch);
  const auto [lo, hi] = gemm_rows_at(batch);
  if (lo == hi) return gemm_kernels[hi].fit;  // a measured row alone, or the nearest one
  return blend(gemm_kernels[lo], gemm_kernels[hi], batch);
}

std::string gather_rows_order_error(const std::vector<GatherPoint>& rows) {
  // Ascending in (threads, call_bytes, copy_bytes); a thread count measured at several call
  // sizes, or a call size at several copy sizes, gives each of them (a size of 0 means "any
  // size" and must then be the only one).
  for (std::size_t i = 1; i < rows.size(); ++i) {
    const GatherPoint& a = rows[i - 1];
    const GatherPoint& b = rows[i];
    const bool same_threads = a.threads == b.threads;
    const bool same_call = same_threads && a.call_bytes == b.call_bytes;
    const bool calls_ascend = a.call_bytes > 0 && b.call_bytes > a.call_bytes;
    const bool copies_ascend = a.copy_bytes > 0 && b.copy_bytes > a.copy_bytes;
    if (b.threads < a.threads || (same_threads && !same_call && !calls_ascend) ||
        (same_call && !copies_ascend))
      return "rows must be in increasing order of threads, then of call_bytes, then of copy_bytes "
             "(non-zero where a thread count has several call sizes or a call size several copy "
             "sizes)";
  }
  return "";
}

std::string staged_copy_rows_order_error(const std::vector<StagedCopyRate>& rows) {
  // Ascending in (gathered_copy_bytes, bytes); several gathered copy sizes must each be non-zero.
  for (std::size_t i = 1; i < rows.size(); ++i) {
    const StagedCopyRate& a = rows[i - 1];
    const StagedCopyRate& b = rows[i];
    const bool same = a.gathered_copy_bytes == b.gathered_copy_bytes;
    if ((same && b.bytes <= a.bytes) ||
        (!same && !(a.gathered_copy_bytes > 0 && b.gathered_copy_bytes > a.gathered_copy_bytes)))
      return "rows must be in increasing order of gathered_copy_bytes (non-zero when there are "
             "several), then of bytes";
  }
  return "";
}

double rate_at_size(const std::vector<SizedRate>& rows, double bytes) {
  if (rows.empty()) throw std::logic_error("rate_at_size: empty table");
  if (bytes <= rows.front().bytes) return rows.front().bandwidth;
  for (std::size_t i = 1; i < rows.size(); ++i) {
    const auto& lo = rows[i - 1];
    const auto& hi = rows[i];
    if (bytes <= hi.bytes) {
      const double f = std::log(bytes / lo.bytes) / std::log(hi.bytes / lo.bytes);
      return lo.bandwidth + f * (hi.bandwidth - lo.bandwidth);
    }
  }
  return rows.back().bandwidth;
}

double HostSpec::gather_bandwidth_at(int thread_count, double call_bytes, double copy_bytes) const {
  if (gather_bandwidth.empty()) return 0.0;
  // One rate per measured thread count: per call size the rate at this copy size, then the rate
  // at this call size (rows are ascending in threads, call_bytes, copy_bytes).
  std::vector<std::pair<int, double>> by_threads;
  for (std::size_t i = 0; i < gather_bandwidth.size();) {
    const int count = gather_bandwidth[i].threads;
    std::vector<SizedRate> calls;
    while (i < gather_bandwidth.size() && gather_bandwidth[i].threads == count) {
      const double call = gather_bandwidth[i].call_bytes;
      std::vector<SizedRate> copies;
      for (; i < gather_bandwidth.size() && gather_bandwidth[i].threads == count &&
             gather_bandwidth[i].call_bytes == call;
           ++i)
        copies.push_back({gather_bandwidth[i].copy_bytes, gather_bandwidth[i].bandwidth});
      calls.push_back({call, rate_at_size(copies, copy_bytes)});
    }
    by_threads.emplace_back(count, rate_at_size(calls, call_bytes));
  }
  if (thread_count <= by_threads.front().first) return by_threads.front().second;
  for (std::size_t i = 1; i < by_threads.size(); ++i) {
    const auto& [lo_threads, lo_rate] = by_threads[i - 1];
    const auto& [hi_threads, hi_rate] = by_threads[i];
    if (thread_count <= hi_threads) {
      const double f = static_cast<double>(thread_count - lo_threads) / (hi_threads - lo_threads);
      return lo_rate + f * (hi_rate - lo_rate);
    }
  }
  return by_threads.back().second;
}

double LinkSpec::h2d_after_gather_at(double bytes, double gathered_copy_bytes) const {
  if (h2d_after_gather_sizes.empty()) return h2d_after_gather;
  std::vector<SizedRate> by_gathered;  // (gathered copy size, rate at `bytes`)
  for (std::size_t i = 0; i < h2d_after_gather_sizes.size();) {
    const double gathered = h2d_after_gather_sizes[i].gathered_copy_bytes;
    std::vector<SizedRate> sizes;
    for (; i < h2d_after_gather_sizes.size() &&
           h2d_after_gather_sizes[i].gathered_copy_bytes == gathered;
         ++i)
      sizes.push_back({h2d_after_gather_sizes[i].bytes, h2d_after_gather_sizes[i].bandwidth});
    by_gathered.push_back({gathered, rate_at_size(sizes, bytes)});
  }
  return rate_at_size(by_gathered, gathered_copy_bytes);
}

namespace {

// Position of x between the neighbouring grid values: (lower index, fraction in [0, 1]).
// Outside the grid the fraction is 0 at the low end and 1 at the high end (clamped).
std::pair<std::size_t, double> bracket(const std::vector<double>& grid, double x) {
  if (grid.size() == 1 || x <= grid.front()) return {0, 0.0};
  if (x >= grid.back()) return {grid.size() - 2, 1.0};
  std::size_t i = 0;
  while (grid[i + 1] < x) ++i;
  return {i, (x - grid[i]) / (grid[i + 1] - grid[i])};
}

}  // namespace

double StorageSpec::read_latency_at(double request_bytes, int in_flight) const {
  return latency_from_grid(read_latencies, request_bytes, in_flight);
}

double StorageSpec::seq_read_latency_at(double request_bytes, int in_flight) const {
  return latency_from_grid(seq_read_latencies, request_bytes, in_flight);
}

double HostSpec::plan_time(double columns, bool paged) const {
  if (paged && (plan_time_per_column_paged > 0 || plan_fixed_time_paged > 0))
    return plan_fixed_time_paged + columns * plan_time_per_column_paged;
  return plan_fixed_time + columns * plan_time_per_column;
}

double latency_from_grid(const std::vector<ReadLatencyPoint>& read_latencies, double request_bytes,
                         int in_flight) {
  std::set<double> size_set, depth_set;
  for (const auto& p : read_latencies) {
    size_set.insert(p.request_bytes);
    depth_set.insert(p.queue_depth);
  }
  const std::vector<double> sizes(size_set.begin(), size_set.end());
  const std::vector<double> depths(depth_set.begin(), depth_set.end());
  if (sizes.empty() || sizes.size() * depths.size() != read_latencies.size()) {
    throw std::logic_error("storage read latencies must be a full grid of sizes x depths");
  }
  auto at = [&](std::size_t si, std::size_t di) {
    for (const auto& p : read_latencies) {
      if (p.request_bytes == sizes[si] && p.queue_depth == depths[di]) return p.latency;
    }
    throw std::logic_error("storage read latencies must be a full grid of sizes x depths");
  };
  const double depth = std::max(1, in_flight);
  const auto [si, sf] = bracket(sizes, request_bytes);
  const auto [di, df] = bracket(depths, depth);
  const std::size_t s1 = std::min(si + 1, sizes.size() - 1);
  const std::size_t d1 = std::min(di + 1, depths.size() - 1);
  double latency = (1 - sf) * (1 - df) * at(si, di) + sf * (1 - df) * at(s1, di) +
                   (1 - sf) * df * at(si, d1) + sf * df * at(s1, d1);
  // Beyond the grid: larger requests at the largest size's bandwidth, deeper queues at the deepest
  // depth's throughput (the device is saturated there).
  if (request_bytes > sizes.back()) latency *= request_bytes / sizes.back();
  if (depth > depths.back()) latency *= depth / depths.back();
  return latency;
}

double LinkSpec::effective_d2h() const { return d2h_pinned.value_or(raw_bandwidth() * efficiency); }

}  // namespace hwsim::hw
