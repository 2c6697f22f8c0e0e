#include "sim/stack/stack_loader.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>

#include "sim/io/did_you_mean.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/number_text.hpp"
#include "sim/io/param_builders.hpp"
#include "sim/stack/stack_rows.hpp"

namespace hwsim::stack {
namespace {

using namespace io::param::table;

ParamSpec text(std::string name, std::string help) {
  return optional(block(std::move(name), ParamKind::string, std::move(help)));
}
ParamSpec seconds(std::string name, std::string help) {
  return quantity(std::move(name), Unit::seconds, "0 s", std::move(help));
}
ParamSpec number(std::string name, std::string default_text, std::string help) {
  ParamSpec p{.name = std::move(name),
              .kind = ParamKind::number,
              .default_text = std::move(default_text),
              .help = std::move(help)};
  p.min = 0;
  return p;
}

template <class E>
E enum_of(const std::vector<std::string>& names, const std::string& name) {
  const auto it = std::find(names.begin(), names.end(), name);
  return static_cast<E>(it - names.begin());  // the reader's choice check keeps it in range
}

enum Section {
  kStack,
  kHost,
  kEager,
  kKernels,
  kDecodeRates,
  kFit,
  kFetch,
  kRate,
  kGather,
  kExperts
};

const std::vector<SectionSpec>& specs() {
  static const std::vector<SectionSpec> all = {
      {"stack",
       "A software stack: how the software moves and computes the weights (a registry row, a "
       "profile file or an inline map).",
       {text("name", "Name shown in reports (default: the base row's, else 'custom')."),
        text("description", "What software this is and where its numbers come from."),
        text("base", "A registry row whose values the others override (`hwsim describe stack`)."),
        choice("execution", "harness", execution_names(),
               "harness: hwsim's own harness graph, with a host delay per layer; eager: a Python "
               "thread issues every operation (PyTorch, transformers, accelerate)."),
        block("host", ParamKind::section, "Host time of the framework."),
        block("eager", ParamKind::section,
              "Per small op of the block (norm, q_norm, k_norm, rotary_q, rotary_k, kv_append, "
              "output_gate, residual, activation, router_topk, combine, attention, embedding, "
              "sample): {ops, kernels} as the framework runs it."),
        block("kernels", ParamKind::section, "The framework's own kernels."),
        block("fetch", ParamKind::section, "How weights in host memory or on disk reach the GPU."),
        block("experts", ParamKind::section, "What the stack does with an evicted expert.")}},
      {"stack.host",
       "Host time of the framework (seconds).",
       {seconds("token_overhead", "Per token outside the layers (eager: the generate loop)."),
        seconds("layer_overhead", "Per decoder layer."),
        seconds("op_overhead",
                "Per host operation (harness: over the ops counted from the block; eager: per "
                "framework operation issued)."),
        seconds("module_overhead", "Per nn.Module call (eager)."),
        seconds("hook_overhead", "Per module carrying a dispatch hook (eager)."),
        number("modules_per_layer", "0", "Module calls per decoder layer (eager)."),
        number("gemv_ops", "1", "Framework operations of one projection call (eager)."),
        number("group_ops", "0",
               "Framework operations per matrix group besides its projections (eager).")}},
      {"stack.eager.*",
       "One small op as the framework runs it.",
       {number("ops", "1", "Framework operations the host issues (views included)."),
        number("kernels", "1", "GPU kernels launched."), text("source", "Where it comes from.")}},
      {"stack.kernels",
       "The framework's own kernels; left out = the hardware's.",
       {block("gemv", ParamKind::section,
              "Its projection GEMV: {fixed_time, bandwidth} (time = fixed + weight bytes / rate)."),
        block("attention", ParamKind::section,
              "Its decode attention: {fixed_time, bandwidth} (time = fixed + KV bytes / rate)."),
        seconds("kernel_time",
                "GPU time of one eager small kernel apart from its bytes (0 = the hardware's "
                "kernel_launch_overhead)."),
        quantity("gemm_efficiency", Unit::ratio, "100%",
                 "Fraction of flops_bf16 its GEMMs and prefill attention reach.", kPositive, 1),
        optional(quantity("gemv_efficiency", Unit::ratio, "",
                          "harness execution: the fraction of hbm_bandwidth its GEMVs reach, in "
                          "place of the hardware's.",
                          kPositive, 1)),
        block("gemv_kernels", ParamKind::section,
              "harness execution: measured GEMV lines per kernel kind (dense, sparse, quantised, "
              "tiered_scalar, tiered_trellis), in place of the hardware's."),
        block("decode_rates", ParamKind::section,
              "harness execution: weights/s its kernels dequantise per code kind (scalar, "
              "trellis, quantised), in place of the hardware's.")}},
      {"stack.kernels.decode_rates",
       "Weights per second the stack's kernels dequantise (0 = the hardware's).",
       {quantity("scalar", Unit::count, "0", "Scalar-coded middle tier (SpAx scalar)."),
        quantity("trellis", Unit::count, "0", "Trellis-coded middle tier (SpAx trellis)."),
        quantity("quantised", Unit::count, "0", "Dense block formats (q4_k and the like).")}},
      {"stack.kernels.*",
       "A measured kernel line: time = fixed_time + bytes / bandwidth.",
       {quantity("fixed_time", Unit::seconds, "", "Time apart from the bytes."),
        quantity("bandwidth", Unit::bytes_per_second, "", "Bytes per second.", kPositive),
        text("source", "Where it comes from.")}},
      {"stack.fetch",
       "How an eager stack brings weights to the GPU.",
       {choice("host", "pinned_copy", host_fetch_names(),
               "Weights in host memory: pinned_copy (copy_ non_blocking), pageable_copy (.to()), "
               "onload_hook (accelerate's hook and tensor onload), index_select (sparse groups "
               "gathered into pinned staging), partitioned (DeepSpeed ZeRO-3)."),
        choice("disk", "mmap_tensor", disk_fetch_names(),
               "Weights on disk: mmap_tensor (accelerate's load_offloaded_weight, then the "
               "host fetch)."),
        boolean("per_tensor", "true",
                "One fetch per checkpoint tensor (true) or per matrix group (false)."),
        integer("prefetch_layers", "0", "Layers fetched ahead on a copy stream.", 0, 64),
        quantity("efficiency", Unit::ratio, "100%", "Fraction of the copy rate the fetch reaches.",
                 kPositive, 1),
        integer("gather_threads", "1", "Threads of index_select.", 1, 4096),
        seconds("select_fixed", "Selection on the GPU (topk of |x|): fixed device time."),
        seconds("select_per_element", "Selection on the GPU: device time per input element."),
        seconds("select_host", "Host time of sending the indices to the host beyond the GPU's."),
        block("pinned_copy", ParamKind::list,
              "Device rate of one non_blocking copy from pinned memory per size: [{bytes, "
              "bandwidth, source}], ascending in bytes."),
        block("pageable_copy", ParamKind::list,
              "Host rate of one .to() from pageable memory per size (same rows)."),
        block("onload", ParamKind::list,
              "Host rate of one accelerate tensor onload per size (same rows)."),
        block("disk_read", ParamKind::list,
              "Host rate of one load_offloaded_weight per size (same rows)."),
        block("gather", ParamKind::list,
              "index_select rates: [{threads, call_bytes, copy_bytes, bandwidth, source}], "
              "ascending in threads, call_bytes, copy_bytes.")}},
      {"stack.fetch.<table>[]",
       "One measured rate.",
       {quantity("bytes", Unit::bytes, "", "Bytes per call.", kPositive),
        quantity("bandwidth", Unit::bytes_per_second, "", "Bytes per second.", kPositive),
        text("source", "Where it comes from.")}},
      {"stack.fetch.gather[]",
       "One measured index_select rate.",
       {integer("threads", "", "Threads.", 1, 4096),
        quantity("call_bytes", Unit::bytes, "0 B", "Bytes gathered per call (0 = any)."),
        quantity("copy_bytes", Unit::bytes, "0 B", "Bytes per bundle (0 = any)."),
        quantity("bandwidth", Unit::bytes_per_second, "", "Aggregate rate.", kPositive),
        text("source", "Where it comes from.")}},
      {"stack.experts",
       "MoE expert caches.",
       {choice("evicted", "drop", eviction_names(),
               "An evicted expert is dropped (drop) or copied back to the host (copy_back).")}},
  };
  return all;
}

// Sources of a section's {value, source} scalars under `prefix`.
void collect_sources(const io::SectionReader& r, const std::string& prefix, Stack& s) {
  for (const ParamSpec& p : r.spec().params) {
    if (auto source = r.source(p.name)) s.sources[prefix + p.name] = *source;
  }
}

io::SectionReader section(const io::Node& node, Section which) {
  if (!node.is_map()) node.fail("expected a map");
  io::SectionReader r(node, specs()[which]);
  r.finish();
  return r;
}

template <class T>
void set_if(const io::SectionReader& r, const char* key, T& field) {
  if (!r.has(key)) return;
  if constexpr (std::is_same_v<T, double>) {
    const ParamSpec& p = *std::find_if(r.spec().params.begin(), r.spec().params.end(),
                                       [&](const ParamSpec& q) { return q.name == key; });
    field = p.kind == ParamKind::number ? r.number(key) : r.quantity(key);
  } else if constexpr (std::is_same_v<T, bool>) {
    field = r.boolean(key);
  } else {
    field = static_cast<T>(r.integer(key));
  }
}

void read_host(const io::Node& node, Stack& s) {
  const auto r = section(node, kHost);
  set_if(r, "token_overhead", s.token_overhead);
  set_if(r, "layer_overhead", s.layer_overhead);
  set_if(r, "op_overhead", s.op_overhead);
  set_if(r, "module_overhead", s.module_overhead);
  set_if(r, "hook_overhead", s.hook_overhead);
  set_if(r, "modules_per_layer", s.modules_per_layer);
  set_if(r, "gemv_ops", s.gemv_ops);
  set_if(r, "group_ops", s.group_ops);
  collect_sources(r, "host.", s);
}

void read_eager(const io::Node& node, Stack& s) {
  if (!node.is_map()) node.fail("expected a map of small op -> {ops, kernels}");
  for (const auto& [op, value] : node.entries()) {
    const auto r = section(value, kEager);
    EagerOp e = s.eager_op(op);
    set_if(r, "ops", e.ops);
    set_if(r, "kernels", e.kernels);
    s.eager[op] = e;
    if (r.has("source")) s.sources["eager." + op] = r.string("source");
  }
}

hw::KernelFit read_fit(const io::Node& node, const std::string& key, Stack& s) {
  const auto r = section(node, kFit);
  if (r.has("source")) s.sources["kernels." + key] = r.string("source");
  return {r.quantity("fixed_time"), r.quantity("bandwidth")};
}

void read_kernels(const io::Node& node, Stack& s) {
  const auto r = section(node, kKernels);
  if (const auto gemv = r.node("gemv")) s.gemv = read_fit(*gemv, "gemv", s);
  if (const auto att = r.node("attention")) s.attention = read_fit(*att, "attention", s);
  set_if(r, "kernel_time", s.kernel_time);
  set_if(r, "gemm_efficiency", s.gemm_efficiency);
  if (r.has("gemv_efficiency")) s.gemv_efficiency = r.quantity("gemv_efficiency");
  if (const auto kinds = r.node("gemv_kernels")) {
    if (!kinds->is_map()) kinds->fail("expected a map of kernel kind -> {fixed_time, bandwidth}");
    for (const auto& [kind, fit] : kinds->entries()) {
      const auto& known = hw::gemv_kernel_kinds();
      if (std::find(known.begin(), known.end(), kind) == known.end())
        kinds->at(kind).fail("unknown kernel kind '" + kind +
                             "' (dense, sparse, quantised, tiered_scalar, tiered_trellis)");
      s.gemv_kernels[kind] = read_fit(fit, "gemv_kernels." + kind, s);
    }
  }
  if (const auto rates = r.node("decode_rates")) {
    const auto d = section(*rates, kDecodeRates);
    set_if(d, "scalar", s.decode_rates.scalar);
    set_if(d, "trellis", s.decode_rates.trellis);
    set_if(d, "quantised", s.decode_rates.quantised);
    collect_sources(d, "kernels.decode_rates.", s);
  }
  collect_sources(r, "kernels.", s);
}

// A list of rows read with `read_row`, ascending by `key` (strictly), never empty.
template <class Row, class ReadRow, class Key>
std::vector<Row> read_table(const io::Node& node, Section spec, const std::string& prefix, Stack& s,
                            ReadRow read_row, Key key) {
  if (!node.is_sequence()) node.fail("expected a list of maps");
  const auto items = node.items();
  if (items.empty()) node.fail("an empty table: give at least one row, or leave the key out");
  std::vector<Row> rows;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const auto r = section(items[i], spec);
    rows.push_back(read_row(r));
    if (r.has("source")) s.sources[prefix + "[" + std::to_string(i) + "]"] = r.string("source");
    if (i > 0 && !(key(rows[i - 1]) < key(rows[i])))
      items[i].fail("rows must ascend strictly (" + prefix + ")");
  }
  return rows;
}

SizedTable read_sized(const io::Node& node, const std::string& prefix, Stack& s) {
  return read_table<hw::SizedRate>(
      node, kRate, prefix, s,
      [](const io::SectionReader& r) {
        return hw::SizedRate{r.quantity("bytes"), r.quantity("bandwidth")};
      },
      [](const hw::SizedRate& row) { return row.bytes; });
}

void read_fetch(const io::Node& node, Stack& s) {
  const auto r = section(node, kFetch);
  if (r.has("host")) s.host_fetch = enum_of<HostFetch>(host_fetch_names(), r.choice("host"));
  if (r.has("disk")) s.disk_fetch = enum_of<DiskFetch>(disk_fetch_names(), r.choice("disk"));
  set_if(r, "per_tensor", s.per_tensor);
  set_if(r, "prefetch_layers", s.prefetch_layers);
  set_if(r, "efficiency", s.efficiency);
  set_if(r, "gather_threads", s.gather_threads);
  set_if(r, "select_fixed", s.select_fixed);
  set_if(r, "select_per_element", s.select_per_element);
  set_if(r, "select_host", s.select_host);
  for (auto [key, table] :
       {std::pair{"pinned_copy", &s.pinned_copy}, std::pair{"pageable_copy", &s.pageable_copy},
        std::pair{"onload", &s.onload}, std::pair{"disk_read", &s.disk_read}}) {
    if (const auto list = r.node(key)) *table = read_sized(*list, std::string("fetch.") + key, s);
  }
  if (const auto list = r.node("gather")) {
    s.gather = read_table<hw::GatherPoint>(
        *list, kGather, "fetch.gather", s,
        [](const io::SectionReader& row) {
          return hw::GatherPoint{static_cast<int>(row.integer("threads")),
                                 row.quantity("call_bytes"), row.quantity("bandwidth"),
                                 row.quantity("copy_bytes")};
        },
        [](const hw::GatherPoint& p) { return std::tuple(p.threads, p.call_bytes, p.copy_bytes); });
  }
  collect_sources(r, "fetch.", s);
}

void read_experts(const io::Node& node, Stack& s) {
  const auto r = section(node, kExperts);
  if (r.has("evicted")) s.eviction = enum_of<Eviction>(eviction_names(), r.choice("evicted"));
}

// Reads `node` (a map) on top of `s`: only the keys it writes change `s`.
void read_over(const io::Node& node, Stack& s) {
  const auto r = section(node, kStack);
  if (r.has("description")) s.description = r.string("description");
  if (r.has("execution"))
    s.execution = enum_of<Execution>(execution_names(), r.choice("execution"));
  if (const auto n = r.node("host")) read_host(*n, s);
  if (const auto n = r.node("eager")) read_eager(*n, s);
  if (const auto n = r.node("kernels")) read_kernels(*n, s);
  if (const auto n = r.node("fetch")) read_fetch(*n, s);
  if (const auto n = r.node("experts")) read_experts(*n, s);
  if (r.has("name")) s.name = r.string("name");
}

std::string row_names() {
  std::string out;
  for (const StackRow& row : stack_rows()) out += (out.empty() ? "" : ", ") + std::string(row.name);
  return out;
}

Stack from_row(const StackRow& row) {
  const io::Node node =
      io::Node::parse_string(row.text, std::string("stack row '") + row.name + "'");
  Stack s;
  s.name = row.name;
  read_over(node, s);
  s.name = row.name;
  return s;
}

// A map that may name a base row: the base's values, then the map's.
// Bases of bases this deep are a cycle (a profile over itself, or two over each other).
constexpr int kMaxBaseDepth = 8;

Stack from_map(const io::Node& map, int depth = 0) {
  if (!map.is_map()) map.fail("expected a stack: a registry row name, a file or a map");
  Stack s;
  s.name = "custom";
  if (const auto base = map.find("base")) {
    const std::string name = base->as_string();
    if (const StackRow* row = find_stack_row(name)) {
      s = from_row(*row);
    } else if (looks_like_file(name)) {
      // A stack profile file (relative to this file), itself possibly over a row.
      if (depth >= kMaxBaseDepth)
        base->fail("stack profiles based on each other more than " + std::to_string(kMaxBaseDepth) +
                   " deep (a cycle of bases?)");
      s = from_map(base->load_referenced_file(), depth + 1);
    } else {
      base->fail("unknown stack row '" + name + "' (" + row_names() +
                 "), nor a stack profile file (a path ending .yaml)");
    }
  }
  read_over(map, s);
  return s;
}

void record_table(io::Resolved& sink, const std::string& key, const SizedTable& table) {
  for (std::size_t i = 0; i < table.size(); ++i) {
    const std::string p = key + "[" + std::to_string(i) + "].";
    sink.record(p + "bytes", io::format_quantity(table[i].bytes, Unit::bytes));
    sink.record(p + "bandwidth", io::format_quantity(table[i].bandwidth, Unit::bytes_per_second));
  }
}

}  // namespace

