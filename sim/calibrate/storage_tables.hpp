#pragma once
// Storage read-latency tables from batch-read points: those of the ssd_batch microbenchmark of
// `hwsim calibrate` and those of the storage probe that the end-to-end harness runs between its
// flash cases on its own weights file (both schemas in validate/README.md). Shared by the profile
// fit and by the probe's tables (sim/validation/storage_probe.hpp), so both read a point alike. A
// point's latency is its little_latency_us: queue_depth * batch time / requests (Little's law over
// bursts of reads), in microseconds.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "sim/hw/hardware_profile.hpp"

namespace hwsim::calibrate {

// The sparse points that latency tables come from: half of a region's slots read, the region
// starting on a multiple of the request size, no two reads adjacent, no pause between batches (the
// benchmark's defaults). Every point names its pattern and pause_us, every sparse point its
// density, alignment and slot_choice.
//
// Why separated: a sparse reader merges adjacent selected bundles into one request, so its
// requests have a gap between them (but where a run longer than the largest request is cut), and
// a disk serves requests with gaps more slowly than adjacent ones (7-9% more batch time at
// 8-12 KiB on the H200 machine's disk: the read-replay results in validate/results/). Fitting
// adjacent reads would predict the sparse reader too fast.
inline constexpr double kFittedSparseDensity = 0.5;
inline constexpr const char* kFittedSparseAlignment = "request";
inline constexpr const char* kFittedSlotChoice = "separated";

struct BatchPoints {
  // Pattern "sparse" at the fitted density, alignment and slot choice.
  nlohmann::json sparse = nlohmann::json::array();
  nlohmann::json contiguous = nlohmann::json::array();  // pattern "contiguous", no pause
  // Sparse at another density, alignment or slot choice, and either pattern with a pause.
  nlohmann::json not_fitted = nlohmann::json::array();
};
// Throws std::invalid_argument naming the point and the key for a point without one of those keys
// (`what` names the points' key path in the error).
BatchPoints split_batch_points(const nlohmann::json& points,
                               const std::string& what = "batch-read points");

// One latency row per point (seconds). Throws std::invalid_argument unless the points form a full
// grid of request sizes x queue depths with positive latencies (`what` names them in the message).
std::vector<hw::ReadLatencyPoint> batch_latency_grid(const nlohmann::json& points,
                                                     const std::string& what);

}  // namespace hwsim::calibrate
