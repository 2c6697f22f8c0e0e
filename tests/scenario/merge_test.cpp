#include "catch.hpp"
#include "sim/scenario/scenario.hpp"

using namespace hwsim;

namespace {
scenario::PointResult point(const std::string& generation, double total) {
  scenario::PointResult p;
  p.point.assignments = {{"hardware.pcie.generation", generation}};
  p.point.label = "hardware.pcie.generation=" + generation;
  report::Table t;
  t.name = "decode";
  t.columns = {{"method"}, {"placement"}, {"total_ms", "ms"}};
  t.add_row({std::string("dense"), std::string("cpu"), total});
  p.outcome.tables.push_back(t);
  report::PlotSpec plot;
  plot.name = "breakdown";
  plot.table = "decode";
  plot.x = "method";
  plot.y = {"total_ms"};
  plot.group = "placement";
  plot.style = report::PlotSpec::Style::stacked_bars;
  p.outcome.plots.push_back(plot);
  return p;
}
}  // namespace

TEST_CASE("sweep points merge into one table led by the swept keys") {
  const report::JobOutcome merged = scenario::merge({point("4", 562.7), point("5", 295.8)});
  REQUIRE(merged.tables.size() == 1);
  const report::Table& t = merged.tables[0];
  REQUIRE(t.columns.size() == 4);
  CHECK(t.columns[0].name == "hardware.pcie.generation");
  REQUIRE(t.rows.size() == 2);
  CHECK(std::get<std::string>(t.rows[1][0]) == "5");
  CHECK(std::get<double>(t.rows[1][3]) == 295.8);
  // One placement only: the panels would not tell the points apart, so they follow the sweep.
  REQUIRE(merged.plots.size() == 1);
  CHECK(merged.plots[0].group == "hardware.pcie.generation");
}

TEST_CASE("an unswept run keeps its columns and plots as they are") {
  scenario::PointResult p = point("5", 1.0);
  p.point.assignments.clear();
  const report::JobOutcome merged = scenario::merge({p});
  CHECK(merged.tables[0].columns.size() == 3);
  CHECK(merged.plots[0].group == "placement");
}

TEST_CASE("a swept key that the table already reports is kept apart") {
  scenario::PointResult p = point("5", 1.0);
  p.point.assignments = {{"method", "x.yaml"}};
  const report::JobOutcome merged = scenario::merge({p});
  CHECK(merged.tables[0].columns[0].name == "sweep.method");
  CHECK(merged.tables[0].columns[1].name == "method");
}

TEST_CASE("a sweep key with more values than a chart can hold side by side gets no panels") {
  // 12 values: one panel each; 13: one chart (kMaxSweepPanels = 12 in scenario.cpp).
  for (const int values : {12, 13}) {
    std::vector<scenario::PointResult> points;
    for (int v = 0; v < values; ++v) points.push_back(point(std::to_string(v), 1.0 + v));
    const report::JobOutcome merged = scenario::merge(points);
    INFO(values << " values");
    CHECK(merged.plots[0].group == (values == 12 ? "hardware.pcie.generation" : "placement"));
  }
}
