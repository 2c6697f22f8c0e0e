// The host probe in `hwsim validate` (sim/validation/host_probe.hpp): a synthetic probe's tables,
// and the recorded H200 session of the current version (validate/results/2026-12-01-h200-session-4,
// COMMAND.md there): the comparison with the host probe and with the profile's own host tables.
#include "sim/validation/host_probe.hpp"

#include <algorithm>
#include <sstream>
#include <string>
#include <utility>

#include "catch.hpp"
#include "read_file.hpp"
#include "recorded_session.hpp"
#include "sim/cli/app.hpp"
#include "sim/report/writers.hpp"
#include "sim/validation/e2e_compare.hpp"

using namespace hwsim;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;
using nlohmann::json;
using test::read_json;
using test::read_text;

namespace {

const std::string& kResults = test::kSession4;

}  // namespace

TEST_CASE("with_probed_host: gather rows per point and post-gather copy rates") {
  hw::HardwareProfile profile;
  profile.pcie.latency = 5e-6;
  profile.host.gather_overhead_per_column = 300e-9;
  profile.host.gather_bandwidth = {{8, 0.0, 30e9, 0.0}};
  // 8 threads, 8 MiB calls: 8 KiB bundles in 0.4 ms (20.97 GB/s), 64 KiB in 0.2 ms (41.94 GB/s).
  json probe{{"gather",
              {{"points",
                {{{"call_bytes", 8388608},
                  {"bundle_bytes", 65536},
                  {"threads", 8},
                  {"bytes", 8388608},
                  {"median_ms", 0.2}},
                 {{"call_bytes", 8388608},
                  {"bundle_bytes", 8192},
                  {"threads", 8},
                  {"bytes", 8388608},
                  {"median_ms", 0.4}}}}}},
             // 2 MiB copied in 105 us and 8 MiB in 205 us: 2097152 / 100 us = 20.97 GB/s and
             // 8388608 / 200 us = 41.94 GB/s after the 5 us latency.
             {"staged_copy",
              {{"points",
                {{{"source", "pinned"},
                  {"bundle_bytes", 8192},
                  {"copy_bytes", 2097152},
                  {"bytes", 2097152},
                  {"after_gather_median_us", 105.0}},
                 {{"source", "pinned"},
                  {"bundle_bytes", 8192},
                  {"copy_bytes", 8388608},
                  {"bytes", 8388608},
                  {"after_gather_median_us", 205.0}}}}}}};
  const hw::HardwareProfile p = validation::with_probed_host(profile, probe);
  REQUIRE(p.host.gather_bandwidth.size() == 2);
  CHECK(p.host.gather_overhead_per_column == 0.0);
  // Sorted by copy size.
  CHECK(p.host.gather_bandwidth[0].copy_bytes == 8192.0);
  CHECK_THAT(p.host.gather_bandwidth[0].bandwidth, WithinRel(8388608 / 0.4e-3, 1e-12));
  CHECK_THAT(p.host.gather_bandwidth_at(8, 8388608, 65536), WithinRel(8388608 / 0.2e-3, 1e-12));
  REQUIRE(p.pcie.h2d_after_gather_sizes.size() == 2);
  // One bundle size (8 KiB): one row per copy size.
  CHECK(p.pcie.h2d_after_gather_sizes[0].gathered_copy_bytes == 8192.0);
  CHECK_THAT(p.pcie.h2d_after_gather_at(2097152, 8192), WithinRel(2097152 / 100e-6, 1e-9));
  CHECK_THAT(p.pcie.h2d_after_gather_at(8388608, 8192), WithinRel(8388608 / 200e-6, 1e-9));
  // Total: 10485760 B over 300 us.
  CHECK_THAT(p.pcie.h2d_after_gather, WithinRel(10485760 / 300e-6, 1e-9));
  CHECK_THROWS_AS(
      validation::with_probed_host(profile, json{{"gather", {{"points", json::array()}}}}),
      std::invalid_argument);
}

