// The size tables and batch-read tables that `hwsim calibrate` fits from the recorded H200 session
// of the current version (validate/results/2026-12-01-h200-session-4/micro.json), checked by hand
// against its points.
#include <nlohmann/json.hpp>
#include <string>

#include "catch.hpp"
#include "read_file.hpp"
#include "recorded_session.hpp"
#include "sim/calibrate/profile_fit.hpp"

using namespace hwsim;
using Catch::Matchers::WithinRel;

namespace {

const calibrate::FittedProfile& fitted() {
  static const calibrate::FittedProfile fit = [] {
    calibrate::FitOptions options;
    options.base = test::load_profile(HWSIM_SOURCE_DIR "/hw_profiles/h200-local.yaml");
    options.base_label = "h200-local.yaml";
    return calibrate::fit_profile(test::read_json(test::kSession4 + "micro.json"), options);
  }();
  return fit;
}

}  // namespace

TEST_CASE("session size tables and batch read tables from its microbenchmarks") {
  const auto& hw = fitted().profile;
  // 4 call sizes x 8 bundle sizes x 5 thread counts, one row per gather point; 7 post-gather
  // copy sizes x 2 bundle sizes (the 14 pinned-source staged_copy points of the 28).
  CHECK(hw.host.gather_bandwidth.size() == 160);
  CHECK(hw.pcie.h2d_after_gather_sizes.size() == 14);
  CHECK(fitted().yaml.find("staged_copy points (14)") != std::string::npos);
  REQUIRE(hw.storage);
  // Sparse batches: 6 sizes x 6 depths; contiguous batches: 2 sizes x 6 depths.
  CHECK(hw.storage->read_latencies.size() == 36);
  CHECK(hw.storage->seq_read_latencies.size() == 12);
  // Contiguous 4 MiB at depth 8: 16 batches of 16 requests in 0.618644785 s, so latency = 8 x
  // 0.618644785 / 256 = 19.3326 ms (little_latency_us 19332.6495).
  CHECK_THAT(hw.storage->seq_read_latency_at(4194304, 8), WithinRel(19.3326e-3, 1e-5));
  // Post-gather copies of 8 MiB: after a gather of 8 KiB bundles 8388608 B in 269.088 us, of
  // 56 KiB bundles 8372224 B in 432.8 us (the staging holds whole bundles), less the latency.
  const double latency = hw.pcie.latency;
  CHECK_THAT(hw.pcie.h2d_after_gather_at(8388608, 8192),
             WithinRel(8388608.0 / (269.0880000591278e-6 - latency), 1e-5));
  CHECK_THAT(hw.pcie.h2d_after_gather_at(8388608, 57344),
             WithinRel(8372224.0 / (432.7999949455261e-6 - latency), 1e-5));
}
