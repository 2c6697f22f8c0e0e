// A valid input at the edge of the integer range: Llama-3.1-405B at 128k tokens with micro_batch
// 4096. hwsim must run it and report exact, finite numbers.
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>

#include "catch.hpp"
#include "cli_harness.hpp"

using hwsim::cli_test::run_hwsim;
using hwsim::cli_test::ScratchDir;
using hwsim::cli_test::source_path;

namespace {

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// A CSV cell that spells a non-finite number ("nan", "-inf", "Infinity", ...).
bool non_finite_text(std::string cell) {
  for (char& c : cell) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (!cell.empty() && (cell[0] == '-' || cell[0] == '+')) cell.erase(0, 1);
  return cell == "nan" || cell == "inf" || cell == "infinity";
}

}  // namespace

TEST_CASE("Llama-3.1-405B at 128k tokens and micro_batch 4096 runs with exact activations") {
  ScratchDir scratch("405b");
  const auto r = run_hwsim({"run", source_path("tests/cli/data/llama405b_128k.yaml"), "--format",
                            "csv", "--out", scratch.path().string(), "-q"});
  REQUIRE(r.status == 0);
  CHECK(r.err.empty());

  // No table cell anywhere is NaN or infinite (JSON would turn them into null, so read the CSVs).
  int csv_files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(scratch.path())) {
    if (entry.path().extension() != ".csv") continue;
    ++csv_files;
    const std::string text = read_file(entry.path());
    std::string cell;
    for (char c : text + "\n") {
      if (c == ',' || c == '\n') {
        INFO(entry.path().filename().string() << " cell '" << cell << "'");
        CHECK_FALSE(non_finite_text(cell));
        cell.clear();
      } else {
        cell += c;
      }
    }
  }
  CHECK(csv_files >= 2);

  // The source's activations formula L*s*b*h*(34 + 5*a*s/h) with Llama-3.1-405B's L = 126 layers,
  // h = 16384, a = 128 heads (workloads/models/llama-3.1-405b.yaml), s = 131072 = 2^17 tokens and
  // b = 4096 = 2^12 sequences, in exact integer arithmetic:
  //   5*a*s/h = 5 * 2^7 * 2^17 / 2^14 = 5 * 2^10 = 5120, so 34 + 5120 = 5154;
  //   L*s*b*h = 126 * 2^17 * 2^12 * 2^14 = 126 * 2^43;
  //   total = 126 * 5154 * 2^43 = 649404 * 2^43 = 5712217992993964032 bytes (> 2^62, < 2^63)
  //         = 649404 * 2^13 GiB = 5319917568 GiB exactly.
  // A double holds 5319917568 exactly, so the reported GiB must equal it exactly; a product that
  // wrapped around int64 or lost bits in a double would not.
  const nlohmann::json results = nlohmann::json::parse(read_file(scratch.path() / "results.json"));
  bool found = false;
  for (const auto& table : results.at("tables")) {
    if (table.at("name") != "memory_terms") continue;
    for (const auto& row : table.at("rows")) {
      if (row.at("term") != "activations") continue;
      found = true;
      CHECK(row.at("source_GiB").get<double>() == 5319917568.0);
      CHECK(row.at("hwsim_GiB").get<double>() == 5319917568.0);
    }
  }
  CHECK(found);
  // Every number in results.json is finite (nlohmann writes NaN and infinity as null, so a null
  // in a column that has numbers in other rows is suspicious; here we only require the numbers
  // that are present to be finite).
  for (const auto& table : results.at("tables")) {
    for (const auto& row : table.at("rows")) {
      for (const auto& [key, value] : row.items()) {
        if (value.is_number()) CHECK(std::isfinite(value.get<double>()));
      }
    }
  }
}
