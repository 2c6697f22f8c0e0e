#pragma once
// `hwsim calibrate`: turns the microbenchmark results of validate/ (the `micro` document of
// hwsim-gpubench or of validate::run_microbenchmarks, schema in validate/README.md) into a hardware
// profile. Pure: the same JSON gives the same YAML, byte for byte.
//
// What each profile value is fitted from (every value is written {value, source}, the source naming
// the UTC date, the device and the benchmark):
//   gpu.memory                   device.global_memory_bytes
//   gpu.hbm_bandwidth            copies.d2d.peak_gbs (bytes read + written per second)
//   gpu.kernel_launch_overhead   launch.back_to_back_launch_us (host time per launch)
//   gpu.sync_overhead            launch.launch_and_sync_us.median - back_to_back_launch_us
//   gpu.gemv_efficiency          best dense_bf16_cols eff_vs_d2d
//   gpu.gemv_kernels.<kind>      time = fixed + bytes / bandwidth, least squares in relative error
//                                over the kernel results of that kind (dense_bf16_cols at the
//                                default 4 blocks per SM, sparse_bf16_cols, q4k_rows, tiered_*)
//   gpu.topk_*                   select_tiers: time = fixed + n * per_element, least squares
//   host.gather_bandwidth        one row per gather point: (threads, call size (call_bytes, 0 in
//                                documents without it), copy size = bundle_bytes) -> bytes /
//                                median time; host.gather_overhead_per_column = 0 (the rates
//                                include each copy's fixed cost)
//   host.copy_bandwidth_per_thread  the rate of the fewest threads at the largest call and bundle
//                                size, per thread; host.dram_bandwidth = 2 x the best rate at the
//                                largest call size (a gathered byte is read and written)
//   pcie.h2d_pinned / d2h_pinned copies.*_pinned.peak_gbs (the large-copy rate); pcie.latency =
//                                median of (time - bytes / h2d rate) over H2D copies <= 1 MiB
//   pcie.h2d_pageable            the pageable H2D rate at the largest size; generation, lanes
//                                and efficiency are not written (both pinned rates are measured)
//   storage.read_latencies       sparse ssd_batch points (optional) at density 1/2,
//                                request-aligned, without a pause (the defaults; other variants
//                                are not fitted, storage_probe.hpp) when present: per point,
//                                queue_depth * batch time / requests (Little's law over bursts
//                                of sorted random reads); else mean_latency_us of every
//                                random-pattern ssd point; either a full grid of request sizes x
//                                queue depths.
//                                seq/rand bandwidth, IOPS, latency at depth 1, queue depth and
//                                largest request from the ssd points
//   host.plan_time_per_column,   plan (optional): time = fixed + columns * per_column, relative
//   host.plan_fixed_time         least squares over the byte-exact (page_bytes 0) points; the
//                                *_paged pair over the page-aligned points
//   pcie.h2d_after_gather        staged_copy (optional): total bytes / total (after-gather time -
//                                pcie.latency); pcie.h2d_after_gather_sizes the same per bundle
//                                size (gathered_copy_bytes = points' bundle_bytes) and copy size
//                                (points' copy_bytes, when given for two sizes or more);
//                                only the points gathered from a pinned source when any are
//                                (points' source; without it, every point)
//   storage.seq_read_latencies   contiguous ssd_batch points without a pause when present
//                                (queue_depth * batch time / requests), else ssd_seq
//                                (optional): per point, queue_depth * request_bytes / rate
// Optional parts missing from the document leave those values at their defaults (mechanism off).
// Values the benchmarks cannot measure (FLOP/s, host memory) come from `base` when
// given (keeping its source), else they are written with a source saying they were not measured.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "sim/hw/hardware_profile.hpp"

namespace hwsim::calibrate {

struct FitOptions {
  std::string name = "calibrated";          // profile name
  std::optional<hw::HardwareProfile> base;  // source of the values not measured
  std::string base_label;                   // how the base is named in sources
};

struct FittedProfile {
  std::string yaml;             // the profile file (loads with hw::load_hardware)
  hw::HardwareProfile profile;  // the same profile, as loaded from `yaml`
  std::string date;             // UTC date of the measurement, YYYY-MM-DD ("unknown date" if none)
  std::string device;           // device name
};

// `micro_doc`: a hwsim-gpubench document with a `micro` member, or the `micro` object itself.
// Throws std::invalid_argument naming the missing member when the document lacks a needed part.
FittedProfile fit_profile(const nlohmann::json& micro_doc, const FitOptions& options = {});

}  // namespace hwsim::calibrate
