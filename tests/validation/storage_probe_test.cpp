// Storage read-latency tables from batch-read points (sim/calibrate/storage_tables.hpp,
// sim/validation/storage_probe.hpp) and their use by `hwsim validate`: the probe replaces the
// profile's tables for the flash cases only.
#include "sim/validation/storage_probe.hpp"

#include <functional>
#include <nlohmann/json.hpp>
#include <string>

#include "catch.hpp"
#include "read_file.hpp"
#include "recorded_session.hpp"
#include "sim/calibrate/storage_tables.hpp"
#include "sim/hw/profile_loader.hpp"
#include "sim/io/node.hpp"
#include "sim/validation/e2e_compare.hpp"

using namespace hwsim;
using Catch::Matchers::Contains;
using Catch::Matchers::WithinRel;
using nlohmann::json;
using test::load_profile;
using test::read_json;

namespace {

// A point as the harness and the microbenchmark write it (validate/README.md): sparse points at the
// fitted density, alignment and slot choice, no pause.
json point(const char* pattern, double bytes, int depth, double latency_us) {
  json p{{"request_bytes", bytes},
         {"queue_depth", depth},
         {"little_latency_us", latency_us},
         {"pause_us", 0.0}};
  if (pattern) p["pattern"] = pattern;
  if (pattern && std::string(pattern) == "sparse") {
    p["density"] = 0.5;
    p["alignment"] = "request";
    p["slot_choice"] = "separated";
  }
  return p;
}

// 2 sizes x 2 depths of sparse points, 1 x 1 contiguous.
json small_probe() {
  return {{"points",
           {point("sparse", 4096, 1, 100), point("sparse", 16384, 1, 200),
            point("sparse", 4096, 4, 300), point("sparse", 16384, 4, 600),
            point("contiguous", 1048576, 1, 5000)}}};
}

std::string what_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "(no exception)";
}

const std::string& kSession = test::kSession4;

}  // namespace

TEST_CASE("batch points split by pattern; a point without one is an error") {
  CHECK_THAT(what_of([] {
               calibrate::split_batch_points(
                   json{point("sparse", 4096, 1, 1), point(nullptr, 8192, 1, 2)});
             }),
             Contains("batch-read points[1]: no \"pattern\""));
  const json pts = {point("sparse", 4096, 1, 1), point("contiguous", 4096, 1, 2),
                    point("sparse", 8192, 1, 3)};
  const auto split = calibrate::split_batch_points(pts);
  CHECK(split.sparse.size() == 2);
  CHECK(split.contiguous.size() == 1);
  CHECK(split.contiguous[0]["little_latency_us"] == 2);
  CHECK(split.not_fitted.empty());
  // Densities other than 1/2 are measured for comparison, never fitted.
  json quarter = point("sparse", 4096, 1, 4);
  quarter["density"] = 0.25;
  json half = point("sparse", 4096, 2, 5);
  half["density"] = 0.5;
  const auto with_densities = calibrate::split_batch_points(json{quarter, half});
  REQUIRE(with_densities.sparse.size() == 1);
  CHECK(with_densities.sparse[0]["little_latency_us"] == 5);
  REQUIRE(with_densities.not_fitted.size() == 1);
  CHECK(with_densities.not_fitted[0]["density"] == 0.25);
  // So are page-aligned regions and pauses between batches; request-aligned ones without a pause
  // are fitted.
  json page = point("sparse", 4096, 1, 6);
  page["alignment"] = "page";
  json request = point("sparse", 4096, 2, 7);
  request["alignment"] = "request";
  request["pause_us"] = 0.0;
  json paused = point("sparse", 4096, 4, 8);
  paused["pause_us"] = 1000.0;
  json paused_contiguous = point("contiguous", 4096, 4, 9);
  paused_contiguous["pause_us"] = 1000.0;
  json contiguous = point("contiguous", 4096, 4, 10);
  contiguous["pause_us"] = 0.0;
  const auto with_alignments =
      calibrate::split_batch_points(json{page, request, paused, paused_contiguous, contiguous});
  REQUIRE(with_alignments.sparse.size() == 1);
  CHECK(with_alignments.sparse[0]["little_latency_us"] == 7);
  REQUIRE(with_alignments.contiguous.size() == 1);
  CHECK(with_alignments.contiguous[0]["little_latency_us"] == 10);
  REQUIRE(with_alignments.not_fitted.size() == 3);
  CHECK(with_alignments.not_fitted[0]["alignment"] == "page");
  CHECK(with_alignments.not_fitted[1]["pause_us"] == 1000.0);
  CHECK(with_alignments.not_fitted[2]["pattern"] == "contiguous");
  // Reads in separated slots are fitted; batches that may read adjacent slots are not.
  json separated = point("sparse", 4096, 1, 11);
  json any = point("sparse", 4096, 2, 12);
  any["slot_choice"] = "any";
  const auto with_slots = calibrate::split_batch_points(json{separated, any});
  REQUIRE(with_slots.sparse.size() == 1);
  CHECK(with_slots.sparse[0]["little_latency_us"] == 11);
  REQUIRE(with_slots.not_fitted.size() == 1);
  CHECK(with_slots.not_fitted[0]["slot_choice"] == "any");
}

