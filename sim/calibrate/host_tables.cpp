#include "sim/calibrate/host_tables.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>
#include <tuple>

namespace hwsim::calibrate {

using nlohmann::json;

namespace {

// The point's number under `key`; `what` names the points in the error when it is missing.
double need(const json& p, const char* key, const std::string& what, std::size_t index) {
  if (!p.is_object() || !p.contains(key) || !p.at(key).is_number())
    throw std::invalid_argument(what + "[" + std::to_string(index) + "]: no \"" + key +
                                "\" (a number)");
  return p.at(key).get<double>();
}

}  // namespace

std::vector<hw::GatherPoint> gather_rows(const json& points) {
  std::vector<hw::GatherPoint> rows;
  std::size_t index = 0;
  for (const json& p : points) {
    const double seconds = need(p, "median_ms", "gather points", index) * 1e-3;
    if (!(seconds > 0))
      throw std::invalid_argument("gather point with a time that is not positive");
    rows.push_back({static_cast<int>(need(p, "threads", "gather points", index)),
                    need(p, "call_bytes", "gather points", index),
                    need(p, "bytes", "gather points", index) / seconds,
                    need(p, "bundle_bytes", "gather points", index)});
    ++index;
  }
  if (rows.empty()) throw std::invalid_argument("no gather points");
  auto key = [](const hw::GatherPoint& r) {
    return std::tie(r.threads, r.call_bytes, r.copy_bytes);
  };
  std::sort(rows.begin(), rows.end(),
            [&](const auto& a, const auto& b) { return key(a) < key(b); });
  for (std::size_t i = 1; i < rows.size(); ++i)
    if (key(rows[i - 1]) == key(rows[i]))
      throw std::invalid_argument("two gather points with the same threads, call and bundle size");
  for (const hw::GatherPoint& r : rows)
    if (!(r.bandwidth > 0)) throw std::invalid_argument("gather point with no bytes");
  // Points with and without call sizes mixed for one thread count cannot be looked up.
  if (const std::string error = hw::gather_rows_order_error(rows); !error.empty())
    throw std::invalid_argument("gather points: " + error);
  return rows;
}

std::optional<AfterGatherRates> after_gather_rates(const json& all_points, double latency) {
  json points = json::array();
  std::size_t index = 0;
  for (const json& p : all_points) {
    if (!p.is_object() || !p.contains("source") || !p.at("source").is_string())
      throw std::invalid_argument("staged-copy points[" + std::to_string(index) +
                                  "]: no \"source\" (pinned or pageable)");
    if (p.at("source") == "pinned") points.push_back(p);
    ++index;
  }
  if (points.empty()) throw std::invalid_argument("staged-copy points: none from a pinned source");
  // Per bundle size and nominal copy size (the copies of one size differ by a few bytes of
  // rounding to whole bundles).
  std::map<std::pair<double, double>, std::pair<double, double>> by_size;  // -> (bytes, seconds)
  std::map<double, int> copy_sizes;
  double bytes = 0, seconds = 0;
  index = 0;
  for (const json& p : points) {
    const double b = need(p, "bytes", "pinned staged-copy points", index);
    const double s =
        need(p, "after_gather_median_us", "pinned staged-copy points", index) * 1e-6 - latency;
    bytes += b;
    seconds += s;
    const double copy = need(p, "copy_bytes", "pinned staged-copy points", index);
    copy_sizes[copy] += 1;
    auto& [size_bytes, size_seconds] =
        by_size[{need(p, "bundle_bytes", "pinned staged-copy points", index), copy}];
    ++index;
    size_bytes += b;
    size_seconds += s;
  }
  if (!(bytes > 0 && seconds > 0)) return std::nullopt;
  AfterGatherRates out;
  out.overall = bytes / seconds;
  out.points = points.size();
  const bool sizes_valid =
      copy_sizes.size() >= 2 && std::all_of(by_size.begin(), by_size.end(),
                                            [](const auto& kv) { return kv.second.second > 0; });
  if (sizes_valid)
    for (const auto& [key, totals] : by_size)
      out.by_size.push_back({key.second, totals.first / totals.second, key.first});
  if (const std::string error = hw::staged_copy_rows_order_error(out.by_size); !error.empty())
    throw std::invalid_argument("staged-copy points: " + error);
  return out;
}

}  // namespace hwsim::calibrate
