#include "sim/hw/profile_loader.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>

#include "sim/io/fields.hpp"
#include "sim/io/number_text.hpp"
#include "sim/io/param_builders.hpp"

namespace hwsim::hw {
namespace {

using namespace io::param::table;

// A required string (io::param has no string constructor; block declares any kind without default).
ParamSpec text(std::string name, std::string help) {
  return block(std::move(name), ParamKind::string, std::move(help));
}

// Profile numbers are measured or datasheet figures: required and greater than 0 unless a
// parameter says otherwise.
ParamSpec figure(std::string name, Unit unit, std::string help) {
  return quantity(std::move(name), unit, "", std::move(help), kPositive);
}

enum Section {
  kProfile,
  kGpu,
  kHost,
  kPcie,
  kStorage,
  kKernelFit,
  kDecodeRates,
  kGatherPoint,
  kReadLatencyPoint,
  kSeqReadLatencyPoint,
  kSizedRate,
  kGemmKernel
};

SectionSpec read_latency_point(std::string path, std::string help) {
  return {std::move(path),
          std::move(help),
          {figure("request_bytes", Unit::bytes, "Request size."),
           integer("queue_depth", "", "Reads in flight.", 1, 65536),
           figure("latency", Unit::seconds, "Mean time of one read."),
           optional(text("source", "Where the number comes from."))}};
}

const std::vector<SectionSpec>& specs() {
  static const std::vector<SectionSpec> all = {
      {"hardware",
       "A machine: GPU, host, PCIe link and optional flash storage.",
       {text("name", "Profile name shown in reports."),
        optional(text("description", "What machine this is and how its numbers were obtained.")),
        block("gpu", ParamKind::section, "The GPU (required)."),
        block("host", ParamKind::section, "The CPU host (required)."),
        block("pcie", ParamKind::section, "The host-GPU link (required)."),
        block("storage", ParamKind::section,
              "NVMe flash; leave out for a machine without flash.")}},
      {"hardware.gpu",
       "The GPU.",
       {text("name", "GPU model."), figure("memory", Unit::bytes, "Device memory capacity."),
        figure("hbm_bandwidth", Unit::bytes_per_second, "Peak device-memory bandwidth."),
        figure("flops_bf16", Unit::flops_per_second,
               "Dense 16-bit tensor-core peak, for BF16 and FP16 GEMMs (the same rate on Ada and "
               "Hopper datasheets)."),
        figure("flops_fp32", Unit::flops_per_second, "FP32 peak."),
        quantity("int32_ops", Unit::count, "0",
                 "INT32 thread instructions per second (SMs x INT32 lanes x boost clock); bounds "
                 "the integer work of decoding coded weights. 0 = not given."),
        quantity("kernel_launch_overhead", Unit::seconds, "", "Launch-to-start time per kernel."),
        quantity("sync_overhead", Unit::seconds, "", "Time for the host to see a stream drain."),
        quantity("gemv_efficiency", Unit::ratio, "85%",
                 "Fraction of hbm_bandwidth a memory-bound GEMV reaches.", kPositive, 1),
        integer("copy_engines", "2",
                "DMA copy engines (CUDA asyncEngineCount): 1 serves both directions; n >= 2: one "
                "device-to-host (the selected indices), n - 1 host-to-device copies at once.",
                1, 16),
        block("gemv_kernels", ParamKind::section,
              "Measured GEMV speed per kernel kind (dense, sparse, quantised, tiered_scalar, "
              "tiered_trellis): {fixed_time, bandwidth}; kinds left out use hbm_bandwidth * "
              "gemv_efficiency."),
        quantity("topk_fixed_time", Unit::seconds, "0 s",
                 "Top-k tier selection kernel (sparse methods, once per matrix group): its time "
                 "apart from the launch and the per-element part."),
        quantity("topk_time_per_element", Unit::seconds, "0 s",
                 "Top-k tier selection kernel: time per input element."),
        quantity("small_kernel_time", Unit::seconds, "0 s",
                 "Time a small block kernel (norm, rotary, residual add, activation) adds to a "
                 "token when launched on an idle stream, apart from its bytes at the GEMV rate; 0 "
                 "= kernel_launch_overhead."),
        quantity("attention_fixed_time", Unit::seconds, "0 s",
                 "Softmax attention of one token: the time apart from its KV bytes (with "
                 "attention_bandwidth, a measured line; both 0 = a small kernel reading the KV "
                 "cache at the GEMV rate)."),
        quantity("attention_bandwidth", Unit::bytes_per_second, "0 B/s",
                 "Softmax attention of one token: KV-cache bytes per second (0 = hbm_bandwidth * "
                 "gemv_efficiency)."),
        block("gemm_kernels", ParamKind::list,
              "Measured batched GEMMs of the BF16 column kernels (dense and sparse groups at "
              "batch > 1): a list of {batch, fixed_time, bandwidth, source}, ascending in batch "
              "from 2; between rows linear in the batch, beyond them the nearest row. Left out: "
              "a batch's GEMM takes its GEMV's time or the FLOP roofline."),
        block("decode_rates", ParamKind::section,
              "Measured weights per second a GEMV kernel dequantises, per code kind (scalar, "
              "trellis, quantised), as `hwsim calibrate` writes them; 0 or left out = derived "
              "from flops_fp32, int32_ops and the format's work per weight.")}},
      {"hardware.host",
       "The CPU host.",
       {text("name", "CPU or machine model."), figure("memory", Unit::bytes, "DRAM capacity."),
        figure("dram_bandwidth", Unit::bytes_per_second, "Achievable DRAM bandwidth."),
        figure("copy_bandwidth_per_thread", Unit::bytes_per_second,
               "Rate of one thread memcpy-ing into pinned memory."),
        integer("threads", "", "CPU threads available for copying.", 1, 4096),
        quantity("gather_overhead_per_column", Unit::seconds, "",
                 "Cost per scattered column one thread copies."),
        block("gather_bandwidth", ParamKind::list,
              "Measured gather rates: a list of {threads, call_bytes, copy_bytes, bandwidth, "
              "source}, ascending in threads, call_bytes, copy_bytes; replaces "
              "copy_bandwidth_per_thread and "
              "dram_bandwidth for gathers when given."),
        quantity("plan_time_per_column", Unit::seconds, "0 s",
                 "CPU time to plan the transfer of one selected column bundle (byte-exact gather "
                 "plans)."),
        quantity("plan_fixed_time", Unit::seconds, "0 s",
                 "CPU time per matrix group to plan its transfers (byte-exact gather plans)."),
        quantity("plan_time_per_column_paged", Unit::seconds, "0 s",
                 "CPU time to plan one selected bundle as page-aligned O_DIRECT reads (0 with "
                 "plan_fixed_time_paged 0: the byte-exact values apply)."),
        quantity("plan_fixed_time_paged", Unit::seconds, "0 s",
                 "CPU time per matrix group to plan page-aligned O_DIRECT reads."),
        quantity("dispatch_overhead", Unit::seconds, "0 s",
                 "Time to wake a pool of worker threads and join it, per batch of work.")}},
      {"hardware.pcie",
       "The PCIe link between host and GPU.",
       {optional(integer("generation", "",
                         "PCIe generation (3 to 6). With lanes and efficiency it derives each "
                         "pinned rate that is not measured: required unless h2d_pinned and "
                         "d2h_pinned are both given, refused when they are.",
                         3, 6)),
        optional(integer("lanes", "",
                         "Lane count: 1, 2, 4, 8 or 16; required and refused as generation is.", 1,
                         16)),
        optional(quantity("efficiency", Unit::ratio, "",
                          "Fraction of the raw rate large pinned copies reach; 85% when left out, "
                          "refused as generation is.",
                          kPositive, 1)),
        optional(figure("h2d_pinned", Unit::bytes_per_second,
                        "Measured host-to-device rate from pinned memory (large copies).")),
        optional(figure("d2h_pinned", Unit::bytes_per_second,
                        "Measured device-to-host rate into pinned memory (large copies); the "
                        "selected column indices of a sparse offloaded group cross at it.")),
        figure("h2d_pageable", Unit::bytes_per_second, "Host-to-device rate from pageable memory."),
        quantity("latency", Unit::seconds, "", "Fixed cost per transfer."),
        quantity("h2d_sync_overhead", Unit::seconds, "0 s",
                 "Host time a host-to-device copy and its stream synchronisation take beyond the "
                 "copy's span on the GPU, apart from the part in the bytes (h2d_sync_bandwidth); "
                 "measured by hwsim calibrate, read only by hwsim validate's host-synchronised "
                 "decode (both 0 = gpu.sync_overhead)."),
        quantity("h2d_sync_bandwidth", Unit::bytes_per_second, "0 B/s",
                 "The same host time's part in the bytes copied: bytes / h2d_sync_bandwidth (0 = "
                 "none)."),
        quantity("h2d_after_gather", Unit::bytes_per_second, "0 B/s",
                 "Host-to-device rate of a pinned staging buffer that CPU threads have just "
                 "written (0 = not measured: h2d_pinned applies)."),
        block("h2d_after_gather_sizes", ParamKind::list,
              "The same rate per copy size: a list of {bytes, gathered_copy_bytes, bandwidth, "
              "source}, ascending in gathered_copy_bytes, then bytes; replaces h2d_after_gather "
              "when given.")}},
      {"hardware.storage",
       "NVMe flash; rates are per SSD.",
       {integer("ssd_count", "1", "Number of identical SSDs.", 1, 64),
        figure("seq_read_bandwidth", Unit::bytes_per_second, "Large sequential read rate."),
        figure("read_iops", Unit::count,
               "Random reads per second at full queue depth (datasheet: 4 KiB): the device's "
               "request-rate limit; every read holds the SSD for at least 1 / read_iops."),
        quantity("page_size", Unit::bytes, "4 KiB", "Smallest read.", kPositive),
        figure("max_request_size", Unit::bytes,
               "Largest single request: a whole number of pages (a size within 0.001% of one, as "
               "six significant digits write it, reads as that one)."),
        integer("queue_depth", "", "Outstanding requests per SSD.", 1, 65536),
        figure("read_latency", Unit::seconds, "Time per request at queue depth 1."),
        quantity("submit_cost", Unit::seconds, "", "CPU time to submit one request."),
        quantity("capacity", Unit::bytes, "0 B",
                 "Bytes one SSD holds, for the check that flash-placed weights fit (0 = not "
                 "given: not checked)."),
        block("read_latencies", ParamKind::list,
              "Measured mean read time by request size and queue depth: a full grid of "
              "{request_bytes, queue_depth, latency, source}; replaces read_latency, "
              "seq_read_bandwidth and read_iops for reads when given."),
        block("seq_read_latencies", ParamKind::list,
              "Measured mean read time of sequential passes over a re-read file, by request size "
              "and queue depth: a full grid of {request_bytes, queue_depth, latency, source}; "
              "used for the reads of dense groups when given.")}},
      {"hardware.gpu.gemv_kernels.*",
       "A measured GEMV kernel kind: time = fixed_time + weight bytes / bandwidth.",
       {quantity("fixed_time", Unit::seconds, "", "Time independent of the bytes read."),
        figure("bandwidth", Unit::bytes_per_second, "Weight bytes read per second.")}},
      {"hardware.gpu.decode_rates",
       "Measured GPU dequantisation throughput inside GEMV kernels, in weights per second (0 = "
       "not measured: derived from the datasheet rates, sim/decode/kernel_cost.hpp).",
       {quantity("scalar", Unit::count, "0",
                 "Weights/s of the scalar-coded middle tier (SpAx scalar)."),
        quantity("trellis", Unit::count, "0",
                 "Weights/s of the trellis-coded middle tier (SpAx trellis)."),
        quantity("quantised", Unit::count, "0",
                 "Weights/s of dense block formats (q8_0, q6_k, q4_k, q4_k_m).")}},
      {"hardware.host.gather_bandwidth[]",
       "One measured gather rate.",
       {integer("threads", "", "Gathering threads.", 1, 4096),
        quantity("call_bytes", Unit::bytes, "0 B",
                 "Bytes gathered per call (0 = the rate of every call size)."),
        quantity("copy_bytes", Unit::bytes, "0 B",
                 "Bytes per copy, each from a random place (0 = the rate of every copy size)."),
        figure("bandwidth", Unit::bytes_per_second, "Aggregate gather rate."),
        optional(text("source", "Where the number comes from."))}},
      read_latency_point("hardware.storage.read_latencies[]", "One measured read latency."),
      read_latency_point("hardware.storage.seq_read_latencies[]",
                         "One measured sequential-pass read latency."),
      {"hardware.pcie.h2d_after_gather_sizes[]",
       "One measured post-gather copy rate.",
       {figure("bytes", Unit::bytes, "Bytes copied."),
        quantity("gathered_copy_bytes", Unit::bytes, "0 B",
                 "Bytes per copy of the gather before it (0 = after any gather)."),
        figure("bandwidth", Unit::bytes_per_second, "Copy rate, fixed latency excluded."),
        optional(text("source", "Where the number comes from."))}},
      {"hardware.gpu.gemm_kernels[]",
       "One measured batched GEMM: time = fixed_time + weight bytes / bandwidth at this batch.",
       {integer("batch", "", "Sequences per weight read.", 2, 1 << 20),
        quantity("fixed_time", Unit::seconds, "", "Time independent of the bytes read."),
        figure("bandwidth", Unit::bytes_per_second, "Weight bytes read per second."),
        optional(text("source", "Where the number comes from."))}},
  };
  return all;
}

// Records the `source:` of every {value, source} parameter of a section, and where each scalar
// parameter is written.
void collect_sources(const io::SectionReader& reader, const std::string& prefix,
                     HardwareProfile& hw) {
  for (const ParamSpec& p : reader.spec().params) {
    if (auto source = reader.source(p.name)) hw.sources[prefix + p.name] = *source;
    const auto node = reader.node(p.name);
    if (!node || p.kind == ParamKind::section || p.kind == ParamKind::list) continue;
    const auto value = node->is_map() ? node->find("value") : node;
    hw.written[prefix + p.name] = {(value ? *value : *node).location(), node->key_path()};
  }
}

int as_int(std::int64_t value) { return static_cast<int>(value); }  // bounded by the spec

GpuSpec read_gpu(const io::SectionReader& r) {
  GpuSpec g;
  g.name = r.string("name");
  io::read_fields<GpuSpec>(r, g,
                           {{"memory", &GpuSpec::memory},
                            {"hbm_bandwidth", &GpuSpec::hbm_bandwidth},
                            {"flops_bf16", &GpuSpec::flops_bf16},
                            {"flops_fp32", &GpuSpec::flops_fp32},
                            {"int32_ops", &GpuSpec::int32_ops},
                            {"kernel_launch_overhead", &GpuSpec::kernel_launch_overhead},
                            {"sync_overhead", &GpuSpec::sync_overhead},
                            {"gemv_efficiency", &GpuSpec::gemv_efficiency},
                            {"copy_engines", &GpuSpec::copy_engines},
                            {"topk_fixed_time", &GpuSpec::topk_fixed_time},
                            {"topk_time_per_element", &GpuSpec::topk_time_per_element},
                            {"small_kernel_time", &GpuSpec::small_kernel_time},
                            {"attention_fixed_time", &GpuSpec::attention_fixed_time},
                            {"attention_bandwidth", &GpuSpec::attention_bandwidth}});
  return g;
}

// The rows of an optional list parameter, each read against `spec`; `read_row` gets the row's
// reader and its index. A row's `source` is recorded as <prefix>[i].
template <class Row, class ReadRow>
std::vector<Row> read_rows(const io::SectionReader& r, const char* key, const SectionSpec& spec,
                           io::Resolved* sink, const std::string& prefix,
                           std::map<std::string, std::string>& sources, ReadRow read_row) {
  std::vector<Row> rows;
  const auto node = r.node(key);
  if (!node) return rows;
  if (!node->is_sequence()) node->fail("expected a list of maps");
  const auto items = node->items();
  if (items.empty()) node->fail("an empty table: give at least one row, or leave the key out");
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (!items[i].is_map()) items[i].fail("expected a map");
    const io::SectionReader row(items[i], spec, sink);
    row.finish();
    rows.push_back(read_row(row));
    if (row.has("source")) {
      sources[prefix + key + "[" + std::to_string(i) + "]"] = row.string("source");
    }
  }
  return rows;
}

HostSpec read_host(const io::SectionReader& r) {
  HostSpec h;
  h.name = r.string("name");
  io::read_fields<HostSpec>(
      r, h,
      {{"memory", &HostSpec::memory},
       {"dram_bandwidth", &HostSpec::dram_bandwidth},
       {"copy_bandwidth_per_thread", &HostSpec::copy_bandwidth_per_thread},
       {"threads", &HostSpec::threads},
       {"gather_overhead_per_column", &HostSpec::gather_overhead_per_column}});
  return h;
}

// generation, lanes and efficiency derive the pinned rates that are not measured (raw rate x
// efficiency). With h2d_pinned and d2h_pinned both given they would change nothing, so writing
// them is an error at the key, as leaving out generation or lanes is when a rate must be derived.
void read_link_derivation(const io::SectionReader& r, LinkSpec& l) {
  const bool derives = !l.h2d_pinned || !l.d2h_pinned;
  for (const char* key : {"generation", "lanes", "efficiency"}) {
    if (!derives && r.has(key)) {
      r.map().at(key).fail(std::string("not used: pcie.h2d_pinned and pcie.d2h_pinned are both "
                                       "measured, and ") +
                           key + " only derives a pinned rate that is not; remove it");
    }
  }
  if (!derives) return;
  for (const char* key : {"generation", "lanes"}) {
    if (!r.has(key)) {
      r.map().fail(std::string("missing required key '") + key + "' (needed to derive the " +
                   (l.h2d_pinned ? "device-to-host" : "host-to-device") + " rate: pcie." +
                   (l.h2d_pinned ? "d2h_pinned" : "h2d_pinned") + " is not given)");
    }
  }
  l.generation = as_int(r.integer("generation"));
  l.lanes = as_int(r.integer("lanes"));
  if (l.lanes & (l.lanes - 1)) {
    r.map().at("lanes").fail("expected 1, 2, 4, 8 or 16 lanes, got " + std::to_string(l.lanes));
  }
  if (r.has("efficiency")) l.efficiency = r.quantity("efficiency");
}

LinkSpec read_pcie(const io::SectionReader& r) {
  LinkSpec l;
  if (r.has("h2d_pinned")) l.h2d_pinned = r.quantity("h2d_pinned");
  if (r.has("d2h_pinned")) l.d2h_pinned = r.quantity("d2h_pinned");
  read_link_derivation(r, l);
  io::read_fields<LinkSpec>(r, l,
                            {{"h2d_pageable", &LinkSpec::h2d_pageable},
                             {"latency", &LinkSpec::latency},
                             {"h2d_sync_overhead", &LinkSpec::h2d_sync_overhead},
                             {"h2d_sync_bandwidth", &LinkSpec::h2d_sync_bandwidth},
                             {"h2d_after_gather", &LinkSpec::h2d_after_gather}});
  return l;
}

// A request moves whole pages, so max_request_size is a whole number of page_size. A size written
// to the six significant digits hwsim writes sizes with (4 MiB as "4.1943 MB") names the nearest
// multiple; any other size is refused, naming the multiples on either side.
double whole_pages(const io::SectionReader& r, double max_request_size, double page_size) {
  const double pages = std::round(max_request_size / page_size);
  if (std::abs(max_request_size - pages * page_size) <= 1e-5 * max_request_size)
    return pages * page_size;
  const double below = std::floor(max_request_size / page_size);
  r.map()
      .at("max_request_size")
      .fail("must be a whole number of pages of page_size (" +
            io::format_quantity(page_size, Unit::bytes) +
            "): " + io::format_quantity(below * page_size, Unit::bytes) + " (" +
            io::detail::format_number(below) + (below == 1 ? " page) or " : " pages) or ") +
            io::format_quantity((below + 1) * page_size, Unit::bytes));
}

StorageSpec read_storage(const io::SectionReader& r) {
  StorageSpec s;
  io::read_fields<StorageSpec>(r, s,
                               {{"ssd_count", &StorageSpec::ssd_count},
                                {"seq_read_bandwidth", &StorageSpec::seq_read_bandwidth},
                                {"read_iops", &StorageSpec::read_iops},
                                {"page_size", &StorageSpec::page_size},
                                {"max_request_size", &StorageSpec::max_request_size}});
  if (s.max_request_size < s.page_size) {
    r.map()
        .at("max_request_size")
        .fail("must be at least page_size (" + io::format_quantity(s.page_size, Unit::bytes) + ")");
  }
  s.max_request_size = whole_pages(r, s.max_request_size, s.page_size);
  io::read_fields<StorageSpec>(r, s,
                               {{"queue_depth", &StorageSpec::queue_depth},
                                {"read_latency", &StorageSpec::read_latency},
                                {"submit_cost", &StorageSpec::submit_cost},
                                {"capacity", &StorageSpec::capacity}});
  return s;
}

// Reads one section of the profile against its spec, with the sources and places of its values
// recorded under "<key>.": `read_section` gets the section's reader, the sink and the profile
// (where its subsections record their sources).
template <class ReadSection>
auto read_part(const io::SectionReader& top, Section which, const char* key, io::Resolved* sink,
               HardwareProfile& hw, ReadSection read_section) {
  const io::SectionReader reader(*top.node(key), specs()[which], sink);
  reader.finish();
  auto value = read_section(reader, sink, hw);
  collect_sources(reader, std::string(key) + ".", hw);
  return value;
}

// gpu.gemv_kernels: a map of measured kernel kinds.
void read_gemv_kernels(const io::SectionReader& r, io::Resolved* sink, HardwareProfile& hw,
                       GpuSpec& g) {
  const auto kernels = r.node("gemv_kernels");
  if (!kernels) return;
  if (!kernels->is_map()) kernels->fail("expected a map of kernel kind -> {fixed_time, bandwidth}");
  for (const auto& [kind, fit_node] : kernels->entries()) {
    const auto& kinds = gemv_kernel_kinds();
    if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) {
      kernels->at(kind).fail("unknown kernel kind '" + kind +
                             "' (dense, sparse, quantised, tiered_scalar, tiered_trellis)");
    }
    const io::SectionReader fit(fit_node, specs()[kKernelFit], sink);
    fit.finish();
    g.gemv_kernels[kind] = {fit.quantity("fixed_time"), fit.quantity("bandwidth")};
    collect_sources(fit, "gpu.gemv_kernels." + kind + ".", hw);
  }
}

