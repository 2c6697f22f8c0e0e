#include "sim/validation/storage_probe.hpp"

#include <stdexcept>

#include "sim/calibrate/storage_tables.hpp"

namespace hwsim::validation {

using nlohmann::json;

hw::HardwareProfile with_probed_storage(const hw::HardwareProfile& profile, const json& probe) {
  if (!profile.storage)
    throw std::invalid_argument("storage probe: the hardware profile has no storage section");
  if (!probe.contains("points") || !probe.at("points").is_array())
    throw std::invalid_argument("storage probe: no 'points'");
  const calibrate::BatchPoints split =
      calibrate::split_batch_points(probe.at("points"), "storage_probe.points");
  hw::HardwareProfile out = profile;
  out.storage->read_latencies =
      calibrate::batch_latency_grid(split.sparse, "storage probe, sparse points");
  out.storage->seq_read_latencies =
      calibrate::batch_latency_grid(split.contiguous, "storage probe, contiguous points");
  return out;
}

}  // namespace hwsim::validation
