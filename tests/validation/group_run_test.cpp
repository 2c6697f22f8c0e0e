// `hwsim validate`'s per-group table on the recorded H200 session of the current version
// (validate/results/2026-12-01-h200-session-4, COMMAND.md there): one row per matrix group of every
// flash and sparse CPU-memory case, the predicted transfers against the harness's, and the group
// table written beside the main one with --out.
#include <algorithm>
#include <filesystem>
#include <sstream>
#include <string>

#include "catch.hpp"
#include "read_file.hpp"
#include "recorded_session.hpp"
#include "sim/cli/app.hpp"
#include "sim/validation/e2e_compare.hpp"
#include "temp_dir.hpp"

using namespace hwsim;
using Catch::Matchers::WithinRel;
using test::read_json;
using test::read_text;

namespace {

const std::string& kSession = test::kSession4;

}  // namespace

TEST_CASE("group table of the session: one row per offloaded group of each gathering case") {
  const auto cmp =
      validation::compare_e2e(read_json(kSession + "e2e.json"),
                              test::load_profile(kSession + "profile.yaml"), HWSIM_SOURCE_DIR);
  REQUIRE(cmp.cases.size() == 32);
  REQUIRE(cmp.group_table);
  // e2e.json: 11 dev flash cases and 9 dev sparse CPU cases with 4 offloaded groups each, 5
  // held-out flash and 3 held-out sparse CPU cases with 2 (preset ca keeps qkv and o in GPU
  // memory): (11 + 9) x 4 + (5 + 3) x 2 = 96 rows, as comparison.txt's group table has.
  CHECK(cmp.group_table->rows.size() == 96);
  for (const auto& c : cmp.cases) {
    if (c.placement != "flash") continue;
    INFO(c.name);
    for (const auto& g : c.groups) {
      INFO(g.group);
      if (c.method == "dense_bf16" || c.method == "q4k") {
        // Dense reads: the whole group in dense_request_bytes (4 MiB) requests, the same count
        // the harness issued.
        CHECK(g.predicted_transfers == g.measured_transfers);
      } else {
        // Sparse reads: the sampled selection's merged requests against the harness's selection,
        // two draws of the same distribution.
        CHECK_THAT(g.predicted_transfers, WithinRel(g.measured_transfers, 0.03));
      }
    }
  }
}

TEST_CASE("validate --out writes the group table beside the main one") {
  const auto dir = test::fresh_temp_dir("group_run_test");
  std::ostringstream out, err;
  // The exit status follows the headline verdict (COMMAND.md: both CPU rows missed).
  CHECK(cli::run_cli({"validate", "--profile", kSession + "profile.yaml", "--e2e-results",
                      kSession + "e2e.json", "--out", dir.string()},
                     out, err) == 3);
  CHECK(std::filesystem::exists(dir / "validation.csv"));
  const std::string groups_csv = read_text((dir / "validation_groups.csv").string());
  CHECK(groups_csv.rfind("case,group,measured_transfers,predicted_transfers", 0) == 0);
  CHECK(std::count(groups_csv.begin(), groups_csv.end(), '\n') == 97);  // header + 96 rows
  std::filesystem::remove_all(dir);
}
