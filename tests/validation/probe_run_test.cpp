// hwsim calibrate / validate on the committed H200 sessions with the storage probe
// (validate/results/2026-11-29-h200-probe, COMMAND.md there): the fit reproduces the profile
// written on the machine, and the six end-to-end comparisons, with the probe and with the
// profile's own storage tables, are pinned to the recorded table.
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "catch.hpp"
#include "read_file.hpp"
#include "recorded_session.hpp"
#include "sim/cli/app.hpp"
#include "sim/validation/e2e_compare.hpp"

using namespace hwsim;
using Catch::Matchers::WithinRel;
using test::read_json;
using test::read_text;

namespace {

const std::string kResults = HWSIM_SOURCE_DIR "/validate/results/2026-11-29-h200-probe/";

// COMMAND.md's table; run 2 e2e-2's CPU headline as predicted since the index copy counts its
// bytes (COMMAND.md: 2.01%, 4.23%, FAIL).
constexpr test::RecordedValidation kRecorded[] = {
    {"run-1", 1, 4.10, 10.41, false, 1.89, 5.54, true, 1.58, 5.54, false},
    {"run-1", 2, 3.97, 9.97, true, 5.93, 14.46, false, 4.14, 9.55, false},
    {"run-2", 1, 4.99, 13.64, false, 7.57, 18.18, false, 1.30, 2.78, true},
    {"run-2", 2, 2.84, 7.61, true, 5.99, 14.11, false, 2.00, 4.21, true},
    {"run-3", 1, 2.23, 7.51, true, 2.53, 7.51, true, 1.95, 7.51, false},
    {"run-3", 2, 5.25, 12.17, false, 5.68, 13.20, false, 3.58, 9.80, false},
};

}  // namespace

TEST_CASE("probe sessions: the fit here reproduces each profile written on the GPU machine") {
  for (const char* run : {"run-1", "run-2", "run-3"}) {
    INFO(run);
    const auto fitted = test::fit_session(kResults + run + "/");
    CHECK(test::without_gather_lines(fitted.yaml) ==
          test::without_gather_lines(read_text(kResults + run + "/profile-a.yaml")));
    // 7 copy sizes x 2 bundle sizes, the 14 pinned-source points of the 28.
    CHECK(fitted.profile.pcie.h2d_after_gather_sizes.size() == 14);
    CHECK(fitted.yaml.find("staged_copy points (14)") != std::string::npos);
  }
}

TEST_CASE("probe sessions: six end-to-end comparisons, with the probe and without") {
  for (const test::RecordedValidation& r : kRecorded) {
    INFO(r.run << " e2e-" << r.e2e);
    const auto profile = test::recorded_profile(kResults + r.run + "/");
    const auto e2e = read_json(kResults + r.run + "/e2e-" + std::to_string(r.e2e) + ".json");
    const auto cmp = validation::compare_e2e(e2e, profile, HWSIM_SOURCE_DIR);
    REQUIRE(cmp.cases.size() == 22);
    CHECK(cmp.storage_probed);
    test::check_recorded(cmp, r);
    const auto own = validation::compare_e2e(e2e, profile, HWSIM_SOURCE_DIR, {},
                                             validation::StorageTables::profile);
    CHECK_THAT(own.mape_pct, WithinRel(r.own_mape, 0.01));
    // The probe changes the flash cases only.
    for (std::size_t i = 0; i < own.cases.size(); ++i) {
      if (own.cases[i].placement == "cpu")
        CHECK(own.cases[i].predicted_ms == cmp.cases[i].predicted_ms);
    }
  }
}

TEST_CASE("CLI: validate --storage") {
  const std::string profile = kResults + "run-3/profile-a.yaml";
  const std::string e2e = kResults + "run-3/e2e-1.json";
  auto run = [](const std::vector<std::string>& args, std::string* text = nullptr) {
    std::ostringstream out, err;
    const int status = cli::run_cli(args, out, err);
    if (text) *text = out.str() + err.str();
    return status;
  };
  std::string text;
  // Exit status 3 with either storage table: the headline (CPU-memory cases, calibration only)
  // misses its 5% per-case target (cpu/teal-75, 7.51%).
  CHECK(run({"validate", "--profile", profile, "--e2e-results", e2e}, &text) == 3);
  CHECK(text == read_text(kResults + "run-3/comparison-e2e-1.txt"));
  CHECK(run({"validate", "--profile", profile, "--e2e-results", e2e, "--storage", "profile"},
            &text) == 3);
  CHECK(text == read_text(kResults + "run-3/comparison-e2e-1-profile-storage.txt"));
  CHECK(run({"validate", "--profile", profile, "--e2e-results", e2e, "--storage", "disk"}, &text) ==
        2);
  CHECK(text.find("--storage must be probe or profile, not 'disk'") != std::string::npos);
  CHECK(run({"validate", "--train-results", e2e, "--storage", "profile"}, &text) == 2);
  CHECK(text.find("--storage and --host need --profile") != std::string::npos);
}
