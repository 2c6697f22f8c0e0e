#pragma once
// Reads a hardware profile (hw_profiles/*.yaml) into a HardwareProfile.
//
// Format: `name`, `description`, and sections `gpu`, `host`, `pcie`, optional `storage`; the
// parameters of each are declared in hardware_sections(). Any number may be written plainly
// ("25 GB/s") or with its source ({value: "25 GB/s", source: "datasheet ..."}). Unknown keys are
// errors with a did-you-mean.

#include <vector>

#include "sim/hw/hardware_profile.hpp"
#include "sim/io/node.hpp"
#include "sim/io/resolved.hpp"
#include "sim/io/schema.hpp"

namespace hwsim::hw {

// node is the profile mapping, or a string naming a profile file (resolved against node's file).
// Every value read is recorded into sink (if any) under node's key path ("hardware.gpu.memory").
// Throws io::InputError for bad input.
HardwareProfile load_hardware(const io::Node& node, io::Resolved* sink);

// The profile's sections (paths "hardware", "hardware.gpu", ...) for `hwsim describe` and docs.
std::vector<io::SectionSpec> hardware_sections();

}  // namespace hwsim::hw
