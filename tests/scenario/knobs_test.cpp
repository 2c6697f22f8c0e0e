// No dead knobs: every numeric parameter of every shipped hardware profile, perturbed alone, must
// move some output of a decode job and a training job on that profile (a run refused by a check,
// such as a capacity check, counts as moved). Each is divided by 100, so that a limit which does
// not bind at its own value shows; an integer is halved and, when that moves nothing, doubled: a
// count of servers (copy engines) binds at its value, and only more of them shows. Lowering
// host.memory must refuse the run: the decode job's 4 layers of BF16 weights in CPU memory
// (4 x 218.1M weights x 2 B = 1.745 GB) exceed a hundredth of every shipped host (at most 1.37 GB).
// storage.capacity is a bound as well: it is divided by 10^4 (the 2 TB drive to 0.2 GB, below the
// flash case's 1.745 GB), and the run must refuse.
#include <yaml-cpp/yaml.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "catch.hpp"
#include "scenario/fingerprint.hpp"

using namespace hwsim;
using hwsim::testing::fingerprint;

namespace {

const std::string kRoot = HWSIM_SOURCE_DIR;

// Decode: every method kind and both placements on 4 layers (pinned staging, serial; pageable,
// CPU only, pipelined, so that the chunks of a dense group queue for the copy engines together);
// training: the example job.
std::string scenario_text(const std::string& profile, bool flash, const std::string& staging) {
  return "hardware: " + profile + "\nmodel: " + kRoot +
         "/workloads/models/llama-3.1-8b.yaml\n"
         "job:\n  kind: decode\n  placement: " +
         std::string(flash ? "[cpu, flash]" : "[cpu]") +
         "\n  layers: 4\n  cpu_fetch: gather_sparse\n  staging: " + staging +
         (staging == "pageable" ? "\n  overlap: pipelined" : "") +
         "\n  methods:\n"
         "    - {name: dense, format: bf16}\n    - {name: dense, format: q4_k_m}\n"
         "    - {name: teal, budget: 50%}\n"
         "    - {name: spax, codec: trellis, bits: 3, budget: 27%}\n"
         "    - {name: spax, codec: scalar, bits: 4, budget: 30%}\n";
}

// The value texts to try for a scalar: divided by 100 so that a limit that does not bind at its
// value (a compute rate under a memory-bound kernel) is seen to bind; 0 becomes 1. An integer is
// halved (staying at least 1; 1 becomes 2), then doubled.
std::vector<std::string> perturbed(const std::string& text, bool integer, double divisor = 100.0) {
  std::size_t used = 0;
  const double v = std::stod(text, &used);
  const std::string unit = text.substr(used);
  std::vector<double> values = {v == 0.0 ? 1.0 : v / divisor};
  if (integer) values = {v <= 1.0 ? 2.0 : std::floor(v / 2.0), 2.0 * v};
  std::vector<std::string> out;
  for (const double next : values) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.9g", next);
    out.push_back(buffer + unit);
  }
  return out;
}

// A number with an optional unit ("24 GB", "85%", "1200000"), not a name that starts with one.
bool is_number(const std::string& text) {
  static const std::regex quantity(R"(^[-+]?[0-9.]+([eE][-+]?[0-9]+)? ?[A-Za-z/%]*$)");
  return std::regex_match(text, quantity);
}

// Numeric scalar parameters of a profile: "gpu.memory" -> value text ({value, source} maps give
// their value); sections' nested maps (decode_rates) are walked, lists (measured tables) are not.
void collect(const YAML::Node& node, const std::string& prefix,
             std::vector<std::pair<std::string, std::string>>& out) {
  for (const auto& entry : node) {
    const std::string key = prefix + entry.first.as<std::string>();
    const YAML::Node& v = entry.second;
    if (v.IsScalar() && is_number(v.as<std::string>())) {
      out.emplace_back(key, v.as<std::string>());
    } else if (v.IsMap() && v["value"] && v["value"].IsScalar()) {
      if (is_number(v["value"].as<std::string>()))
        out.emplace_back(key, v["value"].as<std::string>());
    } else if (v.IsMap() && prefix.empty() == false) {
      collect(v, key + ".", out);
    }
  }
}

}  // namespace

TEST_CASE("every numeric parameter of every shipped profile moves some output") {
  const auto dir = std::filesystem::temp_directory_path() / "hwsim-knobs-test";
  std::filesystem::create_directories(dir);
  for (const char* name : {"paper-testbed", "rtx4090-workstation", "h200-local"}) {
    const std::string profile = kRoot + "/hw_profiles/" + name + ".yaml";
    const YAML::Node root = YAML::LoadFile(profile);
    const auto decode = dir / (std::string(name) + "-decode.yaml");
    const auto pageable = dir / (std::string(name) + "-pageable.yaml");
    const auto train = dir / (std::string(name) + "-train.yaml");
    std::ofstream(decode) << scenario_text(profile, bool(root["storage"]), "pinned");
    std::ofstream(pageable) << scenario_text(profile, false, "pageable");
    std::ofstream(train) << "hardware: " << profile << "\nmodel: " << kRoot
                         << "/workloads/models/llama-3.1-8b.yaml\njob:\n  kind: train\n"
                            "  micro_batch: 1\n  global_batch: 16\n  seq_len: 4096\n";
    auto outputs = [&](const std::string& set) {
      return fingerprint(decode, set) + fingerprint(pageable, set) + fingerprint(train, set);
    };
    const std::string base = outputs("");
    REQUIRE(base.rfind("refused", 0) != 0);
    std::vector<std::pair<std::string, std::string>> params;
    for (const char* section : {"gpu", "host", "pcie", "storage"}) {
      if (root[section]) collect(root[section], std::string(section) + ".", params);
    }
    for (const auto& [key, value] : params) {
      const bool integer =
          value.find_first_of(".eE%") == std::string::npos && value.find(' ') == std::string::npos;
      bool moved = false;
      const bool capacity = key == "storage.capacity";
      for (const std::string& next : perturbed(value, integer, capacity ? 1e4 : 100.0)) {
        const std::string set = "hardware." + key + "=" + next;
        const std::string out = outputs(set);
        if (key == "host.memory") {
          INFO(name << ": " << set);
          CHECK(out.find("refused: ") != std::string::npos);
          CHECK(out.find("more than hardware.host.memory") != std::string::npos);
        }
        if (capacity) {
          INFO(name << ": " << set);
          CHECK(out.find("refused: ") != std::string::npos);
          CHECK(out.find("hardware.storage.ssd_count x capacity") != std::string::npos);
        }
        moved = out != base;
        if (moved) break;
      }
      INFO(name << ": " << key << " = " << value);
      CHECK(moved);
    }
  }
}
