#pragma once
// The checks of a decode job that need the machine: the weights and KV cache must fit where they
// are placed, and the job may not ask for more CPU threads than the host has.
#include "sim/decode/decode_job.hpp"
#include "sim/hw/hardware_profile.hpp"
#include "sim/model/architecture.hpp"

namespace hwsim::decode {

// Bytes of the weights that live in `where` for a case whose offloaded groups go to `offload`:
// every matrix group of the simulated layers (all instances: every expert is stored, whichever the
// router picks) in the method's top-tier format, and the weights outside the blocks (embedding
// tables, final norm, output head in bf16: sim/decode/outer_weights.hpp) at job.head and
// job.embedding, unless job.blocks_only.
double stored_weight_bytes(const DecodeJob& job, const model::ModelSpec& model,
                           const MethodSpec& method, Placement offload, Placement where);

// Throws io::InputError at the job key responsible, naming the sizes:
//   for each placement and method, the weights placed in host memory (every placement whose row
//   fetches by host_copy, together) must fit host.memory (a flash placement stages only what it
//   reads, so it is not counted), and the GPU-resident weights plus
//   the KV cache (context_tokens x layers x (K + V) widths x kv_bytes_per_element) gpu.memory;
//   threads at most host.threads, queue_depth at most storage.queue_depth; context_tokens below
//   model.max_positions when the model has a learned position table.
void check_against_machine(const DecodeJob& job, const model::ModelSpec& model,
                           const hw::HardwareProfile& hardware);

// Builds each case's token graph (without running it) and throws io::InputError when a token could
// take more than half the simulator's time range (tiny rates, huge sizes): bounded by every task
// run alone one after another. When one written hardware value alone is to blame (with it
// unbounded, or zero for a time, the token fits), the error is at that key in the profile
// (file:line:col, hardware.<key path>); otherwise at job.placement, naming the longest task and the
// hardware keys that set its time. `check` calls it, so such input never reaches the engine.
// `threads`: cases built at once; the error is that of the first failing case, whatever the count.
void check_time_range(const DecodeJob& job, const model::ModelSpec& model,
                      const hw::HardwareProfile& hardware, int threads = 1);

}  // namespace hwsim::decode
