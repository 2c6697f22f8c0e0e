#include "sim/decode/token_sequence.hpp"

#include <initializer_list>
#include <string>

#include "catch.hpp"
#include "decode/tiny_decode.hpp"
#include "sim/decode/decode_report.hpp"

using namespace hwsim;
using namespace hwsim::decode;

namespace {

// tiny_decode_machine (H2D 1 GB/s, HBM 10 GB/s at full efficiency, 1 us launches) with 80 GB of
// GPU memory.
hw::HardwareProfile machine() {
  hw::HardwareProfile p = tiny_decode_machine();
  p.gpu.memory = 80e9;
  return p;
}

// One dense layer: hidden 1000, one head of 1000 (K and V 1000 wide), FFN inner 2000.
model::ModelSpec dense_model() { return tiny_dense_model(); }

// One MoE layer: hidden 1000, 8 experts of inner 500, top-2 (bf16: gate_up 1000 x 1000 and
// down 500 x 1000 per expert, 2 MB + 1 MB = 3 MB an expert).
model::ModelSpec moe_model() {
  model::ModelSpec m = dense_model();
  m.layers[0].ffn.inner = 0;
  m.layers[0].ffn.experts = 8;
  m.layers[0].ffn.top_k = 2;
  m.layers[0].ffn.expert_inner = 500;
  return m;
}

DecodeJob job_of(std::int64_t tokens) {
  DecodeJob job;
  job.token.small_ops = false;
  job.tokens = tokens;
  return job;
}

// One token without attention, the named groups resident on the GPU (a custom placement).
DecodeJob resident_job(std::initializer_list<const char*> groups) {
  DecodeJob job = job_of(1);
  job.token.attention = false;
  job.placement.preset = PlacementPreset::custom;
  for (const char* g : groups) job.placement.groups[g] = Placement::gpu;
  return job;
}

// job_of(tokens) after one warm-up token, every token routed to token 0's experts (reuse 100%),
// with the expert cache off (policy none) until a test turns it on.
DecodeJob reused_experts_job(std::int64_t tokens) {
  DecodeJob job = job_of(tokens);
  job.warmup_tokens = 1;
  ExpertsSpec experts;
  experts.reuse = 1.0;
  experts.policy = CachePolicy::none;
  job.experts = experts;
  return job;
}

}  // namespace

TEST_CASE("KV cache bytes per layer type, by hand") {
  // Four layers at a context of 1000 tokens, 2 B per element:
  //   sliding, window 128, K,V 2 x 64 wide: 128 x 128 x 2 x 2 B      =    65,536 B (capped)
  //   full, the same widths:                1000 x 128 x 2 x 2 B     =   512,000 B
  //   mla, r_kv 512 + d_rope 64 latent:     1000 x 576 x 2 B         = 1,152,000 B
  //   linear, Hv 4, Hk 2, dk 16, dv 32, conv 4: state 4 x 16 x 32 = 2048 elements, conv
  //     (2 x 32 + 128) x 3 = 576: 2624 x 4 B (fp32)                  =    10,496 B
  // 1,740,032 B in all, whatever the context beyond 1000 for the linear layer.
  model::ModelSpec m;
  m.name = "mixed";
  m.hidden = 256;
  model::LayerSpec sliding;
  sliding.attention.kind = model::AttentionKind::sliding;
  sliding.attention.window = 128;
  sliding.attention.heads = 4;
  sliding.attention.kv_heads = 2;
  sliding.attention.head_dim = 64;
  sliding.ffn.inner = 512;
  model::LayerSpec full = sliding;
  full.attention.kind = model::AttentionKind::full;
  full.attention.window = 0;
  model::LayerSpec mla = full;
  mla.attention.kind = model::AttentionKind::mla;
  mla.attention.heads = mla.attention.kv_heads = 2;
  mla.attention.head_dim = 96;
  mla.attention.mla = {0, 512, 32, 64, 32};
  model::LayerSpec linear = full;
  linear.attention.kind = model::AttentionKind::linear;
  linear.attention.linear = {2, 4, 16, 32, 4};
  m.layers = {sliding, full, mla, linear};
  DecodeJob job;
  const GpuMemory memory = gpu_memory(job, m, MethodSpec{}, Placement::cpu, 1000);
  CHECK(memory.kv == 1740032.0);
  CHECK(memory.kv_tokens == 1000);
}

TEST_CASE("percentiles by nearest rank, by hand") {
  const std::vector<double> values = {10, 9, 8, 7, 6, 5, 4, 3, 2, 1};
  CHECK(nearest_rank(values, 0.5) == 5);    // ceil(5.0) = 5th smallest
  CHECK(nearest_rank(values, 0.9) == 9);    // ceil(9.0) = 9th
  CHECK(nearest_rank(values, 0.99) == 10);  // ceil(9.9) = 10th
  CHECK(nearest_rank({4.0}, 0.99) == 4);
}

