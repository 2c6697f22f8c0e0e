#include "sim/validation/published_compare.hpp"

#include <cstdio>
#include <filesystem>
#include <map>
#include <set>
#include <vector>

#include "sim/io/node.hpp"
#include "sim/report/error_summary.hpp"
#include "sim/scenario/scenario.hpp"

namespace hwsim::validation {
namespace {

struct PublishedCase {
  explicit PublishedCase(io::Node where) : node(std::move(where)) {}
  std::string name, method, placement, metric, group, source;
  std::filesystem::path scenario;
  std::vector<std::string> overrides;
  double value = 0.0;
  io::Node node;  // where the case is written, for errors found while running it
};

const std::vector<std::string>& metrics() {
  static const std::vector<std::string> m = {"throughput", "ttft_ms", "tpot_ms", "total_ms"};
  return m;
}

PublishedCase read_case(const io::Node& n, const std::filesystem::path& dir,
                        std::set<std::string>& names) {
  PublishedCase c(n);
  c.name = n.at("name").as_string();
  if (!names.insert(c.name).second) n.at("name").fail("a second case named '" + c.name + "'");
  c.scenario = dir / n.at("scenario").as_string();
  if (!std::filesystem::is_regular_file(c.scenario))
    n.at("scenario").fail("no scenario file " + c.scenario.string());
  // A file named by an override (hardware=..., model=...) is relative to this file, as the
  // scenario is.
  if (const auto set = n.find("set"))
    for (const io::Node& item : set->items()) {
      std::string o = item.as_string();
      const auto eq = o.find('=');
      if (eq == std::string::npos) item.fail("expected KEY=VALUE");
      const std::string key = o.substr(0, eq), value = o.substr(eq + 1);
      if ((key == "hardware" || key == "model") && !value.empty() && value[0] != '/')
        o = key + "=" + (dir / value).lexically_normal().string();
      c.overrides.push_back(o);
    }
  if (const auto m = n.find("method")) c.method = m->as_string();
  if (const auto p = n.find("placement")) c.placement = p->as_string();
  c.metric = n.at("metric").as_choice(metrics());
  c.value = n.at("value").as_number(io::kPositive, 1e12);  // a published figure is positive
  c.group = n.at("group").as_choice({"fit", "dev", "held_out"});
  c.source = n.at("source").as_string();
  for (const auto& [key, value] : n.entries())
    if (key != "name" && key != "scenario" && key != "set" && key != "method" &&
        key != "placement" && key != "metric" && key != "value" && key != "group" &&
        key != "source")
      n.at(key).fail("unknown key '" + key +
                     "' (name, scenario, set, method, placement, metric, value, group, source)");
  return c;
}

const report::Table* table_named(const report::JobOutcome& o, const std::string& name) {
  for (const auto& t : o.tables)
    if (t.name == name) return &t;
  return nullptr;
}

// The predicted value of the case's metric: its row (method and placement, or the first row that
// is not an added baseline) of the generation or decode table.
double predicted(const PublishedCase& c, const report::JobOutcome& o) {
  const bool generation = c.metric != "total_ms";
  const report::Table* t = table_named(o, generation ? "generation" : "decode");
  if (!t)
    c.node.at("metric").fail(
        std::string("the scenario writes no ") +
        (generation ? "generation table (it needs job.prompt_tokens)" : "decode table"));
  const auto method = t->column_index("method");
  const auto placement = t->column_index("placement");
  for (const auto& row : t->rows) {
    const std::string& m = std::get<std::string>(row[method]);
    const std::string& p = std::get<std::string>(row[placement]);
    if (c.method.empty() ? m.find("(baseline)") != std::string::npos : m != c.method) continue;
    if (!c.placement.empty() && p != c.placement) continue;
    return std::get<double>(row[t->column_index(c.metric)]);
  }
  c.node.fail("the scenario has no row of method '" + c.method + "' and placement '" + c.placement +
              "'");
}

report::Column col(std::string name, std::string unit, int decimals) {
  return {std::move(name), std::move(unit), decimals};
}

}  // namespace

report::JobOutcome compare_published(const std::string& cases_file, const PublishedTargets& targets,
                                     bool* met) {
  const io::Node doc = io::Node::load_file(cases_file);
  const std::filesystem::path dir = std::filesystem::path(cases_file).parent_path();
  std::set<std::string> names;
  std::vector<PublishedCase> cases;
  for (const io::Node& n : doc.at("cases").items()) cases.push_back(read_case(n, dir, names));
  if (cases.empty()) doc.at("cases").fail("no cases");

  report::Table table;
  table.name = "published";
  table.title = "Published figures of outside teams vs hwsim";
  table.columns = {col("group", "", 0),     col("case", "", 0),      col("metric", "", 0),
                   col("published", "", 3), col("predicted", "", 3), col("error", "%", 1),
                   col("source", "", 0)};
  std::map<std::string, report::ErrorSummary> groups;
  for (const PublishedCase& c : cases) {
    scenario::ScenarioOptions options;
    options.overrides = c.overrides;
    const scenario::PointResult r = scenario::run_point(c.scenario, {}, options);
    const double p = predicted(c, r.outcome);
    const double error = (p - c.value) / c.value * 100.0;
    groups[c.group].add(error, c.name);
    table.add_row({c.group, c.name, c.metric, c.value, p, error, c.source});
  }
  table.notes.push_back("fit: a value of the case's scenario was fitted to it (shown, in no mean)");

  report::Table summary;
  summary.name = "published_summary";
  summary.title = "Published figures per group";
  summary.columns = {col("group", "", 0),      col("cases", "", 0),    col("mean_error", "%", 2),
                     col("max_error", "%", 2), col("max_case", "", 0), col("target_met", "", 0)};
  bool ok = true;
  for (const std::string g : {"fit", "dev", "held_out"}) {
    const auto it = groups.find(g);
    if (it == groups.end()) continue;
    const report::ErrorSummary& e = it->second;
    const bool within = e.mean_abs() <= targets.mean_pct && e.max_abs <= targets.case_pct;
    if (g != "fit") ok = ok && within;
    summary.add_row({g, e.count, e.mean_abs(), e.max_abs, e.largest_case,
                     std::string(g == "fit" ? "-"
                                 : within   ? "yes"
                                            : "no")});
  }
  char note[160];
  std::snprintf(note, sizeof note,
                "target: each group but fit within a mean |error| of %g%% and every case %g%%",
                targets.mean_pct, targets.case_pct);
  summary.notes.push_back(note);
  if (met) *met = ok;
  report::JobOutcome out;
  out.tables = {std::move(table), std::move(summary)};
  return out;
}

}  // namespace hwsim::validation
