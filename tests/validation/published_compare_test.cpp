// hwsim validate --published: each case's scenario is run and its figure compared, per group, fit
// cases left out of the means; a malformed case list is refused at its key.
#include "sim/validation/published_compare.hpp"

#include <filesystem>
#include <fstream>
#include <string>

#include "catch.hpp"
#include "sim/io/input_error.hpp"
#include "sim/scenario/scenario.hpp"
#include "temp_dir.hpp"

using namespace hwsim;

namespace {

const std::string kScenario =
    std::string(HWSIM_SOURCE_DIR) + "/workloads/published/flexgen-deepspeed.yaml";

// The scenario's own predicted throughput (the generation table's first row).
double own_throughput() {
  const auto r = scenario::run_point(kScenario, {}, {});
  for (const auto& t : r.outcome.tables)
    if (t.name == "generation") return std::get<double>(t.rows.at(0)[t.column_index("throughput")]);
  FAIL("no generation table");
  return 0.0;
}

std::filesystem::path write_cases(const std::filesystem::path& dir, const std::string& body) {
  const auto file = dir / "cases.yaml";
  std::ofstream(file) << "cases:\n" << body;
  return file;
}

std::string error_of(const std::filesystem::path& file) {
  try {
    (void)validation::compare_published(file.string(), {}, nullptr);
  } catch (const io::InputError& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("published figures are compared per group, fit cases in no mean") {
  const auto dir = test::fresh_temp_dir("published");
  const double p = own_throughput();
  // A dev case published at 1.1 x hwsim's figure: error (p - 1.1 p) / 1.1 p = -9.09%; a fit case
  // published at hwsim's own figure: 0%.
  const auto file = write_cases(dir, "  - {name: a, scenario: " + kScenario +
                                         ", metric: throughput, value: " + std::to_string(1.1 * p) +
                                         ", group: dev, source: test}\n" +
                                         "  - {name: b, scenario: " + kScenario +
                                         ", metric: throughput, value: " + std::to_string(p) +
                                         ", group: fit, source: test}\n");
  bool met = false;
  const auto out = validation::compare_published(file.string(), {}, &met);
  const auto& table = out.tables.at(0);
  CHECK(std::get<double>(table.rows.at(0)[table.column_index("error")]) ==
        Approx(-100.0 / 11.0).epsilon(1e-5));
  const auto& summary = out.tables.at(1);
  REQUIRE(summary.rows.size() == 2);  // fit, dev
  CHECK(std::get<std::string>(summary.rows.at(1)[0]) == "dev");
  CHECK(std::get<double>(summary.rows.at(1)[summary.column_index("mean_error")]) ==
        Approx(100.0 / 11.0).epsilon(1e-5));
  CHECK(met);  // 9.09% is within the 10% mean and 20% case targets
  std::filesystem::remove_all(dir);
}

TEST_CASE("a malformed published case list is refused at its key") {
  const auto dir = test::fresh_temp_dir("published_bad");
  const std::string s = "scenario: " + kScenario + ", source: x, group: dev";
  CHECK(error_of(write_cases(dir, "  - {name: a, " + s + ", metric: speed, value: 1}\n"))
            .find("cases[0].metric") != std::string::npos);
  CHECK(error_of(write_cases(dir, "  - {name: a, " + s + ", metric: throughput, value: -1}\n"))
            .find("cases[0].value: must be greater than 0") != std::string::npos);
  CHECK(error_of(write_cases(dir, "  - {name: a, " + s + ", metric: throughput, value: 1}\n" +
                                      "  - {name: a, " + s + ", metric: throughput, value: 1}\n"))
            .find("a second case named 'a'") != std::string::npos);
  CHECK(error_of(write_cases(dir, "  - {name: a, " + s +
                                      ", metric: total_ms, value: 1, "
                                      "method: nope}\n"))
            .find("no row of method 'nope'") != std::string::npos);
  std::filesystem::remove_all(dir);
}
