// `hwsim validate --batch-results` (sim/validation/batch_compare.hpp) on a SYNTHETIC fixture of
// the format hwsim-gpubench batch writes: the times and unions below are made up to exercise the
// comparison, they are not measurements.
#include "sim/validation/batch_compare.hpp"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "catch.hpp"
#include "h200_local.hpp"
#include "sim/cli/app.hpp"
#include "sim/hw/profile_loader.hpp"
#include "sim/io/node.hpp"
#include "sim/validation/e2e_compare.hpp"
#include "temp_dir.hpp"

using namespace hwsim;
using Catch::Matchers::WithinAbs;
using nlohmann::json;
using test::h200;

namespace {

const validation::E2EModel& llama() {
  static const validation::E2EModel m = validation::load_e2e_model(HWSIM_SOURCE_DIR);
  return m;
}

// A synthetic case of the Llama-3.1-8B shape (qkv 6144 x 4096, o 4096 x 4096, gate_up 28672 x
// 4096, down 4096 x 14336), 4 layers, block ops over 512 tokens, 8 gather threads.
json synthetic_case(const std::string& set, const std::string& method, double budget, int batch,
                    double token_ms, double union_fraction) {
  auto group = [&](const char* name, int rows, int cols) {
    const int k = method == "teal" ? static_cast<int>(budget * cols + 0.5) : cols;
    return json{{"group", name},
                {"rows", rows},
                {"cols", cols},
                {"k", k},
                {"bundle_bytes", 2 * rows},
                {"union_fraction_mean", union_fraction},
                {"union_fraction_min", union_fraction - 0.01},
                {"union_fraction_max", union_fraction + 0.01}};
  };
  return {{"name", set + "/" + method + "/b" + std::to_string(batch)},
          {"set", set},
          {"method", method},
          {"budget", budget},
          {"batch", batch},
          {"placement", "cpu"},
          {"layers", 4},
          {"block_ops", true},
          {"context_tokens", 512},
          {"gather_threads", method == "teal" ? 8 : 0},
          {"token_ms", {{"median", token_ms}}},
          {"phases_ms_median",
           {{"select", 0.0}, {"plan", 0.0}, {"gather", 0.0}, {"copy", 0.0}, {"compute", 0.0}}},
          {"spread_pct", 1.5},
          {"groups",
           {group("qkv", 6144, 4096), group("o", 4096, 4096), group("gate_up", 28672, 4096),
            group("down", 4096, 14336)}}};
}

// The same case as the end-to-end harness writes it at batch 1 (its own schema).
json as_e2e_case(const json& b) {
  json groups = json::array();
  for (const json& g : b["groups"]) {
    const int k = g["k"], cols = g["cols"];
    groups.push_back({{"group", g["group"]},
                      {"rows", g["rows"]},
                      {"cols", cols},
                      {"k_top", k},
                      {"k_mid", 0},
                      {"top_bundle_bytes", g["bundle_bytes"]},
                      {"mid_bundle_bytes", 0},
                      {"bytes_needed", 1.0 * k * g["bundle_bytes"].get<int>()},
                      {"resident", false},
                      {"gather_ms_median", 0.0},
                      {"transfers_per_token", 0.0}});
  }
  // Every key the end-to-end harness writes; the measured phases and spread play no part in a
  // prediction.
  const json phases{
      {"select", 0.0}, {"plan", 0.0}, {"gather", 0.0}, {"copy", 0.0}, {"compute", 0.0}};
  return {{"name", b["name"]},
          {"set", b["set"]},
          {"placement", "cpu"},
          {"placement_preset", "all"},
          {"method", b["method"]},
          {"budget", b["budget"]},
          {"mid_bits", 0},
          {"layers", b["layers"]},
          {"block_ops", true},
          {"context_tokens", 512},
          {"gather_threads", b["gather_threads"]},
          {"dense_request_bytes", 0.0},
          {"token_ms", b["token_ms"]},
          {"per_token", {{"h2d_bytes", 0.0}}},
          {"spread_pct", 0.0},
          {"phases_ms_median", phases},
          {"groups", groups}};
}

}  // namespace

