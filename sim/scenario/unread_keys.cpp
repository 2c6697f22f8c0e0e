#include "sim/scenario/unread_keys.hpp"

#include <algorithm>
#include <array>
#include <vector>

namespace hwsim::scenario {

namespace {

// True when `key` is `prefix` or lies below it (".field" or "[index]").
bool covers(const std::string& prefix, const std::string& key) {
  if (key.rfind(prefix, 0) != 0) return false;
  return key.size() == prefix.size() || key[prefix.size()] == '.' || key[prefix.size()] == '[';
}

// Keys (or subtrees) that a point does not read when `unread` holds. Rows are tried in order; the
// first with a key that covers the swept key and whose predicate holds gives the reason.
struct UnreadRow {
  std::vector<const char*> keys;
  bool (*unread)(const PointJobs&);
  const char* why;
};

bool decode_without(const PointJobs& p, bool (*has)(const decode::DecodeJob&)) {
  return p.decode && !has(*p.decode);
}
bool no_flash(const PointJobs& p) {
  return decode_without(
      p, [](const decode::DecodeJob& j) { return fetches_by(j, decode::Fetch::storage_reads); });
}
bool no_pageable(const PointJobs& p) {
  return decode_without(p, [](const decode::DecodeJob& j) {
    return !j.machine.pinned || any_placement(j, [](const decode::PlacementTraits& t) {
      return t.fetch == decode::Fetch::host_copy && !t.pinned;
    });
  });
}
bool no_gather(const PointJobs& p) { return decode_without(p, decode::gathers); }
bool dense_only(const PointJobs& p) { return decode_without(p, decode::has_sparse_method); }
bool no_block_kernels(const PointJobs& p) {
  return decode_without(
      p, [](const decode::DecodeJob& j) { return j.token.small_ops || j.token.attention; });
}
bool no_attention(const PointJobs& p) {
  return decode_without(p, [](const decode::DecodeJob& j) { return j.token.attention; });
}
// No GEMM of this job reads gpu.gemm_kernels: it decodes one sequence at a time, or no case's
// GEMV is a BF16 column kernel (hw::has_gemm_kernels; the dense bf16 baseline is one).
bool no_measured_gemm(const PointJobs& p) {
  return decode_without(p, [](const decode::DecodeJob& j) {
    return j.batch > 1 && (decode::adds_dense_baseline(j) ||
                           std::any_of(j.methods.begin(), j.methods.end(), [](const auto& m) {
                             return hw::has_gemm_kernels(decode::traits_of(m.kind).kernel_kind(m));
                           }));
  });
}
bool training_not_fp32(const PointJobs& p) {
  return p.train && p.train->activation_dtype != train::ActivationDtype::fp32;
}
bool training_fp32(const PointJobs& p) {
  return p.train && p.train->activation_dtype == train::ActivationDtype::fp32;
}

constexpr const char* kTrainReads =
    "is not read by a training job, which reads hardware.gpu.memory, hbm_bandwidth and the FLOP "
    "rate of its activation dtype (flops_bf16, or flops_fp32 for fp32)";

const std::vector<UnreadRow>& unread_rows() {
  static const std::vector<UnreadRow> rows = {
      // Measured values that replace a datasheet value of the same profile.
      {{"hardware.host.copy_bandwidth_per_thread", "hardware.host.dram_bandwidth"},
       [](const PointJobs& p) { return !p.hardware.host.gather_bandwidth.empty(); },
       "is replaced by the measured hardware.host.gather_bandwidth table of this profile"},
      {{"hardware.storage.read_latency", "hardware.storage.read_iops",
        "hardware.storage.seq_read_bandwidth"},
       [](const PointJobs& p) {
         return p.hardware.storage && !p.hardware.storage->read_latencies.empty();
       },
       "is replaced by the measured hardware.storage.read_latencies grid of this profile"},
      // Decode: the costs of the validation harness's host-synchronised token (a stream sync
      // after every copy, a worker-pool wake-up per batch), which no scenario job runs.
      {{"hardware.pcie.h2d_sync_overhead", "hardware.pcie.h2d_sync_bandwidth",
        "hardware.host.dispatch_overhead"},
       [](const PointJobs& p) { return static_cast<bool>(p.decode); },
       "applies to the host-synchronised decode that hwsim validate predicts for the end-to-end "
       "harness, which no scenario job runs"},
      // Decode: the keys of a way of fetching that no case uses.
      {{"hardware.storage"},
       no_flash,
       "applies to flash reads, and no case of this job reads flash"},
      {{"hardware.pcie.h2d_pageable"},
       no_pageable,
       "applies to copies from pageable host memory, and this job has none (staging pinned, no "
       "placement pageable)"},
      {{"hardware.host.copy_bandwidth_per_thread", "hardware.host.dram_bandwidth",
        "hardware.host.gather_overhead_per_column", "hardware.host.gather_bandwidth",
        "hardware.host.threads", "hardware.pcie.h2d_after_gather",
        "hardware.pcie.h2d_after_gather_sizes"},
       no_gather,
       "applies to CPU gathers, and no case of this job gathers (cpu_fetch gather or "
       "gather_sparse, "
       "with weights in CPU memory)"},
      {{"hardware.gpu.gemm_kernels"},
       no_measured_gemm,
       "applies to batched GEMMs of BF16 column kernels (dense bf16, teal, scap), and this job has "
       "none (job.batch 1, or no such method)"},
      {{"hardware.gpu.small_kernel_time"},
       no_block_kernels,
       "applies to the block's small-op and attention kernels, and this job models neither "
       "(job.small_ops and job.attention false)"},
      {{"hardware.gpu.attention_fixed_time", "hardware.gpu.attention_bandwidth"},
       no_attention,
       "applies to the attention kernel, and this job does not model it (job.attention false)"},
      {{"hardware.gpu.topk_fixed_time", "hardware.gpu.topk_time_per_element"},
       dense_only,
       "applies to the column selection of teal and spax methods, and this job has dense methods "
       "only"},
      // Training: the step reads the GPU's memory, HBM rate and one FLOP rate
      // (train/run_train.cpp).
      {{"hardware.gpu.flops_fp32"},
       training_not_fp32,
       "is not read by this training job, whose activations are not fp32 (it computes at "
       "hardware.gpu.flops_bf16)"},
      {{"hardware.gpu.flops_bf16"},
       training_fp32,
       "is not read by this training job, whose activations are fp32 (it computes at "
       "hardware.gpu.flops_fp32)"},
  };
  return rows;
}

// The keys of the training job's reads; every other leaf under hardware is unread by training.
constexpr std::array<const char*, 4> kTrainRead = {
    "hardware.gpu.memory", "hardware.gpu.hbm_bandwidth", "hardware.gpu.flops_bf16",
    "hardware.gpu.flops_fp32"};

// Keys that name or describe the profile: they label outputs, so they are never refused.
bool labels_profile(const std::string& key) {
  return key == "hardware" || key == "hardware.name" || key == "hardware.description" ||
         key == "hardware.gpu" || key == "hardware.gpu.name" || key == "hardware.host.name";
}

bool train_unread(const PointJobs& p, const std::string& key) {
  if (!p.train || !covers("hardware", key) || labels_profile(key)) return false;
  return std::none_of(kTrainRead.begin(), kTrainRead.end(),
                      [&](const char* read) { return covers(read, key); });
}

// The index i of a key at or below "hardware.gpu.gemm_kernels[i]"; nullopt for other keys.
std::optional<std::size_t> gemm_row_of(const std::string& key) {
  const std::string prefix = "hardware.gpu.gemm_kernels[";
  if (key.rfind(prefix, 0) != 0) return std::nullopt;
  const std::size_t close = key.find(']', prefix.size());
  if (close == std::string::npos || close == prefix.size()) return std::nullopt;
  const std::string digits = key.substr(prefix.size(), close - prefix.size());
  if (digits.find_first_not_of("0123456789") != std::string::npos || digits.size() > 9)
    return std::nullopt;
  return static_cast<std::size_t>(std::stoul(digits));
}

// The fewest sequences per weight read that a GEMM of a batched job can see: the batch, except
// for the routed experts of a simulated layer when the job routes tokens (job.experts), whose B x
// top_k (sequence, expert) pairs spread over at most min(E, B x top_k) distinct experts
// (sim/decode/token_graph_builder.cpp, run_routed_group).
double fewest_per_weight(const decode::DecodeJob& job, const model::ModelSpec* model) {
  double fewest = job.batch;
  if (!job.experts || !model) return fewest;
  const std::size_t layers =
      job.token.layers > 0 ? static_cast<std::size_t>(job.token.layers) : model->layers.size();
  for (std::size_t i = 0; i < layers && i < model->layers.size(); ++i) {
    const model::FfnSpec& ffn = model->layers[i].ffn;
    if (!ffn.is_moe()) continue;
    const double pairs = static_cast<double>(job.batch) * static_cast<double>(ffn.top_k);
    fewest = std::min(fewest, pairs / std::min(static_cast<double>(ffn.experts), pairs));
  }
  return fewest;
}

// A row of gpu.gemm_kernels that no GEMM of a batched job reads: every GEMM sees between
// fewest_per_weight and job.batch sequences per weight read, and reads the rows that
// hw::GpuSpec::gemm_rows_at gives over that range.
std::optional<std::string> gemm_row_unread(const PointJobs& p, const std::string& key) {
  const auto index = gemm_row_of(key);
  if (!index || !p.decode || no_measured_gemm(p)) return std::nullopt;
  const auto& rows = p.hardware.gpu.gemm_kernels;
  if (*index >= rows.size()) return std::nullopt;
  const int batch = p.decode->batch;
  const hw::GpuSpec& gpu = p.hardware.gpu;
  const std::size_t first = gpu.gemm_rows_at(fewest_per_weight(*p.decode, p.model)).first;
  const std::size_t last = gpu.gemm_rows_at(batch).second;
  if (*index >= first && *index <= last) return std::nullopt;
  return "is the row of gpu.gemm_kernels at batch " + std::to_string(rows[*index].batch) +
         ", which no GEMM of this job (job.batch " + std::to_string(batch) + ") reads";
}

}  // namespace

std::optional<std::string> unread_swept_key(const PointJobs& point, const std::string& key) {
  for (const UnreadRow& row : unread_rows()) {
    const bool covered = std::any_of(row.keys.begin(), row.keys.end(),
                                     [&](const char* prefix) { return covers(prefix, key); });
    if (covered && row.unread(point)) return std::string(row.why);
  }
  if (train_unread(point, key)) return std::string(kTrainReads);
  if (auto why = gemm_row_unread(point, key)) return why;
  if (point.decode && key.rfind("job.", 0) == 0)
    return decode::unread_job_key(*point.decode, key.substr(4));
  return std::nullopt;
}

}  // namespace hwsim::scenario
