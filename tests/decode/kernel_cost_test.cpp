#include "sim/decode/kernel_cost.hpp"

#include <stdexcept>
#include <string>

#include "catch.hpp"
#include "decode/tiny_decode.hpp"
#include "sim/decode/overheads.hpp"

using namespace hwsim;
using namespace hwsim::decode;

namespace {

// RTX 4090 datasheet rates: FP32 82.6 TFLOP/s -> 41.3e12 FP32 lane instructions/s (and issue
// slots); INT32 128 SMs x 64 lanes x 2.52 GHz = 20.64e12/s.
hw::GpuSpec rtx4090() {
  hw::GpuSpec g;
  g.flops_fp32 = 82.6e12;
  g.int32_ops = 20.64e12;
  g.hbm_bandwidth = 1e12;
  g.gemv_efficiency = 1.0;
  return g;
}

// A Llama-3.1-8B block: hidden 4096, 32 heads and 8 KV heads of 128, SwiGLU 14336, two norms,
// rotary positions.
model::ModelSpec llama_block() { return one_layer_model("llama-block", 4096, 32, 8, 128, 14336); }

}  // namespace

TEST_CASE("decode rates derived from the datasheet, by hand") {
  const hw::GpuSpec g = rtx4090();
  // trellis 5 int + 2 fp: max(2 / 41.3e12, 7 / 41.3e12 = 0.16949 ps, 5 / 20.64e12 = 0.24225 ps)
  // -> INT32-bound, 20.64e12 / 5 = 4.128e12 weights/s.
  CHECK(decode_rate(g, kernel_format("trellis")) == Approx(4.128e12).epsilon(1e-12));
  // scalar 3 int + 2 fp: max(5 / 41.3e12 = 0.12107 ps, 3 / 20.64e12 = 0.14535 ps) -> 6.88e12.
  CHECK(decode_rate(g, kernel_format("scalar")) == Approx(6.88e12).epsilon(1e-12));
  // q4_k 3.5 int + 2.5 fp: max(6 / 41.3e12 = 0.14528 ps, 3.5 / 20.64e12 = 0.16957 ps) -> 5.897e12.
  CHECK(decode_rate(g, kernel_format("q4_k")) == Approx(20.64e12 / 3.5).epsilon(1e-12));
  // Without an INT32 rate only the issue limit is left: trellis 7 / 41.3e12 -> 5.9e12.
  hw::GpuSpec no_int = g;
  no_int.int32_ops = 0.0;
  CHECK(decode_rate(no_int, kernel_format("trellis")) == Approx(41.3e12 / 7).epsilon(1e-12));
  // No FP32 rate at all: no compute limit (0).
  CHECK(derived_decode_rate(hw::GpuSpec{}, kernel_format("trellis").work) == 0.0);
}

TEST_CASE("the registry's further formats: their derived rates by hand") {
  const hw::GpuSpec g = rtx4090();
  // mxfp4 / nvfp4 4 int + 2 fp: max(6 / 41.3e12 = 0.1453 ps, 4 / 20.64e12 = 0.1938 ps) ->
  // INT32-bound, 20.64e12 / 4 = 5.16e12 weights/s.
  CHECK(decode_rate(g, kernel_format("mxfp4")) == Approx(5.16e12).epsilon(1e-12));
  CHECK(decode_rate(g, kernel_format("nvfp4")) == Approx(5.16e12).epsilon(1e-12));
  // fp8 1.5 int + 1 fp: max(2.5 / 41.3e12 = 0.0605 ps, 1.5 / 20.64e12 = 0.0727 ps) -> 13.76e12.
  CHECK(decode_rate(g, kernel_format("fp8_e4m3_block128")) == Approx(13.76e12).epsilon(1e-12));
  // nf4 3 int + 1 fp: max(4 / 41.3e12 = 0.0969 ps, 3 / 20.64e12 = 0.1453 ps) -> 6.88e12.
  CHECK(decode_rate(g, kernel_format("nf4")) == Approx(6.88e12).epsilon(1e-12));
  // fp32 0 int + 1 fp: issue-bound at 41.3e12.
  CHECK(decode_rate(g, kernel_format("fp32")) == Approx(41.3e12).epsilon(1e-12));
  // No kernel in validate/ measures them: a measured quantised rate does not apply.
  hw::GpuSpec measured = g;
  measured.decode_rates.quantised = 1e11;
  CHECK(decode_rate(measured, kernel_format("gptq_int4")) == Approx(6.88e12).epsilon(1e-12));
}

