// Properties of hwsim over random valid scenarios (random_scenario.hpp): whatever the machine,
// model and job, `check` ok means `run` succeeds, more bandwidth is never slower, a larger budget
// never reads less, doubling every rate (and halving every time) halves the times, a sweep's
// results do not depend on its order, and every row's sweep labels are the values that point
// really used. Seeds are fixed: a failure names its seed and scenario, and repeats.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "catch.hpp"
#include "random_scenario.hpp"
#include "sim/io/node.hpp"
#include "sim/io/units.hpp"
#include "sim/report/writers.hpp"
#include "sim/scenario/scenario.hpp"

using namespace hwsim;
using hwsim::test::Knobs;
using hwsim::test::RandomScenario;

namespace {

constexpr int kSeeds = 40;

std::filesystem::path write_scenario(const std::string& text, const std::string& tag) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("hwsim-property-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto path = dir / (tag + ".yaml");
  std::ofstream(path) << text;
  return path;
}

scenario::PointResult run_once(const std::string& text) {
  const auto file = write_scenario(text, "one");
  const scenario::ScenarioOptions options;
  return scenario::run_point(file, scenario::plan(file, options).front(), options);
}

const report::Table& decode_table(const scenario::PointResult& result) {
  for (const auto& t : result.outcome.tables) {
    if (t.name == "decode") return t;
  }
  FAIL("no decode table");
  return result.outcome.tables.front();
}

double cell(const report::Table& table, std::size_t row, const std::string& column) {
  return std::get<double>(table.rows[row][table.column_index(column)]);
}

std::string text_cell(const report::Table& table, std::size_t row, const std::string& column) {
  return report::format_cell(table.rows[row][table.column_index(column)],
                             table.columns[table.column_index(column)]);
}

}  // namespace

TEST_CASE("generated scenarios pass check, and check ok means run succeeds") {
  int decode = 0;
  for (int seed = 1; seed <= kSeeds; ++seed) {
    RandomScenario gen(static_cast<std::uint64_t>(seed));
    const std::string text = gen.text();
    INFO("seed " << seed << ":\n" << text);
    const auto file = write_scenario(text, "check");
    const scenario::ScenarioOptions options;
    const auto points = scenario::plan(file, options);
    REQUIRE(points.size() == 1);
    REQUIRE_NOTHROW(scenario::check_point(file, points.front(), options));
    REQUIRE_NOTHROW(scenario::run_point(file, points.front(), options));
    decode += gen.is_decode() ? 1 : 0;
  }
  // Both job kinds are drawn (a generator stuck on one kind would test half of hwsim).
  CHECK(decode > kSeeds / 4);
  CHECK(decode < 3 * kSeeds / 4);
}

TEST_CASE("more bandwidth is never slower") {
  Knobs base;
  base.force_decode = true;
  Knobs faster = base;
  faster.bandwidth = 2.0;
  for (int seed = 1; seed <= kSeeds / 2; ++seed) {
    RandomScenario gen(static_cast<std::uint64_t>(seed));
    INFO("seed " << seed << ":\n" << gen.text(base));
    const auto slow = run_once(gen.text(base));
    const auto fast = run_once(gen.text(faster));
    const auto& a = decode_table(slow);
    const auto& b = decode_table(fast);
    REQUIRE(a.rows.size() == b.rows.size());
    for (std::size_t r = 0; r < a.rows.size(); ++r) {
      INFO(text_cell(a, r, "method") << " / " << text_cell(a, r, "placement"));
      // Durations are whole picoseconds: allow one per task of rounding.
      CHECK(cell(b, r, "total_ms") <= cell(a, r, "total_ms") * (1 + 1e-9) + 1e-6);
    }
  }
}

