// The training-memory session of 2026-12-01 (validate/results/2026-12-01-train-memory, COMMAND.md
// there): `hwsim validate --train-results FILE --train-threshold 2.5` on both committed outputs
// reproduces the committed comparisons byte for byte, with their verdict and headline figures.
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "catch.hpp"
#include "sim/cli/app.hpp"
#include "sim/report/table.hpp"
#include "sim/validation/train_validation.hpp"

using namespace hwsim;

namespace {

const std::string kDir = HWSIM_SOURCE_DIR "/validate/results/2026-12-01-train-memory/";

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  REQUIRE(in.good());
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The table's row whose "case" cell is `name` (a summary row such as "MAPE heldout").
std::size_t row_named(const report::Table& t, const std::string& name) {
  const std::size_t c = t.column_index("case");
  for (std::size_t r = 0; r < t.rows.size(); ++r) {
    const auto* s = std::get_if<std::string>(&t.rows[r].at(c));
    if (s && *s == name) return r;
  }
  FAIL("no row '" << name << "'");
  return 0;
}

double cell(const report::Table& t, std::size_t row, const std::string& column) {
  return std::get<double>(t.rows.at(row).at(t.column_index(column)));
}

// Rows of set `set` that are cases (not its MAPE or largest row).
int case_rows(const report::Table& t, const std::string& set) {
  const std::size_t sc = t.column_index("set"), cc = t.column_index("case");
  int n = 0;
  for (const auto& row : t.rows) {
    const auto* s = std::get_if<std::string>(&row.at(sc));
    const auto* c = std::get_if<std::string>(&row.at(cc));
    if (s && *s == set && c && c->rfind("MAPE ", 0) != 0 && c->rfind("largest ", 0) != 0) ++n;
  }
  return n;
}

// One set's figures as the committed comparison prints them (percent, two decimals).
struct SetPin {
  const char* set;
  int cases;
  double steady, first, largest;
};

}  // namespace

TEST_CASE("2026-12-01 training memory: both comparisons as committed, within 2.5%") {
  struct File {
    const char* results;
    const char* comparison;
    const char* failing_threshold;  // just below the file's largest error (1.78%, 1.57%)
  };
  for (const File& f :
       {File{"train_memory_dev.json", "comparison-dev.txt", "1.7"},
        File{"train_memory_dev2_heldout.json", "comparison-dev2-heldout.txt", "1.5"}}) {
    INFO(f.results);
    std::ostringstream out, err;
    CHECK(
        cli::run_cli({"validate", "--train-results", kDir + f.results, "--train-threshold", "2.5"},
                     out, err) == 0);
    CHECK(out.str() == read_text(kDir + f.comparison));
    // The verdict follows the threshold: below the largest case's error the run fails.
    std::ostringstream strict_out, strict_err;
    CHECK(cli::run_cli({"validate", "--train-results", kDir + f.results, "--train-threshold",
                        f.failing_threshold},
                       strict_out, strict_err) == 3);
  }
}

TEST_CASE("2026-12-01 training memory: the headline and development figures per set") {
  // The committed comparisons' "MAPE <set>" and "largest <set>" rows, to half their last digit.
  struct Pinned {
    const char* results;
    SetPin sets[2];
    int set_count;
  };
  const Pinned files[] = {
      {"train_memory_dev.json", {{"dev", 37, 0.30, 0.28, 1.78}, {}}, 1},
      {"train_memory_dev2_heldout.json",
       {{"dev2", 10, 0.23, 0.23, 0.67}, {"heldout", 27, 0.23, 0.22, 1.57}},
       2},
  };
  for (const Pinned& f : files) {
    INFO(f.results);
    std::ifstream in(kDir + f.results);
    REQUIRE(in.good());
    bool within = false;
    const report::Table t =
        validation::compare_train(nlohmann::json::parse(in), HWSIM_SOURCE_DIR, 2.5, &within);
    CHECK(within);
    for (int i = 0; i < f.set_count; ++i) {
      const SetPin& p = f.sets[i];
      INFO(p.set);
      CHECK(case_rows(t, p.set) == p.cases);
      const std::size_t mape = row_named(t, std::string("MAPE ") + p.set);
      CHECK_THAT(cell(t, mape, "hwsim_error_pct"), Catch::Matchers::WithinAbs(p.steady, 0.005));
      CHECK_THAT(cell(t, mape, "first_step_error_pct"), Catch::Matchers::WithinAbs(p.first, 0.005));
      CHECK_THAT(cell(t, row_named(t, std::string("largest ") + p.set), "hwsim_error_pct"),
                 Catch::Matchers::WithinAbs(p.largest, 0.005));
    }
  }
}