Stack load_stack(const io::Node& node, io::Resolved* sink) {
  Stack s;
  if (node.is_null()) {
    s = from_row(*find_stack_row("harness"));
  } else if (node.is_scalar()) {
    const std::string name = node.as_string();
    if (const StackRow* row = find_stack_row(name)) {
      s = from_row(*row);
    } else if (!looks_like_file(name)) {
      std::vector<std::string> rows;
      for (const StackRow& r : stack_rows()) rows.emplace_back(r.name);
      const auto close = io::did_you_mean(name, rows);
      node.fail("unknown stack '" + name + "'" +
                (close ? " (did you mean '" + *close + "'?)" : "") + ": a registry row (" +
                row_names() +
                ") or a stack profile file (a path ending "
                ".yaml)");
    } else {
      s = from_map(node.load_referenced_file());
    }
  } else {
    s = from_map(node);
  }
  if (sink) record_stack(s, *sink);
  return s;
}

Stack default_stack(io::Resolved* sink) {
  Stack s = from_row(*find_stack_row("harness"));
  if (sink) record_stack(s, *sink);
  return s;
}

Stack load_stack_text(const std::string& text, const std::string& display_name) {
  return from_map(io::Node::parse_string(text, display_name));
}

std::vector<io::SectionSpec> stack_sections() { return specs(); }

