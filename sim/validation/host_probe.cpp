#include "sim/validation/host_probe.hpp"

#include <stdexcept>

#include "sim/calibrate/host_tables.hpp"

namespace hwsim::validation {

hw::HardwareProfile with_probed_host(const hw::HardwareProfile& profile,
                                     const nlohmann::json& probe) {
  if (!probe.contains("gather") || !probe.at("gather").contains("points") ||
      probe.at("gather").at("points").empty())
    throw std::invalid_argument("host probe: no gather points");
  hw::HardwareProfile out = profile;
  out.host.gather_bandwidth = calibrate::gather_rows(probe.at("gather").at("points"));
  out.host.gather_overhead_per_column = 0.0;
  if (!probe.contains("staged_copy") || !probe.at("staged_copy").contains("points"))
    throw std::invalid_argument("host probe: no \"staged_copy\" points");
  if (const auto rates = calibrate::after_gather_rates(probe.at("staged_copy").at("points"),
                                                       profile.pcie.latency)) {
    out.pcie.h2d_after_gather = rates->overall;
    out.pcie.h2d_after_gather_sizes = rates->by_size;
  }
  return out;
}

}  // namespace hwsim::validation
