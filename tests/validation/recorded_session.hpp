// The recorded H200 sessions of the current version under validate/results/ (2026-12-01, COMMAND.md
// in each folder): micro.json, the profile.yaml that `hwsim calibrate --base
// hw_profiles/h200-local.yaml` wrote from it, and e2e.json. Earlier sessions' folders are data
// only; no test reads them.
#pragma once

#include <algorithm>
#include <string>

#include "catch.hpp"
#include "read_file.hpp"
#include "sim/hw/profile_loader.hpp"
#include "sim/io/node.hpp"
#include "sim/validation/e2e_compare.hpp"

namespace hwsim::test {

inline const std::string kSession3 =
    HWSIM_SOURCE_DIR "/validate/results/2026-12-01-h200-session-3/";
inline const std::string kSession4 =
    HWSIM_SOURCE_DIR "/validate/results/2026-12-01-h200-session-4/";

inline hw::HardwareProfile load_profile(const std::string& path) {
  return hw::load_hardware(io::Node::load_file(path), nullptr);
}

// The summary of one set and placement; fails the test when there is none.
inline const validation::SetSummary& summary_of(const validation::E2EComparison& cmp,
                                                const std::string& set,
                                                const std::string& placement) {
  const auto s = std::find_if(cmp.summaries.begin(), cmp.summaries.end(), [&](const auto& x) {
    return x.set == set && x.placement == placement;
  });
  REQUIRE(s != cmp.summaries.end());
  return *s;
}

}  // namespace hwsim::test
