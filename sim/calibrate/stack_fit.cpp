#include "sim/calibrate/stack_fit.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <stdexcept>
#include <tuple>
#include <utility>
#include <vector>

#include "sim/calibrate/fit_common.hpp"
#include "sim/io/units.hpp"

namespace hwsim::calibrate {
namespace stack_fit_detail {
struct Entry {
  double ops = 0.0, kernels = 0.0;
};
}  // namespace stack_fit_detail
namespace {

using io::Unit;
using nlohmann::json;

// Aten operations that only make a view (no kernel): what eager.<op>.kernels leaves out.
const std::set<std::string>& view_ops() {
  static const std::set<std::string> ops = {"aten.view",
                                            "aten._unsafe_view",
                                            "aten.transpose",
                                            "aten.unsqueeze",
                                            "aten.squeeze",
                                            "aten.slice",
                                            "aten.select",
                                            "aten.expand",
                                            "aten.t",
                                            "aten.detach",
                                            "aten.alias",
                                            "aten.split",
                                            "aten.split_with_sizes",
                                            "aten.as_strided",
                                            "aten.permute",
                                            "aten.reshape",
                                            "aten._reshape_alias",
                                            "aten.chunk"};
  return ops;
}

// The points of part `part` of stack `stack` in the document; empty when the part is missing or
// failed (its `error` is named in the exception of whoever needs it).
const json* part_points(const json& doc, const std::string& stack, const std::string& part) {
  const json& stacks = member(doc, "stacks", "");
  if (!stacks.contains(stack)) return nullptr;
  const json& s = stacks.at(stack);
  if (!s.contains(part)) return nullptr;
  const json& p = s.at(part);
  if (!p.contains("points") || !p.at("points").is_array()) return nullptr;
  return &p.at("points");
}

const json& need_points(const json& doc, const std::string& stack, const std::string& part) {
  const json* p = part_points(doc, stack, part);
  if (!p || p->empty())
    throw std::invalid_argument("stack benchmark JSON: no points in 'stacks." + stack + "." + part +
                                "' (missing, empty or failed)");
  return *p;
}

// A positive median of a quantile object `key` of point `p` (where names it).
double positive_median(const json& p, const char* key, const std::string& where) {
  const double v = number(member(p, key, where), "median", where + key + ".");
  if (!(v > 0.0) || !std::isfinite(v))
    throw std::invalid_argument("stack benchmark JSON: '" + where + key +
                                ".median' must be a positive time, got " + fmt(v));
  return v;
}

std::string where_of(const std::string& stack, const std::string& part, std::size_t i) {
  return "stacks." + stack + "." + part + ".points[" + std::to_string(i) + "].";
}

// Points of one kind, in document order.
std::vector<std::pair<std::size_t, const json*>> of_kind(const json& points, const char* kind) {
  std::vector<std::pair<std::size_t, const json*>> out;
  for (std::size_t i = 0; i < points.size(); ++i)
    if (points[i].value("kind", "") == kind) out.emplace_back(i, &points[i]);
  return out;
}

struct Context {
  const json& doc;
  std::string device;
  std::string measured;  // "measured: <benchmark> on <device>, <date>"
};

std::string measured_by(const Context& c, const std::string& what) {
  return c.measured + ", " + what;
}

// --- the pytorch part -------------------------------------------------------------------------
struct PytorchValues {
  double op = 0.0, linear = 0.0, module = 0.0;
};

double dispatch_seconds(const json& points, const char* op) {
  for (std::size_t i = 0; i < points.size(); ++i) {
    if (points[i].value("op", "") != op) continue;
    return positive_median(points[i], "host_s_per_call", where_of("pytorch", "dispatch", i));
  }
  throw std::invalid_argument(std::string("stack benchmark JSON: no dispatch point of op '") + op +
                              "'");
}

PytorchValues write_pytorch_host(ProfileEmitter& y, const Context& c) {
  const json& points = need_points(c.doc, "pytorch", "dispatch");
  PytorchValues v{dispatch_seconds(points, "tiny_op"), dispatch_seconds(points, "linear"),
                  dispatch_seconds(points, "module_call")};
  const std::string n = std::to_string(points.at(0).value("calls", 0));
  y.quantity("op_overhead", v.op, Unit::seconds,
             measured_by(c, "host time per x.add(1) over " + n + " calls (median)"));
  y.value("gemv_ops", fmt(v.linear / v.op),
          measured_by(c, "an F.linear's host time (" +
                             io::format_quantity(v.linear, Unit::seconds) + ") in tiny ops"));
  y.quantity("module_overhead", v.module, Unit::seconds,
             measured_by(c, "host time per nn.Module call returning its input"));
  return v;
}

// A line fixed + x / bandwidth over the points of `kind` (x = member `x_key`, time = the median
// of `time_key`).
std::pair<double, double> fit_points(const json& points, const std::string& part, const char* kind,
                                     const char* x_key, const char* time_key) {
  std::vector<double> x, t;
  for (const auto& [i, p] : of_kind(points, kind)) {
    x.push_back(number(*p, x_key, where_of("pytorch", part, i)));
    t.push_back(positive_median(*p, time_key, where_of("pytorch", part, i)));
  }
  if (x.size() < 2)
    throw std::invalid_argument(std::string("stack benchmark JSON: fewer than two '") + kind +
                                "' points in stacks.pytorch." + part);
  return line_or_origin_fit(x, t);
}

void write_fit(ProfileEmitter& y, const char* key, std::pair<double, double> line,
               const std::string& source) {
  y.open(key);
  y.quantity("fixed_time", line.first, Unit::seconds, source);
  y.quantity("bandwidth", 1.0 / line.second, Unit::bytes_per_second, source);
  y.close();
}

void write_pytorch_kernels(ProfileEmitter& y, const Context& c,
                           const std::optional<hw::HardwareProfile>& hardware) {
  const json& gemv = need_points(c.doc, "pytorch", "gemv");
  write_fit(y, "gemv", fit_points(gemv, "gemv", "gemv", "bytes", "device_s"),
            measured_by(c,
                        "F.linear of one token per shape, time = fixed + weight bytes / rate "
                        "(relative least squares)"));
  const json& sdpa = need_points(c.doc, "pytorch", "sdpa");
  write_fit(y, "attention", fit_points(sdpa, "sdpa", "sdpa_decode", "kv_bytes", "device_s"),
            measured_by(c,
                        "scaled_dot_product_attention of one query over 128-8192 cached "
                        "tokens, time = fixed + KV bytes / rate"));
  if (!hardware) return;
  std::vector<double> rates;
  for (const auto& [i, p] : of_kind(gemv, "gemm"))
    if (number(*p, "tokens", where_of("pytorch", "gemv", i)) >= 512)
      rates.push_back(number(*p, "flop", where_of("pytorch", "gemv", i)) /
                      positive_median(*p, "device_s", where_of("pytorch", "gemv", i)));
  if (rates.empty()) return;
  y.quantity("gemm_efficiency", std::min(1.0, median(rates) / hardware->gpu.flops_bf16),
             Unit::ratio,
             measured_by(c, "F.linear over >= 512 tokens: median FLOP rate / " + hardware->name +
                                "'s flops_bf16"));
}

// A per-size rate table of the points of `kind`: bytes / the median of `time_key`.
void write_sized(ProfileEmitter& y, const char* key, const json& points, const std::string& stack,
                 const std::string& part, const char* kind, const char* time_key,
                 const std::string& source) {
  std::map<double, double> rows;
  for (const auto& [i, p] : of_kind(points, kind)) {
    const double bytes = number(*p, "bytes", where_of(stack, part, i));
    rows[bytes] = bytes / positive_median(*p, time_key, where_of(stack, part, i));
  }
  if (rows.empty())
    throw std::invalid_argument(std::string("stack benchmark JSON: no '") + kind +
                                "' points in stacks." + stack + "." + part);
  y.open_list(key);
  for (const auto& [bytes, rate] : rows)
    y.row({{"bytes", io::format_quantity(bytes, Unit::bytes)},
           {"bandwidth", io::format_quantity(rate, Unit::bytes_per_second)},
           {"source", source}});
  y.close_list();
}

void write_pytorch_fetch(ProfileEmitter& y, const Context& c) {
  const json& copies = need_points(c.doc, "pytorch", "copies");
  write_sized(y, "pinned_copy", copies, "pytorch", "copies", "pinned_copy", "device_s",
              measured_by(c, "dst.copy_(pinned, non_blocking=True), device time"));
  write_sized(y, "pageable_copy", copies, "pytorch", "copies", "pageable_to", "host_s",
              measured_by(c, "pageable.to('cuda'), host time"));
  const json& gather = need_points(c.doc, "pytorch", "index_select");
  std::map<std::tuple<int, double, double>, double> rows;
  for (const auto& [i, p] : of_kind(gather, "index_select")) {
    const std::string w = where_of("pytorch", "index_select", i);
    const double call = number(*p, "call_bytes", w);
    rows[{static_cast<int>(number(*p, "threads", w)), call, number(*p, "bundle_bytes", w)}] =
        call / positive_median(*p, "host_s", w);
  }
  y.open_list("gather");
  for (const auto& [key, rate] : rows)
    y.row({{"threads", std::get<0>(key)},
           {"call_bytes", io::format_quantity(std::get<1>(key), Unit::bytes)},
           {"copy_bytes", io::format_quantity(std::get<2>(key), Unit::bytes)},
           {"bandwidth", io::format_quantity(rate, Unit::bytes_per_second)},
           {"source", measured_by(c, "torch.index_select into pinned staging, host time")}});
  y.close_list();
  const json& versions = member(c.doc, "versions", "");
  y.value("gather_threads", std::to_string(versions.value("torch_threads", 1)),
          measured_by(c, "torch.get_num_threads() of the measured process"));
  const json& select = need_points(c.doc, "pytorch", "select_to_host");
  std::vector<double> n, device, wait;
  for (const auto& [i, p] : of_kind(select, "topk_to_host")) {
    const std::string w = where_of("pytorch", "select_to_host", i);
    n.push_back(number(*p, "n", w));
    device.push_back(positive_median(*p, "device_s", w));
    wait.push_back(std::max(0.0, positive_median(*p, "host_s", w) - device.back()));
  }
  if (n.size() < 2)
    throw std::invalid_argument("stack benchmark JSON: too few topk_to_host points");
  const auto [fixed, per] = line_or_origin_fit(n, device);
  const std::string src = measured_by(c, "topk(|x|) then .cpu(), device time against n");
  y.quantity("select_fixed", fixed, Unit::seconds, src);
  y.quantity("select_per_element", per, Unit::seconds, src);
  y.quantity("select_host", median(wait), Unit::seconds,
             measured_by(c, "the same, host time less device time (median)"));
}

// --- accelerate -------------------------------------------------------------------------------
void write_accelerate_fetch(ProfileEmitter& y, const Context& c) {
  write_sized(y, "onload", need_points(c.doc, "hf-accelerate", "onload"), "hf-accelerate", "onload",
              "onload_tensor", "host_s",
              measured_by(c,
                          "accelerate set_module_tensor_to_device of a pageable tensor with "
                          "its cache clearing, then back to meta, host time"));
  write_sized(y, "disk_read", need_points(c.doc, "hf-accelerate", "disk"), "hf-accelerate", "disk",
              "load_offloaded_weight", "host_s",
              measured_by(c, "accelerate load_offloaded_weight from a page-cached memmap"));
}

double hook_seconds(const Context& c) {
  const json& points = need_points(c.doc, "hf-accelerate", "hook");
  const std::string w = where_of("hf-accelerate", "hook", 0);
  return std::max(0.0, positive_median(points.at(0), "hooked_s_per_call", w) -
                           positive_median(points.at(0), "bare_s_per_call", w));
}

// --- transformers -----------------------------------------------------------------------------
struct ClassOps {
  double ops = 0.0, kernels = 0.0, calls = 0.0, calls_in_layer = 0.0;
};

// The aten operations of each module class (ops, non-view ops, calls) of the tiny model's step.
std::map<std::string, ClassOps> class_ops(const Context& c) {
  const json& points = need_points(c.doc, "hf-transformers", "ops");
  const json& per = member(points.at(0), "per_module_class", where_of("hf-transformers", "ops", 0));
  std::map<std::string, ClassOps> out;
  for (const auto& [cls, entry] : per.items()) {
    ClassOps o;
    o.calls = entry.value("calls", 0.0);
    o.calls_in_layer = entry.value("calls_in_layer", 0.0);
    for (const auto& [op, n] : entry.at("ops").items()) {
      o.ops += n.get<double>();
      if (!view_ops().count(op)) o.kernels += n.get<double>();
    }
    out[cls] = o;
  }
  return out;
}

// The class whose name ends with `suffix` (the tiny Llama's LlamaRMSNorm, LlamaAttention, ...).
const ClassOps* class_ending(const std::map<std::string, ClassOps>& ops,
                             const std::string& suffix) {
  for (const auto& [cls, o] : ops)
    if (cls.size() >= suffix.size() &&
        cls.compare(cls.size() - suffix.size(), suffix.size(), suffix) == 0)
      return &o;
  return nullptr;
}

// What the aten counts say of one decode step of the tiny Llama, per call of each part.
struct EagerCounts {
  stack_fit_detail::Entry norm, attention, activation, residual, embedding, sample;
  double linear_ops = 0.0;     // per projection call
  double layer_ops = 0.0;      // every operation inside one decoder layer
  double layer_modules = 0.0;  // module calls of one decoder layer (itself included)
  double outside_modules = 0.0;
};

EagerCounts eager_counts(const Context& c) {
  const auto ops = class_ops(c);
  const ClassOps* norm = class_ending(ops, "RMSNorm");
  const ClassOps* attention = class_ending(ops, "Attention");
  const ClassOps* mlp = class_ending(ops, "MLP");
  const ClassOps* layer = class_ending(ops, "DecoderLayer");
  const ClassOps* linear = class_ending(ops, "Linear");
  const ClassOps* causal = class_ending(ops, "ForCausalLM");
  if (!norm || !attention || !mlp || !layer || !linear || !causal)
    throw std::invalid_argument(
        "stack benchmark JSON: the ops point lacks one of the module "
        "classes *RMSNorm, *Attention, *MLP, *DecoderLayer, Linear, "
        "*ForCausalLM");
  const auto per_call = [](const ClassOps& o) {
    const double n = std::max(1.0, o.calls);
    return stack_fit_detail::Entry{o.ops / n, o.kernels / n};
  };
  EagerCounts e;
  e.norm = per_call(*norm);
  e.attention = per_call(*attention);
  e.residual = {layer->ops / 2.0, layer->kernels / 2.0};
  e.activation = per_call(*mlp);
  e.linear_ops = per_call(*linear).ops;
  for (const auto& [cls, o] : ops) {
    if (cls.find("SiLU") != std::string::npos || cls.find("Activation") != std::string::npos) {
      e.activation.ops += o.ops / std::max(1.0, o.calls);
      e.activation.kernels += o.kernels / std::max(1.0, o.calls);
    }
    // The step's operations outside the layers but for the final norm and the head: the
    // embedding, the rotary tables and the mask (the model class's own).
    if (o.calls_in_layer == 0 && &o != causal && &o != linear && &o != norm && &o != layer &&
        cls.find("SiLU") == std::string::npos) {
      e.embedding.ops += o.ops;
      e.embedding.kernels += o.kernels;
    }
    e.layer_modules += o.calls_in_layer;
    e.outside_modules += o.calls - o.calls_in_layer;
  }
  e.layer_modules += 1.0;  // the decoder layer itself
  e.outside_modules -= 1.0;
  e.sample = {causal->ops, causal->kernels};
  e.layer_ops = 2.0 * e.norm.ops + e.attention.ops + e.activation.ops + 2.0 * e.residual.ops +
                7.0 * e.linear_ops;
  return e;
}

void write_eager(ProfileEmitter& y, const Context& c, const EagerCounts& e) {
  const std::string src = measured_by(c,
                                      "aten operations of one decode step of a 1-layer Llama "
                                      "(TorchDispatchMode), per call of its module class; "
                                      "kernels leave out views");
  const stack_fit_detail::Entry none{0.0, 0.0};
  const std::vector<std::pair<const char*, stack_fit_detail::Entry>> entries = {
      {"norm", e.norm},           {"q_norm", e.norm},           {"k_norm", e.norm},
      {"attention", e.attention}, {"rotary_q", none},           {"rotary_k", none},
      {"kv_append", none},        {"activation", e.activation}, {"residual", e.residual},
      {"embedding", e.embedding}, {"sample", e.sample}};
  y.open("eager");
  for (const auto& [key, entry] : entries)
    y.entry(key, {{"ops", fmt(entry.ops)}, {"kernels", fmt(entry.kernels)}, {"source", src}});
  y.close();
}

// token_overhead and layer_overhead from the generate points (step = a + b x layers).
void write_generate_host(ProfileEmitter& y, const Context& c, const PytorchValues& v,
                         const EagerCounts& e) {
  const json& points = need_points(c.doc, "hf-transformers", "generate");
  std::vector<double> layers, step;
  for (const auto& [i, p] : of_kind(points, "generate_step")) {
    const std::string w = where_of("hf-transformers", "generate", i);
    layers.push_back(number(*p, "layers", w));
    step.push_back(positive_median(*p, "host_s", w));
  }
  if (layers.size() < 2)
    throw std::invalid_argument("stack benchmark JSON: fewer than two generate_step points");
  const auto [a, b] = relative_line_fit(layers, step);
  const double layer_left = b - e.layer_ops * v.op - e.layer_modules * v.module;
  const double token_left = a -
                            (e.embedding.ops + e.norm.ops + e.linear_ops + e.sample.ops) * v.op -
                            e.outside_modules * v.module;
  const std::string src =
      measured_by(c, "generate() steps of tiny 1-, 2- and 4-layer Llamas: step = " +
                         io::format_quantity(a, Unit::seconds) + " + " +
                         io::format_quantity(b, Unit::seconds) + " x layers (least squares)");
  y.quantity("token_overhead", std::max(0.0, token_left), Unit::seconds,
             src + ", less the step's counted operations and module calls");
  y.quantity("layer_overhead", std::max(0.0, layer_left), Unit::seconds,
             src + ", less a layer's " + fmt(e.layer_ops) + " operations and " +
                 fmt(e.layer_modules) + " module calls");
  y.value("modules_per_layer", fmt(e.layer_modules), src);
}

}  // namespace

FittedStack fit_stack(const json& doc, const StackFitOptions& o) {
  const auto& rows = measurable_stacks();
  if (std::find(rows.begin(), rows.end(), o.row) == rows.end())
    throw std::invalid_argument("calibrate --stack: '" + o.row +
                                "' cannot be measured (pytorch, hf-transformers, hf-accelerate)");
  const json& versions = member(doc, "versions", "");
  const std::string device = versions.value("gpu", std::string("unknown GPU"));
  const std::string started = doc.value("started", std::string("unknown date"));
  Context c{doc, device,
            "measured: validate/frameworks/stack_bench.py on " + device + ", " +
                started.substr(0, 10) + " (torch " + versions.value("torch", std::string("?")) +
                ")"};
  const bool transformers = o.row != "pytorch";
  const EagerCounts counts = transformers ? eager_counts(c) : EagerCounts{};
  ProfileEmitter y("A stack profile measured by hwsim calibrate --stack " + o.row + " on " +
                   device);
  y.text("name", o.name.empty() ? o.row + "-measured" : o.name);
  y.text("base", o.row);
  y.text("description", "The " + o.row + " stack as measured on " + device +
                            " by validate/frameworks/stack_bench.py; the rest is the row's.");
  y.open("host");
  const PytorchValues v = write_pytorch_host(y, c);
  if (transformers) {
    write_generate_host(y, c, v, counts);
    if (o.row == "hf-accelerate")
      y.quantity("hook_overhead", hook_seconds(c), Unit::seconds,
                 measured_by(c,
                             "an AlignDevicesHook's host time per Linear call (hooked less "
                             "bare)"));
  }
  y.close();
  if (transformers) write_eager(y, c, counts);
  y.open("kernels");
  write_pytorch_kernels(y, c, o.hardware);
  y.close();
  y.open("fetch");
  write_pytorch_fetch(y, c);
  if (o.row == "hf-accelerate") write_accelerate_fetch(y, c);
  y.close();
  return {y.finish(), device};
}

const std::vector<std::string>& measurable_stacks() {
  static const std::vector<std::string> rows = {"pytorch", "hf-transformers", "hf-accelerate"};
  return rows;
}

}  // namespace hwsim::calibrate
