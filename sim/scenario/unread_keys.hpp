#pragma once
// Why a swept key would change no result of its point: the rows of such a sweep would all be one
// run under different labels, so the scenario layer refuses the sweep (scenario.cpp), naming the
// key and this reason. The answer depends on the point's hardware profile (a measured table that
// replaces a datasheet value) and its job (training reads few GPU figures; a decode job without
// flash reads no storage key, one without CPU gathers no gather rate). Each reason is one row of a
// table in unread_keys.cpp; tests/scenario/unread_keys_test.cpp checks, for every row, that the
// key it names really changes no output of a job that the row refuses.
#include <optional>
#include <string>

#include "sim/decode/decode_job.hpp"
#include "sim/hw/hardware_profile.hpp"
#include "sim/model/architecture.hpp"
#include "sim/train/train_job.hpp"

namespace hwsim::scenario {

// What a point reads: its profile and exactly one of its jobs (the other null).
struct PointJobs {
  const hw::HardwareProfile& hardware;
  const train::TrainJob* train = nullptr;
  const decode::DecodeJob* decode = nullptr;
  const model::ModelSpec* model = nullptr;  // the decode job's model (null: none)
};

// `key` is a sweep key path ("hardware.storage.ssd_count", "job.chunks"); a key below a listed
// one ("hardware.storage.read_latencies[0].latency") is unread with it. nullopt: some case may read
// it (keys that select or splice whole sections, such as "hardware", are never refused).
std::optional<std::string> unread_swept_key(const PointJobs& point, const std::string& key);

}  // namespace hwsim::scenario
