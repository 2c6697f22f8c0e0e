#include "sim/calibrate/storage_tables.hpp"

#include <set>
#include <stdexcept>
#include <string>
#include <utility>

namespace hwsim::calibrate {

using nlohmann::json;

BatchPoints split_batch_points(const json& points, const std::string& what) {
  BatchPoints out;
  std::size_t index = 0;
  for (const json& p : points) {
    const std::string at = what + "[" + std::to_string(index++) + "]";
    auto need = [&](const char* key, bool number) -> const json& {
      if (!p.is_object() || !p.contains(key) ||
          (number ? !p.at(key).is_number() : !p.at(key).is_string()))
        throw std::invalid_argument(
            at + ": no \"" + key + "\"" +
            (std::string(key) == "pattern" ? " (sparse or contiguous)" : ""));
      return p.at(key);
    };
    const std::string pattern = need("pattern", false).get<std::string>();
    if (need("pause_us", true).get<double>() != 0.0)
      out.not_fitted.push_back(p);
    else if (pattern == "contiguous")
      out.contiguous.push_back(p);
    else if (need("density", true).get<double>() == kFittedSparseDensity &&
             need("alignment", false).get<std::string>() == kFittedSparseAlignment &&
             need("slot_choice", false).get<std::string>() == kFittedSlotChoice)
      out.sparse.push_back(p);
    else
      out.not_fitted.push_back(p);
  }
  return out;
}

std::vector<hw::ReadLatencyPoint> batch_latency_grid(const json& points, const std::string& what) {
  std::vector<hw::ReadLatencyPoint> rows;
  std::set<double> sizes;
  std::set<int> depths;
  std::set<std::pair<double, int>> seen;
  for (const json& p : points) {
    hw::ReadLatencyPoint row;
    row.request_bytes = p.at("request_bytes").get<double>();
    row.queue_depth = p.at("queue_depth").get<int>();
    row.latency = p.at("little_latency_us").get<double>() * 1e-6;
    if (!(row.request_bytes > 0) || row.queue_depth < 1 || !(row.latency > 0))
      throw std::invalid_argument(what + ": a point without a positive size, depth and latency");
    if (!seen.insert({row.request_bytes, row.queue_depth}).second)
      throw std::invalid_argument(what + ": two points of the same request size and queue depth");
    sizes.insert(row.request_bytes);
    depths.insert(row.queue_depth);
    rows.push_back(row);
  }
  if (rows.empty() || rows.size() != sizes.size() * depths.size()) {
    throw std::invalid_argument(what + ": " + std::to_string(rows.size()) +
                                " points are not a full grid of request sizes x queue depths");
  }
  return rows;
}

}  // namespace hwsim::calibrate
