#pragma once
// The machine one decoded token runs on, built from a hardware profile.
//
// Resources (graph::Machine names in quotes):
//   links (bytes/s, shared max-min fairly by concurrent flows)
//     "pcie_h2d"   host -> GPU at pcie.effective_h2d(pinned) (pinned or pageable staging)
//     "pcie_d2h"   GPU -> host at pcie.effective_d2h() (selected indices, into pinned memory)
//     "host_dram"  host.dram_bandwidth / 2: a gathered byte is read once and written once
//     "ssd<i>"     storage.seq_read_bandwidth of SSD i (i = 0 .. ssd_count-1), only with storage
//   slots (FIFO admission)
//     "gpu_stream"   1: one CUDA stream runs select, GEMV, attention and small-op kernels in order
//     "copy_engine"  gpu.h2d_copy_engines(): DMA engines serving host-to-device copies (1 on
//                    GeForce boards; a copy holds one for its latency and bytes)
//     "copy_engine_d2h" 1: the device-to-host engine, when gpu.copy_engines >= 2; with a single
//                    engine, device-to-host copies take a slot of "copy_engine" instead
//     "cpu_threads"  host.threads (or the override): gather workers
//     "io_submit"    1: the CPU thread that prepares and submits flash requests
//     "ssd<i>_queue" storage.queue_depth (or the override): outstanding requests per SSD
//     "ssd<i>_device" 1: the SSD's controller taking requests one after another: for
//                    1 / storage.read_iops each, or at the measured throughput when the profile
//                    has storage.read_latencies or seq_read_latencies
// GPU kernels are delays on "gpu_stream" (their cost model is in token_graph_builder.hpp); they do
// not contend with transfers for HBM, which on every profile here is 30-100x faster than the links.
#include <optional>
#include <vector>

#include "sim/graph/machine.hpp"
#include "sim/hw/hardware_profile.hpp"

namespace hwsim::decode {

struct MachineOptions {
  bool pinned = true;              // staging buffers: pinned (true) or pageable
  std::optional<int> threads;      // overrides host.threads
  std::optional<int> queue_depth;  // overrides storage.queue_depth
};

struct DecodeMachine {
  graph::Machine machine;
  graph::ResourceId pcie_h2d = 0;
  graph::ResourceId pcie_d2h = 0;
  graph::ResourceId host_dram = 0;
  graph::ResourceId gpu_stream = 0;
  graph::ResourceId copy_engine = 0;
  graph::ResourceId copy_engine_d2h = 0;  // == copy_engine when the GPU has a single copy engine
  graph::ResourceId cpu_threads = 0;
  graph::ResourceId io_submit = 0;
  std::vector<graph::ResourceId> ssd_links;    // one per SSD
  std::vector<graph::ResourceId> ssd_queues;   // one per SSD
  std::vector<graph::ResourceId> ssd_devices;  // one per SSD
  int threads = 1;
  int queue_depth = 1;
  double h2d_bandwidth = 0.0;  // B/s, the rate "pcie_h2d" was built with
  double d2h_bandwidth = 0.0;  // B/s, the rate "pcie_d2h" was built with
};

// Throws std::invalid_argument when a needed rate is missing or not positive.
DecodeMachine build_decode_machine(const hw::HardwareProfile& profile,
                                   const MachineOptions& options);

}  // namespace hwsim::decode