TEST_CASE("a measured gpu.decode_rates value overrides the derived rate of its formats only") {
  hw::GpuSpec g = rtx4090();
  g.decode_rates.trellis = 5.7e10;
  g.decode_rates.quantised = 1e11;
  CHECK(decode_rate(g, kernel_format("trellis")) == 5.7e10);
  CHECK(decode_rate(g, kernel_format("q6_k")) == 1e11);
  CHECK(decode_rate(g, kernel_format("q8_0")) == 1e11);
  CHECK(decode_rate(g, kernel_format("scalar")) == Approx(6.88e12).epsilon(1e-12));  // derived
  // bf16 has no measured-rate key: int-bound 1 / 20.64e12 s per weight.
  CHECK(decode_rate(g, kernel_format("bf16")) == Approx(20.64e12).epsilon(1e-12));
}

TEST_CASE("a GEMV costs the larger of its memory and compute terms, by hand") {
  hw::GpuSpec g = rtx4090();
  g.decode_rates.trellis = 1e11;
  GemvWork work;
  work.bytes = 1e9;  // 1 ms at 1 TB/s
  work.weights = {{&kernel_format("trellis"), 1e9}};
  // 1e9 weights / 1e11 per s = 10 ms > 1 ms of memory.
  CHECK(gemv_seconds(g, work, 1e-3) == Approx(10e-3).epsilon(1e-12));
  // At 1e13 per s the decode takes 0.1 ms: memory-bound again.
  g.decode_rates.trellis = 1e13;
  CHECK(gemv_seconds(g, work, 1e-3) == Approx(1e-3).epsilon(1e-12));
  // A pipelined piece carries its share of both.
  const GemvWork half = work.scaled(0.5);
  CHECK(half.bytes == 0.5e9);
  CHECK(half.weights.front().second == 0.5e9);
}

TEST_CASE("the kernel-format registry is found by name and agrees with the block formats") {
  for (const auto& f : kernel_formats()) CHECK(&kernel_format(f.name) == &f);
  // Block formats: bits per weight = 8 x bytes per weight (ggml block sizes, formats.hpp).
  for (const BlockType t :
       {BlockType::bf16, BlockType::fp16, BlockType::q8_0, BlockType::q6_k, BlockType::q4_k}) {
    CHECK(kernel_format(t).bits == 8.0 * bytes_per_weight(t));
  }
  CHECK(std::string(kernel_format(Codec::trellis).name) == "trellis");
  // Every storage format of the registry has its kernel row (the dequantising work per weight).
  for (const model::StorageFormat& f : model::storage_formats()) {
    CHECK(kernel_format(f.name).bits == 8.0 * f.layout.bytes_per_weight());
  }
  CHECK(kernel_formats().size() == model::storage_formats().size() + 2);  // + scalar, trellis
  CHECK_THROWS_WITH(kernel_format("iq2_xxs"), Catch::Contains("unknown kernel format 'iq2_xxs'") &&
                                                  Catch::Contains("trellis"));
}

