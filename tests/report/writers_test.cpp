#include "sim/report/writers.hpp"

#include <sys/wait.h>

#include <cerrno>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "catch.hpp"
#include "sim/report/chrome_trace.hpp"
#include "sim/report/gnuplot.hpp"
#include "sim/report/run_summary.hpp"

using namespace hwsim;
using namespace hwsim::report;

namespace {
Table sample() {
  Table t;
  t.name = "decode";
  t.title = "Decode";
  t.columns = {{"method", ""}, {"total", "ms", 1}, {"tokens", ""}};
  t.add_row({std::string("dense"), 1156.04, std::int64_t{3}});
  t.add_row({std::string("teal, 57%"), 680.0, Cell{}});
  t.notes = {"serial"};
  return t;
}

// A plot "p" of sample()'s total per method.
PlotSpec total_by_method() {
  PlotSpec spec;
  spec.name = "p";
  spec.table = "decode";
  spec.x = "method";
  spec.y = {"total"};
  return spec;
}
}  // namespace

TEST_CASE("text tables align labels left and numbers right") {
  CHECK(to_text(sample()) ==
        "Decode\n"
        "method     total [ms]  tokens\n"
        "---------  ----------  ------\n"
        "dense          1156.0       3\n"
        "teal, 57%       680.0\n"
        "  note: serial\n");
}

TEST_CASE("CSV quotes fields with commas and keeps the column decimals") {
  CHECK(to_csv(sample()) == "method,total,tokens\ndense,1156.0,3\n\"teal, 57%\",680.0,\n");
}

TEST_CASE("JSON keeps full precision and writes empty cells as null") {
  const auto json = nlohmann::json::parse(to_json({sample()}));
  CHECK(json["tables"][0]["rows"][0]["total"].get<double>() == 1156.04);
  CHECK(json["tables"][0]["rows"][1]["tokens"].is_null());
  CHECK(json["tables"][0]["columns"][1]["unit"] == "ms");
}

TEST_CASE("a row of the wrong width is rejected") {
  Table t = sample();
  CHECK_THROWS_AS(t.add_row({std::string("x")}), std::invalid_argument);
}

TEST_CASE("negative zero prints as zero") {
  CHECK(format_cell(Cell{-0.0001}, Column("x", "", 2)) == "0.00");
}

TEST_CASE("Chrome trace has one track per resource and exact timestamps") {
  TracedRun run;
  const auto pcie = run.machine.add_link("pcie", 1e9);
  const auto stream = run.machine.add_slots("stream", 1);
  graph::Task copy;
  copy.name = "h2d";
  copy.category = "transfer";
  copy.bytes = 1e3;  // 1 us at 1 GB/s
  copy.path = {pcie};
  graph::Task gemv;
  gemv.name = "gemv";
  gemv.category = "gpu";
  gemv.slots = stream;
  gemv.delay = 2'500'000;  // 2.5 us
  const graph::TaskId copy_id = run.graph.add(copy);
  const graph::TaskId gemv_id = run.graph.add(gemv);
  run.graph.depend(copy_id, gemv_id);
  run.result = graph::execute(run.machine, run.graph);
  const auto json = nlohmann::json::parse(to_chrome_trace(run));
  const auto& events = json["traceEvents"];
  REQUIRE(events.size() == 6);  // 2 spans + 2 x 2 metadata
  CHECK(events[0]["name"] == "h2d");
  CHECK(events[0]["ts"].get<double>() == 0.0);
  CHECK(events[0]["dur"].get<double>() == 1.0);
  CHECK(events[1]["ts"].get<double>() == 1.0);
  CHECK(events[1]["dur"].get<double>() == 2.5);
  CHECK(events[0]["tid"] != events[1]["tid"]);

  const Table usage = resource_usage_table(run);
  CHECK(std::get<double>(usage.rows[0][3]) == Approx(100.0 / 3.5));  // pcie busy 1 of 3.5 us
  const Table path = critical_path_table(run);
  REQUIRE(path.rows.size() == 2);
  CHECK(std::get<double>(path.rows[0][2]) == Approx(2.5e-3));  // "gpu": 2.5 us in ms
}

TEST_CASE("gnuplot scripts name every series and refuse unknown columns") {
  Table t = sample();
  PlotSpec spec;
  spec.name = "p";
  spec.title = "Time";
  spec.table = "decode";
  spec.x = "method";
  spec.y = {"total"};
  const std::string script = gnuplot_script(spec, t, "p.dat", "p.png");
  CHECK(script.find("plot \"p.dat\" index 0 using 0:2:xtic(1) with linespoints title \"total\"") !=
        std::string::npos);
  spec.y = {"nope"};
  CHECK_THROWS_AS(gnuplot_script(spec, t, "p.dat", "p.png"), std::out_of_range);
  spec.y = {"total"};
  CHECK(gnuplot_data(spec, t) ==
        "# method total\n# group all\n\"dense\" 1156.0\n\"teal, 57%\" 680.0\n");
}

