// Copy bandwidths (H2D/D2H pinned and pageable, D2D), the read-only kernel ceiling and the kernel
// launch overhead. Each size is timed per repetition with CUDA events; the median is reported.
#include <algorithm>
#include <chrono>
#include <cstring>
#include <nlohmann/json.hpp>
#include <vector>

#include "validate/common/cuda_util.hpp"
#include "validate/common/direct_io.hpp"
#include "validate/common/stats.hpp"
#include "validate/kernels/kernels.hpp"
#include "validate/micro/bench_parts.hpp"

namespace hwsim::validate {
namespace {

std::vector<std::uint64_t> sizes(std::uint64_t lo, std::uint64_t hi, unsigned factor) {
  std::vector<std::uint64_t> v;
  for (std::uint64_t s = lo; s <= hi; s *= factor) v.push_back(s);
  return v;
}

// Median over `reps` event-timed copies of `bytes` (after one untimed copy).
Summary time_copy(void* dst, const void* src, std::uint64_t bytes, cudaMemcpyKind kind, int reps,
                  cudaStream_t s) {
  CudaEvent a, b;
  HWSIM_CUDA_CHECK(cudaMemcpyAsync(dst, src, bytes, kind, s));
  HWSIM_CUDA_CHECK(cudaStreamSynchronize(s));
  std::vector<double> us;
  for (int r = 0; r < reps; ++r) {
    a.record(s);
    HWSIM_CUDA_CHECK(cudaMemcpyAsync(dst, src, bytes, kind, s));
    b.record(s);
    us.push_back(1e3 * elapsed_ms(a, b));
  }
  return summarize(us);
}

int reps_for(std::uint64_t bytes, std::uint64_t budget, int lo, int hi) {
  return static_cast<int>(std::clamp<std::uint64_t>(budget / bytes, static_cast<std::uint64_t>(lo),
                                                    static_cast<std::uint64_t>(hi)));
}

nlohmann::json point(std::uint64_t bytes, const Summary& us, double bytes_counted) {
  return {{"bytes", bytes},   {"median_us", us.median}, {"p10_us", us.p10},
          {"p90_us", us.p90}, {"reps", us.count},       {"gbs", bytes_counted / (us.median * 1e3)}};
}

}  // namespace

nlohmann::json bench_copies(const MicrobenchOptions& o) {
  CudaStream stream;
  const cudaStream_t s = stream.get();
  const std::uint64_t max = o.max_copy_bytes;
  DeviceBuffer dev(max), dev2(max);
  PinnedBuffer pinned(max);
  AlignedBuffer pageable(max);
  std::memset(pinned.get(), 1, max);
  std::memset(pageable.data(), 1, max);  // first touch outside the timing
  HWSIM_CUDA_CHECK(cudaMemset(dev.get(), 1, max));

  const std::uint64_t pin_budget = o.quick ? (256ull << 20) : (4ull << 30);
  const std::uint64_t page_budget = o.quick ? (128ull << 20) : (2ull << 30);
  nlohmann::json out;
  struct Case {
    const char* name;
    bool pinned_host;
    cudaMemcpyKind kind;
  };
  for (const Case& c : {Case{"h2d_pinned", true, cudaMemcpyHostToDevice},
                        Case{"d2h_pinned", true, cudaMemcpyDeviceToHost},
                        Case{"h2d_pageable", false, cudaMemcpyHostToDevice},
                        Case{"d2h_pageable", false, cudaMemcpyDeviceToHost}}) {
    nlohmann::json pts = nlohmann::json::array();
    void* host =
        c.pinned_host ? static_cast<void*>(pinned.get()) : static_cast<void*>(pageable.data());
    for (std::uint64_t bytes : sizes(4096, max, c.pinned_host ? 2 : 4)) {
      const int reps = reps_for(bytes, c.pinned_host ? pin_budget : page_budget, o.quick ? 3 : 5,
                                o.quick ? 20 : 200);
      void* dst = c.kind == cudaMemcpyHostToDevice ? dev.get() : host;
      const void* src = c.kind == cudaMemcpyHostToDevice ? host : dev.get();
      pts.push_back(
          point(bytes, time_copy(dst, src, bytes, c.kind, reps, s), static_cast<double>(bytes)));
    }
    double peak = 0;
    for (const auto& p : pts) peak = std::max(peak, p["gbs"].get<double>());
    out[c.name] = {{"points", pts}, {"peak_gbs", peak}};
  }
  // D2D: bytes read + written.
  nlohmann::json d2d = nlohmann::json::array();
  for (std::uint64_t bytes : {max / 4, max}) {
    d2d.push_back(point(
        bytes,
        time_copy(dev2.get(), dev.get(), bytes, cudaMemcpyDeviceToDevice, o.quick ? 5 : 20, s),
        2.0 * static_cast<double>(bytes)));
  }
  double d2d_peak = 0;
  for (const auto& p : d2d) d2d_peak = std::max(d2d_peak, p["gbs"].get<double>());
  out["d2d"] = {{"points", d2d}, {"peak_gbs", d2d_peak}, {"counts", "bytes read + bytes written"}};

  // Read-only kernel over the whole buffer (16-byte loads).
  DeviceBuffer sink(4);
  CudaEvent a, b;
  launch_read_bandwidth(dev.get(), max, sink.get<std::uint32_t>(), s);
  std::vector<double> us;
  for (int r = 0; r < (o.quick ? 5 : 20); ++r) {
    a.record(s);
    launch_read_bandwidth(dev.get(), max, sink.get<std::uint32_t>(), s);
    b.record(s);
    us.push_back(1e3 * elapsed_ms(a, b));
  }
  const Summary rs = summarize(us);
  out["read_kernel"] = point(max, rs, static_cast<double>(max));
  return out;
}

nlohmann::json bench_launch(const MicrobenchOptions& o) {
  CudaStream stream;
  const cudaStream_t s = stream.get();
  const int n = o.quick ? 200 : 2000;
  for (int i = 0; i < 100; ++i) launch_empty(s);
  stream.sync();
  std::vector<double> us;
  for (int i = 0; i < n; ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    launch_empty(s);
    stream.sync();
    us.push_back(
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
  }
  const auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < n; ++i) launch_empty(s);
  stream.sync();
  const double per =
      std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count() / n;
  // Event-timed empty sync round trip for a pinned 4-byte D2H (index copies in the e2e look like
  // it).
  PinnedBuffer h(4096);
  DeviceBuffer d(4096);
  std::vector<double> cp;
  for (int i = 0; i < n; ++i) {
    const auto c0 = std::chrono::steady_clock::now();
    HWSIM_CUDA_CHECK(cudaMemcpyAsync(h.get(), d.get(), 4096, cudaMemcpyDeviceToHost, s));
    stream.sync();
    cp.push_back(
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - c0).count());
  }
  return {{"launch_and_sync_us", to_json(summarize(us))},
          {"back_to_back_launch_us", per},
          {"d2h_4k_and_sync_us", to_json(summarize(cp))}};
}

}  // namespace hwsim::validate