TEST_CASE("small ops are counted from the block, by hand") {
  const auto m = llama_block();
  const auto& l = m.layers.front();
  // start: the pre-attention norm, 3 x 4096 x 2 B.
  const auto start = small_op_kernels(m, l, SmallOpSite::start);
  REQUIRE(start.size() == 1);
  CHECK(start[0].bytes == 24576.0);
  // After qkv: rotary on q and k, the KV append (2 x 1024 x 2 B).
  const auto pre = small_op_kernels(m, l, SmallOpSite::pre_attention);
  REQUIRE(pre.size() == 3);
  CHECK(pre[2].name == "kv_append");
  CHECK(pre[2].bytes == 4096.0);
  // Residual + pre-FFN norm after o; activation; residual after down; attention: 9 host ops.
  CHECK(layer_fixed_host_ops(m, l, true, true) == 9);
  CHECK(layer_fixed_host_ops(m, l, false, true) == 1);
  // q/k norms and an output gate add three kernels; a learned position table removes rotary.
  model::ModelSpec gated = m;
  gated.layers[0].attention.qk_norm = true;
  gated.layers[0].attention.output_gate = true;
  gated.max_positions = 2048;
  CHECK(small_op_kernels(gated, gated.layers[0], SmallOpSite::pre_attention).size() == 4);
  // K = V from one projection (shared_kv) still appends K and V: 2 x 1024 x 2 B.
  model::ModelSpec k_eq_v = m;
  k_eq_v.layers[0].attention.shared_kv = true;
  CHECK(small_op_kernels(k_eq_v, k_eq_v.layers[0], SmallOpSite::pre_attention)[2].bytes == 4096.0);
  // Linear attention: its convolution and its gates.
  model::ModelSpec linear = m;
  linear.layers[0].attention.kind = model::AttentionKind::linear;
  linear.layers[0].attention.linear = {16, 32, 128, 128, 4};
  const auto lin = small_op_kernels(linear, linear.layers[0], SmallOpSite::pre_attention);
  REQUIRE(lin.size() == 2);
  // conv state: 2 x 4 x (2 x 2048 + 4096) x 2 B = 131072 B.
  CHECK(lin[0].bytes == 131072.0);
}

TEST_CASE("small kernels and attention: the measured start and line, by hand") {
  hw::GpuSpec g;
  g.hbm_bandwidth = 1e12;
  g.gemv_efficiency = 0.5;
  g.kernel_launch_overhead = 3e-6;
  // Unmeasured: the launch + 1 MB at 0.5 TB/s = 3 + 2 = 5 us; attention of 4 MB the same way,
  // 3 + 8 = 11 us.
  CHECK_THAT(small_kernel_seconds(g, 1e6), Catch::Matchers::WithinRel(5e-6, 1e-12));
  CHECK_THAT(softmax_attention_seconds(g, 4e6), Catch::Matchers::WithinRel(11e-6, 1e-12));
  // A measured start of 8 us replaces the launch: 8 + 2 = 10 us; attention without its own line
  // is a small kernel: 8 + 8 = 16 us.
  g.small_kernel_time = 8e-6;
  CHECK_THAT(small_kernel_seconds(g, 1e6), Catch::Matchers::WithinRel(10e-6, 1e-12));
  CHECK_THAT(softmax_attention_seconds(g, 4e6), Catch::Matchers::WithinRel(16e-6, 1e-12));
  // The measured line 12 us + 4 MB at 0.2 TB/s = 12 + 20 = 32 us; with its rate left at 0, the
  // GEMV rate: 12 + 8 = 20 us.
  g.attention_fixed_time = 12e-6;
  g.attention_bandwidth = 2e11;
  CHECK_THAT(softmax_attention_seconds(g, 4e6), Catch::Matchers::WithinRel(32e-6, 1e-12));
  g.attention_bandwidth = 0.0;
  CHECK_THAT(softmax_attention_seconds(g, 4e6), Catch::Matchers::WithinRel(20e-6, 1e-12));
}

