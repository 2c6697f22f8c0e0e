#include "sim/calibrate/profile_fit.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>
#include <stdexcept>
#include <utility>
#include <variant>
#include <vector>

#include "sim/calibrate/fit_common.hpp"
#include "sim/calibrate/host_tables.hpp"
#include "sim/calibrate/storage_tables.hpp"
#include "sim/hw/profile_loader.hpp"
#include "sim/io/node.hpp"
#include "sim/io/units.hpp"

namespace hwsim::calibrate {
namespace {

using io::Unit;
using nlohmann::json;

struct KernelPoint {
  double bytes, seconds;
};

// gpu.decode_rates from the kernels' decode_rates points (kernel_bench.cpp): one per codec, the
// measured weights per second of the coded kernel decoding a whole 16384 x 16384 matrix.
void write_decode_rates(ProfileEmitter& y, const json& points, const std::string& measured) {
  std::map<std::string, const json*> by_codec;
  for (const json& p : points) by_codec[p.at("codec").get<std::string>()] = &p;
  if (by_codec.empty()) return;
  y.open("decode_rates");
  for (const auto& [codec, p] : by_codec) {
    const double rate = p->at("weights_per_s").get<double>();
    std::string what = p->at("kernel").get<std::string>();
    if (p->contains("bits")) what += " " + std::to_string(p->at("bits").get<int>()) + "-bit";
    y.quantity(codec, rate, Unit::count,
               measured + what + ", " + std::to_string(p->at("rows").get<int>()) + "x" +
                   std::to_string(p->at("cols").get<int>()) + " every column decoded, median " +
                   fmt(p->at("median_us").get<double>()) + " us: weights/s (" +
                   fmt(p->at("gbs").get<double>()) + " GB/s, " +
                   fmt(100.0 * p->at("eff_vs_read").get<double>()) + "% of the read ceiling)");
  }
  y.close();
}

// What every fitting step reads: the `micro` document, the source prefix of measured values and
// the base profile for the values the benchmarks cannot measure.
struct FitContext {
  const json& micro;
  std::string device, date, measured;
  const hw::HardwareProfile* base = nullptr;
  std::string base_label;

