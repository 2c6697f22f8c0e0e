// Flash reads in request batches against the per-request form (TokenOptions::aggregate_requests):
// the same token, simulated both ways, must give the same numbers and the same report bytes.
#include <memory>
#include <sstream>
#include <string>

#include "catch.hpp"
#include "decode/tiny_decode.hpp"
#include "sim/decode/decode_report.hpp"
#include "sim/report/chrome_trace.hpp"
#include "sim/report/run_summary.hpp"
#include "sim/report/writers.hpp"

using namespace hwsim;
using namespace hwsim::decode;

namespace {

// One layer: hidden 1024, one head of 1024, FFN inner 2048; bf16 groups of 6, 2, 8 and 4 MiB.
model::ModelSpec small_model() { return one_layer_model("small", 1024, 1, 1, 1024, 2048); }

// One SSD at 1 GB/s behind a 2 GB/s H2D link, 4 KiB pages, 128 KiB requests, depth `depth`.
hw::HardwareProfile small_machine(int depth) {
  hw::HardwareProfile p;
  p.name = "small";
  p.gpu.hbm_bandwidth = 1e10;
  p.gpu.gemv_efficiency = 1.0;
  p.gpu.kernel_launch_overhead = 1e-6;
  p.gpu.sync_overhead = 2e-6;
  p.gpu.topk_fixed_time = 10e-6;
  p.pcie.h2d_pinned = 2e9;
  p.host.dram_bandwidth = 1e10;
  p.host.threads = 1;
  hw::StorageSpec s;
  s.seq_read_bandwidth = 1e9;
  s.read_latency = 50e-6;
  s.submit_cost = 1e-6;
  s.page_size = 4096;
  s.max_request_size = 131072;
  s.queue_depth = depth;
  p.storage = s;
  return p;
}

struct Outcome {
  CaseResult result;
  std::shared_ptr<const report::TracedRun> run;
  std::string reports;  // the trace, resource usage and critical path, as hwsim writes them
};

Outcome simulate(const hw::HardwareProfile& p, DecodeJob job, const MethodSpec& method,
                 bool aggregate) {
  job.token.aggregate_requests = aggregate;
  Outcome out;
  out.result = run_case(p, small_model(), job, method, Placement::flash, &out.run);
  std::ostringstream text;
  report::write_chrome_trace(*out.run, text);
  text << report::to_text(report::resource_usage_table(*out.run))
       << report::to_text(report::critical_path_table(*out.run));
  out.reports = text.str();
  return out;
}

void check_same(const hw::HardwareProfile& p, const DecodeJob& job, const MethodSpec& method) {
  const Outcome batched = simulate(p, job, method, true);
  const Outcome separate = simulate(p, job, method, false);
  CHECK(batched.run->graph.size() < separate.run->graph.size());  // batches were formed
  CHECK(batched.result.requests == separate.result.requests);
  CHECK(batched.result.time.total_s == separate.result.time.total_s);
  CHECK(batched.result.time.transfer_s == separate.result.time.transfer_s);
  CHECK(batched.result.time.gpu_s == separate.result.time.gpu_s);
  CHECK(batched.result.time.other_s == separate.result.time.other_s);
  CHECK(batched.result.time.overlap_s == separate.result.time.overlap_s);
  CHECK(batched.run->result.events == separate.run->result.events);
  CHECK(batched.reports == separate.reports);
}

MethodSpec teal(double budget) {
  MethodSpec m;
  m.label = "TEAL";
  m.kind = MethodKind::teal;
  m.budget = budget;
  return m;
}

DecodeJob job_with(Overlap overlap, double staging) {
  DecodeJob job;
  job.token.overlap = overlap;
  job.token.flash_staging_bytes = staging;
  return job;
}

}  // namespace

TEST_CASE("request batches: dense reads, serial with staging pieces and pipelined") {
  // Dense groups cut into 128 KiB requests: every request of a piece is equal, one batch each.
  for (const int depth : {1, 3, 32}) {
    const auto p = small_machine(depth);
    check_same(p, job_with(Overlap::serial, 0.0), MethodSpec{});
    check_same(p, job_with(Overlap::serial, 1 << 20), MethodSpec{});  // 1 MiB staging pieces
    check_same(p, job_with(Overlap::pipelined, 0.0), MethodSpec{});
  }
}

TEST_CASE("request batches: sparse reads of unequal sizes, and measured read latencies") {
  // TEAL's scattered columns give runs of equal requests between requests of other sizes.
  for (const double budget : {0.3, 0.7}) {
    check_same(small_machine(4), job_with(Overlap::serial, 1 << 20), teal(budget));
    check_same(small_machine(4), job_with(Overlap::pipelined, 0.0), teal(budget));
  }
  // Measured latencies: each read holds the device for latency(size, depth) / depth.
  auto p = small_machine(4);
  for (const double size : {4096.0, 131072.0}) {
    p.storage->read_latencies.push_back({size, 1, 50e-6 + size / 1e9});
    p.storage->read_latencies.push_back({size, 4, 80e-6 + size / 0.5e9});
  }
  check_same(p, job_with(Overlap::serial, 1 << 20), MethodSpec{});
  check_same(p, job_with(Overlap::serial, 1 << 20), teal(0.5));
}
