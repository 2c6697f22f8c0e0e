#include "sim/graph/machine.hpp"

#include <cmath>
#include <stdexcept>

namespace hwsim::graph {

ResourceId Machine::add(std::string name, ResourceKind kind, double amount) {
  if (find(name)) throw std::invalid_argument("resource '" + name + "' is declared twice");
  resources_.push_back(ResourceDecl{std::move(name), kind, amount});
  return static_cast<ResourceId>(resources_.size() - 1);
}

ResourceId Machine::add_link(std::string name, double bytes_per_second) {
  if (!(bytes_per_second > 0.0) || !std::isfinite(bytes_per_second)) {
    throw std::invalid_argument("link '" + name + "': bandwidth must be positive and finite");
  }
  return add(std::move(name), ResourceKind::link, bytes_per_second);
}

ResourceId Machine::add_slots(std::string name, int count) {
  if (count < 1) throw std::invalid_argument("slots '" + name + "': need at least one slot");
  return add(std::move(name), ResourceKind::slots, count);
}

ResourceId Machine::add_pool(std::string name, double capacity_bytes) {
  if (!(capacity_bytes > 0.0)) {
    throw std::invalid_argument("pool '" + name + "': capacity must be positive");
  }
  return add(std::move(name), ResourceKind::pool, capacity_bytes);
}

std::optional<ResourceId> Machine::find(const std::string& name) const {
  for (std::size_t i = 0; i < resources_.size(); ++i) {
    if (resources_[i].name == name) return static_cast<ResourceId>(i);
  }
  return std::nullopt;
}

ResourceId Machine::id(const std::string& name) const {
  if (auto found = find(name)) return *found;
  throw std::out_of_range("no resource named '" + name + "'");
}

}  // namespace hwsim::graph