GpuSpec read_gpu_section(const io::SectionReader& r, io::Resolved* sink, HardwareProfile& hw) {
  GpuSpec g = read_gpu(r);
  read_gemv_kernels(r, sink, hw, g);
  g.gemm_kernels = read_rows<BatchKernelFit>(
      r, "gemm_kernels", specs()[kGemmKernel], sink, "gpu.", hw.sources,
      [](const io::SectionReader& row) {
        return BatchKernelFit{as_int(row.integer("batch")),
                              {row.quantity("fixed_time"), row.quantity("bandwidth")}};
      });
  if (const std::string error = gemm_rows_order_error(g.gemm_kernels); !error.empty())
    r.node("gemm_kernels")->fail(error);
  if (const auto rates = r.node("decode_rates")) {
    const io::SectionReader rate(*rates, specs()[kDecodeRates], sink);
    rate.finish();
    g.decode_rates = {rate.quantity("scalar"), rate.quantity("trellis"),
                      rate.quantity("quantised")};
    collect_sources(rate, "gpu.decode_rates.", hw);
  }
  return g;
}

// host.gather_bandwidth: rows in order, none for more threads than the host has (such a row
// would never be read).
void read_gather_rows(const io::SectionReader& r, io::Resolved* sink, HardwareProfile& hw,
                      HostSpec& h) {
  h.gather_bandwidth = read_rows<GatherPoint>(
      r, "gather_bandwidth", specs()[kGatherPoint], sink, "host.", hw.sources,
      [](const io::SectionReader& row) {
        return GatherPoint{as_int(row.integer("threads")), row.quantity("call_bytes"),
                           row.quantity("bandwidth"), row.quantity("copy_bytes")};
      });
  if (const std::string error = gather_rows_order_error(h.gather_bandwidth); !error.empty())
    r.node("gather_bandwidth")->fail(error);
  for (std::size_t i = 0; i < h.gather_bandwidth.size(); ++i) {
    if (h.gather_bandwidth[i].threads <= h.threads) continue;
    r.node("gather_bandwidth")
        ->items()[i]
        .at("threads")
        .fail("a row for " + std::to_string(h.gather_bandwidth[i].threads) +
              " threads, more than the host's " + std::to_string(h.threads) +
              " (hardware.host.threads): no gather reads it");
  }
}

