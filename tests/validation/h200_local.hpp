// The committed profile of the H200 machine (hw_profiles/h200-local.yaml): what the comparison
// tests predict with when they do not read a recorded session's calibrated profile.
#pragma once

#include "sim/hw/profile_loader.hpp"
#include "sim/io/node.hpp"

namespace hwsim::test {

inline hw::HardwareProfile h200() {
  return hw::load_hardware(io::Node::load_file(HWSIM_SOURCE_DIR "/hw_profiles/h200-local.yaml"),
                           nullptr);
}

}  // namespace hwsim::test
