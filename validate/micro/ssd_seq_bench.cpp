// Sequential passes of O_DIRECT reads over a file re-read every pass, as dense weights stream from
// flash every token: the file (of the size of the end-to-end flash file's regime), written fresh
// at the start of run_microbenchmarks, is read once to warm up, then read whole once per (request
// size, queue depth) point by Q pread workers taking consecutive R-byte requests in order (one
// parallel loop per pass, grain 1, as the harness reads a group's extents).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <nlohmann/json.hpp>
#include <vector>

#include "validate/common/direct_io.hpp"
#include "validate/common/worker_pool.hpp"
#include "validate/micro/bench_parts.hpp"

namespace hwsim::validate {
namespace {

struct Pass {
  double seconds = 0, mean_latency_us = 0;
  std::uint64_t requests = 0;
};

Pass read_pass(const DirectFile& file, WorkerPool& pool, std::vector<AlignedBuffer>& bufs,
               std::uint64_t request) {
  const std::uint64_t n = file.size() / request;
  std::vector<double> lat(bufs.size(), 0.0);
  const auto t0 = std::chrono::steady_clock::now();
  pool.parallel_for(n, 1, [&](std::size_t i, int w) {
    const auto r0 = std::chrono::steady_clock::now();
    pread_exact(file.fd(), bufs[static_cast<std::size_t>(w)].data(), request, i * request);
    lat[static_cast<std::size_t>(w)] +=
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - r0).count();
  });
  Pass p;
  p.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  p.requests = n;
  double sum = 0;
  for (double v : lat) sum += v;
  p.mean_latency_us = n ? sum / static_cast<double>(n) : 0.0;
  return p;
}

}  // namespace

nlohmann::json bench_ssd_seq(const MicrobenchOptions& o) {
  // Normally written by run_microbenchmarks before the parts that do not touch the disk (see
  // microbench.cpp); written here only when absent.
  const auto c0 = std::chrono::steady_clock::now();
  ensure_seq_read_file(o);
  const double create_s =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - c0).count();
  DirectFile file(o.ssd_seq_file);
  const int max_kib = *std::max_element(o.ssd_seq_request_kib.begin(), o.ssd_seq_request_kib.end());
  const int max_qd =
      *std::max_element(o.ssd_seq_queue_depths.begin(), o.ssd_seq_queue_depths.end());
  std::vector<AlignedBuffer> bufs;
  for (int i = 0; i < max_qd; ++i) bufs.emplace_back(static_cast<std::size_t>(max_kib) * 1024);
  double warm_s = 0;
  {
    WorkerPool pool(max_qd);
    warm_s = read_pass(file, pool, bufs, static_cast<std::uint64_t>(max_kib) * 1024).seconds;
  }
  nlohmann::json pts = nlohmann::json::array();
  for (int qd : o.ssd_seq_queue_depths) {
    WorkerPool pool(qd);
    for (int kib : o.ssd_seq_request_kib) {
      const std::uint64_t req = static_cast<std::uint64_t>(kib) * 1024;
      const Pass p = read_pass(file, pool, bufs, req);
      const double bytes = static_cast<double>(p.requests * req);
      pts.push_back({{"request_bytes", req},
                     {"queue_depth", qd},
                     {"requests", p.requests},
                     {"bytes", p.requests * req},
                     {"seconds", p.seconds},
                     {"gbs", bytes / p.seconds / 1e9},
                     {"mean_latency_us", p.mean_latency_us}});
    }
  }
  return {{"file", o.ssd_seq_file},
          {"file_bytes", file.size()},
          {"create_seconds", create_s},
          {"warmup_pass_seconds", warm_s},
          {"o_direct", true},
          {"pattern", "sequential passes"},
          {"points", pts}};
}

}  // namespace hwsim::validate