TEST_CASE("batch points: a point without one of its keys is an error naming the key") {
  for (const char* key : {"density", "alignment", "slot_choice", "pause_us"}) {
    INFO(key);
    json sparse = point("sparse", 4096, 1, 1);
    sparse.erase(key);
    CHECK_THAT(what_of([&] {
                 calibrate::split_batch_points(json{point("sparse", 4096, 2, 2), sparse},
                                               "storage_probe.points");
               }),
               Contains(std::string("storage_probe.points[1]: no \"") + key + "\""));
  }
  json contiguous = point("contiguous", 4096, 1, 1);
  contiguous.erase("pause_us");
  CHECK_THAT(what_of([&] { calibrate::split_batch_points(json{contiguous}); }),
             Contains("batch-read points[0]: no \"pause_us\""));
}

TEST_CASE(
    "batch latency grid: one row per point, in seconds; anything but a full grid is refused") {
  const auto rows = calibrate::batch_latency_grid(
      calibrate::split_batch_points(small_probe()["points"]).sparse, "test");
  REQUIRE(rows.size() == 4);
  CHECK(rows[3].request_bytes == 16384);
  CHECK(rows[3].queue_depth == 4);
  CHECK_THAT(rows[3].latency, WithinRel(600e-6, 1e-12));

  const json missing = {point("sparse", 4096, 1, 100), point("sparse", 16384, 1, 200),
                        point("sparse", 4096, 4, 300)};
  CHECK_THAT(what_of([&] { calibrate::batch_latency_grid(missing, "probe"); }),
             Contains("probe: 3 points are not a full grid"));
  const json twice = {point("sparse", 4096, 1, 100), point("sparse", 4096, 1, 110)};
  CHECK_THAT(what_of([&] { calibrate::batch_latency_grid(twice, "probe"); }),
             Contains("two points of the same request size and queue depth"));
  const json zero = {point("sparse", 4096, 1, 0)};
  CHECK_THAT(what_of([&] { calibrate::batch_latency_grid(zero, "probe"); }), Contains("positive"));
  CHECK_THAT(what_of([&] { calibrate::batch_latency_grid(json::array(), "probe"); }),
             Contains("not a full grid"));
}

TEST_CASE("with_probed_storage replaces both latency tables, interpolated as the profile's are") {
  const auto profile = load_profile(kSession + "profile.yaml");
  const auto probed = validation::with_probed_storage(profile, small_probe());
  REQUIRE(probed.storage);
  CHECK(probed.storage->read_latencies.size() == 4);
  CHECK(probed.storage->seq_read_latencies.size() == 1);
  // 10240 B at depth 2: halfway between the sizes (6144 / 12288), a third of the way between the
  // depths (1 / 3): 0.5 * 2/3 * (100 + 200) + 0.5 * 1/3 * (300 + 600) = 100 + 150 = 250 us.
  CHECK_THAT(probed.storage->read_latency_at(10240, 2), WithinRel(250e-6, 1e-12));
  // Everything else is the profile's.
  CHECK(probed.pcie.h2d_after_gather_sizes.size() == profile.pcie.h2d_after_gather_sizes.size());
  CHECK(probed.storage->page_size == profile.storage->page_size);

  json no_contiguous = small_probe();
  no_contiguous["points"].erase(4);
  CHECK_THAT(what_of([&] { validation::with_probed_storage(profile, no_contiguous); }),
             Contains("contiguous points: 0 points are not a full grid"));
  hw::HardwareProfile diskless = profile;
  diskless.storage.reset();
  CHECK_THAT(what_of([&] { validation::with_probed_storage(diskless, small_probe()); }),
             Contains("no storage section"));
}

