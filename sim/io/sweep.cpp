#include "sim/io/sweep.hpp"

#include <cstdio>

namespace hwsim::io {
namespace {

// The value as YAML text that apply_override parses back to the same value.
std::string value_text(const Node& value) {
  if (value.is_scalar()) {
    // Emit so that strings such as "~" or "a: b" come back quoted and unchanged.
    YAML::Emitter out;
    out << value.yaml().Scalar();
    return out.c_str();
  }
  YAML::Emitter out;
  out << YAML::Flow << value.yaml();
  return out.c_str();
}

}  // namespace

std::vector<SweepPoint> expand_sweep(const Node& sweep_node, std::size_t max_points) {
  std::vector<std::string> keys;
  std::vector<std::vector<std::string>> values;
  std::vector<std::vector<Location>> origins;
  double total = 1;  // a double: the product of many lists must not wrap around
  for (const auto& [key, list] : sweep_node.entries()) {
    if (!list.is_sequence() || list.yaml().size() == 0) {
      list.fail("expected a non-empty list of values to sweep over");
    }
    keys.push_back(key);
    values.emplace_back();
    origins.emplace_back();
    for (const Node& item : list.items()) {
      values.back().push_back(value_text(item));
      origins.back().push_back(item.location());
    }
    total *= static_cast<double>(values.back().size());
  }
  if (total > static_cast<double>(max_points)) {
    char count[32];
    std::snprintf(count, sizeof count, "%.0f", total);
    sweep_node.fail(std::string("sweep expands to ") + count + " points, more than the limit of " +
                    std::to_string(max_points) + " (raise it with --max-points " + count + ")");
  }

  std::vector<SweepPoint> points;
  points.reserve(static_cast<std::size_t>(total));
  std::vector<std::size_t> odometer(keys.size(), 0);
  while (true) {
    SweepPoint point;
    for (std::size_t k = 0; k < keys.size(); ++k) {
      const std::string& v = values[k][odometer[k]];
      point.assignments.emplace_back(keys[k], v);
      point.origins.push_back(origins[k][odometer[k]]);
      point.label += (k == 0 ? "" : ",") + keys[k] + "=" + v;
    }
    points.push_back(std::move(point));
    // Advance the last key first; stop when every digit has wrapped.
    std::size_t k = keys.size();
    while (k > 0 && ++odometer[k - 1] == values[k - 1].size()) odometer[--k] = 0;
    if (k == 0) break;
  }
  return points;
}

}  // namespace hwsim::io
