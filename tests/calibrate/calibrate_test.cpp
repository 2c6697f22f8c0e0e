// hwsim calibrate / validate on the committed H200 run (validate/results/2026-11-29-h200-full):
// fitted profile values checked by hand against micro.json, the end-to-end comparison pinned to
// the recorded table, the verdict logic on synthetic errors, and the CLI's from-JSON paths.
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <variant>

#include "catch.hpp"
#include "sim/calibrate/profile_fit.hpp"
#include "sim/cli/app.hpp"
#include "sim/report/writers.hpp"
#include "sim/validation/e2e_compare.hpp"
#include "validation/read_file.hpp"
#include "validation/temp_dir.hpp"

using namespace hwsim;
using Catch::Matchers::WithinRel;
using test::read_json;

namespace {

const std::string kRun = HWSIM_SOURCE_DIR "/validate/results/2026-11-29-h200-full/";

const calibrate::FittedProfile& fitted() {
  static const calibrate::FittedProfile fit =
      calibrate::fit_profile(read_json(kRun + "micro.json"));
  return fit;
}

int run_cli(const std::vector<std::string>& args, std::string* out_text = nullptr) {
  std::ostringstream out, err;
  const int status = cli::run_cli(args, out, err);
  if (out_text) *out_text = out.str();
  return status;
}

}  // namespace

TEST_CASE("fit_profile reads the committed microbenchmarks") {
  const auto& fit = fitted();
  const auto& hw = fit.profile;
  CHECK(fit.device == "NVIDIA H200");
  CHECK(fit.date == "2026-11-29");  // micro.json finished_utc
  // micro.copies.h2d_pinned.peak_gbs = 55.33683799229462, d2h 55.2269990660914, d2d
  // 4213.792862881195; the YAML keeps 6 significant digits.
  CHECK_THAT(*hw.pcie.h2d_pinned, WithinRel(55.3368e9, 1e-5));
  CHECK_THAT(*hw.pcie.d2h_pinned, WithinRel(55.227e9, 1e-5));
  CHECK_THAT(hw.gpu.hbm_bandwidth, WithinRel(4213.79e9, 1e-5));
  // launch.back_to_back_launch_us = 3.608509; sync = launch_and_sync median 8.715 - 3.608509.
  CHECK_THAT(hw.gpu.kernel_launch_overhead, WithinRel(3.60851e-6, 1e-5));
  CHECK_THAT(hw.gpu.sync_overhead, WithinRel(5.10649e-6, 1e-5));
  // Latency: median over the 9 pinned H2D copies <= 1 MiB of (median_us - bytes / 55.3368 GB/s);
  // the 5th of them, 131072 B: 7.42 us (rounded in the JSON to 7.4176) - 2.3686 us = 5.055 us.
  CHECK_THAT(hw.pcie.latency, WithinRel(5.055e-6, 2e-3));
  // Pageable H2D at the largest size: 1073741824 B at 6.798 GB/s.
  CHECK_THAT(hw.pcie.h2d_pageable, WithinRel(6.798e9, 1e-3));
  // Both pinned rates are measured, so the link's derivation keys are not written.
  CHECK(fit.yaml.find("generation") == std::string::npos);
  CHECK(fit.yaml.find("lanes") == std::string::npos);
  CHECK(fit.yaml.find("\n  efficiency:") == std::string::npos);  // gemv_efficiency is written
  // Storage: random 4 KiB at depth 1 = 40.7607 us, random 4 KiB at depth 32 = 66910 IOPS; the
  // latency table holds all 36 random points, and a measured point is returned as is.
  REQUIRE(hw.storage);
  CHECK_THAT(hw.storage->read_latency, WithinRel(40.7607e-6, 1e-5));
  CHECK_THAT(hw.storage->read_iops, WithinRel(66910.4, 1e-5));
  CHECK(hw.storage->read_latencies.size() == 36);
  CHECK_THAT(hw.storage->read_latency_at(4096, 32), WithinRel(476.673e-6, 1e-5));
  // Gather: one row per point (5 thread counts x 6 bundle sizes, no call sizes). 8 threads, 8 KiB
  // bundles: 268435456 B in 8.616319 ms = 31.155 GB/s.
  REQUIRE(hw.host.gather_bandwidth.size() == 30);
  CHECK(hw.host.gather_bandwidth[18].threads == 8);
  CHECK(hw.host.gather_bandwidth[18].copy_bytes == 8192.0);
  CHECK_THAT(hw.host.gather_bandwidth[18].bandwidth, WithinRel(268435456 / 8.616319e-3, 1e-5));
  // Kernel kinds: all five fitted; dense BF16 bandwidth close to the D2D ceiling (98% at 512 MiB).
  CHECK(hw.gpu.gemv_kernels.size() == 5);
  CHECK(hw.gpu.gemv_kernels.at("dense").bandwidth > 0.9 * hw.gpu.hbm_bandwidth);
  // Every number is sourced, and the source names the date and device.
  CHECK(fit.yaml.find(
            "measured 2026-11-29 on NVIDIA H200, hwsim calibrate: copies.h2d_pinned.peak_gbs") !=
        std::string::npos);
}

