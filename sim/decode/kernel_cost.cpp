#include "sim/decode/kernel_cost.hpp"

#include <algorithm>
#include <stdexcept>

namespace hwsim::decode {

namespace {

double issue_bound_cost(const hw::GpuSpec& gpu, const KernelFormat& format, double weights) {
  if (weights <= 0.0) return 0.0;
  const double rate = decode_rate(gpu, format);
  return rate > 0.0 ? weights / rate : 0.0;
}

// Bits per weight of a storage format, from the registry (sim/model/weight_formats.hpp).
double bits(const char* name) {
  return 8.0 * model::find_storage_format(name)->layout.bytes_per_weight();
}

// The registry. Work per weight: see kernel_cost.hpp, which derives every figure.
const std::vector<KernelFormat> kFormats = {
    {"bf16", bits("bf16"), nullptr, {1.0, 1.0}, issue_bound_cost},
    {"fp16", bits("fp16"), nullptr, {1.0, 1.0}, issue_bound_cost},
    {"q8_0", bits("q8_0"), "quantised", {2.0, 2.0}, issue_bound_cost},
    {"q6_k", bits("q6_k"), "quantised", {7.0, 2.0}, issue_bound_cost},
    {"q4_k", bits("q4_k"), "quantised", {3.5, 2.5}, issue_bound_cost},
    {"fp32", bits("fp32"), nullptr, {0.0, 1.0}, issue_bound_cost},
    {"fp8_e4m3", bits("fp8_e4m3"), nullptr, {1.5, 1.0}, issue_bound_cost},
    {"fp8_e5m2", bits("fp8_e5m2"), nullptr, {1.5, 1.0}, issue_bound_cost},
    {"fp8_e4m3_block128", bits("fp8_e4m3_block128"), nullptr, {1.5, 1.0}, issue_bound_cost},
    {"mxfp4", bits("mxfp4"), nullptr, {4.0, 2.0}, issue_bound_cost},
    {"nvfp4", bits("nvfp4"), nullptr, {4.0, 2.0}, issue_bound_cost},
    {"int8", bits("int8"), nullptr, {2.0, 2.0}, issue_bound_cost},
    {"nf4", bits("nf4"), nullptr, {3.0, 1.0}, issue_bound_cost},
    {"nf4_dq", bits("nf4_dq"), nullptr, {3.0, 1.0}, issue_bound_cost},
    {"gptq_int4", bits("gptq_int4"), nullptr, {3.0, 2.0}, issue_bound_cost},
    {"awq_int4", bits("awq_int4"), nullptr, {3.0, 2.0}, issue_bound_cost},
    {"int4_packed", bits("int4_packed"), nullptr, {3.0, 2.0}, issue_bound_cost},
    {"hqq_4bit", bits("hqq_4bit"), nullptr, {3.0, 2.0}, issue_bound_cost},
    {"hqq_3bit", bits("hqq_3bit"), nullptr, {3.0, 2.0}, issue_bound_cost},
    {"hqq_2bit", bits("hqq_2bit"), nullptr, {3.0, 2.0}, issue_bound_cost},
    {"hqq_1bit", bits("hqq_1bit"), nullptr, {3.0, 2.0}, issue_bound_cost},
    {"q2_k", bits("q2_k"), nullptr, {3.5, 2.5}, issue_bound_cost},
    {"q3_k", bits("q3_k"), nullptr, {6.0, 2.0}, issue_bound_cost},
    {"q5_k", bits("q5_k"), nullptr, {6.5, 2.5}, issue_bound_cost},
    {"q4_0", bits("q4_0"), nullptr, {3.0, 2.0}, issue_bound_cost},
    {"q5_0", bits("q5_0"), nullptr, {6.0, 2.0}, issue_bound_cost},
    // HQQ codes as hqq_*bit; the 8-bit scale and zero are dequantised once per group (a few
    // operations per 16 or 64 weights, left out as q4_k's scales are).
    {"hqq_2bit_g16_qmeta", bits("hqq_2bit_g16_qmeta"), nullptr, {3.0, 2.0}, issue_bound_cost},
    {"hqq_3bit_g64_qmeta", bits("hqq_3bit_g64_qmeta"), nullptr, {3.0, 2.0}, issue_bound_cost},
    {"scalar", 0.0, "scalar", {3.0, 2.0}, issue_bound_cost},
    {"trellis", 0.0, "trellis", {5.0, 2.0}, issue_bound_cost},
};

}  // namespace

const std::vector<KernelFormat>& kernel_formats() { return kFormats; }

const KernelFormat& kernel_format(const std::string& name) {
  std::string known;
  for (const auto& f : kFormats) {
    if (name == f.name) return f;
    known += (known.empty() ? "" : ", ") + std::string(f.name);
  }
  throw std::invalid_argument("unknown kernel format '" + name + "' (known: " + known + ")");
}

const KernelFormat& kernel_format(BlockType type) { return kernel_format(to_string(type)); }

const KernelFormat& kernel_format(Codec codec) { return kernel_format(to_string(codec)); }

double derived_decode_rate(const hw::GpuSpec& gpu, const DecodeWork& work) {
  const double fp32_issue = gpu.flops_fp32 / 2.0;
  if (fp32_issue <= 0.0) return 0.0;
  double seconds = std::max(work.fp_ops, work.int_ops + work.fp_ops) / fp32_issue;
  if (gpu.int32_ops > 0.0) seconds = std::max(seconds, work.int_ops / gpu.int32_ops);
  return seconds > 0.0 ? 1.0 / seconds : 0.0;
}

double measured_decode_rate(const hw::GpuSpec& gpu, const std::string& key) {
  const auto& r = gpu.decode_rates;
  if (key == "scalar") return r.scalar;
  if (key == "trellis") return r.trellis;
  if (key == "quantised") return r.quantised;
  return 0.0;
}

double decode_rate(const hw::GpuSpec& gpu, const KernelFormat& format) {
  const double measured = format.rate_key ? measured_decode_rate(gpu, format.rate_key) : 0.0;
  return measured > 0.0 ? measured : derived_decode_rate(gpu, format.work);
}

GemvWork GemvWork::scaled(double share) const {
  GemvWork out{bytes * share, weights};
  for (auto& entry : out.weights) entry.second *= share;
  return out;
}

double gemv_seconds(const hw::GpuSpec& gpu, const GemvWork& work, double memory_seconds) {
  double compute = 0.0;
  for (const auto& [format, weights] : work.weights)
    compute += format->compute(gpu, *format, weights);
  return std::max(memory_seconds, compute);
}

GemvWork gemv_work(const MethodSpec& method, const model::MatrixGroup& group, const TierPlan& plan,
                   const LayerOrdinals& ordinals, double instances) {
  GemvWork work;
  work.bytes = instances * plan.needed_bytes();
  // The top tier per output: a per-tensor mix (q4_k_m) reads outputs of different block types.
  for (const auto& output : group.outputs) {
    const BlockType type = output_block_type(method.format, group, output, ordinals);
    const double weights = instances * static_cast<double>(plan.k_top * output.rows);
    if (weights > 0.0) work.weights.emplace_back(&kernel_format(type), weights);
  }
  if (plan.k_mid > 0)
    work.weights.emplace_back(&kernel_format(method.codec), instances * plan.mid_weights());
  return work;
}

}  // namespace hwsim::decode
