#include "validate/ssd_batch_grid.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "validate/direct_io.hpp"

namespace hwsim::validate {
namespace {

constexpr std::uint64_t kBatchStagingBytes = 64ull << 20;  // bytes per batch, small requests
constexpr std::uint64_t kMaxBatchRequests = 1024;

}  // namespace

std::uint64_t batch_requests(std::uint64_t request, int queue_depth) {
  return std::max<std::uint64_t>(static_cast<std::uint64_t>(queue_depth),
                                 std::min(kMaxBatchRequests, kBatchStagingBytes / request));
}

std::uint64_t region_slots(double density, std::uint64_t request, int queue_depth) {
  return static_cast<std::uint64_t>(
      std::ceil(static_cast<double>(batch_requests(request, queue_depth)) / density));
}

std::vector<BatchPoint> batch_points(const SsdBatchGrid& grid, std::uint64_t file_bytes) {
  for (double d : grid.sparse_densities)
    if (!(d > 0 && d <= 1))
      throw std::invalid_argument("ssd batch: sparse densities must lie in (0, 1]");
  std::vector<bool> page_aligned;
  for (const std::string& a : grid.sparse_alignments) {
    if (a != "request" && a != "page")
      throw std::invalid_argument("ssd batch: unknown alignment '" + a + "' (request, page)");
    page_aligned.push_back(a == "page");
  }
  for (double pause : grid.pauses_us)
    if (!(pause >= 0 && pause < 1e6))
      throw std::invalid_argument("ssd batch: pauses must lie in [0, 1 s)");
  for (const auto* sizes : {&grid.sparse_request_kib, &grid.contiguous_request_kib})
    for (int kib : *sizes)
      if (kib < 4 || kib % 4 != 0)
        throw std::invalid_argument("ssd batch: request sizes must be multiples of 4 KiB, not " +
                                    std::to_string(kib) + " KiB (O_DIRECT reads whole pages)");
  for (int qd : grid.queue_depths)
    if (qd < 1) throw std::invalid_argument("ssd batch: queue depths must be at least 1");
  std::vector<BatchPoint> points;
  auto add = [&](bool contiguous, double density, bool page, double pause, int qd, int kib) {
    const std::uint64_t req = static_cast<std::uint64_t>(kib) * 1024;
    const bool fits =
        std::all_of(grid.queue_depths.begin(), grid.queue_depths.end(), [&](int depth) {
          return file_bytes / req >= region_slots(density, req, depth) + (page ? 1 : 0);
        });
    if (fits) points.push_back({contiguous, density, page, pause, req, qd});
  };
  for (int qd : grid.queue_depths)
    for (int kib : grid.sparse_request_kib)
      for (double density : grid.sparse_densities)
        for (bool page : page_aligned)
          for (double pause : grid.pauses_us) add(false, density, page, pause, qd, kib);
  for (int qd : grid.queue_depths)
    for (int kib : grid.contiguous_request_kib)
      for (double pause : grid.pauses_us) add(true, 1.0, false, pause, qd, kib);
  return points;
}

RegionStarts region_starts(const BatchPoint& p, std::uint64_t file_bytes) {
  const std::uint64_t slots = file_bytes / p.request;
  const std::uint64_t region = region_slots(p.density, p.request, p.queue_depth);
  if (p.page_aligned) {
    // Any page up to one request before the last request-aligned start still fits.
    return {kPage, (slots - region - 1) * (p.request / kPage)};
  }
  return {p.request, slots - region};
}

std::size_t point_in_pass(std::uint64_t pass, std::size_t i, std::size_t count) {
  return pass % 2 == 1 ? count - 1 - i : i;
}

}  // namespace hwsim::validate
