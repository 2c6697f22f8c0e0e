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
bool dense_only(const PointJobs& p) {
  return decode_without(p, [](const decode::DecodeJob& j) {
    return std::any_of(j.methods.begin(), j.methods.end(),
                       [](const decode::MethodSpec& m) { return m.is_sparse(); });
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
      {{"hardware.host.copy_bandwidth_per_thread"},
       [](const PointJobs& p) { return !p.hardware.host.gather_bandwidth.empty(); },
       "is replaced by the measured hardware.host.gather_bandwidth table of this profile"},
      {{"hardware.storage.read_latency", "hardware.storage.read_iops",
        "hardware.storage.seq_read_bandwidth"},
       [](const PointJobs& p) {
         return p.hardware.storage && !p.hardware.storage->read_latencies.empty();
       },
       "is replaced by the measured hardware.storage.read_latencies grid of this profile"},
      // Decode: the keys of a way of fetching that no case uses.
      {{"hardware.storage"},
       no_flash,
       "applies to flash reads, and no case of this job reads flash"},
      {{"hardware.pcie.h2d_pageable"},
       no_pageable,
       "applies to copies from pageable host memory, and this job has none (staging pinned, no "
       "placement pageable)"},
      {{"hardware.host.copy_bandwidth_per_thread", "hardware.host.gather_overhead_per_column",
        "hardware.host.gather_bandwidth", "hardware.host.threads", "hardware.pcie.h2d_after_gather",
        "hardware.pcie.h2d_after_gather_sizes"},
       no_gather,
       "applies to CPU gathers, and no case of this job gathers (cpu_fetch gather or "
       "gather_sparse, "
       "with weights in CPU memory)"},
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

}  // namespace

std::optional<std::string> unread_swept_key(const PointJobs& point, const std::string& key) {
  for (const UnreadRow& row : unread_rows()) {
    const bool covered = std::any_of(row.keys.begin(), row.keys.end(),
                                     [&](const char* prefix) { return covers(prefix, key); });
    if (covered && row.unread(point)) return std::string(row.why);
  }
  if (train_unread(point, key)) return std::string(kTrainReads);
  if (point.decode && key.rfind("job.", 0) == 0)
    return decode::unread_job_key(*point.decode, key.substr(4));
  return std::nullopt;
}

}  // namespace hwsim::scenario
