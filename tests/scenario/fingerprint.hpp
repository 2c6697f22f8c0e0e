#pragma once
// A scenario's outputs as one string, for tests that compare runs: every point's tables as JSON
// (full precision), or "refused: " and the error of the first point that fails.
#include <filesystem>
#include <string>

#include "sim/report/writers.hpp"
#include "sim/scenario/scenario.hpp"

namespace hwsim::testing {

inline std::string fingerprint(const std::filesystem::path& file,
                               const std::string& override_text = "") {
  scenario::ScenarioOptions options;
  if (!override_text.empty()) options.overrides.push_back(override_text);
  try {
    std::string out;
    for (const auto& point : scenario::plan(file, options))
      out += report::to_json(scenario::run_point(file, point, options).outcome.tables);
    return out;
  } catch (const std::exception& e) {
    return std::string("refused: ") + e.what();
  }
}

}  // namespace hwsim::testing
