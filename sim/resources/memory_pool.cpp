#include "sim/resources/memory_pool.hpp"

#include <stdexcept>

namespace hwsim {

MemoryPool::MemoryPool(std::string name, double capacity_bytes)
    : name_(std::move(name)), capacity_(capacity_bytes) {}

MemoryPool::AllocationId MemoryPool::allocate(SimTime now, std::string what, double bytes) {
  if (!(bytes >= 0.0)) throw std::invalid_argument("allocation '" + what + "': negative size");
  in_use_ += bytes;
  timeline_.push_back(MemoryEvent{now, in_use_, bytes, what});
  if (in_use_ > peak_) {
    peak_ = in_use_;
    peak_time_ = now;
    peak_what_ = what;
  }
  allocations_.push_back(Allocation{std::move(what), bytes, true});
  return static_cast<AllocationId>(allocations_.size() - 1);
}

void MemoryPool::free(SimTime now, AllocationId allocation) {
  if (allocation >= allocations_.size() || !allocations_[allocation].live) {
    throw std::logic_error("memory pool '" + name_ + "': free of an allocation not live");
  }
  Allocation& a = allocations_[allocation];
  a.live = false;
  in_use_ -= a.bytes;
  timeline_.push_back(MemoryEvent{now, in_use_, -a.bytes, a.what});
}

std::vector<std::pair<std::string, double>> MemoryPool::live_allocations() const {
  std::vector<std::pair<std::string, double>> live;
  for (const Allocation& a : allocations_) {
    if (a.live) live.emplace_back(a.what, a.bytes);
  }
  return live;
}

}  // namespace hwsim
