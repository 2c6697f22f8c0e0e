#include "sim/decode/decode_machine.hpp"

#include <stdexcept>
#include <string>

namespace hwsim::decode {

DecodeMachine build_decode_machine(const hw::HardwareProfile& profile,
                                   const MachineOptions& options) {
  DecodeMachine out;
  out.h2d_bandwidth = profile.pcie.effective_h2d(options.pinned);
  if (!(out.h2d_bandwidth > 0.0)) {
    throw std::invalid_argument("hardware profile '" + profile.name +
                                "' has no positive host-to-device bandwidth");
  }
  out.d2h_bandwidth = profile.pcie.effective_d2h();
  if (!(out.d2h_bandwidth > 0.0)) {
    throw std::invalid_argument("hardware profile '" + profile.name +
                                "' has no positive device-to-host bandwidth");
  }
  out.threads = options.threads.value_or(profile.host.threads);
  if (out.threads < 1) throw std::invalid_argument("decode: threads must be at least 1");
  out.pcie_h2d = out.machine.add_link("pcie_h2d", out.h2d_bandwidth);
  out.pcie_d2h = out.machine.add_link("pcie_d2h", out.d2h_bandwidth);
  out.host_dram = out.machine.add_link("host_dram", profile.host.dram_bandwidth / 2.0);
  out.gpu_stream = out.machine.add_slots("gpu_stream", 1);
  out.copy_engine = out.machine.add_slots("copy_engine", profile.gpu.h2d_copy_engines());
  out.copy_engine_d2h = profile.gpu.d2h_has_own_engine()
                            ? out.machine.add_slots("copy_engine_d2h", 1)
                            : out.copy_engine;
  out.cpu_threads = out.machine.add_slots("cpu_threads", out.threads);
  out.io_submit = out.machine.add_slots("io_submit", 1);
  if (profile.storage) {
    const auto& storage = *profile.storage;
    out.queue_depth = options.queue_depth.value_or(storage.queue_depth);
    if (out.queue_depth < 1) throw std::invalid_argument("decode: queue depth must be at least 1");
    for (int i = 0; i < storage.ssd_count; ++i) {
      const std::string name = "ssd" + std::to_string(i);
      out.ssd_links.push_back(out.machine.add_link(name, storage.seq_read_bandwidth));
      out.ssd_queues.push_back(out.machine.add_slots(name + "_queue", out.queue_depth));
      out.ssd_devices.push_back(out.machine.add_slots(name + "_device", 1));
    }
  }
  return out;
}

}  // namespace hwsim::decode
