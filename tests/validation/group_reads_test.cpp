// Gathers and flash reads per matrix group in `hwsim validate` (sim/validation/phase_spans.hpp and
// the group table of e2e_compare.hpp): which group's transfers a prediction misses.
#include <nlohmann/json.hpp>
#include <string>
#include <variant>

#include "catch.hpp"
#include "read_file.hpp"
#include "recorded_session.hpp"
#include "sim/hw/profile_loader.hpp"
#include "sim/io/node.hpp"
#include "sim/report/writers.hpp"
#include "sim/validation/e2e_compare.hpp"
#include "sim/validation/phase_spans.hpp"

using namespace hwsim;
using Catch::Matchers::Contains;
using Catch::Matchers::WithinRel;
using nlohmann::json;

namespace {

const std::string& kSession = test::kSession4;

// A sparse and a contiguous batch-read point as the harness writes them.
nlohmann::json probe_point(const char* pattern, double bytes, double latency_us) {
  nlohmann::json p{{"pattern", pattern},
                   {"request_bytes", bytes},
                   {"queue_depth", 1},
                   {"little_latency_us", latency_us},
                   {"pause_us", 0.0}};
  if (std::string(pattern) == "sparse") {
    p["density"] = 0.5;
    p["alignment"] = "request";
    p["slot_choice"] = "separated";
  }
  return p;
}

}  // namespace

TEST_CASE("in_group: a layer task's name names its matrix group") {
  CHECK(validation::in_group("L3.qkv.read2", "qkv"));
  CHECK(validation::in_group("L12.gate_up.p0.read0", "gate_up"));
  CHECK(validation::in_group("L0.o.submit", "o"));
  CHECK(validation::in_group("L0.experts.down.read1", "experts.down"));
  CHECK_FALSE(validation::in_group("L0.experts.down.read1", "down"));
  CHECK_FALSE(validation::in_group("L3.qkv.read2", "q"));
  CHECK_FALSE(validation::in_group("L3.qkv", "qkv"));
  CHECK_FALSE(validation::in_group("framework", "qkv"));
  CHECK_FALSE(validation::in_group("L.qkv.read", "qkv"));
  CHECK_FALSE(validation::in_group("Lx.qkv.read", "qkv"));
  CHECK_FALSE(validation::in_group("L3.qkv.read2", ""));
}

TEST_CASE("flash reads per group: measured against the span of each group's read tasks") {
  const auto profile = hw::load_hardware(io::Node::load_file(kSession + "profile.yaml"), nullptr);
  json doc = test::read_json(kSession + "e2e.json");
  json dense;
  for (const auto& c : doc["e2e"]["cases"])
    if (c["name"] == "flash/dense_bf16") dense = c;
  REQUIRE(dense.is_object());
  doc["e2e"]["storage_probe"]["points"] = {probe_point("sparse", 4096, 100),
                                           probe_point("contiguous", 1048576, 5000)};
  // A group without its measured time is an error naming the key.
  json untimed = dense;
  untimed["groups"][2].erase("gather_ms_median");
  doc["e2e"]["cases"] = json::array({untimed});
  CHECK_THROWS_WITH(validation::compare_e2e(doc, profile, HWSIM_SOURCE_DIR),
                    Contains("gather_ms_median"));

  const double measured[] = {500, 300, 2000, 1100};
  const double transfers[] = {24, 16, 112, 56};
  for (std::size_t g = 0; g < 4; ++g) {
    dense["groups"][g]["gather_ms_median"] = measured[g];
    dense["groups"][g]["transfers_per_token"] = transfers[g];
  }
  doc["e2e"]["cases"] = json::array({dense});
  const auto cmp = validation::compare_e2e(doc, profile, HWSIM_SOURCE_DIR);
  REQUIRE(cmp.cases.size() == 1);
  const auto& groups = cmp.cases[0].groups;
  REQUIRE(groups.size() == 4);
  // Dense groups read 4 MiB requests (the case's dense_request_bytes) from the probe's one
  // contiguous point, 1 MiB at depth 1 in 5000 us, which grows in proportion beyond the grid:
  // 20000 us at depth 1, 20000 * q us at depth q, so every read holds the disk for 20 ms.
  // Requests per layer: qkv 48 MiB / 4 MiB = 12, o 8, gate_up 56, down 28; two layers; the
  // profile's submission costs nothing. qkv: 2 * 12 * 20 ms = 480 ms, o 320, gate_up 2240,
  // down 1120.
  const double predicted[] = {480, 320, 2240, 1120};
  const char* names[] = {"qkv", "o", "gate_up", "down"};
  for (std::size_t g = 0; g < 4; ++g) {
    CHECK(groups[g].group == names[g]);
    CHECK(groups[g].measured_ms == measured[g]);
    CHECK(groups[g].measured_transfers == transfers[g]);
    CHECK(groups[g].predicted_transfers == transfers[g]);
    CHECK_THAT(groups[g].predicted_ms, WithinRel(predicted[g], 1e-9));
  }
  // The groups' reads are the whole gather phase.
  CHECK_THAT(cmp.cases[0].predicted_phase_ms[2], WithinRel(4160.0, 1e-9));
  REQUIRE(cmp.group_table);
  const std::string text = report::to_text(*cmp.group_table);
  CHECK_THAT(text, Contains("Gathers and flash reads per matrix group"));
  CHECK_THAT(text, Contains("storage probe"));
  // qkv: (480 - 500) / 500 = -4.0%.
  CHECK_THAT(text, Contains("-4.0"));
  REQUIRE(cmp.group_table->rows.size() == 4);
  CHECK(std::holds_alternative<double>(cmp.group_table->rows[0][6]));

  // A group that measured no time gets no error (an empty cell, not a division by zero).
  dense["groups"][1]["gather_ms_median"] = 0.0;
  doc["e2e"]["cases"] = json::array({dense});
  const auto zero = validation::compare_e2e(doc, profile, HWSIM_SOURCE_DIR);
  REQUIRE(zero.group_table);
  CHECK(std::holds_alternative<double>(zero.group_table->rows[0][6]));
  CHECK(std::holds_alternative<std::monostate>(zero.group_table->rows[1][6]));
}

