// hwsim calibrate / validate on the last committed H200 session
// (validate/results/2026-11-29-h200-interleaved/session-4): the size tables and batch read tables
// are fitted from its micro-a.json, and the two end-to-end runs are compared with them; the
// verdicts are pinned to the recorded comparisons (COMMAND.md there).
#include <nlohmann/json.hpp>
#include <string>

#include "catch.hpp"
#include "read_file.hpp"
#include "recorded_session.hpp"
#include "sim/validation/e2e_compare.hpp"

using namespace hwsim;
using Catch::Matchers::WithinRel;
using test::read_json;

namespace {

const std::string kSession =
    HWSIM_SOURCE_DIR "/validate/results/2026-11-29-h200-interleaved/session-4/";

const calibrate::FittedProfile& fitted() {
  static const calibrate::FittedProfile fit = test::fit_session(kSession);
  return fit;
}

}  // namespace

TEST_CASE("session 4: size tables and batch read tables from its microbenchmarks") {
  const auto& hw = fitted().profile;
  // 4 call sizes x 8 bundle sizes x 5 thread counts, one row per gather point; 7 post-gather
  // copy sizes x 2 bundle sizes.
  CHECK(hw.host.gather_bandwidth.size() == 160);
  CHECK(hw.pcie.h2d_after_gather_sizes.size() == 14);
  REQUIRE(hw.storage);
  // Sparse batches: 6 sizes x 6 depths; contiguous batches: 2 sizes x 6 depths.
  CHECK(hw.storage->read_latencies.size() == 36);
  CHECK(hw.storage->seq_read_latencies.size() == 12);
  // Contiguous 4 MiB at depth 8: 14 batches of 16 requests in 0.557888438 s, so latency = 8 x
  // 0.557888438 / 224 = 19.9246 ms (little_latency_us 19924.587).
  CHECK_THAT(hw.storage->seq_read_latency_at(4194304, 8), WithinRel(19.9246e-3, 1e-5));
  // Post-gather copies of 8 MiB: after a gather of 8 KiB bundles 8388608 B in 286.224 us, of
  // 56 KiB bundles 8372224 B in 564.032 us (the staging holds whole bundles), less the latency.
  const double latency = hw.pcie.latency;
  CHECK_THAT(hw.pcie.h2d_after_gather_at(8388608, 8192),
             WithinRel(8388608.0 / (286.22399270534515e-6 - latency), 1e-5));
  CHECK_THAT(hw.pcie.h2d_after_gather_at(8388608, 57344),
             WithinRel(8372224.0 / (564.0319883823395e-6 - latency), 1e-5));
}

TEST_CASE("session 4: the fit here reproduces the profile written on the GPU machine") {
  // profile-a.yaml was written by `hwsim calibrate` on the H200 machine from the same micro-a.json
  // with --base hw_profiles/h200-local.yaml: the fit is pure, so the bytes must match.
  // (Except the gather lines, fitted one rate per point since: recorded_session.hpp.)
  CHECK(test::without_gather_lines(fitted().yaml) ==
        test::without_gather_lines(test::read_text(kSession + "profile-a.yaml")));
}

TEST_CASE("session 4: the two end-to-end runs against profile a") {
  const auto profile = test::recorded_profile(kSession);
  const auto first =
      validation::compare_e2e(read_json(kSession + "e2e-1.json"), profile, HWSIM_SOURCE_DIR);
  REQUIRE(first.cases.size() == 22);
  CHECK_THAT(first.mape_pct, WithinRel(3.43, 0.01));
  CHECK_THAT(first.max_abs_error_pct, WithinRel(7.75, 0.01));
  CHECK(first.within);
  // Every case carries the spread of its four rounds.
  for (const auto& c : first.cases) CHECK(c.spread_pct.has_value());
  const auto second =
      validation::compare_e2e(read_json(kSession + "e2e-2.json"), profile, HWSIM_SOURCE_DIR);
  CHECK_THAT(second.mape_pct, WithinRel(5.26, 0.01));
  CHECK_THAT(second.max_abs_error_pct, WithinRel(10.85, 0.01));
  CHECK_FALSE(second.within);
}
