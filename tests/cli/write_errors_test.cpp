// Output that cannot be written is an error (exit 4), never a silent success.

#include <ostream>
#include <sstream>
#include <streambuf>
#include <string>

#include "catch.hpp"
#include "cli_harness.hpp"
#include "sim/io/atomic_file.hpp"

namespace {

// A stream buffer that refuses every byte, as stdout on a full disk does.
class FullDisk : public std::streambuf {
 protected:
  int_type overflow(int_type) override { return traits_type::eof(); }
  std::streamsize xsputn(const char*, std::streamsize) override { return 0; }
};

int run_into_full_disk(const std::vector<std::string>& args, std::string& err_text) {
  FullDisk full;
  std::ostream out(&full);
  std::ostringstream err;
  const int status = hwsim::cli::run_cli(args, out, err);
  err_text = err.str();
  return status;
}

}  // namespace

TEST_CASE("describe, check --resolved and run fail when stdout cannot be written") {
  using hwsim::cli_test::source_path;
  std::string err;
  CHECK(run_into_full_disk({"describe"}, err) == 4);
  CHECK(err == "hwsim: error: cannot write the results to standard output\n");

  const std::string scenario = source_path("workloads/scenarios/train-llama3-8b.yaml");
  CHECK(run_into_full_disk({"check", scenario, "--resolved"}, err) == 4);
  // "ok" is never printed after lost output.
  CHECK(err == "hwsim: error: cannot write the resolved scenarios to standard output\n");

  hwsim::cli_test::ScratchDir dir("write-errors");
  CHECK(run_into_full_disk({"run", scenario, "--out", dir.path().string(), "-q"}, err) == 4);
  CHECK(err == "hwsim: error: cannot write the results to standard output\n");
}

TEST_CASE("a budget that selects no column of a group runs from flash (no crash)") {
  // 0.001% of a 4096-column group is 0.04 columns: no column is selected, and the group's fetch is
  // one empty piece. Every sparse row then moves 0 bytes and issues no flash request.
  using hwsim::cli_test::source_path;
  hwsim::cli_test::ScratchDir dir("empty-groups");
  const auto result = hwsim::cli_test::run_hwsim(
      {"run", source_path("workloads/scenarios/decode-budget-sweep.yaml"), "--set",
       "job.budgets=[0.001%]", "--out", dir.path().string(), "-q", "--format", "csv"});
  REQUIRE(result.status == 0);
  CHECK(result.out.find("TEAL,flash,0.0,0.00,0.00,") != std::string::npos);
  CHECK(result.out.find("SpAx-scalar,flash,0.0,0.00,0.00,") != std::string::npos);
}

TEST_CASE("a second run on a busy output folder stops before writing") {
  using hwsim::cli_test::source_path;
  hwsim::cli_test::ScratchDir dir("busy-out");
  const hwsim::io::FolderLock first_run(dir.path());  // as a run in progress holds it
  const auto result =
      hwsim::cli_test::run_hwsim({"run", source_path("workloads/scenarios/train-llama3-8b.yaml"),
                                  "--out", dir.path().string(), "-q"});
  CHECK(result.status == 4);
  CHECK(result.err == "hwsim: error: output folder " + dir.path().string() +
                          " is in use by another hwsim run; wait for it to finish or choose "
                          "another --out\n");
  CHECK(result.out.empty());
  CHECK(std::filesystem::is_empty(dir.path()));
}