TEST_CASE("cpu gathers per group: measured against the span of each group's gather tasks") {
  auto profile = hw::load_hardware(io::Node::load_file(kSession + "profile.yaml"), nullptr);
  // One gather rate for every thread count and call size, no per-bundle cost, no wake-up: a
  // group's gather takes its bytes / 10 GB/s.
  profile.host.gather_bandwidth = {{8, 0.0, 10e9}};
  profile.host.gather_overhead_per_column = 0.0;
  profile.host.dispatch_overhead = 0.0;
  json doc = test::read_json(kSession + "e2e.json");
  json teal, dense;
  for (const auto& c : doc["e2e"]["cases"]) {
    if (c["name"] == "cpu/teal-25") teal = c;
    if (c["name"] == "cpu/dense_bf16") dense = c;
  }
  REQUIRE(teal.is_object());
  REQUIRE(dense.is_object());
  REQUIRE(teal["layers"] == 8);
  for (json* c : {&teal, &dense})
    for (auto& g : (*c)["groups"]) {
      g["gather_ms_median"] = 10.0;
      g["transfers_per_token"] = 6000.0;
    }
  doc["e2e"]["cases"] = json::array({dense, teal});
  doc["e2e"].erase("storage_probe");
  doc["e2e"].erase("host_probe");  // the rate above, not the probe's
  const auto cmp = validation::compare_e2e(doc, profile, HWSIM_SOURCE_DIR);
  REQUIRE(cmp.cases.size() == 2);
  // Dense CPU-memory groups are copied straight from pinned memory: nothing gathered, no rows.
  CHECK(cmp.cases[0].groups.empty());
  const auto& groups = cmp.cases[1].groups;
  REQUIRE(groups.size() == 4);
  // TEAL 25% selects a quarter of each group's columns: qkv 1024 bundles of 6144 * 2 B per layer
  // = 12 MiB, o 1024 x 8 KiB = 8 MiB, gate_up 1024 x 56 KiB = 56 MiB, down 3584 x 8 KiB = 28 MiB;
  // 8 layers at 10 GB/s: qkv 8 * 12,582,912 B / 1e10 B/s = 10.066 ms, o 6.711, gate_up 46.976,
  // down 23.488.
  const double mib_per_layer[] = {12, 8, 56, 28};
  // Memcpy calls: one per run of adjacent selected columns. k of n columns drawn at random leave
  // k - k (k - 1) / n runs on average: 1024 - 1024 * 1023 / 4096 = 768.25 per layer for the
  // 4096-column groups, 3584 - 3584 * 3583 / 14336 = 2688.2 for down; 8 layers. The sampled
  // selections land within 2% of that.
  const double runs_per_layer[] = {768.25, 768.25, 768.25, 2688.2};
  for (std::size_t g = 0; g < 4; ++g) {
    CHECK_THAT(groups[g].predicted_ms,
               WithinRel(8 * mib_per_layer[g] * 1048576 / 1e10 * 1e3, 1e-9));
    CHECK_THAT(groups[g].predicted_transfers, WithinRel(8 * runs_per_layer[g], 0.02));
    CHECK(groups[g].measured_ms == 10.0);
  }
  REQUIRE(cmp.group_table);
  // qkv: (10.066 - 10) / 10 = +0.7%.
  CHECK(cmp.group_table->rows.size() == 4);
  CHECK_THAT(report::to_text(*cmp.group_table), Contains("cpu/teal-25"));
}