TEST_CASE("plots render into a folder given by a relative path") {
  // Regression: the script path was once resolved relative to the output folder twice.
  const std::filesystem::path dir = "plot_test_relative";
  std::filesystem::create_directories(dir);
  Table t = sample();
  const PlotSpec spec = total_by_method();
  const PlotFiles files = write_plot(spec, t, dir);
  CHECK(std::filesystem::exists(dir / "p.gp"));
  CHECK(std::filesystem::exists(dir / "p.dat"));
  if (files.message.find("not found") == std::string::npos) {
    CHECK(files.rendered);  // gnuplot is installed: it must have drawn the image
    CHECK(std::filesystem::exists(dir / "p.png"));
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("a pending plot draws while the caller works, and leaves no child when dropped") {
  const std::filesystem::path dir = "plot_test_pending";
  std::filesystem::create_directories(dir);
  Table t = sample();
  const PlotSpec spec = total_by_method();
  {
    PendingPlot pending(spec, t, dir);
    CHECK(std::filesystem::exists(dir / "p.gp"));  // written before gnuplot starts
    const PlotFiles first = pending.wait();
    const PlotFiles again = pending.wait();
    CHECK(again.rendered == first.rendered);
    CHECK(again.message == first.message);
    if (first.message.find("not found") == std::string::npos) {
      CHECK(first.rendered);
      CHECK(std::filesystem::exists(dir / "p.png"));
    }
  }
  { PendingPlot dropped(spec, t, dir); }  // never waited for: its destructor reaps gnuplot
  errno = 0;
  CHECK(waitpid(-1, nullptr, WNOHANG) == -1);
  CHECK(errno == ECHILD);  // this process has no child left
  std::filesystem::remove_all(dir);
}

TEST_CASE("numeric x values are written bare so gnuplot reads them as coordinates") {
  Table t;
  t.name = "sweep";
  t.columns = {{"budget", "%", 1}, {"total", "ms", 1}};
  t.add_row({57.0, 680.0});
  PlotSpec spec;
  spec.name = "p";
  spec.x = "budget";
  spec.y = {"total"};
  CHECK(gnuplot_data(spec, t) == "# budget total\n# group all\n57.0 680.0\n");
}

TEST_CASE("Chrome trace prints times in microseconds in their shortest exact form") {
  // A chain of delays on no resource: 1 ps, 12 ps, 100 ps, 1.5 us, 1 s. In microseconds the
  // durations are 1e-06, 1.2e-05 (below 1e-4 JSON's shortest form is exponential, as
  // nlohmann::json prints it), 0.0001, 1.5 and 1000000.0; the last task starts at
  // 1 + 12 + 100 + 1'500'000 ps = 1.500113 us.
  TracedRun run;
  graph::TaskId previous = 0;
  const SimTime delays[] = {1, 12, 100, 1'500'000, kSecond};
  for (std::size_t i = 0; i < 5; ++i) {
    graph::Task t;
    t.name = "t" + std::to_string(i);
    t.category = i == 0 ? "quote\"d" : "c";
    t.delay = delays[i];
    const graph::TaskId id = run.graph.add(t);
    if (i > 0) run.graph.depend(previous, id);
    previous = id;
  }
  run.result = graph::execute(run.machine, run.graph);
  const std::string text = to_chrome_trace(run);
  CHECK(text.find("\"cat\":\"quote\\\"d\"") != std::string::npos);
  CHECK(text.find("\"ts\":0.0,\"dur\":1e-06}") != std::string::npos);
  CHECK(text.find("\"ts\":1e-06,\"dur\":1.2e-05}") != std::string::npos);
  CHECK(text.find("\"ts\":1.3e-05,\"dur\":0.0001}") != std::string::npos);
  CHECK(text.find("\"ts\":0.000113,\"dur\":1.5}") != std::string::npos);
  CHECK(text.find("\"ts\":1.500113,\"dur\":1000000.0}") != std::string::npos);
  const auto json = nlohmann::json::parse(text);  // and it is JSON
  CHECK(json["traceEvents"][4]["dur"].get<double>() == 1e6);
}

TEST_CASE("Chrome trace names a batch's requests with the escaped name and their numbers") {
  // A batch of 30,000 reads of 1 kB on a 1 GB/s link through a 2-slot queue, named r"q and
  // numbered from 5: each read takes 1 us, two at a time at 0.5 GB/s each, so read i (from 0)
  // runs 2 us from 2 us x (i / 2). Each request is a slot span and a link span: 60,000 spans, some
  // 6 MB of text, several blocks of the writer.
  TracedRun run;
  const auto link = run.machine.add_link("ssd", 1e9);
  const auto queue = run.machine.add_slots("queue", 2);
  graph::Task reads;
  reads.name = "r\"q";
  reads.category = "ssd_read";
  reads.slots = queue;
  reads.bytes = 1e3;
  reads.path = {link};
  reads.requests = 30'000;
  reads.first_request = 5;
  run.graph.add(reads);
  run.result = graph::execute(run.machine, run.graph);
  const std::string text = to_chrome_trace(run);
  CHECK(text.find("{\"name\":\"r\\\"q5\",\"cat\":\"ssd_read\",\"ph\":\"X\",\"pid\":1,\"tid\":1,"
                  "\"ts\":0.0,\"dur\":2.0}") != std::string::npos);
  const auto json = nlohmann::json::parse(text);
  const auto& events = json["traceEvents"];
  REQUIRE(events.size() == 60'000 + 3 * 2);  // 3 tracks, named in resource order
  const auto& last = events[60'000 - 1];     // the link span of read 29,999 (slot 1)
  CHECK(last["name"] == "r\"q30004");
  CHECK(last["ts"].get<double>() == 2.0 * 14'999);
  CHECK(last["dur"].get<double>() == 2.0);
  CHECK(events[60'000]["args"]["name"] == "ssd");
  CHECK(events[60'002]["args"]["name"] == "queue #0");
  CHECK(events[60'004]["args"]["name"] == "queue #1");
}
