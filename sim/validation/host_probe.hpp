#pragma once
// Host rate tables from the host probe of the end-to-end harness: the gather and staged-copy
// microbenchmarks measured again on the harness's own pinned weights, one slice before every
// sparse CPU-memory case (validate/micro/host_probe.hpp; schema in validate/README.md).
//
// Why a probe: the host's gather rate moved by up to 20% between a calibration and the
// end-to-end run minutes later, in both directions, on the H200 machines. As with the storage
// probe (storage_probe.hpp), predicting the CPU cases from it keeps the hold-out (nothing of the
// end-to-end cases is fitted) while both sample the same minutes and the same source memory.
#include <nlohmann/json.hpp>

#include "sim/hw/hardware_profile.hpp"

namespace hwsim::validation {

// `profile` with host.gather_bandwidth from the probe's gather points (gather_rows, one row per
// point; host.gather_overhead_per_column 0, as the rates include each copy's cost) and
// pcie.h2d_after_gather(_sizes) from its staged-copy points (after_gather_rates with the
// profile's pcie.latency). Throws std::invalid_argument when the probe has no gather points or no
// staged-copy points, and for a point without its keys (host_tables.hpp).
hw::HardwareProfile with_probed_host(const hw::HardwareProfile& profile,
                                     const nlohmann::json& probe);

}  // namespace hwsim::validation
