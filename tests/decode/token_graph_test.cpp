#include <cmath>

#include "catch.hpp"
#include "sim/decode/decode_report.hpp"

using namespace hwsim;
using namespace hwsim::decode;

namespace {

// One layer: hidden 1000, one head of 1000 (q, k, v 1000 rows each), FFN inner 2000. Groups (bf16):
// qkv 1000 x 3000 -> 6 MB, o 1000 x 1000 -> 2 MB, gate_up 1000 x 4000 -> 8 MB, down 2000 x 1000
// -> 4 MB: 20 MB in all.
model::ModelSpec tiny_model() {
  model::ModelSpec m;
  m.name = "tiny";
  m.hidden = 1000;
  model::LayerSpec l;
  l.attention.heads = 1;
  l.attention.kv_heads = 1;
  l.attention.head_dim = 1000;
  l.ffn.inner = 2000;
  m.layers = {l};
  return m;
}

// H2D 1 GB/s, GEMV at 10 GB/s, 1 us launch, 2 us sync, no PCIe latency.
hw::HardwareProfile tiny_machine() {
  hw::HardwareProfile p;
  p.name = "tiny";
  p.gpu.hbm_bandwidth = 1e10;
  p.gpu.gemv_efficiency = 1.0;
  p.gpu.kernel_launch_overhead = 1e-6;
  p.gpu.sync_overhead = 2e-6;
  p.pcie.h2d_pinned = 1e9;
  p.host.dram_bandwidth = 1e10;
  p.host.threads = 1;
  return p;
}

DecodeJob tiny_job() {
  DecodeJob job;
  job.token.attention = false;
  job.token.small_ops = false;
  job.token.selection_time = 10e-6;
  return job;
}

MethodSpec teal_half() {
  MethodSpec m;
  m.kind = MethodKind::teal;
  m.budget = 0.5;
  m.label = "teal";
  return m;
}

}  // namespace

TEST_CASE("serial dense token = transfer + GEMV, by hand") {
  // transfer 20 MB / 1 GB/s = 20 ms; GEMV 20 MB / 10 GB/s = 2 ms + 4 launches of 1 us.
  const auto c = run_case(tiny_machine(), tiny_model(), tiny_job(), MethodSpec{}, Placement::cpu);
  CHECK(c.needed_bytes == 20e6);
  CHECK(c.time.transfer_s == Approx(20e-3).epsilon(1e-9));
  CHECK(c.time.gpu_s == Approx(2.004e-3).epsilon(1e-9));
  CHECK(c.time.other_s == Approx(0.0).margin(1e-12));
  CHECK(c.time.total_s == Approx(22.004e-3).epsilon(1e-9));
}

TEST_CASE("serial TEAL token = select + index copy + transfer + GEMV, by hand") {
  // 50% of every group's columns (exact: 500 of 1000, 1000 of 2000): 10 MB.
  // Per group: select 1 us launch + 10 us; index copy 0 latency + 2 us sync -> 4 x 13 us = 52 us.
  // transfer 10 ms; GEMV 10 MB / 10 GB/s = 1 ms + 4 us. Total 11.056 ms.
  const auto c = run_case(tiny_machine(), tiny_model(), tiny_job(), teal_half(), Placement::cpu);
  CHECK(c.needed_bytes == 10e6);
  CHECK(c.time.other_s == Approx(52e-6).epsilon(1e-9));
  CHECK(c.time.total_s == Approx(11.056e-3).epsilon(1e-9));
  CHECK(c.time.total_s == Approx(c.time.gpu_s + c.time.transfer_s + c.time.other_s).epsilon(1e-12));
}

TEST_CASE("pipelining hides all but the last chunk's GEMV, by hand") {
  // chunks 2: per group the GEMV of chunk 1 (b/2 / 10 GB/s + 1 us) runs under the H2D of chunk 2
  // (b/2 / 1 GB/s), so only chunk 2's GEMV (b/2 / 10 GB/s + 1 us) follows the transfer. Serial runs
  // b / 10 GB/s + 1 us after it. Saved: sum over groups of b / 2 / 10 GB/s = 10 MB / 20 GB/s = 0.5
  // ms.
  DecodeJob job = tiny_job();
  const auto serial = run_case(tiny_machine(), tiny_model(), job, teal_half(), Placement::cpu);
  job.token.overlap = Overlap::pipelined;
  job.token.chunks = 2;
  const auto piped = run_case(tiny_machine(), tiny_model(), job, teal_half(), Placement::cpu);
  CHECK(serial.time.total_s - piped.time.total_s == Approx(0.5e-3).epsilon(1e-6));
  CHECK(piped.time.overlap_s > 0.0);
}

TEST_CASE("flash moves whole pages and pays per-request submission") {
  // Dense bf16 on flash, 1 MB requests, 4 KiB pages, one SSD at 1 GB/s, queue depth 1, no latency,
  // submit 1 us per request. Columns are page multiples? qkv bundle 6000 B: region 6 MB = 6,000,000
  // B -> pages up to 6,000,640 B (1465 x 4096) -> requests of 1 MiB (1,048,576): 6 requests.
  // o 2,000,000 -> 2,002,944 (489 pages): 2; gate_up 8,000,000 -> 8,003,584 (1954 pages): 8;
  // down 4,000,000 -> 4,001,792 (977 pages): 4. Moved = 20,008,960 B in 20 requests.
  hw::HardwareProfile p = tiny_machine();
  hw::StorageSpec s;
  s.seq_read_bandwidth = 1e9;
  s.page_size = 4096;
  s.max_request_size = 1048576;
  s.queue_depth = 1;
  s.submit_cost = 1e-6;
  p.storage = s;
  const auto c = run_case(p, tiny_model(), tiny_job(), MethodSpec{}, Placement::flash);
  CHECK(c.moved_bytes == 20008960.0);
  CHECK(c.requests == 20);
  // Reads 20.00896 ms, then H2D of the moved pages 20.00896 ms (no staging overlap), GEMV 2.004 ms,
  // submission 20 us of "other".
  CHECK(c.time.other_s == Approx(20e-6).epsilon(1e-6));
  CHECK(c.time.transfer_s == Approx(2 * 20.00896e-3).epsilon(1e-9));
}