HostSpec read_host_section(const io::SectionReader& r, io::Resolved* sink, HardwareProfile& hw) {
  HostSpec h = read_host(r);
  read_gather_rows(r, sink, hw, h);
  io::read_fields<HostSpec>(r, h,
                            {{"plan_time_per_column", &HostSpec::plan_time_per_column},
                             {"plan_fixed_time", &HostSpec::plan_fixed_time},
                             {"plan_time_per_column_paged", &HostSpec::plan_time_per_column_paged},
                             {"plan_fixed_time_paged", &HostSpec::plan_fixed_time_paged},
                             {"dispatch_overhead", &HostSpec::dispatch_overhead}});
  return h;
}

LinkSpec read_pcie_section(const io::SectionReader& r, io::Resolved* sink, HardwareProfile& hw) {
  LinkSpec l = read_pcie(r);
  l.h2d_after_gather_sizes = read_rows<StagedCopyRate>(
      r, "h2d_after_gather_sizes", specs()[kSizedRate], sink, "pcie.", hw.sources,
      [](const io::SectionReader& row) {
        return StagedCopyRate{row.quantity("bytes"), row.quantity("bandwidth"),
                              row.quantity("gathered_copy_bytes")};
      });
  if (const std::string error = staged_copy_rows_order_error(l.h2d_after_gather_sizes);
      !error.empty())
    r.node("h2d_after_gather_sizes")->fail(error);
  return l;
}