TEST_CASE("a probe equal to the profile's own tables predicts exactly what the profile does") {
  const auto profile = load_profile(kSession + "profile.yaml");
  json e2e = read_json(kSession + "e2e.json");
  e2e["e2e"].erase("host_probe");  // the storage probe alone
  json points = json::array();
  for (const auto& r : profile.storage->read_latencies)
    points.push_back(point("sparse", r.request_bytes, r.queue_depth, r.latency * 1e6));
  for (const auto& r : profile.storage->seq_read_latencies)
    points.push_back(point("contiguous", r.request_bytes, r.queue_depth, r.latency * 1e6));
  e2e["e2e"]["storage_probe"]["points"] = points;
  const auto probed = validation::compare_e2e(e2e, profile, HWSIM_SOURCE_DIR);
  const auto own = validation::compare_e2e(e2e, profile, HWSIM_SOURCE_DIR, {},
                                           validation::StorageTables::profile);
  CHECK(probed.storage_probed);
  CHECK_FALSE(own.storage_probed);
  CHECK_FALSE(own.with_profile_tables.has_value());
  REQUIRE(probed.cases.size() == own.cases.size());
  // The same latencies, through microseconds and back (a few ulps), then the simulator's clock.
  for (std::size_t i = 0; i < own.cases.size(); ++i)
    CHECK_THAT(probed.cases[i].predicted_ms, WithinRel(own.cases[i].predicted_ms, 1e-6));
  REQUIRE(probed.with_profile_tables);
  CHECK_THAT(probed.with_profile_tables->mape_pct, WithinRel(own.mape_pct, 1e-6));
}

TEST_CASE("the probe is used only with flash cases; without it a note names the tables used") {
  const auto profile = load_profile(kSession + "profile.yaml");
  const json doc = read_json(kSession + "e2e.json");
  auto has_note = [](const validation::E2EComparison& c, const std::string& text) {
    for (const auto& n : c.table.notes)
      if (n.find(text) != std::string::npos) return true;
    return false;
  };
  // Flash cases, no probe (a harness run with --probe-seconds 0): the profile's tables, said so.
  json no_probe = doc;
  no_probe["e2e"].erase("storage_probe");
  const auto old = validation::compare_e2e(no_probe, profile, HWSIM_SOURCE_DIR);
  CHECK_FALSE(old.storage_probed);
  CHECK(has_note(old,
                 "flash cases predicted with the profile's storage tables (these results "
                 "have no storage probe)"));
  // CPU-memory cases only, with an empty probe: nothing to predict from it, no error.
  json cpu_only = doc;
  json cases = json::array();
  for (const auto& c : doc["e2e"]["cases"])
    if (c["placement"] == "cpu") cases.push_back(c);
  cpu_only["e2e"]["cases"] = cases;
  cpu_only["e2e"]["storage_probe"]["points"] = json::array();
  const auto cpu = validation::compare_e2e(cpu_only, profile, HWSIM_SOURCE_DIR);
  CHECK(cpu.cases.size() == 16);  // e2e.json: 11 dev and 5 held-out cases in CPU memory
  CHECK_FALSE(cpu.storage_probed);
  CHECK_FALSE(has_note(cpu, "storage tables"));
  // Flash cases with an empty probe: refused, naming the probe.
  json empty_probe = doc;
  empty_probe["e2e"]["storage_probe"]["points"] = json::array();
  CHECK_THAT(what_of([&] { validation::compare_e2e(empty_probe, profile, HWSIM_SOURCE_DIR); }),
             Contains("storage probe, sparse points: 0 points are not a full grid"));
}
