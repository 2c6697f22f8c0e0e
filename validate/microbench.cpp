// run_microbenchmarks: composes the parts (bench_parts.hpp) into one JSON document.
#include <chrono>
#include <nlohmann/json.hpp>

#include "validate/bench_parts.hpp"
#include "validate/cuda_util.hpp"
#include "validate/gpu_bench.hpp"

namespace hwsim::validate {
namespace {

nlohmann::json device_info() {
  int dev = 0, driver = 0, runtime = 0;
  HWSIM_CUDA_CHECK(cudaGetDevice(&dev));
  cudaDeviceProp p{};
  HWSIM_CUDA_CHECK(cudaGetDeviceProperties(&p, dev));
  HWSIM_CUDA_CHECK(cudaDriverGetVersion(&driver));
  HWSIM_CUDA_CHECK(cudaRuntimeGetVersion(&runtime));
  return {{"name", p.name},
          {"compute_capability", std::to_string(p.major) + "." + std::to_string(p.minor)},
          {"sm_count", p.multiProcessorCount},
          {"l2_bytes", p.l2CacheSize},
          {"global_memory_bytes", p.totalGlobalMem},
          {"driver_version", driver},
          {"runtime_version", runtime}};
}

}  // namespace

nlohmann::json run_microbenchmarks(const MicrobenchOptions& o) {
  nlohmann::json out{{"device", device_info()}, {"quick", o.quick}};
  auto timed = [&](const char* name, auto&& fn) {
    const auto t0 = std::chrono::steady_clock::now();
    out[name] = fn();
    out["seconds"][name] =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  };
  double d2d = 0, read = 0;
  if (o.copies) {
    timed("copies", [&] { return bench_copies(o); });
    timed("launch", [&] { return bench_launch(o); });
    d2d = out["copies"]["d2d"]["peak_gbs"].get<double>();
    read = out["copies"]["read_kernel"]["gbs"].get<double>();
  }
  if (o.kernels) {
    if (d2d <= 0) {
      MicrobenchOptions q = o;
      q.quick = true;
      const auto c = bench_copies(q);
      d2d = c["d2d"]["peak_gbs"].get<double>();
      read = c["read_kernel"]["gbs"].get<double>();
    }
    timed("kernels", [&] { return bench_kernels(o, d2d, read); });
  }
  if (o.gather) timed("gather", [&] { return bench_gather(o); });
  if (o.ssd) timed("ssd", [&] { return bench_ssd(o); });
  if (o.ssd_seq) timed("ssd_seq", [&] { return bench_ssd_seq(o); });
  if (o.plan) timed("plan", [&] { return bench_plan(o); });
  if (o.staged_copy) timed("staged_copy", [&] { return bench_staged_copy(o); });
  return out;
}

}  // namespace hwsim::validate