TEST_CASE("host probe tables refuse points they could not look up") {
  hw::HardwareProfile profile;
  // A thread count with a row for any call size (0) and one for 8 MiB calls: log(8 MiB / 0)
  // would make every lookup NaN.
  const json mixed{{"gather",
                    {{"points",
                      {{{"call_bytes", 0},
                        {"bundle_bytes", 8192},
                        {"threads", 8},
                        {"bytes", 8388608},
                        {"median_ms", 0.4}},
                       {{"call_bytes", 8388608},
                        {"bundle_bytes", 8192},
                        {"threads", 8},
                        {"bytes", 8388608},
                        {"median_ms", 0.4}}}}}}};
  CHECK_THROWS_WITH(validation::with_probed_host(profile, mixed),
                    Catch::Matchers::Contains("rows must be in increasing order of threads"));
  const json empty_call{{"gather",
                         {{"points",
                           {{{"call_bytes", 8388608},
                             {"bundle_bytes", 8192},
                             {"threads", 8},
                             {"bytes", 0},
                             {"median_ms", 0.4}}}}}}};
  CHECK_THROWS_WITH(validation::with_probed_host(profile, empty_call),
                    Catch::Matchers::Contains("gather point with no bytes"));
}

TEST_CASE("CLI: validate --host, and the note of results without a host probe") {
  json doc = read_json(kResults + "e2e.json");
  doc["e2e"].erase("host_probe");
  const auto cmp =
      validation::compare_e2e(doc, test::load_profile(kResults + "profile.yaml"), HWSIM_SOURCE_DIR);
  CHECK_FALSE(cmp.host_probed);
  CHECK_THAT(report::to_text(cmp.table),
             Catch::Matchers::Contains("sparse cpu cases predicted with the profile's host tables "
                                       "(these results have no host probe)"));
  std::ostringstream out, err;
  CHECK(cli::run_cli({"validate", "--profile", kResults + "profile.yaml", "--e2e-results",
                      kResults + "e2e.json", "--host", "disk"},
                     out, err) == 2);
  CHECK_THAT(err.str(), Catch::Matchers::Contains("--host must be probe or profile, not 'disk'"));
}

TEST_CASE(
    "host probe of the session: the cpu rows with the probes, and with the profile's tables") {
  const auto profile = test::load_profile(kResults + "profile.yaml");
  const json doc = read_json(kResults + "e2e.json");
  const auto cmp = validation::compare_e2e(doc, profile, HWSIM_SOURCE_DIR);
  CHECK(cmp.host_probed);
  // COMMAND.md's table, "with the probes" (MAPE / largest): dev cpu 1.37% / 3.93%, held-out cpu
  // 1.55% / 2.40%; printed with two decimals, so to 0.005.
  const std::pair<const char*, std::pair<double, double>> rows[] = {{"dev", {1.37, 3.93}},
                                                                    {"heldout", {1.55, 2.40}}};
  for (const auto& [set, figures] : rows) {
    INFO(set);
    const auto& s = test::summary_of(cmp, set, "cpu");
    CHECK_THAT(s.probe_mape_pct, WithinAbs(figures.first, 0.005));
    CHECK_THAT(s.probe_max_abs_error_pct, WithinAbs(figures.second, 0.005));
  }
  // With the profile's host tables, every CPU-memory case is predicted as the calibration-only
  // column predicts it; the flash cases keep the storage probe's predictions.
  const auto own = validation::compare_e2e(doc, profile, HWSIM_SOURCE_DIR, {},
                                           validation::StorageTables::probe_when_measured,
                                           validation::HostTables::profile);
  CHECK_FALSE(own.host_probed);
  CHECK(own.storage_probed);
  REQUIRE(own.cases.size() == cmp.cases.size());
  int sparse_cpu = 0;
  for (std::size_t i = 0; i < own.cases.size(); ++i) {
    INFO(own.cases[i].name);
    if (own.cases[i].placement == "cpu") {
      CHECK(own.cases[i].predicted_ms == cmp.cases[i].calibration_ms);
      sparse_cpu += own.cases[i].method != "dense_bf16" && own.cases[i].method != "q4k";
    } else {
      CHECK(own.cases[i].predicted_ms == cmp.cases[i].predicted_ms);
    }
  }
  CHECK(sparse_cpu == 12);  // 3 sparse methods x 3 budgets dev, x 1 held-out (e2e.json)
}
