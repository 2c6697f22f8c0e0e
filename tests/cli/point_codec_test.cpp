#include "sim/cli/point_codec.hpp"

#include <cmath>
#include <limits>
#include <stdexcept>

#include "catch.hpp"
#include "sim/report/writers.hpp"

using namespace hwsim;

TEST_CASE("a sweep point's result survives encoding bit for bit") {
  scenario::PointResult p;
  p.point.assignments = {{"hardware.pcie.generation", "4"}, {"job.seq_len", "1024"}};
  p.point.origins = {{"a.yaml", 3, 7}, {"a.yaml", 4, 9}};
  p.point.label = "hardware.pcie.generation=4,job.seq_len=1024";
  p.resolved_yaml = "job:\n  seq_len: 1024\n";
  report::Table t;
  t.name = "decode";
  t.title = "Decode";
  t.columns = {{"method"}, {"total_ms", "ms", 1, "total"}, {"count"}, {"empty"}};
  // 0.1 + 0.2 is not 0.3: a text round trip of few digits would change it; NaN and -0.0 too.
  t.add_row({std::string("dense"), 0.1 + 0.2, std::int64_t{-7}, std::monostate{}});
  t.add_row({std::string(""), std::numeric_limits<double>::quiet_NaN(), std::int64_t{0}, -0.0});
  t.notes = {"note one"};
  p.outcome.tables.push_back(t);
  report::PlotSpec plot;
  plot.name = "p";
  plot.table = "decode";
  plot.x = "method";
  plot.y = {"total_ms", "count"};
  plot.style = report::PlotSpec::Style::stacked_bars;
  plot.log_y = true;
  p.outcome.plots.push_back(plot);

  const scenario::PointResult q = cli::decode_point(cli::encode_point(p));
  CHECK(q.point.assignments == p.point.assignments);
  CHECK(q.point.origins[1].column == 9);
  CHECK(q.point.label == p.point.label);
  CHECK(q.resolved_yaml == p.resolved_yaml);
  REQUIRE(q.outcome.tables.size() == 1);
  const report::Table& u = q.outcome.tables[0];
  CHECK(u.columns[1].heading == "total");
  CHECK(std::get<double>(u.rows[0][1]) == 0.1 + 0.2);
  CHECK(std::isnan(std::get<double>(u.rows[1][1])));
  CHECK(std::signbit(std::get<double>(u.rows[1][3])));
  CHECK(report::to_csv(u) == report::to_csv(t));
  CHECK(q.outcome.plots[0].y == plot.y);
  CHECK(q.outcome.plots[0].style == report::PlotSpec::Style::stacked_bars);
  CHECK(q.outcome.plots[0].log_y);
  CHECK_FALSE(q.outcome.plots[0].log_x);
  CHECK_FALSE(q.outcome.trace);
  CHECK_THROWS_AS(cli::decode_point(cli::encode_point(p).substr(0, 20)), std::runtime_error);
}