TEST_CASE("selection and host operations per group, by hand") {
  hw::HardwareProfile p;
  p.gpu.hbm_bandwidth = 1e10;
  p.gpu.gemv_efficiency = 1.0;
  p.gpu.kernel_launch_overhead = 1e-6;
  p.gpu.sync_overhead = 2e-6;
  p.pcie.latency = 3e-6;
  p.pcie.d2h_pinned = 8.192e9;
  TierPlan plan;
  plan.columns = 4096;
  plan.k_top = 2048;
  MethodSpec teal;
  teal.kind = MethodKind::teal;
  // Unfused TEAL: |x| and top-k, 2 launches + (4096 x 2 + 2048 x 6 + 2 x 4096 x 2) B = 36864 B at
  // 10 GB/s = 3.6864 us. Index copy: 3 us latency + 2048 x 4 B = 8192 B at 8.192 GB/s (1 us) +
  // 2 us sync.
  const auto unfused = selection_cost(p, teal, plan, Selection::unfused);
  CHECK(unfused.kernels == 2);
  CHECK(unfused.gpu_seconds == Approx(2e-6 + 3.6864e-6).epsilon(1e-12));
  CHECK(unfused.index_bytes == 8192.0);
  CHECK(unfused.index_copy_seconds == Approx(6e-6).epsilon(1e-12));
  // Fused: one launch; with a measured kernel body (10 us) that replaces the bytes term.
  p.gpu.topk_fixed_time = 10e-6;
  CHECK(selection_cost(p, teal, plan, Selection::fused).gpu_seconds ==
        Approx(11e-6).epsilon(1e-12));
  // Host ops: GEMV 1 + fetch 1 + |x| and top-k 2 + index copy and plan 2 = 6 (unfused, offloaded);
  // fused 5; resident fused: GEMV + selection = 2.
  CHECK(group_host_ops(teal, plan, true, Selection::unfused) == 6);
  CHECK(group_host_ops(teal, plan, true, Selection::fused) == 5);
  CHECK(group_host_ops(teal, plan, false, Selection::fused) == 2);
  // SpAx with both tiers: two GEMV kernels, and the tier split: 2 + 1 + 3 + 2 = 8.
  MethodSpec spax;
  spax.kind = MethodKind::spax;
  plan.k_mid = 1024;
  CHECK(gemv_kernels(spax, plan) == 2);
  CHECK(group_host_ops(spax, plan, true, Selection::unfused) == 8);
  // A dense group: one GEMV and its copy.
  CHECK(group_host_ops(MethodSpec{}, TierPlan{4096, 4096, 4096, 0, 2.0, 0.0}, true,
                       Selection::unfused) == 2);
}

TEST_CASE("small ops of a Mamba-2 layer and of a layer without a token mixer, by hand") {
  model::ModelSpec m = llama_block();
  model::LayerSpec mamba = m.layers.front();
  mamba.attention = model::AttentionSpec{};
  mamba.attention.kind = model::AttentionKind::mamba2;
  // Nemotron-3-Nano's mixer: 64 heads of 64, 8 groups of state 128, kernel 4: C = 4096 + 2048.
  mamba.attention.mamba2 = {64, 64, 8, 128, 4, true, false};
  const auto pre = small_op_kernels(m, mamba, SmallOpSite::pre_attention);
  REQUIRE(pre.size() == 2);
  CHECK(pre[0].name == "conv");
  CHECK(pre[0].bytes == 2.0 * 4 * 6144 * 2);  // kernel x channels, read and written, 2 B
  CHECK(pre[1].bytes == 3.0 * 64 * 2);        // dt, A, D per head
  // No rotary and no KV append: the state lives in the mixer.
  model::LayerSpec mlp = m.layers.front();
  mlp.attention = model::AttentionSpec{};
  mlp.attention.kind = model::AttentionKind::none;
  CHECK(small_op_kernels(m, mlp, SmallOpSite::pre_attention).empty());
  CHECK(small_op_kernels(m, mlp, SmallOpSite::after_o).empty());
  // Host ops of the MLP-only layer: its norm, the activation and the residual; no attention.
  CHECK(layer_fixed_host_ops(m, mlp, true, true) == 3);
}
