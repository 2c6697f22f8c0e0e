// One token of an eager software stack (sim/decode/eager_graph.hpp), derived by hand on the tiny
// dense model of tiny_decode.hpp: hidden 1000, one head of 1000, FFN 2000 (bf16 groups qkv 6 MB,
// o 2 MB, gate_up 8 MB, down 4 MB), vocabulary 500 (the output head 1 MB), context 512 (KV cache
// 512 x 1000 x 2 x 2 B = 2.048 MB).
//
// The stack: 50 us of host time per framework operation, 100 us per token, 5 us to see the stream
// drain, one operation and one 2 us kernel per small op, GEMV and attention lines of 10 us + bytes
// at 1 TB/s, one fetch per matrix group. HBM at 1 PB/s makes the small ops' bytes negligible
// (< 1 ns each).
#include <memory>

#include "catch.hpp"
#include "sim/decode/decode_report.hpp"
#include "sim/decode/token_graph_builder.hpp"
#include "sim/graph/executor.hpp"
#include "tiny_decode.hpp"

using namespace hwsim;
using namespace hwsim::decode;

namespace {

stack::Stack eager_stack() {
  stack::Stack s;
  s.name = "test-eager";
  s.execution = stack::Execution::eager;
  s.op_overhead = 50e-6;
  s.token_overhead = 100e-6;
  s.gemv = hw::KernelFit{10e-6, 1e12};
  s.attention = hw::KernelFit{10e-6, 1e12};
  s.kernel_time = 2e-6;
  s.host_fetch = stack::HostFetch::pinned_copy;
  s.per_tensor = false;
  s.pinned_copy = {{1048576.0, 1e10}};   // one row: 10 GB/s at every size
  s.pageable_copy = {{1048576.0, 5e9}};  // one row: 5 GB/s
  return s;
}

// The time of one token (seconds) of `placement`, and its breakdown.
TokenBreakdown token_time(Placement placement, double link = 1e11) {
  model::ModelSpec model = tiny_dense_model();
  model.vocab = 500;
  hw::HardwareProfile hw = tiny_decode_machine();
  hw.gpu.hbm_bandwidth = 1e15;
  hw.gpu.sync_overhead = 5e-6;
  hw.gpu.flops_bf16 = 1e15;
  // A 100 GB/s link: the stack's copy tables (10 and 5 GB/s) set every copy's time (a copy is a
  // flow over the link capped at its table's rate; a slower link would hold it back).
  hw.pcie.h2d_pinned = link;
  TokenOptions o;
  o.stack = std::make_shared<const stack::Stack>(eager_stack());
  o.placement.offload = placement;
  o.context_tokens = 512;
  MethodSpec dense;
  const DecodeMachine machine = build_decode_machine(hw, {});
  const TokenGraph token = build_token_graph(hw, machine, model, dense, o);
  const graph::RunResult run = graph::execute(machine.machine, token.graph);
  return breakdown(token.graph, run, token.resident_gemvs);
}

}  // namespace

TEST_CASE("a GPU-resident eager token is the host's issue time when the host is the slower") {
  // 17 operations at 50 us: the embedding; per layer the norm, qkv, rotary_q, rotary_k,
  // kv_append, attention, o, residual, norm, gate_up, activation, down, residual (13); the final
  // norm, the head and the sample. 100 + 17 x 50 = 950 us, then the sample's 2 us kernel and the
  // 5 us sync: 957 us. No kernel is longer than an operation's 50 us (gate_up: 10 + 8 = 18 us),
  // so the stream never lags the host.
  const TokenBreakdown t = token_time(Placement::gpu);
  CHECK(t.total_s == Approx(957e-6).epsilon(1e-6));
  // Every GEMV of the resident groups and the head: 16 + 12 + 18 + 14 + 11 us.
  CHECK(t.gpu_s == Approx(71e-6).epsilon(1e-6));
}

TEST_CASE("pinned copies on the compute stream leave the host ahead and the stream busy") {
  // The host issues 21 operations (17 + 4 copies). The qkv copy is issued at 100 + 3 x 50 = 250 us
  // (token, embedding, norm, then the copy's own issue), after which the stream never idles:
  // copies at 10 GB/s (qkv 600, o 200, gate_up 800, down 400 us), GEMVs (16, 12, 18, 14 and the
  // head's 11 us), attention 10 + 2.048 = 12.048 us, nine 2 us small kernels between them (rotary
  // twice, KV append, residual, norm, activation, residual, final norm, sample), then the 5 us
  // sync: 250 + 2000 + 71 + 12.048 + 18 + 5 = 2356.048 us.
  const TokenBreakdown t = token_time(Placement::cpu);
  CHECK(t.total_s == Approx(2356.048e-6).epsilon(1e-6));
  CHECK(t.transfer_s == Approx(2000e-6).epsilon(1e-6));
  // The first 250 us are the host's alone (the embedding and norm kernels are not busy time).
  CHECK(t.software_s >= 250e-6 - 1e-12);
}

TEST_CASE("pageable copies wait for the stream and block the host") {
  // Each group's .to() starts when the host is free and the stream has drained, and takes the
  // host bytes / 5 GB/s (qkv 1200, o 400, gate_up 1600, down 800 us); between them the host issues
  // at 50 us an operation and each kernel runs after its issue. Walking the token: the qkv copy
  // starts at 202 us (after the norm kernel, 200-202) and ends at 1402; qkv GEMV issued by 1452
  // (kernel to 1468), rotary, rotary, KV append and attention issued by 1652 (attention to
  // 1664.048); o copy 1664.048-2064.048; o GEMV, residual and norm issued by 2214.048 (norm kernel
  // to 2216.048); gate_up copy 2216.048-3816.048; GEMV and activation issued by 3916.048
  // (activation to 3918.048); down copy 3918.048-4718.048; GEMV, residual, final norm, head and
  // sample issued by 4968.048, the sample's kernel to 4970.048, the sync to 4975.048 us.
  const TokenBreakdown t = token_time(Placement::pageable);
  CHECK(t.total_s == Approx(4975.048e-6).epsilon(1e-6));
  CHECK(t.transfer_s == Approx(4000e-6).epsilon(1e-6));
}

TEST_CASE("an eager copy is a flow over the PCIe link, held back by a slower link") {
  // At 1 GB/s the link, not the 10 GB/s table, sets the four pinned copies: 20 MB / 1 GB/s =
  // 20 ms of transfer where the table alone gives 2 ms; the rest of the token as in the pinned
  // case: 2356.048 - 2000 + 20000 = 20356.048 us.
  const TokenBreakdown t = token_time(Placement::cpu, 1e9);
  CHECK(t.transfer_s == Approx(20e-3).epsilon(1e-6));
  CHECK(t.total_s == Approx(20356.048e-6).epsilon(1e-6));
}
