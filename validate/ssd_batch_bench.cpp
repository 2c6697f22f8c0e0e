// The batch reader of ssd_batch.hpp and the batch microbenchmark built on it.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <thread>

#include "validate/bench_parts.hpp"
#include "validate/ssd_batch.hpp"

namespace hwsim::validate {
namespace {

constexpr std::uint64_t kBatchStagingBytes = 64ull << 20;  // bytes per batch, small requests
constexpr std::uint64_t kMaxBatchRequests = 1024;

// Requests per batch: 64 MiB worth, at most 1024, at least one per worker.
std::uint64_t batch_requests(std::uint64_t request, int queue_depth) {
  return std::max<std::uint64_t>(static_cast<std::uint64_t>(queue_depth),
                                 std::min(kMaxBatchRequests, kBatchStagingBytes / request));
}

// Slots a batch draws from: its requests / density (all of them for the contiguous pattern).
std::uint64_t region_slots(double density, std::uint64_t request, int queue_depth) {
  return static_cast<std::uint64_t>(
      std::ceil(static_cast<double>(batch_requests(request, queue_depth)) / density));
}

}  // namespace

SsdBatchReader::SsdBatchReader(const DirectFile& file, const SsdBatchGrid& grid, std::uint64_t seed)
    : file_(file), rng_(seed) {
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
  auto add = [&](bool contiguous, double density, bool page, double pause, int qd, int kib) {
    // A request size is kept only if its region fits at every depth (the deepest needs the most,
    // a page-aligned region one slot more), so that the points form a full grid of sizes x depths.
    const std::uint64_t req = static_cast<std::uint64_t>(kib) * 1024;
    const bool fits =
        std::all_of(grid.queue_depths.begin(), grid.queue_depths.end(), [&](int depth) {
          return file.size() / req >= region_slots(density, req, depth) + (page ? 1 : 0);
        });
    if (fits) points_.push_back({contiguous, density, page, pause, req, qd, 0, 0, 0, {}});
  };
  // Variants of one (size, depth) innermost: they run next to each other, so drift barely
  // separates them.
  for (int qd : grid.queue_depths)
    for (int kib : grid.sparse_request_kib)
      for (double density : grid.sparse_densities)
        for (bool page : page_aligned)
          for (double pause : grid.pauses_us) add(false, density, page, pause, qd, kib);
  for (int qd : grid.queue_depths)
    for (int kib : grid.contiguous_request_kib)
      for (double pause : grid.pauses_us) add(true, 1.0, false, pause, qd, kib);
  std::uint64_t staging_bytes = 0;
  for (const Point& p : points_) {
    staging_bytes = std::max(staging_bytes, p.request * batch_requests(p.request, p.queue_depth));
    pools_.try_emplace(p.queue_depth, p.queue_depth);
  }
  if (staging_bytes > 0) staging_ = PinnedBuffer(staging_bytes);
}

void SsdBatchReader::run_slice(double seconds_per_point) {
  // Every other pass runs backwards: a drift that is linear in time then adds the same to every
  // point over two passes.
  const bool backwards = passes_++ % 2 == 1;
  for (std::size_t i = 0; i < points_.size(); ++i)
    run_slice(backwards ? points_.size() - 1 - i : i, seconds_per_point);
}

void SsdBatchReader::run_slice(std::size_t index, double seconds) {
  Point& p = points_.at(index);
  const std::uint64_t n = batch_requests(p.request, p.queue_depth);
  const std::uint64_t region = region_slots(p.density, p.request, p.queue_depth);
  // First byte of the region: a multiple of the request size, or of a page (then the region may
  // start anywhere up to one request later, still inside the file).
  const std::uint64_t last_start = (file_.size() / p.request - region - (p.page_aligned ? 1 : 0)) *
                                   (p.page_aligned ? p.request / kPage : 1);
  std::uniform_int_distribution<std::uint64_t> start_of(0, last_start);
  const std::uint64_t start_unit = p.page_aligned ? kPage : p.request;
  WorkerPool& pool = pools_.at(p.queue_depth);
  double busy = 0;
  std::uint64_t requests = 0;
  for (int batches = 0; busy < seconds || batches < kMinBatchesPerSlice; ++batches) {
    const std::uint64_t base = start_of(rng_) * start_unit;
    slots_.resize(region);
    std::iota(slots_.begin(), slots_.end(), std::uint64_t{0});
    if (!p.contiguous) {
      std::shuffle(slots_.begin(), slots_.end(), rng_);
      std::sort(slots_.begin(), slots_.begin() + static_cast<std::ptrdiff_t>(n));
    }
    const auto t0 = std::chrono::steady_clock::now();
    pool.parallel_for(n, 1, [&](std::size_t r, int) {
      pread_exact(file_.fd(), staging_.get() + r * p.request, p.request,
                  base + slots_[r] * p.request);
    });
    const double dt = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    busy += dt;
    p.seconds += dt;
    p.batches += 1;
    p.requests += n;
    requests += n;
    if (p.pause_us > 0)
      std::this_thread::sleep_for(std::chrono::duration<double, std::micro>(p.pause_us));
  }
  p.slice_latency_us.push_back(p.queue_depth * busy / static_cast<double>(requests) * 1e6);
}

nlohmann::json SsdBatchReader::points_json() const {
  nlohmann::json pts = nlohmann::json::array();
  for (const Point& p : points_) {
    if (p.batches == 0) continue;
    const double requests = static_cast<double>(p.requests);
    nlohmann::json j{{"pattern", p.contiguous ? "contiguous" : "sparse"},
                     {"request_bytes", p.request},
                     {"queue_depth", p.queue_depth},
                     {"batch_requests", batch_requests(p.request, p.queue_depth)},
                     {"region_slots", region_slots(p.density, p.request, p.queue_depth)},
                     {"batches", p.batches},
                     {"seconds", p.seconds},
                     {"gbs", requests * static_cast<double>(p.request) / p.seconds / 1e9},
                     {"iops", requests / p.seconds},
                     {"little_latency_us", p.queue_depth * p.seconds / requests * 1e6},
                     {"slice_little_latency_us", p.slice_latency_us}};
    if (!p.contiguous) {
      j["density"] = p.density;
      j["alignment"] = p.page_aligned ? "page" : "request";
    }
    j["pause_us"] = p.pause_us;
    pts.push_back(std::move(j));
  }
  return pts;
}

nlohmann::json SsdBatchReader::document(const std::string& file_label, int rounds) const {
  return {{"file", file_label}, {"file_bytes", file_.size()},
          {"o_direct", true},   {"destination", "pinned staging, consecutive"},
          {"rounds", rounds},   {"points", points_json()}};
}

// Every point in ssd_batch_rounds slices, one slice per pass over all points.
nlohmann::json bench_ssd_batch(const MicrobenchOptions& o) {
  ensure_seq_read_file(o);
  DirectFile file(o.ssd_seq_file);
  const int rounds = o.quick ? 1 : std::max(1, o.ssd_batch_rounds);
  const double slice = (o.quick ? 0.05 : o.ssd_batch_seconds_per_point) / rounds;
  SsdBatchReader reader(file,
                        {o.ssd_request_kib, o.ssd_seq_request_kib, o.ssd_queue_depths,
                         o.ssd_batch_densities, o.ssd_batch_alignments, o.ssd_batch_pauses_us},
                        o.seed * 6364136223846793005ull + 29);
  for (int round = 0; round < rounds; ++round) reader.run_slice(slice);
  return reader.document(o.ssd_seq_file, rounds);
}

}  // namespace hwsim::validate
