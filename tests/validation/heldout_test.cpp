// The end-to-end comparison of the harness's held-out set and block ops (validate/gpu_bench.hpp):
// cases of the Mistral-NeMo-12B shape with the attention projections resident (preset ca), with
// attention and small ops in the token, on the committed profile of the H200 machine.
#include <nlohmann/json.hpp>
#include <string>

#include "catch.hpp"
#include "h200_local.hpp"
#include "sim/hw/profile_loader.hpp"
#include "sim/io/node.hpp"
#include "sim/validation/e2e_compare.hpp"

using namespace hwsim;
using Catch::Matchers::WithinAbs;
using nlohmann::json;
using test::h200;

namespace {

// A dense BF16 CPU-memory case of the Mistral-NeMo-12B shape (hidden 5120, q 4096, kv 1024, FFN
// 14336), as the harness writes it.
json nemo_case(bool block_ops, const std::string& preset = "ca") {
  const bool ca = preset == "ca";
  auto group = [&](const char* name, int rows, int cols, bool resident) {
    const double bytes = 2.0 * rows * cols;
    return json{{"group", name},
                {"rows", rows},
                {"cols", cols},
                {"k_top", cols},
                {"k_mid", 0},
                {"top_bundle_bytes", 2 * rows},
                {"mid_bundle_bytes", 0},
                {"bytes_needed", bytes},
                {"resident", resident}};
  };
  return {{"name", "heldout/cpu/dense_bf16"},
          {"set", "heldout"},
          {"model", {{"name", "Mistral-NeMo-12B-shaped"}}},
          {"placement", "cpu"},
          {"placement_preset", preset},
          {"method", "dense_bf16"},
          {"budget", 1.0},
          {"layers", 2},
          {"block_ops", block_ops},
          {"context_tokens", block_ops ? 512 : 0},
          {"mid_bits", 0},
          {"gather_threads", 0},
          {"dense_request_bytes", 0.0},
          {"token_ms", {{"median", 10.0}}},
          {"per_token", {{"h2d_bytes", 0.0}}},
          {"spread_pct", 0.0},
          {"phases_ms_median",
           {{"select", 0.0}, {"plan", 0.0}, {"gather", 0.0}, {"copy", 0.0}, {"compute", 0.0}}},
          {"groups",
           {group("qkv", 6144, 5120, ca), group("o", 5120, 4096, ca),
            group("gate_up", 28672, 5120, false), group("down", 5120, 14336, false)}}};
}

const validation::E2EModel& nemo() {
  static const validation::E2EModel m =
      validation::load_e2e_model(HWSIM_SOURCE_DIR, "Mistral-NeMo-12B-shaped");
  return m;
}

}  // namespace

TEST_CASE("held-out case: block ops add attention and eight small-op kernels per layer") {
  const auto profile = h200();
  const double with = validation::predict_case(profile, nemo_case(true), nemo()).predicted_ms;
  const double without = validation::predict_case(profile, nemo_case(false), nemo()).predicted_ms;
  // h200-local.yaml: launch 4.6 us, HBM 4.8 TB/s at 78.5% = 3.768e12 B/s; h = 5120, q width 4096,
  // kv width 1024, gated FFN inner 14336, two norms. Per layer (sim/decode/overheads.hpp):
  //   attention: 512 tokens x 1024 x 2 (K and V) x 2 B = 2,097,152 B;
  //   small ops: norm 6h = 30,720; rotary q 4 x 4096 = 16,384; rotary k 4 x 1024 = 4,096; KV append
  //   2 x 1024 x 2 = 4,096; residual 30,720; pre-FFN norm 30,720; act(g) * u 3 x 14336 x 2 =
  //   86,016; residual 30,720: 233,472 B in 8 kernels.
  // 9 launches x 4.6 us = 41.4 us + 2,330,624 B / 3.768e12 B/s = 0.61853 us: 42.0185 us per layer,
  // 84.037 us for two. Every one is on the serial token's critical path; the profile has no
  // per-op host time.
  CHECK_THAT(with - without, WithinAbs(0.084037, 1e-5));
}

TEST_CASE("held-out case: the resident groups move no bytes (preset ca)") {
  const auto profile = h200();
  const double ca = validation::predict_case(profile, nemo_case(false), nemo()).predicted_ms;
  const double all =
      validation::predict_case(profile, nemo_case(false, "all"), nemo()).predicted_ms;
  // ALL also copies qkv and o each layer: (6144 x 5120 + 5120 x 4096) x 2 B = 104,857,600 B per
  // layer over PCIe (55.5 GB/s pinned: ~1.9 ms), minus their GEMVs from HBM (~0.03 ms each):
  // two layers at least 3.5 ms more.
  CHECK(all - ca > 3.5);
  json wrong = nemo_case(false);
  wrong["groups"][0]["resident"] = false;  // qkv, which preset ca keeps on the GPU
  CHECK_THROWS_WITH(validation::predict_case(profile, wrong, nemo()),
                    Catch::Matchers::Contains("group 'qkv' is placed otherwise than preset ca"));
  json unknown = nemo_case(false);
  unknown["placement_preset"] = "half";
  CHECK_THROWS_WITH(validation::predict_case(profile, unknown, nemo()),
                    Catch::Matchers::Contains("unknown placement preset 'half'"));
  CHECK_THROWS_WITH(validation::load_e2e_model(HWSIM_SOURCE_DIR, "GPT-2-shaped"),
                    Catch::Matchers::Contains("unknown model 'GPT-2-shaped'"));
}

