// Test helpers: a minimal valid hardware profile as YAML text, and the message with which a profile
// given as text fails to load.
#pragma once

#include <exception>
#include <string>

#include "sim/hw/profile_loader.hpp"

namespace hwsim::test {

// Lines 1-9 the gpu, 10-16 the host (gather_overhead_per_column last), 17-21 the pcie link (no
// measured pinned rate: generation and lanes derive both).
inline const std::string kMinimalProfile =
    "name: tiny\n"
    "gpu:\n"
    "  name: g\n"
    "  memory: 80 GB\n"
    "  hbm_bandwidth: 3 TB/s\n"
    "  flops_bf16: 1 PFLOP/s\n"
    "  flops_fp32: 60 TFLOP/s\n"
    "  kernel_launch_overhead: 4 us\n"
    "  sync_overhead: 5 us\n"
    "host:\n"
    "  name: h\n"
    "  memory: 64 GiB\n"
    "  dram_bandwidth: 60 GB/s\n"
    "  copy_bandwidth_per_thread: 10 GB/s\n"
    "  threads: 8\n"
    "  gather_overhead_per_column: 50 ns\n"
    "pcie:\n"
    "  generation: 4\n"
    "  lanes: 16\n"
    "  h2d_pageable: 10 GB/s\n"
    "  latency: 2 us\n";

// The exception message of loading `text` (named "hw.yaml" in messages), or "<no exception>".
inline std::string error_of(const std::string& text) {
  try {
    hw::load_hardware(io::Node::parse_string(text, "hw.yaml"), nullptr);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "<no exception>";
}

}  // namespace hwsim::test
