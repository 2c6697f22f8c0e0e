#include "sim/hw/hardware_profile.hpp"

#include <stdexcept>
#include <string>

namespace hwsim::hw {

double pcie_lane_bandwidth(int generation) {
  switch (generation) {
    case 3:
      return 8e9 * 128.0 / 130.0 / 8.0;
    case 4:
      return 16e9 * 128.0 / 130.0 / 8.0;
    case 5:
      return 32e9 * 128.0 / 130.0 / 8.0;
    case 6:
      return 64e9 * 242.0 / 256.0 / 8.0;
    default:
      throw std::invalid_argument("unknown PCIe generation " + std::to_string(generation));
  }
}

double pcie_raw_bandwidth(int generation, int lanes) {
  return pcie_lane_bandwidth(generation) * lanes;
}

double LinkSpec::raw_bandwidth() const { return pcie_raw_bandwidth(generation, lanes); }

double LinkSpec::effective_h2d(bool pinned) const {
  if (!pinned) return h2d_pageable;
  return h2d_pinned.value_or(raw_bandwidth() * efficiency);
}

double LinkSpec::effective_d2h() const { return d2h_pinned.value_or(raw_bandwidth() * efficiency); }

}  // namespace hwsim::hw
