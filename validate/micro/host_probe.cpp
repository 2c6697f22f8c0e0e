#include "validate/micro/host_probe.hpp"

#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "validate/common/stats.hpp"
#include "validate/micro/gather_call.hpp"

namespace hwsim::validate {

HostProbe::HostProbe(const std::uint8_t* source, std::uint64_t source_bytes,
                     const HostProbeGrid& grid, std::uint64_t seed)
    : source_(source),
      source_bytes_(source_bytes),
      threads_(grid.threads),
      pause_us_(grid.pause_us),
      pool_(std::max(1, grid.threads)),
      sampler_(seed) {
  if (grid.threads < 1) throw std::invalid_argument("host probe: threads must be at least 1");
  std::uint64_t stage_bytes = 0, device_bytes = 0;
  for (int mib : grid.gather_call_mib) {
    const std::uint64_t call = static_cast<std::uint64_t>(mib) << 20;
    if (call > source_bytes) continue;
    for (int kib : grid.gather_bundle_kib) {
      const std::uint64_t bundle = static_cast<std::uint64_t>(kib) * 1024;
      if (bundle == 0 || bundle > call) continue;
      gathers_.push_back({call, bundle, call / bundle, {}});
      stage_bytes = std::max(stage_bytes, call);
    }
  }
  for (int mib : grid.staged_copy_mib) {
    const std::uint64_t copy = static_cast<std::uint64_t>(mib) << 20;
    if (copy > source_bytes) continue;
    for (int kib : grid.staged_copy_bundle_kib) {
      const std::uint64_t bundle = static_cast<std::uint64_t>(kib) * 1024;
      if (bundle == 0 || bundle > copy) continue;
      copies_.push_back({copy, bundle, copy / bundle, {}});
      stage_bytes = std::max(stage_bytes, copy);
      device_bytes = std::max(device_bytes, copy);
    }
  }
  // `hwsim validate` needs gather points to use the probe at all.
  if (gathers_.empty()) throw std::invalid_argument("host probe: no gather point fits the source");
  stage_ = PinnedBuffer(stage_bytes);
  std::memset(stage_.get(), 0, stage_bytes);
  if (device_bytes > 0) device_ = DeviceBuffer(device_bytes);
}

void HostProbe::gather(std::uint64_t bundle, std::uint64_t k, double* ms) {
  const std::vector<std::uint64_t> idx = sampler_.draw(source_bytes_ / bundle, k);
  if (ms) hold_pool_idle(pause_us_);
  const double t = gather_call_ms(pool_, stage_.get(), source_, idx, bundle);
  if (ms) *ms = t;
}

double HostProbe::staged_copy(const CopyPoint& p) {
  gather(p.bundle, p.k, nullptr);
  const cudaStream_t s = stream_.get();
  start_.record(s);
  HWSIM_CUDA_CHECK(
      cudaMemcpyAsync(device_.get(), stage_.get(), p.k * p.bundle, cudaMemcpyHostToDevice, s));
  end_.record(s);
  stream_.sync();
  return 1e3 * elapsed_ms(start_, end_);
}

void HostProbe::run_slice(int calls) {
  if (!warm_) {
    for (const GatherPoint& p : gathers_) gather(p.bundle, p.k, nullptr);
    for (const CopyPoint& p : copies_) staged_copy(p);
    warm_ = true;
  }
  for (GatherPoint& p : gathers_) {
    for (int c = 0; c < calls; ++c) {
      double ms = 0;
      gather(p.bundle, p.k, &ms);
      p.ms.push_back(ms);
    }
  }
  for (CopyPoint& p : copies_) p.us.push_back(staged_copy(p));
  ++slices_;
}

nlohmann::json HostProbe::document() const {
  nlohmann::json gathers = nlohmann::json::array(), copies = nlohmann::json::array();
  for (const GatherPoint& p : gathers_) {
    if (!p.ms.empty())
      gathers.push_back(gather_point_json(p.call, p.bundle, threads_, p.k, p.ms, slices_));
  }
  for (const CopyPoint& p : copies_) {
    if (p.us.empty()) continue;
    const Summary s = summarize(p.us);
    copies.push_back(
        {{"source", "pinned"},
         {"copy_bytes", p.copy},
         {"bundle_bytes", p.bundle},
         {"threads", threads_},
         {"bytes", p.k * p.bundle},
         {"reps", s.count},
         {"rounds", slices_},
         {"after_gather_median_us", s.median},
         {"after_gather_gbs", static_cast<double>(p.k * p.bundle) / (s.median * 1e3)}});
  }
  return {
      {"gather",
       {{"source", "the harness's pinned weights"},
        {"source_bytes", source_bytes_},
        {"destination", "pinned, rewritten from its start by every call"},
        {"pause_us", pause_us_},
        {"points", gathers}}},
      {"staged_copy",
       {{"source", "the harness's pinned weights"}, {"staging", "pinned"}, {"points", copies}}}};
}

}  // namespace hwsim::validate
