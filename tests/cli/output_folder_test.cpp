// An output folder holds the files of the last run into it, and never loses a file it did not
// write.

#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include "catch.hpp"
#include "cli_harness.hpp"

namespace {

std::set<std::string> names_in(const std::filesystem::path& folder) {
  std::set<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    names.insert(entry.path().filename().string());
  }
  return names;
}

void write_text(const std::filesystem::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

}  // namespace

TEST_CASE("a run removes the files an earlier run wrote into its folder, and only those") {
  using hwsim::cli_test::source_path;
  hwsim::cli_test::ScratchDir dir("stale-out");
  const std::string out = dir.path().string();
  // A training scenario writes memory tables and a memory plot; a decode point writes neither.
  REQUIRE(hwsim::cli_test::run_hwsim(
              {"run", source_path("workloads/scenarios/train-llama3-8b.yaml"), "--out", out, "-q"})
              .status == 0);
  REQUIRE(names_in(dir.path()).count("memory_terms.csv") == 1);
  REQUIRE(names_in(dir.path()).count("memory_vs_seq_len.gp") == 1);
  write_text(dir.path() / "my-notes.txt", "kept\n");
  // A name in the list that is a user's folder now, and names that leave the folder, are skipped.
  std::filesystem::create_directories(dir.path() / "kept-folder");
  const std::string outside = dir.path().filename().string() + "-outside.txt";
  {
    std::ofstream list(dir.path() / ".hwsim-files", std::ios::app | std::ios::binary);
    list << "kept-folder\n../" << outside << "\n";
  }
  write_text(dir.path().parent_path() / outside, "outside\n");

  const auto second = hwsim::cli_test::run_hwsim(
      {"run", source_path("workloads/scenarios/decode-whatif-pcie.yaml"), "--out", out, "-q"});
  REQUIRE(second.status == 0);
  const std::set<std::string> names = names_in(dir.path());
  CHECK(names.count("memory_terms.csv") == 0);
  CHECK(names.count("memory_vs_seq_len.gp") == 0);
  CHECK(names.count("memory_vs_seq_len.png") == 0);
  CHECK(names.count("decode.csv") == 1);
  CHECK(names.count("my-notes.txt") == 1);
  CHECK(names.count("kept-folder") == 1);
  CHECK(std::filesystem::exists(dir.path().parent_path() / outside));
  std::filesystem::remove(dir.path().parent_path() / outside);

  // The list names exactly what the second run wrote.
  std::ifstream list(dir.path() / ".hwsim-files", std::ios::binary);
  std::set<std::string> listed;
  for (std::string name; std::getline(list, name);) listed.insert(name);
  std::set<std::string> written = names;
  for (const char* other : {".hwsim-files", "my-notes.txt", "kept-folder"}) written.erase(other);
  CHECK(listed == written);
}
