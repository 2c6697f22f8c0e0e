// Same input, same bytes out: two runs of one scenario into two folders write identical files
// (tables, CSV, JSON, resolved scenario, trace, plot scripts) and identical stdout.
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <string>

#include "catch.hpp"
#include "cli_harness.hpp"

using hwsim::cli_test::run_hwsim;
using hwsim::cli_test::ScratchDir;
using hwsim::cli_test::source_path;

namespace {

// Every regular file under dir, by its path relative to dir, with its bytes.
std::map<std::string, std::string> read_tree(const std::filesystem::path& dir) {
  std::map<std::string, std::string> files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
    if (!entry.is_regular_file()) continue;
    std::ifstream in(entry.path(), std::ios::binary);
    files[std::filesystem::relative(entry.path(), dir).string()] =
        std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  return files;
}

// `jobs_a` / `jobs_b`: the -j of each run (the thread count must not reach any output).
void check_two_runs_identical(const std::string& scenario, const std::string& format,
                              const std::string& jobs_a = "1", const std::string& jobs_b = "1") {
  ScratchDir scratch("determinism");
  const std::filesystem::path first = scratch.path() / "first";
  const std::filesystem::path second = scratch.path() / "second";
  const auto a =
      run_hwsim({"run", scenario, "--format", format, "--out", first.string(), "-q", "-j", jobs_a});
  const auto b = run_hwsim(
      {"run", scenario, "--format", format, "--out", second.string(), "-q", "-j", jobs_b});
  REQUIRE(a.status == 0);
  REQUIRE(b.status == 0);
  CHECK(a.err.empty());
  CHECK(!a.out.empty());
  CHECK(a.out == b.out);

  const auto files_a = read_tree(first);
  const auto files_b = read_tree(second);
  // The files every run writes; the trace is among them.
  for (const char* name : {"results.json", "resolved.yaml", "trace.json", "resources.csv"}) {
    CHECK(files_a.count(name) == 1);
  }
  REQUIRE(files_a.size() == files_b.size());
  for (const auto& [name, bytes] : files_a) {
    INFO("file " << name);
    REQUIRE(files_b.count(name) == 1);
    CHECK(!bytes.empty());
    CHECK(bytes == files_b.at(name));  // byte-identical
  }
}

}  // namespace

TEST_CASE("two runs of the decode example write byte-identical files and traces") {
  // Decode draws a random column selection: it must come from the fixed seed, not the clock.
  check_two_runs_identical(source_path("workloads/scenarios/decode-paper-table3.yaml"), "csv");
}

TEST_CASE("two runs of a swept training example write byte-identical files") {
  check_two_runs_identical(source_path("workloads/scenarios/train-source-figure.yaml"), "json");
}

TEST_CASE("a sweep run on 1 and on 3 threads writes byte-identical files") {
  // Points finish out of order on 3 threads; rows, resolved inputs and the trace must not show it.
  check_two_runs_identical(source_path("workloads/scenarios/decode-whatif-pcie.yaml"), "csv", "1",
                           "3");
  check_two_runs_identical(source_path("workloads/scenarios/train-source-figure.yaml"), "table",
                           "1", "4");
}

TEST_CASE("one point's decode cases on 1 and on 2 threads write byte-identical files") {
  check_two_runs_identical(source_path("tests/cli/data/decode_cases.yaml"), "json", "1", "2");
}
