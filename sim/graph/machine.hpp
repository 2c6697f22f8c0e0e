#pragma once
// The resources a task graph runs on, declared by name before execution. A Machine is a description
// (no simulation state), so one Machine can run many graphs. sim/hw builds one from a hardware
// profile; tests build small ones by hand.
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace hwsim::graph {

using ResourceId = std::uint32_t;

enum class ResourceKind {
  link,   // bandwidth in bytes/s shared max-min fairly by the flows crossing it
  slots,  // N concurrent users, FIFO admission (stream, copy engine, thread pool, SSD queue)
  pool,   // memory, bytes; allocations tracked over time
};

struct ResourceDecl {
  std::string name;
  ResourceKind kind;
  double amount;  // link: bytes/s; slots: count; pool: capacity in bytes (may be infinite)
};

class Machine {
 public:
  ResourceId add_link(std::string name, double bytes_per_second);
  ResourceId add_slots(std::string name, int count);
  ResourceId add_pool(std::string name,
                      double capacity_bytes = std::numeric_limits<double>::infinity());

  // Looks a resource up by name; std::out_of_range naming it when absent.
  ResourceId id(const std::string& name) const;
  std::optional<ResourceId> find(const std::string& name) const;
  const ResourceDecl& resource(ResourceId id) const { return resources_.at(id); }
  const std::vector<ResourceDecl>& resources() const { return resources_; }

 private:
  ResourceId add(std::string name, ResourceKind kind, double amount);
  std::vector<ResourceDecl> resources_;
};

}  // namespace hwsim::graph