TEST_CASE("held-out case: the bytes the harness copied are read and set beside the prediction") {
  const auto profile = h200();
  json c = nemo_case(false, "all");
  c["per_token"]["h2d_bytes"] = 123.0;
  const auto out = validation::predict_case(profile, c, nemo());
  CHECK(out.measured_h2d_bytes == 123.0);
  // ALL copies every group of both layers: (6144 x 5120 + 5120 x 4096 + 28672 x 5120 + 5120 x
  // 14336) = 272,629,760 weights x 2 B = 545,259,520 B per layer, 1,090,519,040 B for the two.
  CHECK(out.predicted_h2d_bytes == 1090519040.0);
  json damaged = nemo_case(false);
  damaged.erase("per_token");
  CHECK_THROWS_WITH(validation::predict_case(profile, damaged, nemo()),
                    Catch::Matchers::Equals("e2e case heldout/cpu/dense_bf16: no \"per_token\""));
  damaged = nemo_case(false);
  damaged["per_token"] = {{"h2d_bytes", "many"}};
  CHECK_THROWS_WITH(
      validation::predict_case(profile, damaged, nemo()),
      Catch::Matchers::Equals(
          "e2e case heldout/cpu/dense_bf16.per_token: \"h2d_bytes\" must be a number"));
}

TEST_CASE("compare_e2e: dev and held-out sets summarised apart, the headline per set") {
  const auto profile = h200();
  const double predicted = validation::predict_case(profile, nemo_case(true), nemo()).predicted_ms;
  // The held-out case measured 1% slower than predicted (error -0.99%), a flash-free document;
  // a second held-out case 10% slower (error -9.09%): the held-out CPU MAPE is 5.04%, largest
  // 9.09%, so the headline fails; the same cases labelled dev and measured exactly pass.
  json slow = nemo_case(true), slower = nemo_case(true);
  slow["token_ms"]["median"] = predicted * 1.01;
  slower["name"] = "heldout/cpu/dense_bf16-b";
  slower["token_ms"]["median"] = predicted * 1.10;
  json exact = nemo_case(true);
  exact["set"] = "dev";
  exact["name"] = "cpu/dense_bf16";
  exact["token_ms"]["median"] = predicted;
  const json doc{{"cases", {exact, slow, slower}}};
  const auto cmp = validation::compare_e2e(doc, profile, HWSIM_SOURCE_DIR);
  REQUIRE(cmp.summaries.size() == 2);
  CHECK(cmp.summaries[0].set == "dev");
  CHECK(cmp.summaries[0].within == true);
  CHECK_THAT(cmp.summaries[0].mape_pct, WithinAbs(0.0, 1e-9));
  CHECK(cmp.summaries[1].set == "heldout");
  CHECK(cmp.summaries[1].cases == 2);
  CHECK_THAT(cmp.summaries[1].mape_pct, WithinAbs((100.0 / 101 + 1000.0 / 110) / 2, 1e-6));
  CHECK_THAT(cmp.summaries[1].max_abs_error_pct, WithinAbs(1000.0 / 110, 1e-6));
  CHECK(cmp.summaries[1].within == false);
  CHECK_FALSE(cmp.headline_within);
  // No probe: the calibration figure is the probe figure, and the table says so.
  CHECK(cmp.cases[1].calibration_error_pct == cmp.cases[1].error_pct);
  CHECK_FALSE(cmp.summary_table.notes.empty());
  CHECK(cmp.summary_table.notes.back() ==
        "no probe predicted these results: the probe columns repeat the calibration");
}

TEST_CASE("predict_case: a case without one of the harness's keys is an error naming it") {
  const auto profile = h200();
  for (const char* key :
       {"set", "placement_preset", "block_ops", "gather_threads", "dense_request_bytes", "mid_bits",
        "spread_pct", "phases_ms_median", "layers", "groups"}) {
    INFO(key);
    json c = nemo_case(true);
    c.erase(key);
    CHECK_THROWS_WITH(
        validation::predict_case(profile, c, nemo()),
        Catch::Matchers::Contains(std::string("heldout/cpu/dense_bf16: no \"") + key + "\""));
  }
  json no_phase = nemo_case(true);
  no_phase["phases_ms_median"].erase("plan");
  CHECK_THROWS_WITH(validation::predict_case(profile, no_phase, nemo()),
                    Catch::Matchers::Contains("phases_ms_median: no \"plan\""));
  json no_resident = nemo_case(true);
  no_resident["groups"][2].erase("resident");
  CHECK_THROWS_WITH(validation::predict_case(profile, no_resident, nemo()),
                    Catch::Matchers::Contains("group 'gate_up': no \"resident\""));
}