TEST_CASE("fit_profile: the coded kernels' measured decode rates into gpu.decode_rates") {
  // Documents before 2026-12-01 have no decode_rates: the profile leaves them out (memory-bound).
  CHECK(fitted().yaml.find("decode_rates") == std::string::npos);
  auto doc = read_json(kRun + "micro.json");
  // 16384 x 16384 = 268,435,456 weights decoded in 200 us: 1.34217728e12 weights/s; in 400 us
  // 6.7108864e11; Q4_K in 100 us 2.68435456e12.
  auto point = [](const char* codec, const char* kernel, double us) {
    nlohmann::json p{{"codec", codec},      {"kernel", kernel},
                     {"rows", 16384},       {"cols", 16384},
                     {"median_us", us},     {"gbs", 500.0},
                     {"eff_vs_read", 0.11}, {"weights_per_s", 268435456.0 / (us * 1e-6)}};
    if (std::string(codec) != "quantised") p["bits"] = 3;
    return p;
  };
  doc["micro"]["kernels"]["decode_rates"] = {point("scalar", "mid_scalar", 200),
                                             point("trellis", "mid_trellis", 400),
                                             point("quantised", "q4k_rows", 100)};
  const auto fit = calibrate::fit_profile(doc);
  using Catch::Matchers::WithinRel;
  CHECK_THAT(fit.profile.gpu.decode_rates.scalar, WithinRel(1.34217728e12, 1e-5));
  CHECK_THAT(fit.profile.gpu.decode_rates.trellis, WithinRel(6.7108864e11, 1e-5));
  CHECK_THAT(fit.profile.gpu.decode_rates.quantised, WithinRel(2.68435456e12, 1e-5));
  const std::string source = fit.profile.sources.at("gpu.decode_rates.trellis");
  CHECK(source.rfind("measured ", 0) == 0);
  CHECK(source.find("mid_trellis 3-bit, 16384x16384 every column decoded, median 400 us") !=
        std::string::npos);
}

TEST_CASE("e2e comparison reproduces the committed table") {
  const auto cmp =
      validation::compare_e2e(read_json(kRun + "e2e.json"), fitted().profile, HWSIM_SOURCE_DIR);
  if (std::getenv("HWSIM_PRINT")) std::cout << report::to_text(cmp.table);
  REQUIRE(cmp.cases.size() == 22);
  // Pinned to the recorded run (the report lists the table); deterministic, so a tight tolerance.
  CHECK_THAT(cmp.mape_pct, WithinRel(6.59, 0.01));
  CHECK_THAT(cmp.max_abs_error_pct, WithinRel(17.12, 0.01));
  CHECK_FALSE(cmp.within);
  // Dense CPU memory: 3.49 GB of H2D at 55.34 GB/s = 63.1 ms + 32 x (5.06 us latency + 5.11 us
  // sync) = 63.4 ms of copy; measured 64.57 ms.
  CHECK_THAT(cmp.cases[0].predicted_phase_ms[3], WithinRel(63.39, 0.002));
  CHECK_THAT(cmp.cases[0].measured_ms, WithinRel(66.4956535, 1e-9));  // e2e.json token_ms.median
}