bool looks_like_file(const std::string& name) {
  const auto ends = [&](const std::string& suffix) {
    return name.size() >= suffix.size() &&
           name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
  };
  return name.find('/') != std::string::npos || ends(".yaml") || ends(".yml");
}

void record_stack(const Stack& s, io::Resolved& sink) {
  const auto q = [&](const std::string& key, double v, Unit unit) {
    sink.record("stack." + key, io::format_quantity(v, unit));
  };
  const auto n = [&](const std::string& key, double v) {
    sink.record("stack." + key, io::detail::format_number(v));
  };
  sink.record("stack.name", s.name);
  sink.record("stack.execution", execution_names()[static_cast<std::size_t>(s.execution)]);
  for (auto [key, v] :
       {std::pair{"token_overhead", s.token_overhead},
        std::pair{"layer_overhead", s.layer_overhead}, std::pair{"op_overhead", s.op_overhead},
        std::pair{"module_overhead", s.module_overhead},
        std::pair{"hook_overhead", s.hook_overhead}})
    q(std::string("host.") + key, v, Unit::seconds);
  if (s.gemv_efficiency) q("kernels.gemv_efficiency", *s.gemv_efficiency, Unit::ratio);
  for (const auto& [kind, fit] : s.gemv_kernels) {
    q("kernels.gemv_kernels." + kind + ".fixed_time", fit.fixed_time, Unit::seconds);
    q("kernels.gemv_kernels." + kind + ".bandwidth", fit.bandwidth, Unit::bytes_per_second);
  }
  for (auto [key, v] :
       {std::pair{"scalar", s.decode_rates.scalar}, std::pair{"trellis", s.decode_rates.trellis},
        std::pair{"quantised", s.decode_rates.quantised}})
    if (v > 0.0) q(std::string("kernels.decode_rates.") + key, v, Unit::count);
  if (!s.eager_execution()) return;  // a harness stack reads nothing else
  n("host.modules_per_layer", s.modules_per_layer);
  n("host.gemv_ops", s.gemv_ops);
  n("host.group_ops", s.group_ops);
  for (const auto& [op, e] : s.eager) {
    n("eager." + op + ".ops", e.ops);
    n("eager." + op + ".kernels", e.kernels);
  }
  for (auto [key, fit] : {std::pair{"gemv", &s.gemv}, std::pair{"attention", &s.attention}}) {
    if (!*fit) continue;
    q(std::string("kernels.") + key + ".fixed_time", (*fit)->fixed_time, Unit::seconds);
    q(std::string("kernels.") + key + ".bandwidth", (*fit)->bandwidth, Unit::bytes_per_second);
  }
  q("kernels.kernel_time", s.kernel_time, Unit::seconds);
  q("kernels.gemm_efficiency", s.gemm_efficiency, Unit::ratio);
  sink.record("stack.fetch.host", host_fetch_names()[static_cast<std::size_t>(s.host_fetch)]);
  sink.record("stack.fetch.disk", disk_fetch_names()[static_cast<std::size_t>(s.disk_fetch)]);
  sink.record("stack.fetch.per_tensor", s.per_tensor ? "true" : "false");
  n("fetch.prefetch_layers", s.prefetch_layers);
  q("fetch.efficiency", s.efficiency, Unit::ratio);
  n("fetch.gather_threads", s.gather_threads);
  q("fetch.select_fixed", s.select_fixed, Unit::seconds);
  q("fetch.select_per_element", s.select_per_element, Unit::seconds);
  q("fetch.select_host", s.select_host, Unit::seconds);
  record_table(sink, "stack.fetch.pinned_copy", s.pinned_copy);
  record_table(sink, "stack.fetch.pageable_copy", s.pageable_copy);
  record_table(sink, "stack.fetch.onload", s.onload);
  record_table(sink, "stack.fetch.disk_read", s.disk_read);
  for (std::size_t i = 0; i < s.gather.size(); ++i) {
    const std::string p = "stack.fetch.gather[" + std::to_string(i) + "].";
    const auto& g = s.gather[i];
    sink.record(p + "threads", std::to_string(g.threads));
    sink.record(p + "call_bytes", io::format_quantity(g.call_bytes, Unit::bytes));
    sink.record(p + "copy_bytes", io::format_quantity(g.copy_bytes, Unit::bytes));
    sink.record(p + "bandwidth", io::format_quantity(g.bandwidth, Unit::bytes_per_second));
  }
  sink.record("stack.experts.evicted", eviction_names()[static_cast<std::size_t>(s.eviction)]);
}

}  // namespace hwsim::stack
