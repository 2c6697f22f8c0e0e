#pragma once
// The costs of one decoded token besides the projection GEMVs and the weight transfers, counted
// from the block's structure and the method, with no constant tied to one model.
//
// Small ops: one kernel per named op (a fused implementation; an eager framework splits some into
// several kernels, which the per-op framework time below absorbs). Each kernel costs
// gpu.small_kernel_time (measured on an idle stream; else gpu.kernel_launch_overhead) + its bytes
// (fp16/bf16 activations read and written, 2 B each; norm weights 2 B) at gpu.hbm_bandwidth *
// gpu.gemv_efficiency. Where they run in a block:
//   start        the pre-attention norm (h: read, write, weight = 6h B)
//   pre_attention
//                after the q/k/v (or in_proj) GEMV: q and k norms when qk_norm (6 q_width, 6
//                kv_width B), rotary on q and k for full and sliding attention without a learned
//                position table (4 q_width, 4 kv_width B), the KV-cache append (K and V, 4
//                kv_width B written, shared_kv too: its V is a tensor of its own, see
//                model::kv_cache_elements), the output gate when output_gate (3 q_width
//                B); linear attention: its causal convolution's state update (conv_kernel x (2
//                key_dim + value_dim) x 2 B, read and written) and its gates (one kernel, 3
//                value_heads x 2 B)
//   after_o      the residual add (6h B) and every other norm of the block (norms - 1, 6h B each:
//                the pre-FFN norm and e.g. Gemma's post norms)
//   after_gate_up
//                the activation (gated: act(g) * u in one kernel, 3 inner x 2 B; mlp: 2 inner x 2
//                B), per active instance; an MoE block adds its router's softmax and top-k (one
//                kernel, 4 experts B)
//   after_down   the residual add (6h B); an MoE block first combines its experts (one kernel,
//                (top_k + shared) x 2h B read, 2h written)
//
// Selection of a sparse group (TEAL, SpAx) on the GPU, by implementation (job option `selection`):
//   fused    one kernel ranks |x| and writes both tiers' indices (validate/kernels/topk.cu):
//            n x 2 B read, k x 6 B written (index and value), k = k_top + k_mid;
//   unfused  framework ops: |x| (one kernel, n x 2 B read and written), top-k (one kernel, n x 2 B
//            read, k x 6 B written) and, for SpAx, the tier split (one kernel, k x 6 B read, k x 4
//            B written).
// Each kernel costs its launch; the body is the measured gpu.topk_fixed_time + n *
// gpu.topk_time_per_element when the profile has them (a measured fused kernel), else the bytes at
// hbm_bandwidth * gemv_efficiency. An offloaded group then copies its k int32 indices (4k B per
// instance) to the host, which needs them to plan the gather or the flash reads: pcie.latency +
// 4k B at pcie.effective_d2h() on the device-to-host copy engine (sim/decode/decode_machine.hpp),
// then gpu.sync_overhead for the host to see the copy done.
//
// Host framework time per layer (a harness-execution stack, sim/stack/stack.hpp):
// stack.host.layer_overhead + stack.host.op_overhead x the host operations the framework issues in
// the layer, counted by host_ops() as: every small-op kernel, attention, per matrix group one GEMV
// call per kernel (dense and TEAL 1; SpAx 2, one per tier) and, for an offloaded group, one fetch
// call (a copy, a gather or a batch of reads); per sparse group its selection kernels (1 fused;
// unfused |x|, top-k, SpAx's tier split) and, when offloaded, the index copy and the host's fetch
// plan.
#include <cstdint>
#include <string>
#include <vector>

#include "sim/decode/tiers.hpp"
#include "sim/hw/hardware_profile.hpp"
#include "sim/model/architecture.hpp"

namespace hwsim::decode {

enum class SmallOpSite { start, pre_attention, after_o, after_gate_up, after_down };

// One small-op kernel: its name and the bytes it moves.
struct SmallOpKernel {
  std::string name;
  double bytes = 0.0;
};

// The small-op kernels of `layer` at `site` (see the header comment). `group` is the matrix group
// just run (for after_gate_up / after_down: its active instances and inner width).
std::vector<SmallOpKernel> small_op_kernels(const model::ModelSpec& model,
                                            const model::LayerSpec& layer, SmallOpSite site,
                                            const model::MatrixGroup* group = nullptr);

// Seconds of a memory-bound small kernel: gpu.small_kernel_time (or, unmeasured, the launch) +
// bytes at hbm_bandwidth * gemv_efficiency.
double small_kernel_seconds(const hw::GpuSpec& gpu, double bytes);

// Seconds of softmax attention reading `kv_bytes` of KV cache: the profile's measured line
// (gpu.attention_fixed_time + kv_bytes / gpu.attention_bandwidth) when it has one, else a small
// kernel reading those bytes.
double softmax_attention_seconds(const hw::GpuSpec& gpu, double kv_bytes);

// GEMV kernels one group's product takes under `method` (SpAx: one per tier read).
int gemv_kernels(const MethodSpec& method, const TierPlan& plan);

enum class Selection { fused, unfused };

// The selection of one sparse group: GPU kernel seconds (launches included), and the index copy.
struct SelectionCost {
  int kernels = 0;
  double gpu_seconds = 0.0;
  double index_bytes = 0.0;         // bytes of the k int32 indices of one instance
  double index_copy_seconds = 0.0;  // D2H of one instance's indices + stream sync, run alone
};
SelectionCost selection_cost(const hw::HardwareProfile& hw, const MethodSpec& method,
                             const TierPlan& plan, Selection selection);

// Host operations the framework issues for one matrix group (see the header comment): its GEMV
// calls, the fetch call when offloaded, the selection ops when sparse.
int group_host_ops(const MethodSpec& method, const TierPlan& plan, bool offloaded,
                   Selection selection);
// The rest of a layer's host operations: its small-op kernels and attention, as the job enables
// them.
int layer_fixed_host_ops(const model::ModelSpec& model, const model::LayerSpec& layer,
                         bool small_ops, bool attention);

}  // namespace hwsim::decode
