#include "sim/stack/stack.hpp"

#include <stdexcept>

namespace hwsim::stack {

EagerOp Stack::eager_op(const std::string& op) const {
  const auto it = eager.find(op);
  return it == eager.end() ? EagerOp{} : it->second;
}

const std::vector<std::string>& execution_names() {
  static const std::vector<std::string> names = {"harness", "eager"};
  return names;
}
const std::vector<std::string>& host_fetch_names() {
  static const std::vector<std::string> names = {"pinned_copy", "pageable_copy",
                                                 "onload_hook", "index_select",
                                                 "partitioned", "compute_on_host"};
  return names;
}
const std::vector<std::string>& disk_fetch_names() {
  static const std::vector<std::string> names = {"mmap_tensor"};
  return names;
}
const std::vector<std::string>& eviction_names() {
  static const std::vector<std::string> names = {"drop", "copy_back"};
  return names;
}

const char* to_string(Execution execution) {
  return execution_names().at(static_cast<std::size_t>(execution)).c_str();
}
const char* to_string(HostFetch fetch) {
  return host_fetch_names().at(static_cast<std::size_t>(fetch)).c_str();
}

double table_seconds(const SizedTable& table, double bytes) {
  if (table.empty()) throw std::logic_error("stack: an empty per-size table");
  return bytes / hw::rate_at_size(table, bytes);
}

hw::HardwareProfile effective_hardware(const hw::HardwareProfile& hardware, const Stack& stack) {
  hw::HardwareProfile out = hardware;
  auto& gpu = out.gpu;
  if (stack.gemv_efficiency) gpu.gemv_efficiency = *stack.gemv_efficiency;
  for (const auto& [kind, fit] : stack.gemv_kernels) gpu.gemv_kernels[kind] = fit;
  for (auto [mine, theirs] : {std::pair{stack.decode_rates.scalar, &gpu.decode_rates.scalar},
                              std::pair{stack.decode_rates.trellis, &gpu.decode_rates.trellis},
                              std::pair{stack.decode_rates.quantised, &gpu.decode_rates.quantised}})
    if (mine > 0.0) *theirs = mine;
  return out;
}

}  // namespace hwsim::stack
