#include <algorithm>

#include "catch.hpp"
#include "sim/report/gnuplot.hpp"
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

TEST_CASE("a sweep with more bars than a chart can hold is drawn as lines against the swept key") {
  // 10,000 values of one key, two placements each: 20,000 bars, more than 64 a chart
  // (kMaxBars): a line per series (here the bars' x, `method`) against the swept value, one panel
  // per placement (the chart's own group, 2 values), not 10,000 panels.
  std::vector<scenario::PointResult> points;
  for (int v = 1; v <= 10000; ++v) {
    scenario::PointResult p = point(std::to_string(v), 1.0 + v);
    p.outcome.tables[0].add_row({std::string("dense"), std::string("flash"), 2.0 + v});
    points.push_back(std::move(p));
  }
  const report::JobOutcome merged = scenario::merge(points);
  REQUIRE(merged.plots.size() == 1);
  const report::PlotSpec& plot = merged.plots[0];
  CHECK(plot.style == report::PlotSpec::Style::lines);
  CHECK(plot.x == "hardware.pcie.generation");
  CHECK(plot.group == "method");
  CHECK(plot.panel == "placement");
  CHECK(plot.where.empty());
  const std::string script = report::gnuplot_script(plot, merged.tables[0], "d.dat", "i.png");
  CHECK(script.find("set multiplot layout 1,2 ") != std::string::npos);
  CHECK(script.find("plot \"d.dat\" index 0 using 1:2 with linespoints title \"dense\"\n") !=
        std::string::npos);
  CHECK(script.find("plot \"d.dat\" index 1 using 1:2 with linespoints title \"dense\"\n") !=
        std::string::npos);
  CHECK(script.find("index 2") == std::string::npos);
  // The data: block 0 the cpu rows, x bare (a number), y the total; 10,000 rows a block.
  const std::string data = report::gnuplot_data(plot, merged.tables[0]);
  CHECK(data.rfind("# hardware.pcie.generation total_ms\n# panel cpu group dense\n1 2.00\n2 3.00\n",
                   0) == 0);
  CHECK(data.find("\n\n\n# panel flash group dense\n1 3.00\n") != std::string::npos);
}

TEST_CASE("lines of a swept chart follow one swept key; the others are held at their first value") {
  // 3 x 40 x 2 points of one row: 240 bars, more than 64 in each of the 3 panels the first key
  // would give (192). x = the key with the most values (the second, 40); the first (3 values)
  // gives the panels; the third (2 values) is held at its first value.
  std::vector<scenario::PointResult> points;
  for (const char* a : {"4", "5", "6"}) {
    for (int b = 1; b <= 40; ++b) {
      for (const char* c : {"x", "y"}) {
        scenario::PointResult p = point(a, b);
        p.point.assignments = {{"a", a}, {"b", std::to_string(b)}, {"c", c}};
        points.push_back(std::move(p));
      }
    }
  }
  const report::JobOutcome merged = scenario::merge(points);
  const report::PlotSpec& plot = merged.plots[0];
  CHECK(plot.style == report::PlotSpec::Style::lines);
  CHECK(plot.x == "b");
  CHECK(plot.panel == "a");
  REQUIRE(plot.where.size() == 1);
  CHECK(plot.where[0] == std::pair<std::string, std::string>{"c", "x"});
  CHECK(plot.title == " (c = x)");
  // 3 panels x 1 series, 40 rows each (the c = y rows left out), each block after a comment
  // line, two blank lines between blocks, after the header line.
  const std::string data = report::gnuplot_data(plot, merged.tables[0]);
  CHECK(std::count(data.begin(), data.end(), '\n') == 1 + 3 * (1 + 40) + 2 * 2);
}

TEST_CASE("a table whose title differs between points says so rather than keep the first") {
  scenario::PointResult a = point("4", 1.0), b = point("5", 2.0), c = point("6", 3.0);
  a.outcome.tables[0].title = "Memory of the most loaded GPU (stage 0 of 1, 1 in flight)";
  b.outcome.tables[0].title = "Memory of the most loaded GPU (stage 0 of 4, 4 in flight)";
  c.outcome.tables[0].title = a.outcome.tables[0].title;
  CHECK(scenario::merge({a, b, c}).tables[0].title ==
        "Memory of the most loaded GPU (differs between sweep points)");
  CHECK(scenario::merge({a, c}).tables[0].title == a.outcome.tables[0].title);
}