TEST_CASE("token t of a sequence reads context_tokens + t, and token 0 is the one-token run") {
  // The KV cache of token t: (512 + t) x 1000 x 2 x 2 B, read at 10 GB/s: each token reads 4000 B
  // more than the one before, 0.4 us.
  const CaseResult one =
      run_case(machine(), dense_model(), job_of(1), MethodSpec{}, Placement::cpu);
  const CaseResult three =
      run_case(machine(), dense_model(), job_of(3), MethodSpec{}, Placement::cpu);
  REQUIRE(three.measured_s.size() == 3);
  CHECK(three.warmup_s.empty());
  CHECK(three.measured_s[0] == one.time.total_s);
  CHECK(three.measured_s[1] - three.measured_s[0] == Approx(0.4e-6).epsilon(1e-6));
  CHECK(three.measured_s[2] - three.measured_s[1] == Approx(0.4e-6).epsilon(1e-6));
  CHECK(three.time.total_s == Approx(one.time.total_s + 0.4e-6).epsilon(1e-9));  // the mean
  // Two warm-up tokens: the measured ones start at t = 2.
  DecodeJob warm = job_of(3);
  warm.warmup_tokens = 2;
  const CaseResult w = run_case(machine(), dense_model(), warm, MethodSpec{}, Placement::cpu);
  REQUIRE(w.warmup_s.size() == 2);
  CHECK(w.warmup_s[0] == one.time.total_s);
  CHECK(w.measured_s[0] == three.measured_s[2]);
}

TEST_CASE("cached experts are read on the GPU, only the misses are fetched") {
  // top-2 of 8 experts of 3 MB; attention projections (qkv 6 MB, o 2 MB) and the router
  // (1000 x 8 x 2 B = 16 kB) offloaded as well. Without a cache every token fetches
  // 8 MB + 16 kB + 2 x 3 MB; reuse 100% routes every token to token 0's experts, so with a cache of
  // 2 experts per layer tokens 1.. hit both: 8.016 MB fetched.
  DecodeJob job = reused_experts_job(4);
  const CaseResult cold = run_case(machine(), moe_model(), job, MethodSpec{}, Placement::cpu);
  CHECK(cold.needed_bytes == Approx(14.016e6).epsilon(1e-12));
  job.experts->policy = CachePolicy::lru;
  job.experts->capacity = 2;
  const CaseResult warm = run_case(machine(), moe_model(), job, MethodSpec{}, Placement::cpu);
  CHECK(warm.needed_bytes == Approx(8.016e6).epsilon(1e-12));
  CHECK(warm.hits_per_layer.at(0) == 8);  // 4 measured tokens (after 1 warm-up) x 2 experts
  // Each expert group reads its two experts in one GEMV either way (the same bytes at HBM rate,
  // one launch, no PCIe latency): the cache saves exactly the 6 MB of H2D at 1 GB/s, 6 ms.
  CHECK(cold.time.total_s - warm.time.total_s == Approx(6e-3).epsilon(1e-3));
}

TEST_CASE("batch union of selected columns, by hand") {
  // Independent sequences: 1 - (1 - b)^B.
  CHECK(batch_union(0.5, 1, std::nullopt) == 0.5);
  CHECK(batch_union(0.5, 2, std::nullopt) == 0.75);
  CHECK(batch_union(0.5, 4, std::nullopt) == 0.9375);
  // Measured overlap o = 50%: each further sequence adds half its budget, 0.2 (1 + 3 x 0.5).
  CHECK(batch_union(0.2, 4, 0.5) == Approx(0.5).epsilon(1e-12));
  CHECK(batch_union(0.5, 16, 0.0) == 1.0);  // capped at every column
  // TEAL at 50%, a batch of 2 independent sequences: 75% of the 20 MB of dense bytes.
  DecodeJob job = job_of(1);
  job.batch = 2;
  MethodSpec teal;
  teal.kind = MethodKind::teal;
  teal.budget = 0.5;
  CHECK(batch_method(job, teal).budget == 0.75);
  job.token.attention = false;
  const CaseResult c = run_case(machine(), dense_model(), job, teal, Placement::cpu);
  CHECK(c.needed_bytes == Approx(15e6).epsilon(1e-9));
}

TEST_CASE("a batch's GEMMs hit the FLOP roofline, its KV caches add up, by hand") {
  // Dense bf16, 10 M weights (qkv 3 M, o 1 M, gate_up 4 M, down 2 M) resident on the GPU at
  // 1 TFLOP/s: batch 256 needs 2 x 256 x 10 M = 5.12 GFLOP, 5.12 ms, above the 20 MB / 10 GB/s =
  // 2 ms of the weights; plus 4 launches of 1 us.
  hw::HardwareProfile p = machine();
  p.gpu.flops_bf16 = 1e12;
  DecodeJob job = resident_job({"qkv", "o", "gate_up", "down"});
  job.batch = 256;
  const CaseResult big = run_case(p, dense_model(), job, MethodSpec{}, Placement::cpu);
  CHECK(big.time.gpu_s == Approx(5.124e-3).epsilon(1e-9));
  job.batch = 64;  // 1.28 ms of FLOPs: the 2 ms of memory holds
  const CaseResult small = run_case(p, dense_model(), job, MethodSpec{}, Placement::cpu);
  CHECK(small.time.gpu_s == Approx(2.004e-3).epsilon(1e-9));
  // One KV cache per sequence: (512 tokens x 1000 x 2 x 2 B) x 64.
  DecodeJob kv = job_of(1);
  kv.batch = 64;
  CHECK(gpu_memory(kv, dense_model(), MethodSpec{}, Placement::cpu, 512).kv == 512 * 4000.0 * 64);
}

