// The first H200 session whose batch reads pick separated slots (no two reads of a sparse batch
// adjacent; validate/results/2026-11-30-h200-separated, COMMAND.md there): the fit reproduces the
// profile written on the machine, both validations reproduce their recorded output, and the
// probe's sparse points are the separated ones.
#include <sstream>
#include <string>

#include "catch.hpp"
#include "read_file.hpp"
#include "recorded_session.hpp"
#include "sim/calibrate/storage_tables.hpp"
#include "sim/cli/app.hpp"
#include "sim/validation/e2e_compare.hpp"

using namespace hwsim;
using Catch::Matchers::WithinAbs;
using test::read_json;
using test::read_text;

namespace {

const std::string kRun = HWSIM_SOURCE_DIR "/validate/results/2026-11-30-h200-separated/";

}  // namespace

TEST_CASE("separated-slot session: the fit reproduces the profile written on the GPU machine") {
  CHECK(test::fit_session(kRun).yaml == read_text(kRun + "profile-a.yaml"));
  // Every sparse batch point of the calibration read separated slots, so all are fitted.
  const auto split = calibrate::split_batch_points(
      read_json(kRun + "micro-a.json").at("micro").at("ssd_batch").at("points"));
  CHECK(split.sparse.size() == 36);  // 6 sizes x 6 depths
  CHECK(split.not_fitted.empty());
  for (const auto& p : split.sparse) CHECK(p.at("slot_choice") == "separated");
}

TEST_CASE("separated-slot session: both validations, as recorded, within both targets") {
  const test::RecordedValidation recorded[] = {
      {"", 1, 1.86, 7.27, true, 6.29, 18.19, false, 1.10, 2.40, true},
      {"", 2, 2.31, 8.87, true, 4.01, 16.72, false, 1.88, 2.98, true},
  };
  for (const test::RecordedValidation& r : recorded) {
    const std::string e2e_file = kRun + "e2e-" + std::to_string(r.e2e) + ".json";
    INFO(e2e_file);
    const auto doc = read_json(e2e_file);
    for (const auto& p : doc.at("e2e").at("storage_probe").at("points"))
      if (p.at("pattern") == "sparse") CHECK(p.at("slot_choice") == "separated");
    const auto cmp = validation::compare_e2e(doc, test::recorded_profile(kRun), HWSIM_SOURCE_DIR);
    CHECK(cmp.storage_probed);
    CHECK(cmp.host_probed);
    test::check_recorded(cmp, r);
    for (const auto& c : cmp.cases) CHECK_THAT(c.error_pct, WithinAbs(0.0, 10.0));
    // The whole printed output, with the probes and with the profile's host tables (on this
    // machine those pass too: MAPE 1.88% and 2.54%, largest 7.27% and 8.87%).
    for (const bool own_host : {false, true}) {
      std::ostringstream out, err;
      std::vector<std::string> args{"validate", "--profile", kRun + "profile-a.yaml",
                                    "--e2e-results", e2e_file};
      if (own_host) args.insert(args.end(), {"--host", "profile"});
      CHECK(cli::run_cli(args, out, err) == 0);
      CHECK(out.str() == read_text(kRun + "comparison-e2e-" + std::to_string(r.e2e) +
                                   (own_host ? "-profile-host.txt" : ".txt")));
    }
  }
}
