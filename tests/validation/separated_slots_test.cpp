// Batch reads in separated slots (no two reads of a sparse batch adjacent, as the harness's merged
// requests are) in the recorded H200 sessions of the current version
// (validate/results/2026-12-01-h200-session-3 and -session-4): every sparse point of the
// calibration and of the storage probe reads separated slots, so all are fitted.
#include <nlohmann/json.hpp>
#include <string>

#include "catch.hpp"
#include "read_file.hpp"
#include "recorded_session.hpp"
#include "sim/calibrate/storage_tables.hpp"

using namespace hwsim;
using test::read_json;

TEST_CASE("separated slots: the sessions' batch points are all fitted") {
  for (const std::string& session : {test::kSession3, test::kSession4}) {
    INFO(session);
    // micro.json's ssd_batch: 6 sizes x 6 depths sparse, 2 sizes x 6 depths contiguous.
    const auto micro = calibrate::split_batch_points(
        read_json(session + "micro.json").at("micro").at("ssd_batch").at("points"));
    CHECK(micro.sparse.size() == 36);
    CHECK(micro.contiguous.size() == 12);
    CHECK(micro.not_fitted.empty());
    for (const auto& p : micro.sparse) CHECK(p.at("slot_choice") == "separated");
    // e2e.json's storage probe: the same grid.
    const auto probe = calibrate::split_batch_points(
        read_json(session + "e2e.json").at("e2e").at("storage_probe").at("points"));
    CHECK(probe.sparse.size() == 36);
    CHECK(probe.contiguous.size() == 12);
    CHECK(probe.not_fitted.empty());
    for (const auto& p : probe.sparse) CHECK(p.at("slot_choice") == "separated");
  }
}
