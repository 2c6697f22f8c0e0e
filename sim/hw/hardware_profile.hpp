#pragma once
// A machine as the simulator sees it: every figure in SI base units (bytes, seconds, bytes/s,
// FLOP/s, ratios as fractions), loaded from hw_profiles/*.yaml by profile_loader.hpp.

#include <map>
#include <optional>
#include <string>

namespace hwsim::hw {

struct GpuSpec {
  std::string name;
  double memory = 0;                  // bytes of device memory
  double hbm_bandwidth = 0;           // bytes/s, peak device-memory bandwidth
  double flops_bf16 = 0;              // FLOP/s, dense BF16 tensor-core peak (no sparsity)
  double flops_fp16 = 0;              // FLOP/s, dense FP16 tensor-core peak (FP32 accumulate)
  double flops_fp32 = 0;              // FLOP/s, FP32 peak
  double kernel_launch_overhead = 0;  // seconds from launch to kernel start, per kernel
  double sync_overhead = 0;           // seconds for the host to learn that a stream has drained
  double gemv_efficiency = 0.85;      // fraction of hbm_bandwidth that a memory-bound GEMV reaches
  int copy_engines = 2;               // DMA engines: concurrent host<->device copies
};

struct HostSpec {
  std::string name;
  double memory = 0;                      // bytes of DRAM
  double dram_bandwidth = 0;              // bytes/s, achievable DRAM bandwidth (all threads)
  double copy_bandwidth_per_thread = 0;   // bytes/s one thread memcpy-ing into pinned memory
  int threads = 1;                        // CPU threads available for copying
  double gather_overhead_per_column = 0;  // seconds per scattered column one thread copies
};

// PCIe bandwidth per lane and direction in bytes/s, after line coding, before protocol overhead
// (TLP headers, flow control), which LinkSpec::efficiency covers:
//   gen3:  8 GT/s, 128b/130b:  8e9 * 128/130 / 8 = 0.985 GB/s
//   gen4: 16 GT/s, 128b/130b: 16e9 * 128/130 / 8 = 1.969 GB/s
//   gen5: 32 GT/s, 128b/130b: 32e9 * 128/130 / 8 = 3.938 GB/s
//   gen6: 64 GT/s PAM4, FLIT mode (242 of 256 bytes carry data): 64e9 * 242/256 / 8 = 7.563 GB/s
// Throws std::invalid_argument for other generations.
double pcie_lane_bandwidth(int generation);
// pcie_lane_bandwidth(generation) * lanes: e.g. gen5 x16 = 63.0 GB/s per direction.
double pcie_raw_bandwidth(int generation, int lanes);

struct LinkSpec {
  int generation = 4;                // PCIe generation: 3, 4, 5 or 6
  int lanes = 16;                    // 1, 2, 4, 8 or 16
  double efficiency = 0.85;          // fraction of the raw rate that large pinned copies reach
  std::optional<double> h2d_pinned;  // bytes/s measured host->device from pinned memory
  std::optional<double> d2h_pinned;  // bytes/s measured device->host into pinned memory
  double h2d_pageable = 0;  // bytes/s host->device from pageable memory (staged by the driver)
  double latency = 0;       // seconds of fixed cost per transfer

  // pcie_raw_bandwidth(generation, lanes).
  double raw_bandwidth() const;
  // bytes/s of a large host->device copy: pinned uses h2d_pinned when measured, otherwise
  // raw_bandwidth() * efficiency; pageable is h2d_pageable.
  double effective_h2d(bool pinned) const;
  // bytes/s of a large device->host copy into pinned memory: d2h_pinned, or raw * efficiency.
  double effective_d2h() const;
};

// NVMe flash; all rates are per SSD.
struct StorageSpec {
  int ssd_count = 1;
  double seq_read_bandwidth = 0;   // bytes/s, large sequential reads
  double rand_read_bandwidth = 0;  // bytes/s, random reads at full queue depth
  double read_iops = 0;            // 4 KiB random reads per second at full queue depth
  double page_size = 4096;         // bytes, the smallest read
  double max_request_size = 0;     // bytes, the largest single request
  int queue_depth = 1;             // outstanding requests per SSD
  double read_latency = 0;         // seconds per request at queue depth 1
  double submit_cost = 0;          // CPU seconds to submit one request
};

struct HardwareProfile {
  std::string name;
  std::string description;
  GpuSpec gpu;
  HostSpec host;
  LinkSpec pcie;
  std::optional<StorageSpec> storage;  // absent: no flash
  // Where each number comes from, for values written {value, source}: key path within the profile
  // ("gpu.hbm_bandwidth") -> source text ("datasheet: H200 SXM").
  std::map<std::string, std::string> sources;
};

}  // namespace hwsim::hw