TEST_CASE("batch: a batch-1 case predicts the end-to-end comparison's token of the same case") {
  // Both rebuild the same decode token (pinned CPU memory, serial phases, block ops), so at batch
  // 1 the batch comparison must agree with hwsim validate --e2e-results to the nanosecond.
  for (const char* method : {"dense_bf16", "teal"}) {
    const json b =
        synthetic_case("dev", method, std::string(method) == "teal" ? 0.5 : 1.0, 1, 20.0, 0.5);
    const auto batch = validation::predict_batch_case(h200(), b, llama());
    const auto e2e = validation::predict_case(h200(), as_e2e_case(b), llama());
    CHECK_THAT(batch.predicted_ms, WithinAbs(e2e.predicted_ms, 1e-6));
  }
}

TEST_CASE("batch: dense at batch 2 adds one KV cache read per layer to the batch-1 token") {
  // Dense groups read every column at any batch; their GEMM's FLOP term (2 x 2 x 117.4 M weights
  // / 989 TFLOP/s = 0.47 us for gate_up) stays below its memory time, so the token grows by the
  // second sequence's attention alone: per layer a KV cache of 512 tokens x 1024 (8 KV heads x
  // 128) x 2 (K and V) x 2 B = 2,097,152 B read at hbm_bandwidth x gemv_efficiency = 4.8 TB/s x
  // 0.785 = 3.768 TB/s: 4 layers x 2,097,152 B / 3.768e12 B/s = 2.2263 us.
  const auto b1 = validation::predict_batch_case(
      h200(), synthetic_case("dev", "dense_bf16", 1.0, 1, 20.0, 1.0), llama());
  const auto b2 = validation::predict_batch_case(
      h200(), synthetic_case("dev", "dense_bf16", 1.0, 2, 20.0, 1.0), llama());
  CHECK_THAT(b2.predicted_ms - b1.predicted_ms, WithinAbs(4 * 2097152.0 / 3.768e12 * 1e3, 1e-7));
  // Aggregate tokens/s = batch x 1000 / ms: 2 x 1000 / 20 ms = 100.
  CHECK_THAT(b2.measured_tokens_per_s(), WithinAbs(100.0, 1e-9));
}

TEST_CASE("batch: the TEAL union is the independent-sequence model, the measured one reported") {
  // k = round(0.5 x cols) in every group; 4 independent sequences read 1 - 0.5^4 = 0.9375 of the
  // columns. The synthetic measured union 0.93 differs by 0.75 percentage points.
  const auto c = validation::predict_batch_case(
      h200(), synthetic_case("dev", "teal", 0.5, 4, 20.0, 0.93), llama());
  REQUIRE(c.groups.size() == 4);
  for (const auto& g : c.groups) {
    CHECK_THAT(g.model_fraction, WithinAbs(0.9375, 1e-12));
    CHECK_THAT(g.measured_fraction, WithinAbs(0.93, 1e-12));
  }
  // A wider union reads more: batch 4 predicts a longer token than batch 1 (union 0.5).
  const auto one = validation::predict_batch_case(
      h200(), synthetic_case("dev", "teal", 0.5, 1, 20.0, 0.5), llama());
  CHECK(c.predicted_ms > one.predicted_ms);
}

namespace {

// A document whose measured times are the predictions offset by the given errors (held-out,
// dev), so that the verdict follows from the errors alone.
json document_with_errors(const std::vector<double>& heldout, const std::vector<double>& dev) {
  json cases = json::array();
  auto add = [&](const std::string& set, double error_pct, int batch) {
    json c = synthetic_case(set, "teal", 0.3, batch, 1.0, 0.66);
    c["name"] = set + "/teal-30/b" + std::to_string(batch);
    const double p = validation::predict_batch_case(h200(), c, llama()).predicted_ms;
    c["token_ms"]["median"] = p / (1.0 + error_pct / 100.0);
    cases.push_back(c);
  };
  int b = 2;
  for (double e : heldout) add("heldout", e, b++);
  b = 2;
  for (double e : dev) add("dev", e, b++);
  return {{"batch", {{"model", {{"name", "Llama-3.1-8B-shaped"}}}, {"cases", cases}}}};
}

}  // namespace