TEST_CASE("a batch's dense GEMMs take the profile's measured GEMM at that batch, by hand") {
  // The resident dense model (20 MB of bf16 in 4 groups: 6, 2, 8, 4 MB) at batch 3, with measured
  // GEMMs at batch 2 (fixed 10 us, 2 GB/s) and 4 (fixed 20 us, 1 GB/s): batch 3 lies halfway,
  // fixed 15 us and 0.75 ns per byte. The 4 GEMMs: 4 x (1 us launch + 15 us) + 20 MB x 0.75 ns =
  // 64 us + 15 ms = 15.064 ms. The FLOP roofline (2 x 3 x 10 M / 1 TFLOP/s = 60 us) is below.
  // Batch 8, beyond the last row: the batch-4 fit, 4 x 21 us + 20 ms = 20.084 ms.
  hw::HardwareProfile p = machine();
  p.gpu.flops_bf16 = 1e12;
  p.gpu.gemm_kernels = {{2, {10e-6, 2e9}}, {4, {20e-6, 1e9}}};
  DecodeJob job = resident_job({"qkv", "o", "gate_up", "down"});
  job.batch = 3;
  CHECK(run_case(p, dense_model(), job, MethodSpec{}, Placement::cpu).time.gpu_s ==
        Approx(15.064e-3).epsilon(1e-9));
  job.batch = 8;
  CHECK(run_case(p, dense_model(), job, MethodSpec{}, Placement::cpu).time.gpu_s ==
        Approx(20.084e-3).epsilon(1e-9));
  // At batch 1 the GEMV's own cost holds: 20 MB / 10 GB/s + 4 launches = 2.004 ms.
  job.batch = 1;
  CHECK(run_case(p, dense_model(), job, MethodSpec{}, Placement::cpu).time.gpu_s ==
        Approx(2.004e-3).epsilon(1e-9));
}

TEST_CASE("a batch's expert GEMM counts batch x top_k pairs, over the union's weights, by hand") {
  // Everything on the GPU at 1 TFLOP/s, batch 1024, top-2 of 8: the union is all 8 experts
  // (a missing one has probability (6/8)^1024). Weights read per GEMM and FLOPs:
  //   qkv 3 M weights:    2 x 1024 x 3 M                  = 6.144 GFLOP -> 6.144 ms
  //   o 1 M:                                                             2.048 ms
  //   router 8000:        2 x 1024 x 8000                                16.384 us
  //   experts 8 x 1.5 M read, but 1024 x 2 (sequence, expert) pairs of 1.5 M weights:
  //                       2 x 2048 x 1.5 M                = 6.144 GFLOP -> 6.144 ms
  //                       (above the 24 MB / 10 GB/s = 2.4 ms of their bytes)
  // plus one launch of 1 us per group (5): 14.357384 ms.
  hw::HardwareProfile p = machine();
  p.gpu.flops_bf16 = 1e12;
  DecodeJob job = resident_job({"qkv", "o", "router", "experts.gate_up", "experts.down"});
  job.batch = 1024;
  ExpertsSpec experts;
  experts.policy = CachePolicy::none;
  job.experts = experts;
  const CaseResult c = run_case(p, moe_model(), job, MethodSpec{}, Placement::cpu);
  CHECK(c.time.gpu_s == Approx(14.357384e-3).epsilon(1e-9));
}

TEST_CASE("activation sparsity inside the experts combines with the expert cache, by hand") {
  // TEAL at 50% reads half of every group's columns (each input width is even): 7.008 MB of the
  // 14.016 MB without a cache; with both routed experts cached (reuse 100%, capacity 2) only the
  // attention projections and the router are fetched, half of 8.016 MB.
  DecodeJob job = reused_experts_job(2);
  MethodSpec teal;
  teal.kind = MethodKind::teal;
  teal.budget = 0.5;
  CHECK(run_case(machine(), moe_model(), job, teal, Placement::cpu).needed_bytes ==
        Approx(7.008e6).epsilon(1e-12));
  job.experts->policy = CachePolicy::lru;
  job.experts->capacity = 2;
  CHECK(run_case(machine(), moe_model(), job, teal, Placement::cpu).needed_bytes ==
        Approx(4.008e6).epsilon(1e-12));
}