TEST_CASE("a larger budget never reads fewer bytes") {
  Knobs knobs;
  knobs.budgets = {0.05, 0.2, 0.45, 0.8};
  for (int seed = 1; seed <= kSeeds / 2; ++seed) {
    RandomScenario gen(static_cast<std::uint64_t>(seed));
    INFO("seed " << seed << ":\n" << gen.text(knobs));
    const auto result = run_once(gen.text(knobs));
    const auto& t = decode_table(result);
    // Rows of one method and placement come in the order of the budgets list (ascending here).
    std::map<std::string, std::pair<double, double>> last;  // (needed, moved) of the previous row
    for (std::size_t r = 0; r < t.rows.size(); ++r) {
      if (text_cell(t, r, "method").rfind("dense", 0) == 0) continue;
      const std::string key = text_cell(t, r, "method") + "/" + text_cell(t, r, "placement");
      const double needed = cell(t, r, "needed_gb"), moved = cell(t, r, "moved_gb");
      if (auto it = last.find(key); it != last.end()) {
        INFO(key << " at budget " << text_cell(t, r, "budget"));
        CHECK(needed >= it->second.first);
        CHECK(moved >= it->second.second);
      }
      last[key] = {needed, moved};
    }
    CHECK(last.size() >= 2);  // teal and spax at least, per placement
  }
}

TEST_CASE("every rate doubled and every time halved halves the token time") {
  Knobs base;
  base.force_decode = true;
  Knobs doubled = base;
  doubled.speed = 2.0;
  for (int seed = 1; seed <= kSeeds / 2; ++seed) {
    RandomScenario gen(static_cast<std::uint64_t>(seed));
    INFO("seed " << seed << ":\n" << gen.text(base));
    const auto& a_result = run_once(gen.text(base));
    const auto& b_result = run_once(gen.text(doubled));
    const auto& a = decode_table(a_result);
    const auto& b = decode_table(b_result);
    REQUIRE(a.rows.size() == b.rows.size());
    for (std::size_t r = 0; r < a.rows.size(); ++r) {
      INFO(text_cell(a, r, "method") << " / " << text_cell(a, r, "placement"));
      for (const char* column : {"transfer_ms", "total_ms"}) {
        // Every duration scales by 1/2 up to picosecond rounding: a relative 1e-6 is thousands of
        // picoseconds on a token of a millisecond or more.
        CHECK(cell(b, r, column) == Approx(cell(a, r, column) / 2).epsilon(1e-6).margin(1e-6));
      }
    }
  }
}

TEST_CASE("a sweep's results do not depend on its order, and labels are the values used") {
  for (int seed = 1; seed <= kSeeds / 4; ++seed) {
    RandomScenario gen(static_cast<std::uint64_t>(seed));
    const std::string text = gen.text();
    const bool decode = gen.is_decode();
    // A job key and a hardware key that the job reads (a training step reads no PCIe rate), each
    // in two orders.
    const std::string job_key = decode ? "job.context_tokens" : "job.seq_len";
    const std::string section = decode ? "pcie" : "gpu";
    const std::string field = decode ? "h2d_pinned" : "hbm_bandwidth";
    const std::string hw_key = "hardware." + section + "." + field;
    const std::string forward =
        text + "sweep:\n  " + job_key + ": [256, 1024]\n  " + hw_key + ": [8 GB/s, 32 GB/s]\n";
    const std::string backward =
        text + "sweep:\n  " + job_key + ": [1024, 256]\n  " + hw_key + ": [32 GB/s, 8 GB/s]\n";
    INFO("seed " << seed << ":\n" << forward);
    std::map<std::string, std::string> rows[2];
    int order = 0;
    for (const std::string& scenario_text : {forward, backward}) {
      const auto file = write_scenario(scenario_text, "sweep");
      const scenario::ScenarioOptions options;
      for (const io::SweepPoint& point : scenario::plan(file, options)) {
        const scenario::PointResult result = scenario::run_point(file, point, options);
        // The labels are the values the point's resolved input holds.
        const io::Node resolved = io::Node::parse_string(result.resolved_yaml, "resolved.yaml");
        const auto& [key0, value0] = point.assignments.at(0);
        const auto& [key1, value1] = point.assignments.at(1);
        CHECK(resolved.at("job").at(key0.substr(4)).as_string() == value0);
        CHECK(io::parse_quantity(resolved.at("hardware").at(section).at(field).as_string(),
                                 io::Unit::bytes_per_second) ==
              io::parse_quantity(value1, io::Unit::bytes_per_second));
        CHECK(key1 == hw_key);
        std::string csv;
        for (const auto& table : result.outcome.tables) csv += report::to_csv(table);
        // The label in the other order names the same values (keys in file order).
        rows[order][key0 + "=" + value0 + "," + value1] = csv;
      }
      ++order;
    }
    CHECK(rows[0].size() == 4);
    CHECK(rows[0] == rows[1]);
  }
}