// storage.read_latencies and seq_read_latencies: full grids (latency_from_grid refuses others).
StorageSpec read_storage_section(const io::SectionReader& r, io::Resolved* sink,
                                 HardwareProfile& hw) {
  StorageSpec s = read_storage(r);
  const auto latency_point = [](const io::SectionReader& row) {
    return ReadLatencyPoint{row.quantity("request_bytes"), as_int(row.integer("queue_depth")),
                            row.quantity("latency")};
  };
  s.read_latencies = read_rows<ReadLatencyPoint>(r, "read_latencies", specs()[kReadLatencyPoint],
                                                 sink, "storage.", hw.sources, latency_point);
  s.seq_read_latencies =
      read_rows<ReadLatencyPoint>(r, "seq_read_latencies", specs()[kSeqReadLatencyPoint], sink,
                                  "storage.", hw.sources, latency_point);
  for (const char* key : {"read_latencies", "seq_read_latencies"}) {
    const auto& grid = key[0] == 'r' ? s.read_latencies : s.seq_read_latencies;
    if (grid.empty()) continue;
    try {
      (void)latency_from_grid(grid, grid.front().request_bytes, 1);
    } catch (const std::logic_error& e) {
      r.node(key)->fail(e.what());
    }
  }
  return s;
}

}  // namespace

HardwareProfile load_hardware(const io::Node& node_in, io::Resolved* sink) {
  const io::Node node = node_in.is_scalar() ? node_in.load_referenced_file() : node_in;
  const io::SectionReader top(node, specs()[kProfile], sink);
  top.finish();
  HardwareProfile hw;
  hw.name = top.string("name");
  if (top.has("description")) hw.description = top.string("description");
  for (const char* required : {"gpu", "host", "pcie"}) node.at(required);
  hw.gpu = read_part(top, kGpu, "gpu", sink, hw, read_gpu_section);
  hw.host = read_part(top, kHost, "host", sink, hw, read_host_section);
  hw.pcie = read_part(top, kPcie, "pcie", sink, hw, read_pcie_section);
  if (top.has("storage")) {
    hw.storage = read_part(top, kStorage, "storage", sink, hw, read_storage_section);
  }
  return hw;
}

std::vector<io::SectionSpec> hardware_sections() { return specs(); }

}  // namespace hwsim::hw
