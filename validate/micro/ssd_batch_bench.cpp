// The batch reader of ssd_batch.hpp and the batch microbenchmark built on it.
#include <algorithm>
#include <chrono>
#include <numeric>
#include <thread>

#include "validate/micro/bench_parts.hpp"
#include "validate/micro/ssd_batch.hpp"

namespace hwsim::validate {

SsdBatchReader::SsdBatchReader(const DirectFile& file, const SsdBatchGrid& grid, std::uint64_t seed)
    : file_(file), rng_(seed) {
  for (const BatchPoint& p : batch_points(grid, file.size())) points_.emplace_back(p);
  std::uint64_t staging_bytes = 0;
  for (const Point& p : points_) {
    staging_bytes = std::max(staging_bytes, p.request * batch_requests(p.request, p.queue_depth));
    pools_.try_emplace(p.queue_depth, p.queue_depth);
  }
  if (staging_bytes > 0) staging_ = PinnedBuffer(staging_bytes);
}

void SsdBatchReader::run_slice(double seconds_per_point) {
  const std::uint64_t pass = passes_++;
  for (std::size_t i = 0; i < points_.size(); ++i)
    run_slice(point_in_pass(pass, i, points_.size()), seconds_per_point);
}

void SsdBatchReader::run_slice(std::size_t index, double seconds) {
  Point& p = points_.at(index);
  const std::uint64_t n = batch_requests(p.request, p.queue_depth);
  const std::uint64_t region = region_slots(p.density, p.request, p.queue_depth);
  const RegionStarts starts = region_starts(p, file_.size());
  std::uniform_int_distribution<std::uint64_t> start_of(0, starts.last_start);
  WorkerPool& pool = pools_.at(p.queue_depth);
  double busy = 0;
  std::uint64_t requests = 0;
  for (int batches = 0; busy < seconds || batches < kMinBatchesPerSlice; ++batches) {
    const std::uint64_t base = start_of(rng_) * starts.unit_bytes;
    if (p.contiguous) {
      slots_.resize(region);
      std::iota(slots_.begin(), slots_.end(), std::uint64_t{0});
    } else {
      choose_slots(n, region, p.separated, rng_, slots_);
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
      j["slot_choice"] = p.separated ? "separated" : "any";
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

// Every point in ssd_batch_rounds slices, one slice per pass over all points, every other pass
// backwards (point_in_pass).
nlohmann::json bench_ssd_batch(const MicrobenchOptions& o) {
  ensure_seq_read_file(o);
  DirectFile file(o.ssd_seq_file);
  const int rounds = o.quick ? 1 : std::max(1, o.ssd_batch_rounds);
  const double slice = (o.quick ? 0.05 : o.ssd_batch_seconds_per_point) / rounds;
  SsdBatchReader reader(file, ssd_batch_grid(o), o.seed * 6364136223846793005ull + 29);
  for (int round = 0; round < rounds; ++round) reader.run_slice(slice);
  return reader.document(o.ssd_seq_file, rounds);
}

}  // namespace hwsim::validate
