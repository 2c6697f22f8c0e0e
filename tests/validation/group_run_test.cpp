// hwsim calibrate / validate on the committed H200 sessions with flash reads per matrix group
// (validate/results/2026-11-30-h200-groups, COMMAND.md there): the fit reproduces the profile
// written on the machine, and `hwsim validate` reproduces the four recorded comparisons, per-group
// table included.
#include <algorithm>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "catch.hpp"
#include "read_file.hpp"
#include "recorded_session.hpp"
#include "sim/cli/app.hpp"
#include "sim/validation/e2e_compare.hpp"
#include "temp_dir.hpp"

using namespace hwsim;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;
using test::read_json;
using test::read_text;

namespace {

const std::string kResults = HWSIM_SOURCE_DIR "/validate/results/2026-11-30-h200-groups/";

// COMMAND.md's table.
constexpr test::RecordedValidation kRecorded[] = {
    {"run-1", 1, 3.60, 6.79, true, 3.43, 12.41, false, 3.73, 6.50, false},
    {"run-1", 2, 4.70, 8.74, true, 4.15, 10.37, false, 4.57, 6.39, false},
    {"run-2", 1, 5.32, 8.64, false, 6.52, 15.07, false, 5.58, 7.50, false},
    {"run-2", 2, 4.16, 8.08, true, 4.20, 11.39, false, 5.01, 8.08, false},
};

}  // namespace

TEST_CASE("group sessions: the fit here reproduces each profile written on the GPU machine") {
  for (const char* run : {"run-1", "run-2"}) {
    INFO(run);
    CHECK(test::without_gather_lines(test::fit_session(kResults + run + "/").yaml) ==
          test::without_gather_lines(read_text(kResults + run + "/profile-a.yaml")));
  }
}

TEST_CASE("group sessions: four comparisons, their printed tables and the per-group finding") {
  std::map<std::string, double> sum;
  std::map<std::string, int> count;
  for (const test::RecordedValidation& r : kRecorded) {
    const std::string dir = kResults + r.run + "/";
    const std::string e2e_file = dir + "e2e-" + std::to_string(r.e2e) + ".json";
    INFO(e2e_file);
    const auto profile = test::recorded_profile(kResults + r.run + "/");
    const auto cmp = validation::compare_e2e(read_json(e2e_file), profile, HWSIM_SOURCE_DIR);
    REQUIRE(cmp.cases.size() == 22);
    test::check_recorded(cmp, r);
    REQUIRE(cmp.group_table);
    CHECK(cmp.group_table->rows.size() == 80);  // (11 flash + 9 sparse cpu cases) x 4 groups
    for (const auto& c : cmp.cases) {
      if (c.placement != "flash" || c.method == "dense_bf16" || c.method == "q4k") continue;
      for (const auto& g : c.groups) {
        // Transfers per token: the sampled selection against the harness's, within 2.3%.
        CHECK_THAT(g.predicted_transfers, WithinRel(g.measured_transfers, 0.023));
        sum[g.group] += 100.0 * (g.predicted_ms - g.measured_ms) / g.measured_ms;
        count[g.group] += 1;
      }
    }
    // The whole printed output, both tables and their notes.
    std::ostringstream out, err;
    const int status = cli::run_cli(
        {"validate", "--profile", dir + "profile-a.yaml", "--e2e-results", e2e_file}, out, err);
    CHECK(status == (r.headline ? 0 : 3));  // the exit status follows the headline verdict
    CHECK(out.str() == read_text(dir + "comparison-e2e-" + std::to_string(r.e2e) + ".txt"));
  }
  // With --out, the group table is written beside the main one.
  const auto dir = test::fresh_temp_dir("group_run_test");
  std::ostringstream out, err;
  cli::run_cli({"validate", "--profile", kResults + "run-1/profile-a.yaml", "--e2e-results",
                kResults + "run-1/e2e-1.json", "--out", dir.string()},
               out, err);
  CHECK(std::filesystem::exists(dir / "validation.csv"));
  const std::string groups_csv = read_text((dir / "validation_groups.csv").string());
  CHECK(groups_csv.rfind("case,group,measured_transfers,predicted_transfers", 0) == 0);
  CHECK(std::count(groups_csv.begin(), groups_csv.end(), '\n') == 81);  // header + 80 rows
  std::filesystem::remove_all(dir);
  // COMMAND.md: the sparse cases' reads of the 8 KiB-bundle groups are predicted about 7% fast,
  // of the 56 KiB-bundle group about right (36 values per group).
  CHECK(count["o"] == 36);
  CHECK_THAT(sum["o"] / count["o"], WithinAbs(-7.16, 0.01));
  CHECK_THAT(sum["down"] / count["down"], WithinAbs(-7.07, 0.01));
  CHECK_THAT(sum["qkv"] / count["qkv"], WithinAbs(-4.83, 0.01));
  CHECK_THAT(sum["gate_up"] / count["gate_up"], WithinAbs(0.36, 0.01));
}
