#pragma once
// Storage read-latency tables from the storage probe that the end-to-end harness runs between its
// flash cases on its own weights file (schema in validate/README.md), read as the profile fit reads
// the ssd_batch microbenchmark (sim/calibrate/storage_tables.hpp).
//
// Why a probe: the disk of a virtual machine drifts by 10-30% over minutes, so a profile fitted
// minutes before the end-to-end run predicts flash reads of another disk state. The probe measures
// the same benchmark in slices between the harness's flash cases; predicting the flash cases from
// it keeps the hold-out (nothing of the end-to-end cases is fitted) while both sample the same
// minutes.
#include <nlohmann/json.hpp>

#include "sim/hw/hardware_profile.hpp"

namespace hwsim::validation {

// `profile` with storage.read_latencies from the probe's sparse points and
// storage.seq_read_latencies from its contiguous points. Throws std::invalid_argument when the
// profile has no storage or either pattern is missing or not a full grid.
hw::HardwareProfile with_probed_storage(const hw::HardwareProfile& profile,
                                        const nlohmann::json& probe);

}  // namespace hwsim::validation
