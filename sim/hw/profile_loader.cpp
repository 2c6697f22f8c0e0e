#include "sim/hw/profile_loader.hpp"

#include <limits>

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

enum Section { kProfile, kGpu, kHost, kPcie, kStorage };

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
        integer("copy_engines", "DMA copy engines.", 1, 16, "2")}},
      {"hardware.host",
       "The CPU host.",
       {text("name", "CPU or machine model."), quantity("memory", Unit::bytes, "DRAM capacity."),
        quantity("dram_bandwidth", Unit::bytes_per_second, "Achievable DRAM bandwidth."),
        quantity("copy_bandwidth_per_thread", Unit::bytes_per_second,
                 "Rate of one thread memcpy-ing into pinned memory."),
        integer("threads", "CPU threads available for copying.", 1, 4096),
        quantity("gather_overhead_per_column", Unit::seconds,
                 "Cost per scattered column one thread copies.", 0)}},
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
        quantity("latency", Unit::seconds, "Fixed cost per transfer.", 0)}},
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
        quantity("submit_cost", Unit::seconds, "CPU time to submit one request.", 0)}},
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
  return g;
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
  hw.gpu = read(kGpu, "gpu", read_gpu);
  hw.host = read(kHost, "host", read_host);
  hw.pcie = read(kPcie, "pcie", read_pcie);
  if (top.has("storage")) hw.storage = read(kStorage, "storage", read_storage);
  return hw;
}

std::vector<io::SectionSpec> hardware_sections() { return specs(); }

}  // namespace hwsim::hw
