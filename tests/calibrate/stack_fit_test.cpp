// hwsim calibrate --stack: the fit of a stack benchmark document into a stack profile, on a
// synthetic document of round numbers (tests/calibrate/data/stack_bench_synthetic.json; not a
// measurement), each fitted value derived by hand below.
#include "sim/calibrate/stack_fit.hpp"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "catch.hpp"
#include "sim/stack/stack.hpp"
#include "sim/stack/stack_loader.hpp"

using namespace hwsim;

namespace {

nlohmann::json synthetic() {
  std::ifstream in(std::string(HWSIM_SOURCE_DIR) +
                   "/tests/calibrate/data/stack_bench_synthetic.json");
  std::stringstream s;
  s << in.rdbuf();
  return nlohmann::json::parse(s.str());
}

stack::Stack fitted(const std::string& row, const nlohmann::json& doc = synthetic()) {
  calibrate::StackFitOptions o;
  o.row = row;
  hw::HardwareProfile h;
  h.name = "test";
  h.gpu.flops_bf16 = 1e15;
  o.hardware = h;
  const calibrate::FittedStack fit = calibrate::fit_stack(doc, o);
  return stack::load_stack_text(fit.yaml, "fitted.yaml");
}

}  // namespace

TEST_CASE("calibrate --stack pytorch fits PyTorch's own operations") {
  const stack::Stack s = fitted("pytorch");
  CHECK(s.name == "pytorch-measured");
  CHECK(s.execution == stack::Execution::eager);  // the row's
  CHECK(s.op_overhead == Approx(5e-6));           // x.add(1)'s host time
  CHECK(s.gemv_ops == Approx(1.6));               // F.linear 8 us / 5 us
  CHECK(s.module_overhead == Approx(3e-6));
  // GEMV points (1e6 B, 5.5 us) and (1e8 B, 55 us) lie on 5 us + bytes / 2 TB/s.
  REQUIRE(s.gemv);
  CHECK(s.gemv->fixed_time == Approx(5e-6));
  CHECK(s.gemv->bandwidth == Approx(2e12));
  // SDPA (1e6 B, 7 us), (1e7 B, 16 us): 6 us + KV bytes / 1 TB/s.
  REQUIRE(s.attention);
  CHECK(s.attention->fixed_time == Approx(6e-6));
  CHECK(s.attention->bandwidth == Approx(1e12));
  // The 512-token GEMM: 17179869184 FLOP in 25 us = 687.19 TFLOP/s, of 1 PFLOP/s (the 128-token
  // point is left out: below 512 tokens).
  CHECK(s.gemm_efficiency == Approx(17179869184.0 / 25e-6 / 1e15).epsilon(1e-5));
  // Per-size rates: 1 MiB pinned in 50 us = 20.97 GB/s; pageable 1 MiB in 200 us.
  REQUIRE(s.pinned_copy.size() == 2);
  CHECK(stack::table_seconds(s.pinned_copy, 1048576.0) == Approx(5e-5).epsilon(1e-5));
  CHECK(stack::table_seconds(s.pageable_copy, 4194304.0) == Approx(6e-4).epsilon(1e-5));
  // index_select: 4 MiB of 8 KiB bundles in 400 us with 16 threads.
  REQUIRE(s.gather.size() == 1);
  CHECK(s.gather[0].threads == 16);
  CHECK(s.gather[0].bandwidth == Approx(4194304.0 / 4e-4).epsilon(1e-5));
  CHECK(s.gather_threads == 16);
  // topk device time 20 us at n 4096, 30 us at n 14336: 1e-5 / 10240 s per element and
  // 20 - 4096 x that = 16 us fixed; the host's wait beyond the device: 30 us both.
  CHECK(s.select_per_element == Approx(1e-5 / 10240.0).epsilon(1e-5));
  CHECK(s.select_fixed == Approx(16e-6).epsilon(1e-5));
  CHECK(s.select_host == Approx(30e-6).epsilon(1e-5));
  CHECK(s.sources.at("host.op_overhead")
            .rfind("measured: validate/frameworks/stack_bench.py on "
                   "Test GPU, 2026-12-08",
                   0) == 0);
}

TEST_CASE("calibrate --stack hf-accelerate adds accelerate's operations and transformers' counts") {
  const stack::Stack s = fitted("hf-accelerate");
  CHECK(s.host_fetch == stack::HostFetch::onload_hook);  // the row's
  // onload 1 MiB in 300 us, 4 MiB in 800 us; load_offloaded_weight 1 MiB in 100 us.
  CHECK(stack::table_seconds(s.onload, 4194304.0) == Approx(8e-4).epsilon(1e-5));
  CHECK(stack::table_seconds(s.disk_read, 1048576.0) == Approx(1e-4).epsilon(1e-5));
  CHECK(s.hook_overhead == Approx(25e-6));  // hooked 40 us - bare 15 us
  // aten operations per call: RMSNorm 24 ops over 3 calls = 8, all kernels; attention's own 30 of
  // which 14 are not views (mul 4, neg 2, cat 4, add 2, sdpa 1, clone 1); activation = MLP 1 +
  // SiLU 1; residual = the decoder layer's 2 adds / 2; embedding = the model's 2 + Embedding 1 +
  // rotary 3; sample = the causal LM's slice (a view: no kernel).
  CHECK(s.eager_op("norm").ops == Approx(8));
  CHECK(s.eager_op("q_norm").kernels == Approx(8));
  CHECK(s.eager_op("attention").ops == Approx(30));
  CHECK(s.eager_op("attention").kernels == Approx(14));
  CHECK(s.eager_op("rotary_q").ops == Approx(0));  // inside attention's count
  CHECK(s.eager_op("activation").ops == Approx(2));
  CHECK(s.eager_op("residual").ops == Approx(1));
  CHECK(s.eager_op("embedding").ops == Approx(6));
  CHECK(s.eager_op("sample").kernels == Approx(0));
  // Modules per layer: 12 calls inside it (norms 2, attention, 7 projections, MLP, SiLU) + itself.
  CHECK(s.modules_per_layer == Approx(13));
  // generate steps 1.5, 2.1, 3.3 ms at 1, 2, 4 layers: 0.9 ms + 0.6 ms per layer. A layer's 78
  // operations (2 norms x 8, attention 30, activation 2, 2 residuals, 7 projections x 4) at 5 us
  // and 13 module calls at 3 us leave 600 - 390 - 39 = 171 us; outside the layers 6 module calls
  // and the embedding 6, final norm 8, head 4 and sample 1 operations leave
  // 900 - 95 - 18 = 787 us.
  CHECK(s.layer_overhead == Approx(171e-6).epsilon(1e-6));
  CHECK(s.token_overhead == Approx(787e-6).epsilon(1e-6));
}

TEST_CASE("calibrate --stack refuses a document without what the stack needs") {
  nlohmann::json doc = synthetic();
  doc["stacks"]["pytorch"]["dispatch"]["points"][0]["host_s_per_call"]["median"] = 0.0;
  CHECK_THROWS_WITH(fitted("pytorch", doc),
                    Catch::Contains("stacks.pytorch.dispatch.points[0].host_s_per_call.median") &&
                        Catch::Contains("positive"));
  doc = synthetic();
  doc["stacks"].erase("hf-transformers");
  CHECK_THROWS_WITH(fitted("hf-accelerate", doc), Catch::Contains("stacks.hf-transformers.ops"));
  CHECK_THROWS_WITH(fitted("deepspeed-zero-inference"), Catch::Contains("cannot be measured"));
}
