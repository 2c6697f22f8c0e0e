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

// One row per gather point: threads, call_bytes (0 when the point has none), copy_bytes =
// bundle_bytes, bandwidth = bytes / median time; ascending in (threads, call_bytes, copy_bytes)
// as HostSpec::gather_bandwidth wants them. Throws std::invalid_argument for no points, a
// non-positive time or rate, two points with one key, or points that mix having and lacking a
// call size for one thread count (gather_rows_order_error).
std::vector<hw::GatherPoint> gather_rows(const nlohmann::json& points);

// The H2D rate of a staging buffer right after a gather into it, from staged-copy points: the
// points gathered from a pinned source when any point names a pinned source, else every point (the
// harness gathers from pinned memory, so only such points describe it); `overall` =
// total bytes / total (time - latency); `by_size` = the same per bundle size of the gather
// (bundle_bytes, 0 when the points have none) and nominal copy size (copy_bytes), ascending in
// that order, when the points have copy sizes, at least two of them, and all positive times.
// nullopt when the total time after latency is not positive; throws std::invalid_argument when
// points with and without bundle sizes are mixed (staged_copy_rows_order_error).
struct AfterGatherRates {
  double overall = 0;                       // bytes/s
  std::vector<hw::StagedCopyRate> by_size;  // empty: one rate for every size
  std::size_t points = 0;                   // points used
};
std::optional<AfterGatherRates> after_gather_rates(const nlohmann::json& points, double latency);

}  // namespace hwsim::calibrate
