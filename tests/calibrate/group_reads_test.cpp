// Flash reads per matrix group in `hwsim validate` (sim/calibrate/phase_spans.hpp and the group
// table of e2e_compare.hpp): which group's reads a prediction misses.
#include <nlohmann/json.hpp>
#include <string>
#include <variant>

#include "catch.hpp"
#include "read_file.hpp"
#include "sim/calibrate/e2e_compare.hpp"
#include "sim/calibrate/phase_spans.hpp"
#include "sim/hw/profile_loader.hpp"
#include "sim/io/node.hpp"
#include "sim/report/writers.hpp"

using namespace hwsim;
using Catch::Matchers::Contains;
using Catch::Matchers::WithinRel;
using nlohmann::json;

namespace {

const std::string kRun3 = HWSIM_SOURCE_DIR "/validate/results/2026-11-29-h200-probe/run-3/";

}  // namespace

TEST_CASE("in_group: a layer task's name names its matrix group") {
  CHECK(calibrate::in_group("L3.qkv.read2", "qkv"));
  CHECK(calibrate::in_group("L12.gate_up.p0.read0", "gate_up"));
  CHECK(calibrate::in_group("L0.o.submit", "o"));
  CHECK(calibrate::in_group("L0.experts.down.read1", "experts.down"));
  CHECK_FALSE(calibrate::in_group("L0.experts.down.read1", "down"));
  CHECK_FALSE(calibrate::in_group("L3.qkv.read2", "q"));
  CHECK_FALSE(calibrate::in_group("L3.qkv", "qkv"));
  CHECK_FALSE(calibrate::in_group("framework", "qkv"));
  CHECK_FALSE(calibrate::in_group("L.qkv.read", "qkv"));
  CHECK_FALSE(calibrate::in_group("Lx.qkv.read", "qkv"));
  CHECK_FALSE(calibrate::in_group("L3.qkv.read2", ""));
}

TEST_CASE("flash reads per group: measured against the span of each group's read tasks") {
  const auto profile = hw::load_hardware(io::Node::load_file(kRun3 + "profile-a.yaml"), nullptr);
  json doc = test::read_json(kRun3 + "e2e-1.json");
  json dense;
  for (const auto& c : doc["e2e"]["cases"])
    if (c["name"] == "flash/dense_bf16") dense = c;
  REQUIRE(dense.is_object());
  // Older documents have no per-group times: no group table.
  doc["e2e"]["cases"] = json::array({dense});
  doc["e2e"]["storage_probe"]["points"] = {{{"pattern", "sparse"},
                                            {"request_bytes", 4096},
                                            {"queue_depth", 1},
                                            {"little_latency_us", 100}},
                                           {{"pattern", "contiguous"},
                                            {"request_bytes", 1048576},
                                            {"queue_depth", 1},
                                            {"little_latency_us", 5000}}};
  CHECK_FALSE(calibrate::compare_e2e(doc, profile, HWSIM_SOURCE_DIR).group_table);

  const double measured[] = {500, 300, 2000, 1100};
  const double transfers[] = {24, 16, 112, 56};
  for (std::size_t g = 0; g < 4; ++g) {
    dense["groups"][g]["gather_ms_median"] = measured[g];
    dense["groups"][g]["transfers_per_token"] = transfers[g];
  }
  doc["e2e"]["cases"] = json::array({dense});
  const auto cmp = calibrate::compare_e2e(doc, profile, HWSIM_SOURCE_DIR);
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
    CHECK(groups[g].measured_read_ms == measured[g]);
    CHECK(groups[g].measured_transfers == transfers[g]);
    CHECK(groups[g].predicted_transfers == transfers[g]);
    CHECK_THAT(groups[g].predicted_read_ms, WithinRel(predicted[g], 1e-9));
  }
  // The groups' reads are the whole gather phase.
  CHECK_THAT(cmp.cases[0].predicted_phase_ms[2], WithinRel(4160.0, 1e-9));
  REQUIRE(cmp.group_table);
  const std::string text = report::to_text(*cmp.group_table);
  CHECK_THAT(text, Contains("Flash reads per matrix group"));
  CHECK_THAT(text, Contains("storage probe"));
  // qkv: (480 - 500) / 500 = -4.0%.
  CHECK_THAT(text, Contains("-4.0"));
  REQUIRE(cmp.group_table->rows.size() == 4);
  CHECK(std::holds_alternative<double>(cmp.group_table->rows[0][6]));

  // A group that measured no time gets no error (an empty cell, not a division by zero).
  dense["groups"][1]["gather_ms_median"] = 0.0;
  doc["e2e"]["cases"] = json::array({dense});
  const auto zero = calibrate::compare_e2e(doc, profile, HWSIM_SOURCE_DIR);
  REQUIRE(zero.group_table);
  CHECK(std::holds_alternative<double>(zero.group_table->rows[0][6]));
  CHECK(std::holds_alternative<std::monostate>(zero.group_table->rows[1][6]));
}
