#include "sim/hw/profile_loader.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <stdexcept>

namespace hwsim::hw {
namespace {

using io::kPositive;
using io::ParamKind;
using io::ParamSpec;
using io::SectionSpec;
using io::Unit;

constexpr double kInf = std::numeric_limits<double>::infinity();

ParamSpec text(std::string name, std::string help, bool optional = false) {
  return {.name = std::move(name),
          .kind = ParamKind::string,
          .help = std::move(help),
          .optional = optional};
}

ParamSpec quantity(std::string name, Unit unit, std::string help, double min = kPositive,
                   double max = kInf, std::string default_text = "") {
  return {.name = std::move(name),
          .kind = ParamKind::quantity,
          .unit = unit,
          .default_text = std::move(default_text),
          .help = std::move(help),
          .min = min,
          .max = max};
}

ParamSpec integer(std::string name, std::string help, double min, double max,
                  std::string default_text = "") {
  return {.name = std::move(name),
          .kind = ParamKind::integer,
          .default_text = std::move(default_text),
          .help = std::move(help),
          .min = min,
          .max = max};
}

ParamSpec section(std::string name, std::string help) {
  return {.name = std::move(name), .kind = ParamKind::section, .help = std::move(help)};
}

ParamSpec list(std::string name, std::string help) {
  return {.name = std::move(name), .kind = ParamKind::list, .help = std::move(help)};
}

ParamSpec optional_text(std::string name, std::string help) { return text(name, help, true); }

enum Section {
  kProfile,
  kGpu,
  kHost,
  kPcie,
  kStorage,
  kKernelFit,
  kGatherPoint,
  kReadLatencyPoint,
  kSeqReadLatencyPoint
};

const std::vector<SectionSpec>& specs() {
  static const std::vector<SectionSpec> all = {
      {"hardware",
       "A machine: GPU, host, PCIe link and optional flash storage.",
       {text("name", "Profile name shown in reports."),
        text("description", "What machine this is and how its numbers were obtained.", true),
        section("gpu", "The GPU (required)."), section("host", "The CPU host (required)."),
        section("pcie", "The host-GPU link (required)."),
        section("storage", "NVMe flash; leave out for a machine without flash.")}},
      {"hardware.gpu",
       "The GPU.",
       {text("name", "GPU model."), quantity("memory", Unit::bytes, "Device memory capacity."),
        quantity("hbm_bandwidth", Unit::bytes_per_second, "Peak device-memory bandwidth."),
        quantity("flops_bf16", Unit::flops_per_second, "Dense BF16 tensor-core peak."),
        quantity("flops_fp16", Unit::flops_per_second, "Dense FP16 tensor-core peak."),
        quantity("flops_fp32", Unit::flops_per_second, "FP32 peak."),
        quantity("kernel_launch_overhead", Unit::seconds, "Launch-to-start time per kernel.", 0),
        quantity("sync_overhead", Unit::seconds, "Time for the host to see a stream drain.", 0),
        quantity("gemv_efficiency", Unit::ratio,
                 "Fraction of hbm_bandwidth a memory-bound GEMV reaches.", kPositive, 1, "85%"),
        integer("copy_engines", "DMA copy engines.", 1, 16, "2"),
        section("gemv_kernels",
                "Measured GEMV speed per kernel kind (dense, sparse, quantised, tiered_scalar, "
                "tiered_trellis): {fixed_time, bandwidth}; kinds left out use hbm_bandwidth * "
                "gemv_efficiency."),
        quantity("topk_fixed_time", Unit::seconds,
                 "Top-k tier selection kernel: fixed part of its time (0 = not measured).", 0, kInf,
                 "0 s"),
        quantity("topk_time_per_element", Unit::seconds,
                 "Top-k tier selection kernel: time per input element.", 0, kInf, "0 s")}},
      {"hardware.host",
       "The CPU host.",
       {text("name", "CPU or machine model."), quantity("memory", Unit::bytes, "DRAM capacity."),
        quantity("dram_bandwidth", Unit::bytes_per_second, "Achievable DRAM bandwidth."),
        quantity("copy_bandwidth_per_thread", Unit::bytes_per_second,
                 "Rate of one thread memcpy-ing into pinned memory."),
        integer("threads", "CPU threads available for copying.", 1, 4096),
        quantity("gather_overhead_per_column", Unit::seconds,
                 "Cost per scattered column one thread copies.", 0),
        list("gather_bandwidth",
             "Measured gather rates: a list of {threads, bandwidth, source}; replaces "
             "copy_bandwidth_per_thread and dram_bandwidth for gathers when given."),
        quantity("plan_time_per_column", Unit::seconds,
                 "CPU time to plan the transfer of one selected column bundle (byte-exact gather "
                 "plans).",
                 0, kInf, "0 s"),
        quantity("plan_fixed_time", Unit::seconds,
                 "CPU time per matrix group to plan its transfers (byte-exact gather plans).", 0,
                 kInf, "0 s"),
        quantity("plan_time_per_column_paged", Unit::seconds,
                 "CPU time to plan one selected bundle as page-aligned O_DIRECT reads (0 with "
                 "plan_fixed_time_paged 0: the byte-exact values apply).",
                 0, kInf, "0 s"),
        quantity("plan_fixed_time_paged", Unit::seconds,
                 "CPU time per matrix group to plan page-aligned O_DIRECT reads.", 0, kInf, "0 s"),
        quantity("dispatch_overhead", Unit::seconds,
                 "Time to wake a pool of worker threads and join it, per batch of work.", 0, kInf,
                 "0 s")}},
      {"hardware.pcie",
       "The PCIe link between host and GPU.",
       {integer("generation", "PCIe generation (3 to 6).", 3, 6),
        integer("lanes", "Lane count: 1, 2, 4, 8 or 16.", 1, 16),
        quantity("efficiency", Unit::ratio,
                 "Fraction of the raw rate large pinned copies reach (when not measured).",
                 kPositive, 1, "85%"),
        [] {
          ParamSpec p = quantity("h2d_pinned", Unit::bytes_per_second,
                                 "Measured host-to-device rate from pinned memory; overrides "
                                 "generation, lanes and efficiency.");
          p.optional = true;
          return p;
        }(),
        [] {
          ParamSpec p = quantity("d2h_pinned", Unit::bytes_per_second,
                                 "Measured device-to-host rate into pinned memory.");
          p.optional = true;
          return p;
        }(),
        quantity("h2d_pageable", Unit::bytes_per_second,
                 "Host-to-device rate from pageable memory."),
        quantity("latency", Unit::seconds, "Fixed cost per transfer.", 0),
        quantity("h2d_after_gather", Unit::bytes_per_second,
                 "Host-to-device rate of a pinned staging buffer that CPU threads have just "
                 "written (0 = not measured: h2d_pinned applies).",
                 0, kInf, "0 B/s")}},
      {"hardware.storage",
       "NVMe flash; rates are per SSD.",
       {integer("ssd_count", "Number of identical SSDs.", 1, 64, "1"),
        quantity("seq_read_bandwidth", Unit::bytes_per_second, "Large sequential read rate."),
        quantity("rand_read_bandwidth", Unit::bytes_per_second,
                 "Random read rate at full queue depth."),
        quantity("read_iops", Unit::count, "4 KiB random reads per second at full queue depth."),
        quantity("page_size", Unit::bytes, "Smallest read.", kPositive, kInf, "4 KiB"),
        quantity("max_request_size", Unit::bytes, "Largest single request."),
        integer("queue_depth", "Outstanding requests per SSD.", 1, 65536),
        quantity("read_latency", Unit::seconds, "Time per request at queue depth 1."),
        quantity("submit_cost", Unit::seconds, "CPU time to submit one request.", 0),
        list("read_latencies",
             "Measured mean read time by request size and queue depth: a full grid of "
             "{request_bytes, queue_depth, latency, source}; replaces read_latency and "
             "seq_read_bandwidth for reads when given."),
        list("seq_read_latencies",
             "Measured mean read time of sequential passes over a re-read file, by request size "
             "and queue depth: a full grid of {request_bytes, queue_depth, latency, source}; "
             "used for the reads of dense groups when given.")}},
      {"hardware.gpu.gemv_kernels.*",
       "A measured GEMV kernel kind: time = fixed_time + weight bytes / bandwidth.",
       {quantity("fixed_time", Unit::seconds, "Time independent of the bytes read.", 0),
        quantity("bandwidth", Unit::bytes_per_second, "Weight bytes read per second.")}},
      {"hardware.host.gather_bandwidth[]",
       "One measured gather rate.",
       {integer("threads", "Gathering threads.", 1, 4096),
        quantity("bandwidth", Unit::bytes_per_second, "Aggregate gather rate."),
        optional_text("source", "Where the number comes from.")}},
      {"hardware.storage.read_latencies[]",
       "One measured read latency.",
       {quantity("request_bytes", Unit::bytes, "Request size."),
        integer("queue_depth", "Reads in flight.", 1, 65536),
        quantity("latency", Unit::seconds, "Mean time of one read."),
        optional_text("source", "Where the number comes from.")}},
      {"hardware.storage.seq_read_latencies[]",
       "One measured sequential-pass read latency.",
       {quantity("request_bytes", Unit::bytes, "Request size."),
        integer("queue_depth", "Reads in flight.", 1, 65536),
        quantity("latency", Unit::seconds, "Mean time of one read."),
        optional_text("source", "Where the number comes from.")}},
  };
  return all;
}

// Records the `source:` of every {value, source} parameter of a section.
void collect_sources(const io::SectionReader& reader, const std::string& prefix,
                     std::map<std::string, std::string>& out) {
  for (const ParamSpec& p : reader.spec().params) {
    if (auto source = reader.source(p.name)) out[prefix + p.name] = *source;
  }
}

int as_int(std::int64_t value) { return static_cast<int>(value); }  // bounded by the spec

GpuSpec read_gpu(const io::SectionReader& r) {
  GpuSpec g;
  g.name = r.string("name");
  g.memory = r.quantity("memory");
  g.hbm_bandwidth = r.quantity("hbm_bandwidth");
  g.flops_bf16 = r.quantity("flops_bf16");
  g.flops_fp16 = r.quantity("flops_fp16");
  g.flops_fp32 = r.quantity("flops_fp32");
  g.kernel_launch_overhead = r.quantity("kernel_launch_overhead");
  g.sync_overhead = r.quantity("sync_overhead");
  g.gemv_efficiency = r.quantity("gemv_efficiency");
  g.copy_engines = as_int(r.integer("copy_engines"));
  g.topk_fixed_time = r.quantity("topk_fixed_time");
  g.topk_time_per_element = r.quantity("topk_time_per_element");
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
  h.memory = r.quantity("memory");
  h.dram_bandwidth = r.quantity("dram_bandwidth");
  h.copy_bandwidth_per_thread = r.quantity("copy_bandwidth_per_thread");
  h.threads = as_int(r.integer("threads"));
  h.gather_overhead_per_column = r.quantity("gather_overhead_per_column");
  return h;
}

LinkSpec read_pcie(const io::SectionReader& r) {
  LinkSpec l;
  l.generation = as_int(r.integer("generation"));
  l.lanes = as_int(r.integer("lanes"));
  if (l.lanes & (l.lanes - 1)) {
    r.map().at("lanes").fail("expected 1, 2, 4, 8 or 16 lanes, got " + std::to_string(l.lanes));
  }
  l.efficiency = r.quantity("efficiency");
  if (r.has("h2d_pinned")) l.h2d_pinned = r.quantity("h2d_pinned");
  if (r.has("d2h_pinned")) l.d2h_pinned = r.quantity("d2h_pinned");
  l.h2d_pageable = r.quantity("h2d_pageable");
  l.latency = r.quantity("latency");
  l.h2d_after_gather = r.quantity("h2d_after_gather");
  return l;
}

StorageSpec read_storage(const io::SectionReader& r) {
  StorageSpec s;
  s.ssd_count = as_int(r.integer("ssd_count"));
  s.seq_read_bandwidth = r.quantity("seq_read_bandwidth");
  s.rand_read_bandwidth = r.quantity("rand_read_bandwidth");
  s.read_iops = r.quantity("read_iops");
  s.page_size = r.quantity("page_size");
  s.max_request_size = r.quantity("max_request_size");
  if (s.max_request_size < s.page_size) {
    r.map()
        .at("max_request_size")
        .fail("must be at least page_size (" + io::format_quantity(s.page_size, Unit::bytes) + ")");
  }
  s.queue_depth = as_int(r.integer("queue_depth"));
  s.read_latency = r.quantity("read_latency");
  s.submit_cost = r.quantity("submit_cost");
  return s;
}

}  // namespace

HardwareProfile load_hardware(const io::Node& node_in, io::Resolved* sink) {
  const io::Node node = node_in.is_scalar() ? node_in.load_referenced_file() : node_in;
  const auto& spec = specs();
  const io::SectionReader top(node, spec[kProfile], sink);
  top.finish();
  HardwareProfile hw;
  hw.name = top.string("name");
  if (top.has("description")) hw.description = top.string("description");

  const auto read = [&](Section which, const char* key, auto read_section) {
    const io::SectionReader reader(*top.node(key), spec[which], sink);
    reader.finish();
    auto value = read_section(reader);
    collect_sources(reader, std::string(key) + ".", hw.sources);
    return value;
  };
  for (const char* required : {"gpu", "host", "pcie"}) node.at(required);
  hw.gpu = read(kGpu, "gpu", [&](const io::SectionReader& r) {
    GpuSpec g = read_gpu(r);
    if (const auto kernels = r.node("gemv_kernels")) {
      if (!kernels->is_map())
        kernels->fail("expected a map of kernel kind -> {fixed_time, bandwidth}");
      for (const auto& [kind, fit_node] : kernels->entries()) {
        const auto& kinds = gemv_kernel_kinds();
        if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) {
          kernels->at(kind).fail("unknown kernel kind '" + kind +
                                 "' (dense, sparse, quantised, tiered_scalar, tiered_trellis)");
        }
        const io::SectionReader fit(fit_node, spec[kKernelFit], sink);
        fit.finish();
        g.gemv_kernels[kind] = {fit.quantity("fixed_time"), fit.quantity("bandwidth")};
        collect_sources(fit, "gpu.gemv_kernels." + kind + ".", hw.sources);
      }
    }
    return g;
  });
  hw.host = read(kHost, "host", [&](const io::SectionReader& r) {
    HostSpec h = read_host(r);
    h.gather_bandwidth = read_rows<GatherPoint>(
        r, "gather_bandwidth", spec[kGatherPoint], sink, "host.", hw.sources,
        [](const io::SectionReader& row) {
          return GatherPoint{as_int(row.integer("threads")), row.quantity("bandwidth")};
        });
    for (std::size_t i = 1; i < h.gather_bandwidth.size(); ++i) {
      if (h.gather_bandwidth[i].threads <= h.gather_bandwidth[i - 1].threads) {
        r.node("gather_bandwidth")->fail("rows must be in increasing order of threads");
      }
    }
    h.plan_time_per_column = r.quantity("plan_time_per_column");
    h.plan_fixed_time = r.quantity("plan_fixed_time");
    h.plan_time_per_column_paged = r.quantity("plan_time_per_column_paged");
    h.plan_fixed_time_paged = r.quantity("plan_fixed_time_paged");
    h.dispatch_overhead = r.quantity("dispatch_overhead");
    return h;
  });
  hw.pcie = read(kPcie, "pcie", read_pcie);
  if (top.has("storage")) {
    hw.storage = read(kStorage, "storage", [&](const io::SectionReader& r) {
      StorageSpec s = read_storage(r);
      s.read_latencies = read_rows<ReadLatencyPoint>(
          r, "read_latencies", spec[kReadLatencyPoint], sink, "storage.", hw.sources,
          [](const io::SectionReader& row) {
            return ReadLatencyPoint{row.quantity("request_bytes"),
                                    as_int(row.integer("queue_depth")), row.quantity("latency")};
          });
      s.seq_read_latencies = read_rows<ReadLatencyPoint>(
          r, "seq_read_latencies", spec[kSeqReadLatencyPoint], sink, "storage.", hw.sources,
          [](const io::SectionReader& row) {
            return ReadLatencyPoint{row.quantity("request_bytes"),
                                    as_int(row.integer("queue_depth")), row.quantity("latency")};
          });
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
    });
  }
  return hw;
}

std::vector<io::SectionSpec> hardware_sections() { return specs(); }

}  // namespace hwsim::hw