  // An unmeasurable value: the base profile's (with its source), else a labelled placeholder.
  std::pair<double, std::string> unmeasured(const std::string& key, double base_value,
                                            double placeholder) const {
    if (base) {
      const auto it = base->sources.find(key);
      return std::pair{
          base_value,
          "from " + base_label + (it == base->sources.end() ? std::string() : ": " + it->second)};
    }
    return std::pair{placeholder,
                     std::string("not measured by hwsim calibrate (placeholder; pass --base)")};
  }
  // micro.<key>, present and non-empty `points`.
  const json* points_of(const char* key) const {
    if (!micro.contains(key) || !micro.at(key).contains("points")) return nullptr;
    const json& points = micro.at(key).at("points");
    return points.empty() ? nullptr : &points;
  }
  // micro.<key>.file, or "a file".
  std::string file_of(const char* key) const {
    return micro.at(key).value("file", std::string("a file"));
  }
};

// The measurement date (UTC, YYYY-MM-DD) from the document's finished or started time.
std::string measurement_date(const json& doc) {
  for (const char* key : {"finished_utc", "started_utc"}) {
    if (doc.contains(key) && doc.at(key).is_string() && doc.at(key).get<std::string>().size() >= 10)
      return doc.at(key).get<std::string>().substr(0, 10);
  }
  return "unknown date";
}

// The kernel results, by the gemv_kernels kind they fit, plus the top-k points and the best dense
// efficiency.
struct KernelResults {
  std::map<std::string, std::vector<KernelPoint>> by_kind;
  std::map<int, std::vector<KernelPoint>> gemm_by_batch;  // dense_bf16_gemm at batch >= 2
  std::vector<double> select_n, select_s;
  double best_dense_eff = 0;
};

KernelResults kernel_results(const json& kernels) {
  KernelResults k;
  for (const json& r : member(kernels, "results", "micro.kernels.")) {
    const std::string kernel = r.at("kernel").get<std::string>();
    const double seconds = r.at("median_us").get<double>() * 1e-6;
    if (kernel == "select_tiers") {
      k.select_n.push_back(r.at("n").get<double>());
      k.select_s.push_back(seconds);
      continue;
    }
    const double bytes = r.at("bytes").get<double>();
    if (kernel == "dense_bf16_gemm") {
      const int batch = member(r, "batch", "micro.kernels.results[].").get<int>();
      if (batch >= 2) k.gemm_by_batch[batch].push_back({bytes, seconds});
      continue;
    }
    std::string kind;
    if (kernel == "dense_bf16_cols") {
      k.best_dense_eff = std::max(k.best_dense_eff, r.at("eff_vs_d2d").get<double>());
      if (member(r, "blocks_per_sm", "micro.kernels.results[].").get<int>() != 4)
        continue;  // the e2e runs the default 4 blocks per SM
      kind = "dense";
    } else if (kernel == "sparse_bf16_cols") {
      kind = "sparse";
    } else if (kernel == "q4k_rows") {
      kind = "quantised";
    } else if (kernel == "tiered_scalar" || kernel == "tiered_trellis") {
      kind = kernel;
    } else {
      continue;
    }
    k.by_kind[kind].push_back({bytes, seconds});
  }
  return k;
}

// time = fixed + bytes * per_byte over a kernel's points (line_or_origin_fit).
std::pair<double, double> kernel_line(const std::vector<KernelPoint>& points) {
  std::vector<double> x, t;
  for (const auto& p : points) {
    x.push_back(p.bytes);
    t.push_back(p.seconds);
  }
  return line_or_origin_fit(x, t);
}

// gpu.gemv_kernels: one line fit per kernel kind.
void write_gemv_kernels(ProfileEmitter& y, const KernelResults& k, const std::string& measured) {
  static const std::map<std::string, std::string> kind_kernel = {
      {"dense", "dense_bf16_cols (4 blocks/SM)"},
      {"sparse", "sparse_bf16_cols"},
      {"quantised", "q4k_rows"},
      {"tiered_scalar", "tiered_scalar"},
      {"tiered_trellis", "tiered_trellis"}};
  y.open("gemv_kernels");
  for (const auto& [kind, points] : k.by_kind) {
    const auto [fixed, per_byte] = kernel_line(points);
    const std::string src = measured + kind_kernel.at(kind) +
                            ", line time = fixed + bytes/bandwidth over " +
                            std::to_string(points.size()) + " shapes (relative least squares)";
    y.open(kind);
    y.quantity("fixed_time", fixed, Unit::seconds, src);
    y.quantity("bandwidth", 1.0 / per_byte, Unit::bytes_per_second, src);
    y.close();
  }
  y.close();
}

// gpu.gemm_kernels: per batch size, one line fit of the batched BF16 GEMM over the shapes timed
// (the dense GEMV's shapes), ascending in batch.
void write_gemm_kernels(ProfileEmitter& y, const KernelResults& k, const std::string& measured) {
  if (k.gemm_by_batch.empty()) return;
  y.open_list("gemm_kernels");
  for (const auto& [batch, points] : k.gemm_by_batch) {
    const auto [fixed, per_byte] = kernel_line(points);
    y.row({{"batch", batch},
           {"fixed_time", io::format_quantity(fixed, Unit::seconds)},
           {"bandwidth", io::format_quantity(1.0 / per_byte, Unit::bytes_per_second)},
           {"source", measured + "dense_bf16_gemm at batch " + std::to_string(batch) +
                          ", line time = fixed + bytes/bandwidth over " +
                          std::to_string(points.size()) + " shapes (relative least squares)"}});
  }
  y.close_list();
}

// gpu.small_kernel_time and the attention line from micro.block_ops (block_ops_bench.cpp): each
// kernel's event span on an idle stream. The small kernel's start is the median over the small
// ops of (span - bytes at the GEMV rate `gemv_rate`); attention, a line in the KV bytes over the
// context lengths (relative least squares).
void write_block_ops(ProfileEmitter& y, const json& block, double gemv_rate,
                     const std::string& measured) {
  const std::string where = "micro.block_ops.";
  std::vector<double> starts;
  for (const json& p : member(block, "small_ops", where)) {
    const double span = number(p, "median_us", where + "small_ops[].") * 1e-6;
    starts.push_back(span - number(p, "bytes", where + "small_ops[].") / gemv_rate);
  }
  if (!starts.empty()) {
    y.quantity("small_kernel_time", std::max(0.0, median(starts)), Unit::seconds,
               measured + "block_ops: event span of each of " + std::to_string(starts.size()) +
                   " small block kernels on an idle stream, less its bytes at the GEMV rate, "
                   "median");
  }
  std::vector<double> kv, t;
  for (const json& p : member(block, "attention", where)) {
    kv.push_back(number(p, "bytes", where + "attention[]."));
    t.push_back(number(p, "median_us", where + "attention[].") * 1e-6);
  }
  if (kv.size() < 2) return;
  const auto [fixed, per_byte] = relative_line_fit(kv, t);
  if (per_byte <= 0) return;  // no rate to fit: the line stays unmeasured
  const json& shape = member(block, "shape", where);
  const std::string src =
      measured + "block_ops: decode attention (" + fmt(number(shape, "heads", where + "shape.")) +
      " heads, " + fmt(number(shape, "kv_heads", where + "shape.")) + " KV heads, head_dim " +
      fmt(number(shape, "head_dim", where + "shape.")) + ") on an idle stream over " +
      std::to_string(kv.size()) + " context lengths, line time = fixed + KV bytes / bandwidth";
  y.quantity("attention_fixed_time", std::max(0.0, fixed), Unit::seconds, src);
  y.quantity("attention_bandwidth", 1.0 / per_byte, Unit::bytes_per_second, src);
}

// The gpu section: memory, HBM rate, launch and sync costs, GEMV kernels, top-k, block ops, decode
// rates.
void write_gpu(ProfileEmitter& y, const FitContext& c) {
  const json& device = member(c.micro, "device", "micro.");
  const json& copies = member(c.micro, "copies", "micro.");
  const json& launch = member(c.micro, "launch", "micro.");
  const json& kernels = member(c.micro, "kernels", "micro.");
  const double d2d =
      number(member(copies, "d2d", "micro.copies."), "peak_gbs", "micro.copies.d2d.") * 1e9;
  const double b2b = number(launch, "back_to_back_launch_us", "micro.launch.") * 1e-6;
  const double launch_sync = number(member(launch, "launch_and_sync_us", "micro.launch."), "median",
                                    "micro.launch.launch_and_sync_us.") *
                             1e-6;
  const KernelResults k = kernel_results(kernels);
  const std::string& measured = c.measured;
  y.open("gpu");
  y.text("name", c.device);
  y.quantity("memory", number(device, "global_memory_bytes", "micro.device."), Unit::bytes,
             measured + "device.global_memory_bytes (cudaGetDeviceProperties)");
  y.quantity("hbm_bandwidth", d2d, Unit::bytes_per_second,
             measured + "D2D copy peak " + fmt(d2d / 1e9) + " GB/s (bytes read + written)");
  const auto [bf16, src1] =
      c.unmeasured("gpu.flops_bf16", c.base ? c.base->gpu.flops_bf16 : 0, 1e15);
  y.quantity("flops_bf16", bf16, Unit::flops_per_second, src1);
  const auto [fp32, src2] =
      c.unmeasured("gpu.flops_fp32", c.base ? c.base->gpu.flops_fp32 : 0, 6e13);
  y.quantity("flops_fp32", fp32, Unit::flops_per_second, src2);
  y.quantity("kernel_launch_overhead", b2b, Unit::seconds,
             measured + "launch.back_to_back_launch_us = " + fmt(b2b * 1e6) + " us");
  y.quantity("sync_overhead", std::max(0.0, launch_sync - b2b), Unit::seconds,
             measured + "launch.launch_and_sync_us median " + fmt(launch_sync * 1e6) +
                 " us minus back-to-back launch " + fmt(b2b * 1e6) + " us");
  // The GEMV efficiency: the measured one written below, else GpuSpec's default.
  const double gemv_eff =
      k.best_dense_eff > 0 ? std::min(1.0, k.best_dense_eff) : hw::GpuSpec{}.gemv_efficiency;
  if (k.best_dense_eff > 0) {
    y.quantity("gemv_efficiency", gemv_eff, Unit::ratio,
               measured + "best dense_bf16_cols eff_vs_d2d");
  }
  write_gemv_kernels(y, k, measured);
  write_gemm_kernels(y, k, measured);
  if (k.select_n.size() >= 2) {
    auto [fixed, per_element] = relative_line_fit(k.select_n, k.select_s);
    const std::string src = measured + "select_tiers, line time = fixed + n * per_element over " +
                            std::to_string(k.select_n.size()) + " points";
    y.quantity("topk_fixed_time", std::max(0.0, fixed), Unit::seconds, src);
    y.quantity("topk_time_per_element", std::max(0.0, per_element), Unit::seconds, src);
  }
  if (c.micro.contains("block_ops"))
    write_block_ops(y, c.micro.at("block_ops"), d2d * gemv_eff, measured);
  if (kernels.contains("decode_rates")) write_decode_rates(y, kernels.at("decode_rates"), measured);
  y.close();
}

// How long the gather threads idled before each timed call, where the benchmark says (documents
// from before the pause was measured say nothing, and their calls ran back to back).
std::string gather_pause_text(const json& gather) {
  if (!gather.contains("pause_us")) return "";
  const double us = number(gather, "pause_us", "micro.gather.");
  if (us < 0)
    throw std::invalid_argument("microbenchmark JSON: 'micro.gather.pause_us' is negative");
  return us > 0 ? ", each call after the threads idled " + fmt(us) + " us" : ", calls back to back";
}

// host.gather_bandwidth and the rates derived from it. One rate per point, keyed by (threads,
// call size, bundle size = copy size): bytes / median time. The copy size matters as much as the
// call size (a bundle copied from a random place pays a TLB and DRAM miss before it streams), and
// no simple form of both fits a measured grid (a shared per-bundle cost leaves 10-25% errors at
// single points of the H200 host's), so the profile keeps the measured grid. Points without
// "call_bytes" give rows for any call size.
void write_gather(ProfileEmitter& y, const FitContext& c) {
  const json& gather = member(c.micro, "gather", "micro.");
  const std::vector<hw::GatherPoint> gather_table =
      gather_rows(member(gather, "points", "micro.gather."));
  // The largest calls are the DRAM-bound regime.
  double largest_call = 0;
  for (const hw::GatherPoint& r : gather_table) largest_call = std::max(largest_call, r.call_bytes);
  double best_gather = 0;
  const hw::GatherPoint* fewest = nullptr;  // fewest threads, largest call, largest copy
  for (const hw::GatherPoint& r : gather_table) {
    if (r.call_bytes != largest_call) continue;
    best_gather = std::max(best_gather, r.bandwidth);
    if (!fewest || r.threads < fewest->threads ||
        (r.threads == fewest->threads && r.copy_bytes > fewest->copy_bytes))
      fewest = &r;
  }
  const bool by_call_size = largest_call > 0;
  const std::string gather_src = c.measured + "gather point (" +
                                 std::to_string(gather.at("points").size()) +
                                 (by_call_size ? ": thread counts x call sizes x bundle sizes)"
                                               : ": thread counts x bundle sizes)") +
                                 ", bytes / median time" + gather_pause_text(gather);
  const std::string largest_calls = by_call_size ? " at the largest call size" : "";
  y.quantity("dram_bandwidth", 2 * best_gather, Unit::bytes_per_second,
             c.measured + "2 x the best gather rate" + largest_calls + " " +
                 fmt(best_gather / 1e9) + " GB/s (each gathered byte is read and written)");
  y.quantity("copy_bandwidth_per_thread", fewest->bandwidth / fewest->threads,
             Unit::bytes_per_second,
             gather_src + ", " + std::to_string(fewest->threads) + " thread(s)" + largest_calls +
                 ", largest bundle size");
  y.value("threads", std::to_string(gather_table.back().threads),
          c.measured + "largest gather thread count benchmarked");
  y.quantity("gather_overhead_per_column", 0.0, Unit::seconds,
             c.measured +
                 "0: the gather rates are per copy size, each including its copies' "
                 "fixed cost");
  y.open_list("gather_bandwidth");
  for (const hw::GatherPoint& r : gather_table) {
    std::vector<std::pair<std::string, ProfileEmitter::Cell>> cells = {{"threads", r.threads}};
    if (r.call_bytes > 0)
      cells.emplace_back("call_bytes", io::format_quantity(r.call_bytes, Unit::bytes));
    cells.emplace_back("copy_bytes", io::format_quantity(r.copy_bytes, Unit::bytes));
    cells.emplace_back("bandwidth", io::format_quantity(r.bandwidth, Unit::bytes_per_second));
    cells.emplace_back("source", gather_src);
    y.row(cells);
  }
  y.close_list();
}

// host.plan_*: transfer planning, one line fit for byte-exact plans and one for page-aligned
// plans. The part is optional: without it no plan task is modelled.
void write_plan_rates(ProfileEmitter& y, const FitContext& c) {
  if (!c.micro.contains("plan") || !c.micro.at("plan").contains("points")) return;
  const json& points = c.micro.at("plan").at("points");
  for (const bool paged : {false, true}) {
    std::vector<double> columns, seconds;
    for (const json& p : points) {
      if ((p.at("page_bytes").get<double>() > 0) != paged) continue;
      columns.push_back(p.at("columns").get<double>());
      seconds.push_back(p.at("median_us").get<double>() * 1e-6);
    }
    if (columns.size() < 2) continue;
    const auto [fixed, per_column] = line_or_origin_fit(columns, seconds);
    const std::string src =
        c.measured + "plan points (" + std::to_string(columns.size()) +
        (paged ? ", page-aligned O_DIRECT read plans" : ", byte-exact gather plans") +
        "), time = fixed + columns * per_column (relative least squares)";
    const std::string suffix = paged ? "_paged" : "";
    y.quantity("plan_time_per_column" + suffix, per_column, Unit::seconds, src);
    y.quantity("plan_fixed_time" + suffix, fixed, Unit::seconds, src);
  }
}

// The host section: memory (not measured), gather rates, transfer planning.
void write_host(ProfileEmitter& y, const FitContext& c) {
  y.open("host");
  y.text("name", "host of " + c.device);
  const auto [mem, src] =
      c.unmeasured("host.memory", c.base ? c.base->host.memory : 0, 64.0 * (1ull << 30));
  y.quantity("memory", mem, Unit::bytes, src);
  write_gather(y, c);
  write_plan_rates(y, c);
  y.close();
}

// pcie.h2d_after_gather(_sizes) from the staged_copy points (optional).
void write_staged_copy(ProfileEmitter& y, const FitContext& c, double latency) {
  const json* points = c.points_of("staged_copy");
  if (!points) return;
  const auto rates = after_gather_rates(*points, latency);
  if (!rates) return;
  const std::string staged_src = c.measured + "staged_copy points (" +
                                 std::to_string(rates->points) +
                                 "): H2D right after a CPU gather into pinned staging, ";
  y.quantity("h2d_after_gather", rates->overall, Unit::bytes_per_second,
             staged_src + "total bytes / total (time - latency)");
  if (rates->by_size.empty()) return;
  y.open_list("h2d_after_gather_sizes");
  for (const hw::StagedCopyRate& r : rates->by_size) {
    std::vector<std::pair<std::string, ProfileEmitter::Cell>> cells = {
        {"bytes", io::format_quantity(r.bytes, Unit::bytes)}};
    if (r.gathered_copy_bytes > 0)
      cells.emplace_back("gathered_copy_bytes",
                         io::format_quantity(r.gathered_copy_bytes, Unit::bytes));
    cells.emplace_back("bandwidth", io::format_quantity(r.bandwidth, Unit::bytes_per_second));
    cells.emplace_back("source",
                       staged_src + "per copy size and bundle size, bytes / (time - latency)");
    y.row(cells);
  }
  y.close_list();
}

// pcie.h2d_sync_overhead and h2d_sync_bandwidth, when the microbenchmarks timed host-synchronised
// copies: the median per-copy host time beyond the copy's event-timed span, at every measured
// size and both patterns (walking a large source, one buffer), as a line in the bytes copied
// (relative least squares). A line that falls with the size is replaced by the median alone, one
// that rises from below zero by the line through the origin. A point without positive host time
// beyond its span is refused: the host clock and the GPU's events disagree there.
void write_sync_copy(ProfileEmitter& y, const FitContext& c) {
  if (!c.micro.contains("sync_copies")) return;
  const json& sync = c.micro.at("sync_copies");
  std::vector<double> bytes, extras;
  for (const char* pattern : {"walking", "same_buffer"}) {
    for (const json& p : member(sync, pattern, "micro.sync_copies.")) {
      bytes.push_back(number(p, "bytes", "micro.sync_copies.points[]."));
      extras.push_back(number(p, "extra_median_us", "micro.sync_copies.points[].") * 1e-6);
      if (extras.back() <= 0.0)
        throw std::invalid_argument("microbenchmark JSON: micro.sync_copies." +
                                    std::string(pattern) + " point of " + fmt(bytes.back()) +
                                    " bytes: host time beyond the event-timed span " +
                                    fmt(extras.back() * 1e6) +
                                    " us is not positive (the host clock and the GPU events "
                                    "disagree; measure again)");
    }
  }
  if (extras.size() < 2)
    throw std::invalid_argument("microbenchmark JSON: fewer than 2 sync_copies points");
  auto [fixed, per_byte] = relative_line_fit(bytes, extras);
  if (per_byte <= 0.0) {
    fixed = median(extras), per_byte = 0.0;
  } else if (fixed < 0.0) {
    double sb = 0.0, se = 0.0;
    for (std::size_t i = 0; i < bytes.size(); ++i) sb += bytes[i], se += extras[i];
    fixed = 0.0, per_byte = se / sb;
  }
  const auto [lo, hi] = std::minmax_element(extras.begin(), extras.end());
  const std::string src = c.measured + "sync_copies: host-timed (copy + stream sync) minus " +
                          "event-timed span, line = fixed + bytes / bandwidth over " +
                          std::to_string(extras.size()) + " points (sizes x walking / " +
                          "same-buffer source; per point " + fmt(*lo * 1e6) + " to " +
                          fmt(*hi * 1e6) + " us)";
  y.quantity("h2d_sync_overhead", fixed, Unit::seconds, src);
  y.quantity("h2d_sync_bandwidth", per_byte > 0.0 ? 1.0 / per_byte : 0.0, Unit::bytes_per_second,
             src);
}

// The pcie section. Both pinned rates are measured, so generation, lanes and efficiency (which
// only derive a rate that is not) are left out (hw/profile_loader.hpp refuses them beside two
// measured rates).
void write_pcie(ProfileEmitter& y, const FitContext& c) {
  const json& copies = member(c.micro, "copies", "micro.");
  const json& h2d = member(copies, "h2d_pinned", "micro.copies.");
  const double h2d_rate = number(h2d, "peak_gbs", "micro.copies.h2d_pinned.") * 1e9;
  std::vector<double> fixed_parts;
  for (const json& p : member(h2d, "points", "micro.copies.h2d_pinned.")) {
    const double bytes = p.at("bytes").get<double>();
    if (bytes <= (1 << 20))
      fixed_parts.push_back(p.at("median_us").get<double>() * 1e-6 - bytes / h2d_rate);
  }
  if (fixed_parts.empty())
    throw std::invalid_argument("microbenchmark JSON: no H2D copies of at most 1 MiB");
  const double latency = std::max(0.0, median(fixed_parts));
  const double d2h_rate = number(member(copies, "d2h_pinned", "micro.copies."), "peak_gbs",
                                 "micro.copies.d2h_pinned.") *
                          1e9;
  const json& pageable = member(member(copies, "h2d_pageable", "micro.copies."), "points",
                                "micro.copies.h2d_pageable.");
  if (pageable.empty()) throw std::invalid_argument("microbenchmark JSON: no pageable H2D points");
  const json& largest_pageable = pageable.back();
  y.open("pcie");
  y.quantity("h2d_pinned", h2d_rate, Unit::bytes_per_second,
             c.measured + "copies.h2d_pinned.peak_gbs");
  y.quantity("d2h_pinned", d2h_rate, Unit::bytes_per_second,
             c.measured + "copies.d2h_pinned.peak_gbs");
  y.quantity("h2d_pageable", largest_pageable.at("gbs").get<double>() * 1e9, Unit::bytes_per_second,
             c.measured + "pageable H2D at the largest size (" +
                 io::format_quantity(largest_pageable.at("bytes").get<double>(), Unit::bytes) +
                 ")");
  y.quantity(
      "latency", latency, Unit::seconds,
      c.measured + "median of (time - bytes / h2d_pinned) over the pinned H2D copies <= 1 MiB");
  write_sync_copy(y, c);
  write_staged_copy(y, c, latency);
  y.close();
}

// storage scalars from the steady-state ssd points: rates, IOPS, sizes, queue depth, latency.
void write_ssd_scalars(ProfileEmitter& y, const json& points, const std::string& ssd_src) {
  double seq_best = 0, iops_4k = 0, lat_4k_qd1 = 0, max_request = 0;
  int max_depth = 0;
  double min_request = 1e300;
  for (const json& p : points) {
    max_depth = std::max(max_depth, p.at("queue_depth").get<int>());
    max_request = std::max(max_request, p.at("request_bytes").get<double>());
    min_request = std::min(min_request, p.at("request_bytes").get<double>());
  }
  for (const json& p : points) {
    const bool random = p.at("pattern").get<std::string>() == "random";
    const double bytes = p.at("request_bytes").get<double>();
    const int depth = p.at("queue_depth").get<int>();
    if (!random) seq_best = std::max(seq_best, p.at("gbs").get<double>() * 1e9);
    if (random && bytes == min_request && depth == max_depth) iops_4k = p.at("iops").get<double>();
    if (random && bytes == min_request && depth == 1)
      lat_4k_qd1 = p.at("mean_latency_us").get<double>() * 1e-6;
  }
  if (!(iops_4k > 0.0) || !(lat_4k_qd1 > 0.0)) {
    const std::string smallest = io::format_quantity(min_request, Unit::bytes);
    throw std::invalid_argument(
        "microbenchmark JSON: micro.ssd.points needs random-pattern points "
        "of the smallest request (" +
        smallest + ") at queue depth 1 and at the deepest (" + std::to_string(max_depth) +
        "), with positive iops and mean_latency_us: read_iops and "
        "read_latency come from them");
  }
  y.value("ssd_count", "1", ssd_src + "one file on one device");
  y.quantity("seq_read_bandwidth", seq_best, Unit::bytes_per_second,
             ssd_src + "best sequential point");
  y.value("read_iops", fmt(iops_4k), ssd_src + "random, smallest request at the deepest queue");
  y.quantity("page_size", min_request, Unit::bytes,
             ssd_src + "smallest request (the O_DIRECT alignment)");
  y.quantity("max_request_size", max_request, Unit::bytes, ssd_src + "largest request benchmarked");
  y.value("queue_depth", std::to_string(max_depth), ssd_src + "deepest queue benchmarked");
  y.quantity("read_latency", lat_4k_qd1, Unit::seconds,
             ssd_src + "random, smallest request at depth 1");
  y.quantity(
      "submit_cost", 0, Unit::seconds,
      ssd_src + "pread workers submit in parallel; submission is inside the measured latencies");
}

// A storage latency table under `key`, one row per point; none at all without points (the loader
// refuses an empty table).
void write_latency_table(ProfileEmitter& y, const std::string& key,
                         const std::vector<hw::ReadLatencyPoint>& rows, const std::string& source) {
  if (rows.empty()) return;
  y.open_list(key);
  for (const auto& r : rows) y.latency_row(r.request_bytes, r.queue_depth, r.latency, source);
  y.close_list();
}

// storage.read_latencies: from the sparse batches when the document has them (the harness's
// pattern: bursts of sorted random reads that pay the queue's ramp-up and drain), else from the
// steady-state random points.
void write_read_latencies(ProfileEmitter& y, const FitContext& c, const json& points,
                          const BatchPoints& batches, const std::string& ssd_src) {
  if (!batches.sparse.empty()) {
    write_latency_table(
        y, "read_latencies", batch_latency_grid(batches.sparse, "micro.ssd_batch, sparse points"),
        c.measured + "O_DIRECT batches of sorted random reads of " + c.file_of("ssd_batch") +
            " into pinned staging, latency = queue_depth * batch time / requests (Little's law)");
    return;
  }
  std::vector<hw::ReadLatencyPoint> rows;
  for (const json& p : points) {
    if (p.at("pattern").get<std::string>() != "random") continue;
    rows.push_back({p.at("request_bytes").get<double>(), p.at("queue_depth").get<int>(),
                    p.at("mean_latency_us").get<double>() * 1e-6});
  }
  write_latency_table(y, "read_latencies", rows, ssd_src + "random pattern, mean_latency_us");
}

// storage.seq_read_latencies (dense reads): contiguous batches when measured, else whole
// sequential passes (ssd_seq), else none.
void write_seq_read_latencies(ProfileEmitter& y, const FitContext& c, const BatchPoints& batches) {
  if (!batches.contiguous.empty()) {
    write_latency_table(
        y, "seq_read_latencies",
        batch_latency_grid(batches.contiguous, "micro.ssd_batch, contiguous points"),
        c.measured + "O_DIRECT batches of consecutive reads of " + c.file_of("ssd_batch") +
            " into pinned staging, latency = queue_depth * batch time / requests (Little's law)");
    return;
  }
  const json* points = c.points_of("ssd_seq");
  if (!points) return;
  const json& seq = c.micro.at("ssd_seq");
  std::vector<hw::ReadLatencyPoint> rows;
  for (const json& p : *points) {
    const double request = p.at("request_bytes").get<double>();
    const int depth = p.at("queue_depth").get<int>();
    const double rate = p.at("gbs").get<double>() * 1e9;
    rows.push_back({request, depth, depth * request / rate});
  }
  write_latency_table(
      y, "seq_read_latencies", rows,
      c.measured + "O_DIRECT sequential passes over " + c.file_of("ssd_seq") + " (" +
          io::format_quantity(seq.value("file_bytes", 0.0), Unit::bytes) +
          "), latency = queue_depth * request_bytes / measured rate (Little's law)");
}

// The storage section (optional: only with ssd points).
void write_storage(ProfileEmitter& y, const FitContext& c) {
  const json* points = c.points_of("ssd");
  if (!points) return;
  const std::string ssd_src = c.measured + "O_DIRECT reads of " + c.file_of("ssd") + ", ";
  y.open("storage");
  write_ssd_scalars(y, *points, ssd_src);
  BatchPoints batches;
  if (c.micro.contains("ssd_batch") && c.micro.at("ssd_batch").contains("points"))
    batches = split_batch_points(c.micro.at("ssd_batch").at("points"), "micro.ssd_batch.points");
  write_read_latencies(y, c, *points, batches, ssd_src);
  write_seq_read_latencies(y, c, batches);
  y.close();
}

}  // namespace

FittedProfile fit_profile(const json& doc, const FitOptions& options) {
  const json& micro = doc.contains("micro") ? doc.at("micro") : doc;
  const std::string device =
      member(member(micro, "device", "micro."), "name", "micro.device.").get<std::string>();
  const std::string date = measurement_date(doc);
  const FitContext c{
      .micro = micro,
      .device = device,
      .date = date,
      .measured = "measured " + date + " on " + device + ", hwsim calibrate: ",
      .base = options.base ? &*options.base : nullptr,
      .base_label = options.base_label.empty() ? "the base profile" : options.base_label};
  // Every part the gpu and host sections read is required, before any is written.
  for (const char* part : {"copies", "launch", "kernels", "gather"}) member(micro, part, "micro.");

  ProfileEmitter y("Hardware profile fitted by `hwsim calibrate` from microbenchmarks of " +
                   c.device + " (" + c.date + ").");
  y.text("name", options.name);
  y.text("description",
         "Calibrated from the validate/ microbenchmarks of " + c.device + " on " + c.date + ".");
  write_gpu(y, c);
  write_host(y, c);
  write_pcie(y, c);
  write_storage(y, c);

  FittedProfile out;
  out.device = c.device;
  out.date = c.date;
  out.yaml = y.finish();
  out.profile =
      hw::load_hardware(io::Node::parse_string(out.yaml, "<calibrated profile>"), nullptr);
  return out;
}

}  // namespace hwsim::calibrate
