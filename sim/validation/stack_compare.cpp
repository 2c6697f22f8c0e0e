#include "sim/validation/stack_compare.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <set>
#include <sstream>
#include <vector>

#include "sim/io/node.hpp"
#include "sim/io/units.hpp"
#include "sim/report/error_summary.hpp"
#include "sim/scenario/scenario.hpp"
#include "sim/stack/stack_rows.hpp"

namespace hwsim::validation {
namespace {

// One measured case, as read (and checked) from the ground truth.
struct TruthCase {
  std::string name, set, stack, model, fetch;
  double budget = 1.0;
  std::int64_t prompt = 0, new_tokens = 0;
  std::int64_t gpu_layers = 0;
  std::string head = "gpu", embedding = "gpu";
  double ttft_s = 0.0;
  double tpot_s = 0.0, tpot_p10 = 0.0, tpot_p90 = 0.0;
  std::string error;  // the measurement failed: reported, not compared
};

const std::vector<std::string>& fetches_of(const std::string& stack) {
  static const std::vector<std::string> hf = {"resident"};
  static const std::vector<std::string> accelerate = {"cpu", "auto", "disk"};
  static const std::vector<std::string> torch = {"gpu", "pinned", "prefetch", "pageable", "teal"};
  return stack == "hf-transformers" ? hf : stack == "hf-accelerate" ? accelerate : torch;
}

double positive(const io::Node& n) {
  const double v = n.as_number(0.0, 1e9);
  if (!(v > 0.0)) n.fail("must be a positive time in seconds, got " + n.as_string());
  return v;
}

// accelerate's device_map as hwsim placements: the decoder layers on GPU 0 (a prefix), and where
// the output head and the embedding are.
void read_device_map(const io::Node& map, TruthCase& c) {
  if (!map.is_map()) map.fail("expected accelerate's device_map: module -> device");
  std::vector<std::int64_t> on_gpu, off_gpu;
  for (const auto& [module, device_node] : map.entries()) {
    const std::string device = device_node.as_string();
    const bool gpu = device == "0" || device == "cuda" || device == "cuda:0";
    if (!gpu && device != "cpu" && device != "disk")
      device_node.fail("expected 0, cpu or disk, got '" + device + "'");
    const auto layers = module.find(".layers.");
    if (layers != std::string::npos) {
      const std::string index = module.substr(layers + 8);
      if (index.empty() || index.find_first_not_of("0123456789") != std::string::npos)
        device_node.fail("a module inside a decoder layer: hwsim places whole layers");
      (gpu ? on_gpu : off_gpu).push_back(std::stoll(index));
    } else if (module.find("lm_head") != std::string::npos) {
      c.head = gpu ? "gpu" : "pageable";
    } else if (module.find("embed_tokens") != std::string::npos) {
      c.embedding = gpu ? "gpu" : "pageable";
    }
  }
  std::sort(on_gpu.begin(), on_gpu.end());
  for (std::size_t i = 0; i < on_gpu.size(); ++i)
    if (on_gpu[i] != static_cast<std::int64_t>(i))
      map.fail("the layers on the GPU are not the first ones (gpu_layers needs a prefix)");
  c.gpu_layers = static_cast<std::int64_t>(on_gpu.size());
}

TruthCase read_case(const io::Node& n, std::set<std::string>& names) {
  TruthCase c;
  c.name = n.at("name").as_string();
  if (!names.insert(c.name).second) n.at("name").fail("a second case named '" + c.name + "'");
  c.set = n.at("set").as_choice({"dev", "heldout"});
  c.stack = n.at("stack").as_choice({"pytorch", "hf-transformers", "hf-accelerate"});
  c.model = n.at("model").as_string();
  c.fetch = n.at("fetch").as_choice(fetches_of(c.stack));
  c.prompt = n.at("prompt").as_int(1, 1'000'000);
  c.new_tokens = n.at("new_tokens").as_int(3, 1'000'000);
  if (const auto b = n.find("budget"); b && !b->is_null()) c.budget = b->as_number(1e-6, 1.0);
  if (c.fetch == "teal" && !(n.find("budget") && !n.at("budget").is_null()))
    n.fail("a teal case needs its budget");
  if (const auto e = n.find("error"); e && !e->is_null()) {
    c.error = e->as_string();
    return c;
  }
  if (c.fetch == "auto") read_device_map(n.at("device_map"), c);
  c.ttft_s = positive(n.at("ttft_s"));
  const io::Node tpot = n.at("tpot_s");
  c.tpot_s = positive(tpot.at("median"));
  c.tpot_p10 = positive(tpot.at("p10"));
  c.tpot_p90 = positive(tpot.at("p90"));
  if (c.tpot_p10 > c.tpot_s || c.tpot_s > c.tpot_p90) tpot.fail("expected p10 <= median <= p90");
  return c;
}

std::string yaml_path(const std::filesystem::path& p) {
  return "\"" + std::filesystem::absolute(p).lexically_normal().string() + "\"";
}

// The case as a scenario hwsim runs (see the header).
std::string scenario_text(const TruthCase& c, const StackCompareOptions& o) {
  std::ostringstream s;
  s << "# " << c.name << " (" << c.set << "): the ground-truth case as hwsim predicts it\n"
    << "name: " << c.name << "\nhardware: " << yaml_path(o.hardware) << "\n"
    << "model: {hf_config: " << yaml_path(o.repo_root / c.model) << "}\n";
  const auto profile = o.stacks.find(c.stack);
  const std::string base = profile == o.stacks.end() ? c.stack : yaml_path(profile->second);
  s << "stack:\n  base: " << base << "\n";
  if (c.fetch == "prefetch") s << "  fetch: {prefetch_layers: 1}\n";
  if (c.fetch == "teal") s << "  fetch: {host: index_select}\n";
  std::string placement = "cpu";
  if (c.fetch == "resident" || c.fetch == "gpu") placement = "gpu";
  if (c.fetch == "pageable" || c.fetch == "cpu" || c.fetch == "auto") placement = "pageable";
  if (c.fetch == "disk") placement = "flash";
  s << "job:\n  kind: decode\n  placement: " << placement << "\n";
  if (c.gpu_layers > 0) s << "  gpu_layers: " << c.gpu_layers << "\n";
  if (c.head != "gpu") s << "  head: " << c.head << "\n";
  if (c.embedding != "gpu") s << "  embedding: " << c.embedding << "\n";
  s << "  prompt_tokens: " << c.prompt
    << "\n  tokens: " << std::max<std::int64_t>(1, c.new_tokens - 2) << "\n  methods: [";
  if (c.fetch == "teal")
    s << "{name: teal, budget: " << c.budget * 100.0 << "%}";
  else
    s << "{name: dense}";
  s << "]\n";
  return s.str();
}

struct Prediction {
  double ttft_s = 0.0, tpot_s = 0.0;
};

const report::Table& table_named(const report::JobOutcome& o, const std::string& name) {
  for (const auto& t : o.tables)
    if (t.name == name) return t;
  throw std::logic_error("validate --stack-results: no '" + name + "' table");
}

Prediction predict(const std::filesystem::path& scenario) {
  const scenario::PointResult r = scenario::run_point(scenario, {}, {});
  const report::Table& g = table_named(r.outcome, "generation");
  const auto& row = g.rows.at(0);
  return {std::get<double>(row[g.column_index("ttft_ms")]) / 1e3,
          std::get<double>(row[g.column_index("tpot_ms")]) / 1e3};
}

double error_pct(double predicted, double measured) {
  return (predicted - measured) / measured * 100.0;
}

report::Column col(std::string name, std::string unit, int decimals) {
  return {std::move(name), std::move(unit), decimals};
}

}  // namespace

report::JobOutcome compare_stacks(const std::string& truth_file, const StackCompareOptions& options,
                                  bool* met) {
  const io::Node doc = io::Node::load_file(truth_file);
  if (doc.at("schema").as_string() != "hwsim-framework-decode/1")
    doc.at("schema").fail("expected the schema hwsim-framework-decode/1 (decode_truth.py)");
  std::set<std::string> names;
  std::vector<TruthCase> cases;
  for (const io::Node& n : doc.at("cases").items()) cases.push_back(read_case(n, names));
  if (cases.empty()) doc.at("cases").fail("no cases");
  std::filesystem::create_directories(options.work);

  report::Table table;
  table.name = "stack_validation";
  table.title = "Software stacks: measured vs predicted time to first token and per output token";
  table.columns = {col("set", "", 0),
                   col("case", "", 0),
                   col("stack", "", 0),
                   col("fetch", "", 0),
                   col("ttft_measured_ms", "ms", 2),
                   col("ttft_predicted_ms", "ms", 2),
                   col("ttft_error", "%", 1),
                   col("tpot_measured_ms", "ms", 3),
                   col("tpot_p10_ms", "ms", 3),
                   col("tpot_p90_ms", "ms", 3),
                   col("tpot_predicted_ms", "ms", 3),
                   col("tpot_error", "%", 1),
                   col("scenario", "", 0)};
  std::map<std::string, report::ErrorSummary> tpot, ttft, disk;
  for (const TruthCase& c : cases) {
    if (!c.error.empty()) {
      table.add_row({c.set, c.name, c.stack, c.fetch, report::Cell{}, report::Cell{},
                     report::Cell{}, report::Cell{}, report::Cell{}, report::Cell{}, report::Cell{},
                     report::Cell{}, std::string("measurement failed")});
      continue;
    }
    const std::filesystem::path file = options.work / (c.name + ".yaml");
    std::ofstream(file) << scenario_text(c, options);
    const Prediction p = predict(file);
    const double e_tpot = error_pct(p.tpot_s, c.tpot_s);
    const double e_ttft = error_pct(p.ttft_s, c.ttft_s);
    (c.fetch == "disk" ? disk : tpot)[c.set].add(e_tpot, c.name);
    ttft[c.set].add(e_ttft, c.name);
    table.add_row({c.set, c.name, c.stack, c.fetch, c.ttft_s * 1e3, p.ttft_s * 1e3, e_ttft,
                   c.tpot_s * 1e3, c.tpot_p10 * 1e3, c.tpot_p90 * 1e3, p.tpot_s * 1e3, e_tpot,
                   file.filename().string()});
  }
  report::Table summary;
  summary.name = "stack_validation_summary";
  summary.title = "Software stacks per set: time per output token and time to first token";
  summary.columns = {
      col("set", "", 0),       col("cases", "", 0),         col("tpot_mape", "%", 2),
      col("tpot_max", "%", 2), col("tpot_max_case", "", 0), col("ttft_mape", "%", 2),
      col("ttft_max", "%", 2), col("disk_cases", "", 0),    col("disk_tpot_mape", "%", 2),
      col("target_met", "", 0)};
  bool held_out_met = false;
  for (const std::string set : {"dev", "heldout"}) {
    const report::ErrorSummary& t = tpot[set];
    const report::ErrorSummary& f = ttft[set];
    const report::ErrorSummary& d = disk[set];
    const bool ok = t.count > 0 && t.mean_abs() <= options.mape_threshold &&
                    t.max_abs <= options.case_threshold;
    if (set == std::string("heldout")) held_out_met = ok;
    const auto cell = [](const report::ErrorSummary& e, double v) {
      return e.count > 0 ? report::Cell{v} : report::Cell{};
    };
    summary.add_row({std::string(set), t.count, cell(t, t.mean_abs()), cell(t, t.max_abs),
                     t.count > 0 ? report::Cell{t.largest_case} : report::Cell{},
                     cell(f, f.mean_abs()), cell(f, f.max_abs), d.count, cell(d, d.mean_abs()),
                     std::string(ok ? "yes" : "no")});
  }
  summary.notes.push_back("target (held-out, weights in CPU or GPU memory): tpot MAPE <= " +
                          io::format_quantity(options.mape_threshold / 100.0, io::Unit::ratio) +
                          " and every case within " +
                          io::format_quantity(options.case_threshold / 100.0, io::Unit::ratio) +
                          "; disk cases (page cache and the disk's spread) are reported apart");
  for (const std::string row : {"pytorch", "hf-transformers", "hf-accelerate"})
    if (!options.stacks.count(row))
      summary.notes.push_back("stack " + row +
                              ": no calibrated profile given, predicted from the "
                              "registry row's assumptions");
  table.notes.push_back("each case's scenario is written beside this table: `hwsim run " +
                        options.work.string() + "/<case>.yaml` repeats its prediction");
  if (met) *met = held_out_met;
  report::JobOutcome out;
  out.tables = {std::move(table), std::move(summary)};
  return out;
}

}  // namespace hwsim::validation
