#include "validate/micro/ssd_batch_grid.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <stdexcept>

#include "validate/common/direct_io.hpp"

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

namespace {

// Throws when `values` (named `what`) is empty or repeats a value: a variant list with no value
// would leave its pattern without points, and a repeated one would measure the same point twice.
template <class T>
void require_distinct(const std::vector<T>& values, const char* what, bool may_be_empty) {
  if (values.empty() && !may_be_empty)
    throw std::invalid_argument(std::string("ssd batch: no ") + what);
  for (std::size_t i = 0; i < values.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (values[i] == values[j])
        throw std::invalid_argument(std::string("ssd batch: ") + what + " repeat a value");
}

}  // namespace

std::vector<BatchPoint> batch_points(const SsdBatchGrid& grid, std::uint64_t file_bytes) {
  require_distinct(grid.sparse_request_kib, "sparse request sizes", true);
  require_distinct(grid.contiguous_request_kib, "contiguous request sizes", true);
  require_distinct(grid.queue_depths, "queue depths", false);
  require_distinct(grid.sparse_densities, "sparse densities", false);
  require_distinct(grid.sparse_alignments, "sparse alignments", false);
  require_distinct(grid.sparse_slot_choices, "sparse slot choices", false);
  require_distinct(grid.pauses_us, "pauses", false);
  for (double d : grid.sparse_densities)
    if (!(d > 0 && d <= 1))
      throw std::invalid_argument("ssd batch: sparse densities must lie in (0, 1]");
  std::vector<bool> page_aligned;
  for (const std::string& a : grid.sparse_alignments) {
    if (a != "request" && a != "page")
      throw std::invalid_argument("ssd batch: unknown alignment '" + a + "' (request, page)");
    page_aligned.push_back(a == "page");
  }
  std::vector<bool> separations;
  for (const std::string& c : grid.sparse_slot_choices) {
    if (c != "separated" && c != "any")
      throw std::invalid_argument("ssd batch: unknown slot choice '" + c + "' (separated, any)");
    separations.push_back(c == "separated");
  }
  if (std::find(separations.begin(), separations.end(), true) != separations.end())
    for (double d : grid.sparse_densities)
      if (d > 0.5)
        throw std::invalid_argument(
            "ssd batch: separated slots need a density of at most 1/2 (a gap after every read); "
            "denser batches need the slot choice 'any' alone");
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
  auto add = [&](bool contiguous, double density, bool page, bool separated, double pause, int qd,
                 int kib) {
    const std::uint64_t req = static_cast<std::uint64_t>(kib) * 1024;
    const bool fits = std::all_of(
        grid.queue_depths.begin(), grid.queue_depths.end(),
        [&](int depth) { return file_bytes / req >= region_slots(density, req, depth); });
    if (fits) points.push_back({contiguous, density, page, separated, pause, req, qd});
  };
  for (int qd : grid.queue_depths)
    for (int kib : grid.sparse_request_kib)
      for (double density : grid.sparse_densities)
        for (bool page : page_aligned)
          for (bool separated : separations)
            for (double pause : grid.pauses_us)
              add(false, density, page, separated, pause, qd, kib);
  for (int qd : grid.queue_depths)
    for (int kib : grid.contiguous_request_kib)
      for (double pause : grid.pauses_us) add(true, 1.0, false, false, pause, qd, kib);
  return points;
}

void check_batch_grid(const SsdBatchGrid& grid) {
  batch_points(grid, std::numeric_limits<std::uint64_t>::max());
}

RegionStarts region_starts(const BatchPoint& p, std::uint64_t file_bytes) {
  const std::uint64_t slots = file_bytes / p.request;
  const std::uint64_t region = region_slots(p.density, p.request, p.queue_depth);
  if (slots < region)
    throw std::invalid_argument("ssd batch: a region of " + std::to_string(region) + " x " +
                                std::to_string(p.request) + " B does not fit in " +
                                std::to_string(file_bytes) + " B");
  // The last request-aligned start, in pages when any page may start the region (requests are
  // page multiples, so a region starting there still ends inside the file).
  const std::uint64_t last = slots - region;
  return p.page_aligned ? RegionStarts{kPage, last * (p.request / kPage)}
                        : RegionStarts{p.request, last};
}

void choose_slots(std::uint64_t n, std::uint64_t region, bool separated, std::mt19937_64& rng,
                  std::vector<std::uint64_t>& slots) {
  if (n > region || (separated && n > 0 && region < 2 * n - 1))
    throw std::invalid_argument("ssd batch: " + std::to_string(n) + " reads do not fit in " +
                                std::to_string(region) + " slots");
  // Separated: n distinct sorted values y_i of [0, region - n + 1), then x_i = y_i + i puts at
  // least one free slot between neighbours (y_{i+1} >= y_i + 1, so x_{i+1} >= x_i + 2), and every
  // separated set comes from exactly one y.
  const std::uint64_t choices = separated && n > 0 ? region - n + 1 : region;
  slots.resize(region);
  std::iota(slots.begin(), slots.begin() + static_cast<std::ptrdiff_t>(choices), std::uint64_t{0});
  std::shuffle(slots.begin(), slots.begin() + static_cast<std::ptrdiff_t>(choices), rng);
  std::sort(slots.begin(), slots.begin() + static_cast<std::ptrdiff_t>(n));
  if (separated)
    for (std::uint64_t i = 0; i < n; ++i) slots[i] += i;
}

std::size_t point_in_pass(std::uint64_t pass, std::size_t i, std::size_t count) {
  return pass % 2 == 1 ? count - 1 - i : i;
}

}  // namespace hwsim::validate