TEST_CASE("verdict: MAPE and per-case thresholds") {
  const validation::Thresholds t{10.0, 5.0};
  double mape = 0;
  CHECK(validation::within_thresholds({4.0, -6.0, 2.0}, t, &mape));  // MAPE 4, worst 6
  CHECK(mape == 4.0);
  CHECK_FALSE(validation::within_thresholds({1.0, -11.0, 1.0}, t));  // MAPE 4.33, one case > 10
  CHECK_FALSE(validation::within_thresholds({6.0, -6.0}, t));        // MAPE 6 > 5
  CHECK_FALSE(validation::within_thresholds({}, t));                 // nothing compared
}

TEST_CASE("synthetic e2e document: a case predicted exactly passes") {
  auto doc = read_json(kRun + "e2e.json");
  auto& cases = doc["e2e"]["cases"];
  nlohmann::json one = nlohmann::json::array({cases[0]});
  doc["e2e"]["cases"] = one;
  const auto first = validation::compare_e2e(doc, fitted().profile, HWSIM_SOURCE_DIR);
  // Replace the measured median by the prediction: error 0, verdict pass.
  doc["e2e"]["cases"][0]["token_ms"]["median"] = first.cases[0].predicted_ms;
  const auto exact = validation::compare_e2e(doc, fitted().profile, HWSIM_SOURCE_DIR);
  CHECK(std::abs(exact.cases[0].error_pct) < 1e-9);
  CHECK(exact.within);
  // 12% too slow: fails the per-case threshold.
  doc["e2e"]["cases"][0]["token_ms"]["median"] = first.cases[0].predicted_ms / 1.12;
  CHECK_FALSE(validation::compare_e2e(doc, fitted().profile, HWSIM_SOURCE_DIR).within);
}

TEST_CASE("measurement spread: carried into the comparison and its table, not into the verdict") {
  auto doc = read_json(kRun + "e2e.json");
  const auto& all = doc["e2e"]["cases"];
  nlohmann::json three = nlohmann::json::array({all[0], all[1], all[2]});
  doc["e2e"]["cases"] = three;
  const auto without = validation::compare_e2e(doc, fitted().profile, HWSIM_SOURCE_DIR);
  // Round medians 64, 66, 65, 67 ms: median of the four 65.5 ms, spread 100 * (67 - 64) / 65.5 =
  // 4.5802%, as the harness writes it. The second case: 10%; the third has no spread (an older
  // document's case).
  auto& cases = doc["e2e"]["cases"];
  cases[0]["round_medians_ms"] = {64.0, 66.0, 65.0, 67.0};
  cases[0]["spread_pct"] = 100.0 * 3.0 / 65.5;
  cases[1]["round_medians_ms"] = {45.0, 49.5, 47.0, 48.0};  // 100 * 4.5 / 47.5 = 9.47%
  cases[1]["spread_pct"] = 10.0;  // the comparison takes the case's value as written
  const auto cmp = validation::compare_e2e(doc, fitted().profile, HWSIM_SOURCE_DIR);
  REQUIRE(cmp.cases.size() == 3);
  REQUIRE(cmp.cases[0].spread_pct);
  CHECK_THAT(*cmp.cases[0].spread_pct, WithinRel(4.580153, 1e-6));
  CHECK(cmp.cases[1].spread_pct == 10.0);
  CHECK_FALSE(cmp.cases[2].spread_pct);
  for (const auto& c : without.cases) CHECK_FALSE(c.spread_pct);
  // The verdict and the errors ignore the spread.
  CHECK(cmp.mape_pct == without.mape_pct);
  CHECK(cmp.within == without.within);
  // Table: "spread" right after "error"; an empty cell (null in JSON) where there is none.
  const std::size_t col = cmp.table.column_index("spread_pct");
  CHECK(col == cmp.table.column_index("error_pct") + 1);
  CHECK(std::get<double>(cmp.table.rows[0][col]) == *cmp.cases[0].spread_pct);
  CHECK(std::holds_alternative<std::monostate>(cmp.table.rows[2][col]));
  CHECK(std::holds_alternative<std::monostate>(without.table.rows[0][col]));
  const auto written = nlohmann::json::parse(report::to_json({cmp.table}));
  CHECK(written["tables"][0]["rows"][0]["spread_pct"].get<double>() == *cmp.cases[0].spread_pct);
  CHECK(written["tables"][0]["rows"][2]["spread_pct"].is_null());
  // Note: mean over the two cases with a spread (4.58 + 10) / 2 = 7.29%, largest 10% (teal-25).
  const std::string text = report::to_text(cmp.table);
  CHECK(text.find("note: measurement spread (max - min of the per-round medians, over the "
                  "median): mean 7.3%, largest 10.0% (cpu/teal-25)") != std::string::npos);
  CHECK(report::to_text(without.table).find("measurement spread") == std::string::npos);
}

