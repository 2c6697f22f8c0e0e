// The committed H200 measurement sessions under validate/results/ in the calibrate tests: a
// session's profile refitted here as `hwsim calibrate --base hw_profiles/h200-local.yaml` fitted it
// on the machine, the profile it wrote there, and one recorded validation of it (a row of the
// session's COMMAND.md table).
#pragma once

#include <algorithm>
#include <sstream>
#include <string>

#include "catch.hpp"
#include "read_file.hpp"
#include "sim/calibrate/profile_fit.hpp"
#include "sim/hw/profile_loader.hpp"
#include "sim/io/node.hpp"
#include "sim/validation/e2e_compare.hpp"

namespace hwsim::test {

// Fits `run_dir`/micro-a.json (run_dir ends with '/').
inline calibrate::FittedProfile fit_session(const std::string& run_dir) {
  calibrate::FitOptions options;
  options.base = hw::load_hardware(
      io::Node::load_file(HWSIM_SOURCE_DIR "/hw_profiles/h200-local.yaml"), nullptr);
  options.base_label = "base profile h200-local.yaml";
  return calibrate::fit_profile(read_json(run_dir + "micro-a.json"), options);
}

// `run_dir`/profile-a.yaml, as written on the GPU machine: the recorded validations were made
// with it, so tests that reproduce them load it (a refit takes the gather rates of today's fit).
inline hw::HardwareProfile recorded_profile(const std::string& run_dir) {
  return hw::load_hardware(io::Node::load_file(run_dir + "profile-a.yaml"), nullptr);
}

// A profile's text without the host's gather lines (dram_bandwidth, copy_bandwidth_per_thread,
// gather_overhead_per_column, the gather_bandwidth rows) and the post-gather copy rows: the parts
// the fit has taken from the gather and staged-copy points in two ways (a per-bundle cost and
// rates per call size, rates per copy size; since 2026-11-30 one rate per gather point, rates per
// copy and bundle size) while the rest of a fit stayed byte for byte as the GPU machine wrote it.
inline std::string without_gather_lines(const std::string& yaml) {
  std::istringstream in(yaml);
  std::string line, out;
  while (std::getline(in, line)) {
    const bool gather =
        line.rfind("  dram_bandwidth:", 0) == 0 ||
        line.rfind("  copy_bandwidth_per_thread:", 0) == 0 ||
        line.rfind("  gather_overhead_per_column:", 0) == 0 ||
        line.rfind("  gather_bandwidth:", 0) == 0 || line.rfind("    - {threads:", 0) == 0 ||
        line.rfind("  h2d_after_gather_sizes:", 0) == 0 || line.rfind("    - {bytes:", 0) == 0;
    if (!gather) out += line + "\n";
  }
  return out;
}

struct RecordedValidation {
  const char* run;       // folder of the session, e.g. "run-1"
  int e2e;               // e2e-<e2e>.json
  double mape, largest;  // with the storage probe, percent
  bool within;
  double own_mape, own_largest;  // with the profile's own storage tables
  bool own_within;
  // The headline: the dev set's CPU-memory cases from calibration alone (the profile's own host
  // tables; MAPE <= 2% and every case <= 5%), as `hwsim validate` prints it since 2026-12-01.
  double cpu_mape, cpu_largest;
  bool headline;
};

// Checks `cmp` against the recorded row `r`: MAPE, largest error and verdict with the probes and
// with the profile's own tables (percentages to 1% of their value, as printed with two decimals).
inline void check_recorded(const validation::E2EComparison& cmp, const RecordedValidation& r) {
  using Catch::Matchers::WithinRel;
  CHECK_THAT(cmp.mape_pct, WithinRel(r.mape, 0.01));
  CHECK_THAT(cmp.max_abs_error_pct, WithinRel(r.largest, 0.01));
  CHECK(cmp.within == r.within);
  REQUIRE(cmp.with_profile_tables);
  CHECK_THAT(cmp.with_profile_tables->mape_pct, WithinRel(r.own_mape, 0.01));
  CHECK_THAT(cmp.with_profile_tables->max_abs_error_pct, WithinRel(r.own_largest, 0.01));
  CHECK(cmp.with_profile_tables->within == r.own_within);
  const auto cpu = std::find_if(cmp.summaries.begin(), cmp.summaries.end(), [](const auto& s) {
    return s.set == "dev" && s.placement == "cpu";
  });
  REQUIRE(cpu != cmp.summaries.end());
  CHECK_THAT(cpu->mape_pct, WithinRel(r.cpu_mape, 0.01));
  CHECK_THAT(cpu->max_abs_error_pct, WithinRel(r.cpu_largest, 0.01));
  CHECK(cmp.headline_within == r.headline);
}

}  // namespace hwsim::test
