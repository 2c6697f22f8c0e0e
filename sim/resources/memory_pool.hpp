#pragma once
// A device memory pool that tracks bytes in use over simulated time: alloc/free by handle, the
// high-water mark, when it occurred and which allocation reached it. Capacity is a limit to report
// against, not a hard stop: a training step that would not fit still runs, so the user sees by how
// much it overflows and where.
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "sim/core/sim_time.hpp"

namespace hwsim {

struct MemoryEvent {
  SimTime time;
  double bytes_in_use;  // after this event
  double delta;         // + allocation, - free
  std::string what;     // allocation name
};

class MemoryPool {
 public:
  using AllocationId = std::uint32_t;

  explicit MemoryPool(std::string name,
                      double capacity_bytes = std::numeric_limits<double>::infinity());

  AllocationId allocate(SimTime now, std::string what, double bytes);
  void free(SimTime now, AllocationId allocation);  // freeing twice is a std::logic_error

  const std::string& name() const { return name_; }
  double capacity() const { return capacity_; }
  double in_use() const { return in_use_; }
  double peak() const { return peak_; }
  SimTime peak_time() const { return peak_time_; }
  const std::string& peak_allocation() const { return peak_what_; }
  bool exceeded_capacity() const { return peak_ > capacity_; }
  const std::vector<MemoryEvent>& timeline() const { return timeline_; }
  // Allocations still live, for "what is resident at the end" reports.
  std::vector<std::pair<std::string, double>> live_allocations() const;

 private:
  struct Allocation {
    std::string what;
    double bytes;
    bool live;
  };
  std::string name_;
  double capacity_;
  double in_use_ = 0.0;
  double peak_ = 0.0;
  SimTime peak_time_ = 0;
  std::string peak_what_;
  std::vector<Allocation> allocations_;
  std::vector<MemoryEvent> timeline_;
};

}  // namespace hwsim
