#include "sim/decode/overheads.hpp"

namespace hwsim::decode {

namespace {

constexpr double kAct = 2.0;         // bytes per fp16/bf16 activation element
constexpr double kIndexBytes = 4.0;  // an int32 column index

double d(std::int64_t v) { return static_cast<double>(v); }

bool positional_rotary(const model::ModelSpec& model, const model::AttentionSpec& a) {
  return a.softmax() && model.max_positions == 0;
}

void pre_attention(const model::ModelSpec& model, const model::AttentionSpec& a,
                   std::vector<SmallOpKernel>& out) {
  if (a.kind == model::AttentionKind::mamba2) {
    // As linear attention's: the causal convolution over its channels, the per-head gates.
    out.push_back({"conv", 2.0 * d(a.mamba2.conv_kernel) * d(a.mamba2.conv_dim()) * kAct});
    out.push_back({"gates", 3.0 * d(a.mamba2.heads) * kAct});
    return;
  }
  if (a.kind == model::AttentionKind::linear) {
    const auto& l = a.linear;
    const double channels = d(2 * l.key_dim() + l.value_dim());
    out.push_back({"conv", 2.0 * d(l.conv_kernel) * channels * kAct});
    out.push_back({"gates", 3.0 * d(l.value_heads) * kAct});
    return;
  }
  const double q = d(a.q_width()), kv = d(a.kv_width());
  if (a.qk_norm) {
    out.push_back({"q_norm", 3.0 * q * kAct});
    out.push_back({"k_norm", 3.0 * kv * kAct});
  }
  if (positional_rotary(model, a)) {
    out.push_back({"rotary_q", 2.0 * q * kAct});
    out.push_back({"rotary_k", 2.0 * kv * kAct});
  }
  out.push_back({"kv_append", 2.0 * kv * kAct});
  if (a.output_gate) out.push_back({"output_gate", 3.0 * q * kAct});
}

}  // namespace

std::vector<SmallOpKernel> small_op_kernels(const model::ModelSpec& model,
                                            const model::LayerSpec& layer, SmallOpSite site,
                                            const model::MatrixGroup* group) {
  const double h = d(model.hidden);
  const auto& f = layer.ffn;
  std::vector<SmallOpKernel> out;
  // A block without a token mixer (Nemotron-H's MLP layers, DeciLM's no-op attention) has no
  // attention ops and no residual after it.
  const bool mixer = layer.attention.kind != model::AttentionKind::none;
  if (!mixer && (site == SmallOpSite::pre_attention || site == SmallOpSite::after_o)) return out;
  switch (site) {
    case SmallOpSite::start:
      out.push_back({"norm", 3.0 * h * kAct});
      break;
    case SmallOpSite::pre_attention:
      pre_attention(model, layer.attention, out);
      break;
    case SmallOpSite::after_o:
      out.push_back({"residual", 3.0 * h * kAct});
      for (std::int64_t i = 1; i < layer.norms; ++i) out.push_back({"norm", 3.0 * h * kAct});
      if (f.is_moe()) out.push_back({"router_topk", 4.0 * d(f.experts)});
      break;
    case SmallOpSite::after_gate_up: {
      const double inner = group ? d(group->outputs.back().rows) : d(f.inner);
      const double active = group ? d(group->active_instances) : 1.0;
      const double bytes = (f.kind == model::FfnKind::gated ? 3.0 : 2.0) * inner * kAct * active;
      out.push_back({"activation", bytes});
      break;
    }
    case SmallOpSite::after_down: {
      const model::FfnPart part = group ? group->part : model::FfnPart::dense;
      if (part == model::FfnPart::routed)
        out.push_back({"combine", (d(f.top_k + f.shared_experts) + 1.0) * h * kAct});
      const bool last = part != model::FfnPart::routed || f.shared_experts == 0;
      if (last) out.push_back({"residual", 3.0 * h * kAct});
      break;
    }
  }
  return out;
}

double small_kernel_seconds(const hw::GpuSpec& gpu, double bytes) {
  const double start =
      gpu.small_kernel_time > 0.0 ? gpu.small_kernel_time : gpu.kernel_launch_overhead;
  return start + bytes / gpu.gemv_rate();
}

double softmax_attention_seconds(const hw::GpuSpec& gpu, double kv_bytes) {
  if (gpu.attention_fixed_time <= 0.0 && gpu.attention_bandwidth <= 0.0)
    return small_kernel_seconds(gpu, kv_bytes);
  const double rate = gpu.attention_bandwidth > 0.0 ? gpu.attention_bandwidth : gpu.gemv_rate();
  return gpu.attention_fixed_time + kv_bytes / rate;
}

int gemv_kernels(const MethodSpec& method, const TierPlan& plan) {
  return traits_of(method.kind).tiered && plan.k_mid > 0 && plan.k_top > 0 ? 2 : 1;
}

SelectionCost selection_cost(const hw::HardwareProfile& hw, const MethodSpec& method,
                             const TierPlan& plan, Selection selection) {
  const double n = d(plan.columns);
  const double k = d(plan.k_top + plan.k_mid);
  const bool split = traits_of(method.kind).tiered;
  SelectionCost out;
  out.kernels = selection == Selection::fused ? 1 : (split ? 3 : 2);
  // |x| read and written (unfused), the top-k pass over |x|, k indices and values written, and the
  // tier split's pass over them (unfused SpAx).
  double bytes = n * kAct + 6.0 * k;
  if (selection == Selection::unfused) bytes += 2.0 * n * kAct + (split ? 10.0 * k : 0.0);
  const bool measured = hw.gpu.topk_fixed_time > 0.0 || hw.gpu.topk_time_per_element > 0.0;
  const double body = measured ? hw.gpu.topk_fixed_time + n * hw.gpu.topk_time_per_element
                               : bytes / hw.gpu.gemv_rate();
  out.gpu_seconds = out.kernels * hw.gpu.kernel_launch_overhead + body;
  out.index_bytes = kIndexBytes * k;
  out.index_copy_seconds =
      hw.pcie.latency + out.index_bytes / hw.pcie.effective_d2h() + hw.gpu.sync_overhead;
  return out;
}

int group_host_ops(const MethodSpec& method, const TierPlan& plan, bool offloaded,
                   Selection selection) {
  int ops = gemv_kernels(method, plan) + (offloaded ? 1 : 0);
  if (plan.selects()) {
    ops += selection == Selection::fused ? 1 : traits_of(method.kind).tiered ? 3 : 2;
    if (offloaded) ops += 2;  // index copy, fetch plan
  }
  return ops;
}

int layer_fixed_host_ops(const model::ModelSpec& model, const model::LayerSpec& layer,
                         bool small_ops, bool attention) {
  int ops = attention && layer.attention.kind != model::AttentionKind::none ? 1 : 0;
  if (!small_ops) return ops;
  for (const SmallOpSite site :
       {SmallOpSite::start, SmallOpSite::pre_attention, SmallOpSite::after_o}) {
    ops += static_cast<int>(small_op_kernels(model, layer, site).size());
  }
  for (const auto& group : model::matrix_groups(layer, model.hidden)) {
    if (group.role == model::GroupRole::ffn_in)
      ops += static_cast<int>(
          small_op_kernels(model, layer, SmallOpSite::after_gate_up, &group).size());
    if (group.role == model::GroupRole::ffn_down)
      ops +=
          static_cast<int>(small_op_kernels(model, layer, SmallOpSite::after_down, &group).size());
  }
  return ops;
}

}  // namespace hwsim::decode
