// The host probe in `hwsim validate` (sim/validation/host_probe.hpp): a synthetic probe's tables,
// and the committed H200 sessions that measured one (validate/results/2026-11-30-h200-host-probe,
// COMMAND.md there): the fit reproduces each profile written on the machine, and the comparisons
// reproduce their recorded output.
#include "sim/validation/host_probe.hpp"

#include <sstream>
#include <string>

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

const std::string kResults = HWSIM_SOURCE_DIR "/validate/results/2026-11-30-h200-host-probe/";

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
                  {"copy_bytes", 2097152},
                  {"bytes", 2097152},
                  {"after_gather_median_us", 105.0}},
                 {{"source", "pinned"},
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
  // The points name no bundle size: one row per copy size, for any gather.
  CHECK(p.pcie.h2d_after_gather_sizes[0].gathered_copy_bytes == 0.0);
  CHECK_THAT(p.pcie.h2d_after_gather_at(2097152, 8192), WithinRel(2097152 / 100e-6, 1e-9));
  CHECK_THAT(p.pcie.h2d_after_gather_at(8388608, 65536), WithinRel(8388608 / 200e-6, 1e-9));
  // Total: 10485760 B over 300 us.
  CHECK_THAT(p.pcie.h2d_after_gather, WithinRel(10485760 / 300e-6, 1e-9));
  CHECK_THROWS_AS(
      validation::with_probed_host(profile, json{{"gather", {{"points", json::array()}}}}),
      std::invalid_argument);
}

TEST_CASE("host probe tables refuse points they could not look up") {
  hw::HardwareProfile profile;
  // A thread count with a row for any call size and one for 8 MiB calls: log(8 MiB / 0) would
  // make every lookup NaN.
  const json mixed{
      {"gather",
       {{"points",
         {{{"bundle_bytes", 8192}, {"threads", 8}, {"bytes", 8388608}, {"median_ms", 0.4}},
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
  const std::string dir = kResults + "run-3/";
  json doc = read_json(dir + "e2e-1.json");
  doc["e2e"].erase("host_probe");
  const auto cmp = validation::compare_e2e(doc, test::recorded_profile(dir), HWSIM_SOURCE_DIR);
  CHECK_FALSE(cmp.host_probed);
  CHECK_THAT(report::to_text(cmp.table),
             Catch::Matchers::Contains("sparse cpu cases predicted with the profile's host tables "
                                       "(these results have no host probe)"));
  std::ostringstream out, err;
  CHECK(cli::run_cli({"validate", "--profile", dir + "profile-a.yaml", "--e2e-results",
                      dir + "e2e-1.json", "--host", "disk"},
                     out, err) == 2);
  CHECK_THAT(err.str(), Catch::Matchers::Contains("--host must be probe or profile, not 'disk'"));
}

TEST_CASE("host-probe sessions: the fit reproduces each profile written on the GPU machine") {
  for (const char* run : {"run-1", "run-2"}) {
    INFO(run);
    // (Except the post-gather copy rows, per bundle size since: recorded_session.hpp.)
    CHECK(test::without_gather_lines(test::fit_session(kResults + run + "/").yaml) ==
          test::without_gather_lines(read_text(kResults + run + "/profile-a.yaml")));
  }
  // Run 3 was measured with this fit: byte for byte.
  CHECK(test::fit_session(kResults + "run-3/").yaml ==
        read_text(kResults + "run-3/profile-a.yaml"));
}

TEST_CASE("host-probe sessions: six comparisons, with the probes and with the profile's tables") {
  // COMMAND.md's table (runs 1 and 2 measured with an earlier model, shown with this one, on the
  // profiles written on the machine; run 3 as printed there). Run 1 e2e-1's CPU headline as
  // predicted since the index copy counts its bytes (COMMAND.md: 1.30%, 2.85%).
  const test::RecordedValidation recorded[] = {
      {"run-1", 1, 3.42, 11.33, false, 2.16, 8.13, true, 1.29, 2.83, true},
      {"run-1", 2, 2.30, 7.57, true, 2.64, 19.80, false, 0.86, 2.44, true},
      {"run-2", 1, 3.85, 10.94, false, 6.58, 16.18, false, 9.69, 16.18, false},
      {"run-2", 2, 3.20, 9.61, true, 7.45, 17.28, false, 9.90, 17.28, false},
      {"run-3", 1, 2.26, 5.73, true, 9.10, 20.65, false, 2.85, 6.58, false},
      {"run-3", 2, 3.92, 9.92, true, 6.19, 15.14, false, 1.72, 4.26, true},
  };
  for (const test::RecordedValidation& r : recorded) {
    const std::string dir = kResults + r.run + "/";
    const std::string e2e_file = dir + "e2e-" + std::to_string(r.e2e) + ".json";
    INFO(e2e_file);
    const auto profile = test::recorded_profile(dir);
    const auto cmp = validation::compare_e2e(read_json(e2e_file), profile, HWSIM_SOURCE_DIR);
    CHECK(cmp.storage_probed);
    CHECK(cmp.host_probed);
    test::check_recorded(cmp, r);
    // With the host probe every CPU-memory case is within 5.2% (3.5-5.2% at most per comparison).
    for (const auto& c : cmp.cases)
      if (c.placement == "cpu") CHECK_THAT(c.error_pct, WithinAbs(0.0, 5.2));
    // The whole printed output, both tables and their notes; and with the profile's host tables.
    for (const bool own_host : {false, true}) {
      std::ostringstream out, err;
      std::vector<std::string> args{"validate", "--profile", dir + "profile-a.yaml",
                                    "--e2e-results", e2e_file};
      if (own_host) args.insert(args.end(), {"--host", "profile"});
      cli::run_cli(args, out, err);
      CHECK(out.str() == read_text(dir + "comparison-e2e-" + std::to_string(r.e2e) +
                                   (own_host ? "-profile-host.txt" : ".txt")));
    }
  }
}