TEST_CASE("CLI: calibrate --from-json and validate --e2e-results") {
  const auto dir = test::fresh_temp_dir("calibrate_test");
  const std::string profile = (dir / "h200.yaml").string();
  CHECK(run_cli({"calibrate", "--from-json", kRun + "micro.json", "--out", profile}) == 0);
  std::ifstream in(profile);
  std::stringstream text;
  text << in.rdbuf();
  CHECK(text.str() == fitted().yaml);
  std::string out;
  // The committed run exceeds the thresholds: exit status 3, and the files are written.
  CHECK(run_cli({"validate", "--profile", profile, "--e2e-results", kRun + "e2e.json", "--out",
                 (dir / "v").string()},
                &out) == 3);
  // (6.55%: the gather rates are fitted per point since 2026-11-30; 6.59% before.)
  CHECK(out.find("MAPE 6.55%") != std::string::npos);
  CHECK(std::filesystem::exists(dir / "v" / "validation.csv"));
  CHECK(std::filesystem::exists(dir / "v" / "validation.json"));
  // Loose thresholds: success only when the headline's are loose too (its CPU cases from
  // calibration alone: MAPE 6.19%, largest 9.93%).
  CHECK(run_cli({"validate", "--profile", profile, "--e2e-results", kRun + "e2e.json",
                 "--case-threshold", "20", "--mape-threshold", "7"}) == 3);
  CHECK(run_cli({"validate", "--profile", profile, "--e2e-results", kRun + "e2e.json",
                 "--case-threshold", "20", "--mape-threshold", "7", "--cpu-case-threshold", "10",
                 "--cpu-mape-threshold", "6.2"}) == 0);
  CHECK(run_cli({"validate", "--profile", profile, "--e2e-results", kRun + "e2e.json",
                 "--cpu-case-threshold", "10", "--cpu-mape-threshold", "6.1"}) == 3);
  // Usage errors: unknown flag, missing profile, a measuring flag with --from-json.
  CHECK(run_cli({"validate", "--bogus", profile}) == 2);
  CHECK(run_cli({"validate", "--e2e-results", kRun + "e2e.json"}) == 2);
  CHECK(run_cli({"calibrate", "--from-json", kRun + "micro.json", "--quick"}) == 2);
  CHECK(run_cli({"validate"}) == 2);  // nothing to validate
  // Training memory alone needs no profile: the committed H200 dev run passes its 3% threshold.
  CHECK(run_cli({"validate", "--train-results",
                 std::string(HWSIM_SOURCE_DIR) +
                     "/validate/results/2026-12-01-train-memory/train_memory_dev.json"},
                &out) == 0);
  CHECK(out.find("verdict: every case within 3.00% (hwsim, steady state and first step)") !=
        std::string::npos);
  CHECK(out.find("headline: no held-out cases in this file (development figures only: dev MAPE "
                 "0.30%, largest 1.78%)") != std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST_CASE("optional micro parts: plan, staged_copy, ssd_seq") {
  auto doc = read_json(kRun + "micro.json");
  // The committed (older) document has none of them: those mechanisms stay off.
  const auto& old = fitted().profile;
  CHECK(old.host.plan_time(1000, false) == 0.0);
  CHECK(old.host.plan_time(1000, true) == 0.0);
  CHECK(old.pcie.h2d_after_gather == 0.0);
  CHECK(old.storage->seq_read_latencies.empty());

  auto& m = doc.at("micro");
  // Byte-exact plans on an exact line 5 us + 10 ns per column: (1000, 15 us), (3000, 35 us).
  // Page-aligned plans 2 us + 20 ns per column: (1000, 22 us), (2000, 42 us).
  m["plan"]["points"] =
      nlohmann::json::array({{{"page_bytes", 0}, {"columns", 1000}, {"median_us", 15.0}},
                             {{"page_bytes", 0}, {"columns", 3000}, {"median_us", 35.0}},
                             {{"page_bytes", 4096}, {"columns", 1000}, {"median_us", 22.0}},
                             {{"page_bytes", 4096}, {"columns", 2000}, {"median_us", 42.0}}});
  // Two copies of 100 MB taking 2000 us + latency each: 200 MB / 4000 us = 50 GB/s.
  const double lat_us = old.pcie.latency * 1e6;
  m["staged_copy"]["points"] =
      nlohmann::json::array({{{"bytes", 1e8}, {"after_gather_median_us", 2000.0 + lat_us}},
                             {{"bytes", 1e8}, {"after_gather_median_us", 2000.0 + lat_us}}});
  // Sequential passes: 4 MiB at depth 8 and 32, 1.6 GB/s: latency = q * R / rate, e.g. 8 *
  // 4194304 / 1.6e9 = 20.97152 ms; a 1-point-per-axis grid is complete.
  m["ssd_seq"] = {
      {"file", "f"},
      {"file_bytes", 1610612736.0},
      {"points",
       nlohmann::json::array({{{"request_bytes", 4194304}, {"queue_depth", 8}, {"gbs", 1.6}},
                              {{"request_bytes", 4194304}, {"queue_depth", 32}, {"gbs", 1.6}}})}};
  const auto hw = calibrate::fit_profile(doc).profile;
  CHECK_THAT(hw.host.plan_time_per_column, WithinRel(10e-9, 1e-5));
  CHECK_THAT(hw.host.plan_fixed_time, WithinRel(5e-6, 1e-5));
  CHECK_THAT(hw.host.plan_time_per_column_paged, WithinRel(20e-9, 1e-5));
  CHECK_THAT(hw.host.plan_fixed_time_paged, WithinRel(2e-6, 1e-5));
  CHECK_THAT(hw.host.plan_time(1000, true), WithinRel(22e-6, 1e-5));
  CHECK_THAT(hw.pcie.h2d_after_gather, WithinRel(50e9, 1e-4));
  REQUIRE(hw.storage->seq_read_latencies.size() == 2);
  CHECK_THAT(hw.storage->seq_read_latency_at(4194304, 8), WithinRel(20.97152e-3, 1e-4));
  CHECK_THAT(hw.storage->seq_read_latency_at(4194304, 32), WithinRel(4 * 20.97152e-3, 1e-4));
}
