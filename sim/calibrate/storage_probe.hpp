#pragma once
// Storage read-latency tables from batch-read points: the ssd_batch microbenchmark of `hwsim
// calibrate` and the storage probe that the end-to-end harness runs between its flash cases on its
// own weights file (both schemas in validate/README.md). A point's latency is its
// little_latency_us: queue_depth * batch time / requests (Little's law over bursts of reads), in
// microseconds.
//
// Why a probe: the disk of a virtual machine drifts by 10-30% over minutes, so a profile fitted
// minutes before the end-to-end run predicts flash reads of another disk state. The probe measures
// the same benchmark in slices between the harness's flash cases; predicting the flash cases from
// it keeps the hold-out (nothing of the end-to-end cases is fitted) while both sample the same
// minutes.
#include <nlohmann/json.hpp>
#include <vector>

#include "sim/hw/hardware_profile.hpp"

namespace hwsim::calibrate {

// The sparse points that latency tables come from: half of a region's slots read, the region
// starting on a multiple of the request size, no two reads adjacent, no pause between batches (the
// benchmark's defaults; documents without these fields have only such points, except that their
// reads could be adjacent: those are fitted as they were measured).
//
// Why separated: a sparse reader merges adjacent selected bundles into one request, so its
// requests have a gap between them (but where a run longer than the largest request is cut). On
// the H200 machine's disk, batches with adjacent reads allowed took 7-9% less time at 8-12 KiB
// than the same requests with gaps
// (validate/results/2026-11-30-h200-read-replay/).
inline constexpr double kFittedSparseDensity = 0.5;
inline constexpr const char* kFittedSparseAlignment = "request";
inline constexpr const char* kFittedSlotChoice = "separated";

struct BatchPoints {
  nlohmann::json sparse = nlohmann::json::array();  // pattern "sparse" (or none: older documents)
                                                    // at the fitted density, alignment and slot
                                                    // choice (or none: older documents)
  nlohmann::json contiguous = nlohmann::json::array();  // pattern "contiguous", no pause
  // Sparse at another density, alignment or slot choice, and either pattern with a pause.
  nlohmann::json not_fitted = nlohmann::json::array();
};
BatchPoints split_batch_points(const nlohmann::json& points);

// One latency row per point (seconds). Throws std::invalid_argument unless the points form a full
// grid of request sizes x queue depths with positive latencies (`what` names them in the message).
std::vector<hw::ReadLatencyPoint> batch_latency_grid(const nlohmann::json& points,
                                                     const std::string& what);

// `profile` with storage.read_latencies from the probe's sparse points and
// storage.seq_read_latencies from its contiguous points. Throws std::invalid_argument when the
// profile has no storage or either pattern is missing or not a full grid.
hw::HardwareProfile with_probed_storage(const hw::HardwareProfile& profile,
                                        const nlohmann::json& probe);

}  // namespace hwsim::calibrate