TEST_CASE("batch: per-set MAPE and verdict against the 2% / 5% target, held-out first") {
  // held-out errors +1% and -3%: MAPE 2.0%, largest 3%: within; dev +1% and -6%: largest 6% > 5%.
  const auto cmp =
      validation::compare_batch(document_with_errors({1, -3}, {1, -6}), h200(), HWSIM_SOURCE_DIR);
  REQUIRE(cmp.summaries.size() == 2);
  CHECK(cmp.summaries[0].set == "heldout");
  CHECK_THAT(cmp.summaries[0].mape_pct, WithinAbs(2.0, 1e-9));
  CHECK_THAT(cmp.summaries[0].max_abs_error_pct, WithinAbs(3.0, 1e-9));
  CHECK(cmp.summaries[0].within);
  CHECK(cmp.summaries[1].set == "dev");
  CHECK_THAT(cmp.summaries[1].mape_pct, WithinAbs(3.5, 1e-9));
  CHECK_FALSE(cmp.summaries[1].within);
  CHECK_FALSE(cmp.headline_within);
  // Union: at batch 2 the model reads 1 - (1 - k/cols)^2 of the columns, k/cols = 1229/4096 =
  // 0.30005 (qkv, o, gate_up) or 4301/14336 = 0.30001 (down): 0.51007 and 0.51002; the synthetic
  // 0.66 is 14.99-15.00 pp above (batch 3: 1 - 0.7^3 = 0.657, 0.3 pp).
  CHECK_THAT(cmp.summaries[0].union_max_abs_pp, WithinAbs(14.998, 0.001));
}

TEST_CASE("batch: hwsim validate --batch-results exits 3 on a missed target, 0 when met") {
  const auto dir = test::fresh_temp_dir("batch_validate");
  auto run = [&](const json& doc, std::string* out) {
    const std::string file = (dir / "batch.json").string();
    std::ofstream(file) << doc.dump();
    std::ostringstream o, e;
    const int rc =
        cli::run_cli({"validate", "--profile", HWSIM_SOURCE_DIR "/hw_profiles/h200-local.yaml",
                      "--batch-results", file, "--out", (dir / "o").string()},
                     o, e);
    *out = o.str();
    return rc;
  };
  std::string out;
  CHECK(run(document_with_errors({1, -3}, {0.5, -1}), &out) == 0);
  CHECK(out.find("Batch decode, headline: calibration only") != std::string::npos);
  CHECK(std::filesystem::exists(dir / "o" / "batch_union.csv"));
  CHECK(run(document_with_errors({1, -3}, {1, -6}), &out) == 3);
  std::filesystem::remove_all(dir);
}

TEST_CASE("batch: bad input names the case and the key") {
  json c = synthetic_case("dev", "teal", 0.5, 2, 20.0, 0.75);
  c["tokens_timd"] = 16;
  CHECK_THROWS_WITH(validation::predict_batch_case(h200(), c, llama()),
                    "batch JSON: case.tokens_timd: unknown key");
  c = synthetic_case("dev", "teal", 0.5, 2, 20.0, 0.75);
  c["groups"][1].erase("k");
  CHECK_THROWS_WITH(validation::predict_batch_case(h200(), c, llama()),
                    "batch JSON: case 'dev/teal/b2'.groups[1].k: missing");
  c = synthetic_case("dev", "teal", 0.5, 2, 20.0, 0.75);
  c["groups"][0]["cols"] = 5120;
  CHECK_THROWS_WITH(validation::predict_batch_case(h200(), c, llama()),
                    Catch::Matchers::Contains("does not match"));
}
