// run_microbenchmarks: composes the parts (bench_parts.hpp) into one JSON document.
#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "validate/common/cuda_util.hpp"
#include "validate/common/direct_io.hpp"
#include "validate/gpu_bench.hpp"
#include "validate/micro/bench_parts.hpp"

namespace hwsim::validate {
namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

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

// Writes the read benchmarks' files before anything else: the sequential/batch file fresh (as the
// harness writes its weight file), the random-read file only when absent. The disk parts then run
// after the parts that do not touch the disk (tens of seconds later), as the harness reads its file
// after its CPU-memory cases: reads right after a large write compete with the write-back of a
// virtual disk's host and run slower.
nlohmann::json write_flash_files(const MicrobenchOptions& o) {
  const auto t0 = std::chrono::steady_clock::now();
  nlohmann::json files = nlohmann::json::object();
  if (o.ssd) {
    files["ssd_file_created"] = ensure_random_read_file(o);
  }
  if (o.ssd_seq || o.ssd_batch) {
    std::error_code ignored;
    std::filesystem::remove(o.ssd_seq_file, ignored);
    ensure_seq_read_file(o);
    files["ssd_seq_file_created"] = true;
  }
  files["seconds"] = seconds_since(t0);
  return files;
}

}  // namespace

nlohmann::json run_microbenchmarks(const MicrobenchOptions& o) {
  nlohmann::json out{{"device", device_info()}, {"quick", o.quick}};
  auto timed = [&](const char* name, auto&& fn) {
    const auto t0 = std::chrono::steady_clock::now();
    out[name] = fn();
    out["seconds"][name] = seconds_since(t0);
  };
  const auto files_written = std::chrono::steady_clock::now();
  out["flash_files"] = write_flash_files(o);
  // Disk parts record how long after the files were written they started.
  auto timed_disk = [&](const char* name, auto&& fn) {
    out["seconds_after_flash_files"][name] = seconds_since(files_written);
    timed(name, fn);
  };
  double d2d = 0, read = 0;
  if (o.copies) {
    timed("copies", [&] { return bench_copies(o); });
    timed("launch", [&] { return bench_launch(o); });
    timed("sync_copies", [&] { return bench_sync_copies(o); });
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
    timed("block_ops", [&] { return bench_block_ops(o); });
  }
  // The planning benchmark times single-threaded work of tens of microseconds: it runs before the
  // gather benchmark, so that the machine's release of the gather's 16 GiB pinned source cannot
  // land in its timings.
  if (o.plan) timed("plan", [&] { return bench_plan(o); });
  if (o.gather) timed("gather", [&] { return bench_gather(o); });
  if (o.staged_copy) timed("staged_copy", [&] { return bench_staged_copy(o); });
  if (o.ssd) timed_disk("ssd", [&] { return bench_ssd(o); });
  if (o.ssd_seq) timed_disk("ssd_seq", [&] { return bench_ssd_seq(o); });
  if (o.ssd_batch) timed_disk("ssd_batch", [&] { return bench_ssd_batch(o); });
  return out;
}

}  // namespace hwsim::validate
