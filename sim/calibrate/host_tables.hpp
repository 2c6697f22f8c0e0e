#pragma once
// Host rate tables from the gather and staged-copy points of validate/ (schemas in
// validate/README.md): those of the `hwsim calibrate` microbenchmarks and those of the host probe
// that the end-to-end harness measures between its CPU-memory cases on its own pinned weights.
// Shared by the profile fit and by the probe's tables, so both read a point alike.
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "sim/hw/hardware_profile.hpp"

namespace hwsim::calibrate {

// One row per gather point: threads, call_bytes, copy_bytes = bundle_bytes, bandwidth = bytes /
// median time; ascending in (threads, call_bytes, copy_bytes) as HostSpec::gather_bandwidth wants
// them. Throws std::invalid_argument naming the point and the key for a point without one of
// those numbers (median_ms, threads, call_bytes, bytes, bundle_bytes), and for no points, a
// non-positive time or rate, two points with one key, or points that mix a call size of 0 (any
// call) with others for one thread count (gather_rows_order_error).
std::vector<hw::GatherPoint> gather_rows(const nlohmann::json& points);

// The H2D rate of a staging buffer right after a gather into it, from staged-copy points: the
// points whose "source" is "pinned" (the harness gathers from pinned memory, so only such points
// describe it); `overall` = total bytes / total (time - latency); `by_size` = the same per bundle
// size of the gather (bundle_bytes) and nominal copy size (copy_bytes), ascending in that order,
// when there are at least two copy sizes and all times are positive. nullopt when the total time
// after latency is not positive; throws std::invalid_argument naming the point and the key for a
// point without "source" or a pinned point without bytes, after_gather_median_us, copy_bytes or
// bundle_bytes, when no point is pinned, and for rows out of order
// (staged_copy_rows_order_error).
struct AfterGatherRates {
  double overall = 0;                       // bytes/s
  std::vector<hw::StagedCopyRate> by_size;  // empty: one rate for every size
  std::size_t points = 0;                   // points used
};
std::optional<AfterGatherRates> after_gather_rates(const nlohmann::json& points, double latency);

}  // namespace hwsim::calibrate
