// `hwsim run` and `hwsim check`.
#include <csignal>
#include <cstdio>
#include <functional>
#include <optional>
#include <ostream>

#include "sim/cli/commands.hpp"
#include "sim/cli/mpi_run.hpp"
#include "sim/cli/output.hpp"
#include "sim/cli/point_runner.hpp"
#include "sim/cli/progress.hpp"
#include "sim/core/cancel.hpp"
#include "sim/decode/decode_report.hpp"
#include "sim/scenario/scenario.hpp"

namespace hwsim::cli {
namespace po = boost::program_options;
namespace {

// The signal that interrupted the run (0: none). SIGTERM is caught as SIGINT is: mpirun turns a
// Ctrl-C into a SIGTERM to every rank.
volatile std::sig_atomic_t g_interrupted = 0;
extern "C" void on_interrupt(int signal) {
  g_interrupted = signal;
  core::request_cancel();  // the points in progress stop at their next poll, not at their end
  // mpirun closes the ranks' output pipes as it ends the job: writing the message there must not
  // kill the process before it has written its results (the write fails instead).
  std::signal(SIGPIPE, SIG_IGN);
}

// Restores the previous SIGINT and SIGTERM handlers when the run ends.
class InterruptGuard {
 public:
  InterruptGuard() {
    previous_int_ = std::signal(SIGINT, on_interrupt);
    previous_term_ = std::signal(SIGTERM, on_interrupt);
  }
  ~InterruptGuard() {
    std::signal(SIGINT, previous_int_);
    std::signal(SIGTERM, previous_term_);
  }

 private:
  void (*previous_int_)(int);
  void (*previous_term_)(int);
};

po::options_description common_options(std::string& scenario, std::vector<std::string>& sets,
                                       io::Limits& limits) {
  po::options_description desc("Options");
  desc.add_options()("help,h", "this help")("scenario", po::value<std::string>(&scenario),
                                            "scenario YAML file")(
      "set", po::value<std::vector<std::string>>(&sets)->composing(),
      "override a key: --set job.seq_len=4096 (repeatable)")(
      "max-points", po::value<std::int64_t>(),
      "most sweep points a scenario may expand to (default 100000)")(
      "max-tasks", po::value<std::int64_t>(&limits.max_tasks),
      "most tasks one sweep point may build, estimated before it starts: the memory ceiling "
      "(default 1000000, about 450 MB)");
  return desc;
}

// The limits must leave room for one point of one task: 0 or less would refuse every input with
// a message about memory that is not the problem.
// --max-points is read as a signed number so that "-1" is refused rather than wrapped.
void check_limits(const po::variables_map& vm, io::Limits& limits) {
  if (vm.count("max-tasks") && limits.max_tasks < 1) {
    throw UsageError("--max-tasks must be at least 1, got " + std::to_string(limits.max_tasks));
  }
  if (vm.count("max-points")) {
    const auto points = vm["max-points"].as<std::int64_t>();
    if (points < 1)
      throw UsageError("--max-points must be at least 1, got " + std::to_string(points));
    limits.max_sweep_points = static_cast<std::size_t>(points);
  }
}

}  // namespace

namespace {

// What `hwsim run` was asked to do, its flags checked.
struct RunRequest {
  std::filesystem::path file;
  scenario::ScenarioOptions options;
  Format format = Format::table;
  std::string out_dir;
  std::string trace_file;
  int jobs = 1;
  bool quiet = false;
};

// The flags of `hwsim run`, checked in the order their errors are reported; nothing when --help
// printed the usage.
std::optional<RunRequest> parse_run(const std::vector<std::string>& args, std::ostream& out) {
  std::string scenario_file, format_text = "table";
  std::vector<std::string> sets;
  RunRequest request;
  request.jobs = available_cores();
  io::Limits limits;
  po::options_description desc = common_options(scenario_file, sets, limits);
  desc.add_options()("jobs,j", po::value<int>(&request.jobs),
                     "sweep points run in parallel (default: every core); output is the same")(
      "format", po::value<std::string>(&format_text),
      "stdout format: table (default), csv or json")(
      "out", po::value<std::string>(&request.out_dir),
      "folder for CSV, JSON, the resolved scenario, trace and plots (default out/<scenario>)")(
      "trace", po::value<std::string>(&request.trace_file),
      "Chrome/Perfetto trace file (default <out>/trace.json)")("quiet,q",
                                                               "do not list the files written")(
      "per-request",
      "simulate every flash request as its own task instead of in request batches: slower, same "
      "output bytes (a check of the batching)");
  const auto parsed =
      parse_or_help(args, desc, "scenario", "Usage: hwsim run [SCENARIO] [options]\n", out);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  request.format = parse_format(format_text);
  decode::set_per_request_form(vm.count("per-request") > 0);
  check_limits(vm, limits);
  if (vm.count("out") && request.out_dir.empty()) throw UsageError("--out needs a folder name");
  if (vm.count("trace") && request.trace_file.empty())
    throw UsageError("--trace needs a file name");
  if (request.jobs < 1)
    throw UsageError("--jobs must be at least 1, got " + std::to_string(request.jobs));
  request.file = scenario_file.empty() ? scenario::default_scenario_path()
                                       : std::filesystem::path(scenario_file);
  request.options.overrides = sets;
  request.options.limits = limits;
  if (request.out_dir.empty())
    request.out_dir = (std::filesystem::path("out") / request.file.stem()).string();
  request.quiet = vm.count("quiet") > 0;
  return request;
}

using PointRun = std::function<scenario::PointResult(std::size_t)>;

// Runs point i. Only the last point's trace is written: a decode point before it keeps none (its
// traced case may then be reused from an equal case), and other job kinds' traces are dropped as
// soon as they are made, so points waiting in -j's window hold no task graphs.
PointRun point_run(const std::filesystem::path& file, const std::vector<io::SweepPoint>& points,
                   const scenario::ScenarioOptions& options) {
  scenario::ScenarioOptions untraced = options;
  untraced.trace = false;
  return [&file, &points, options, untraced](std::size_t i) {
    const bool last = i + 1 == points.size();
    scenario::PointResult result = scenario::run_point(file, points[i], last ? options : untraced);
    if (!last) result.outcome.trace.reset();
    return result;
  };
}

bool interrupted_now() { return g_interrupted != 0; }

// How far rank 0 (or the single process) got: the points written in order, and the failure a
// rank reported under mpirun.
struct RunTally {
  std::size_t finished = 0;
  MpiOutcome failed;
};

// Runs the points and hands each to `writer` in point order, with the progress bar.
RunTally run_and_add(std::size_t count, int jobs, const PointRun& run, bool mpi,
                     ResultWriter& writer) {
  RunTally tally;
  Progress progress(count);
  const auto deliver = [&](std::size_t, scenario::PointResult&& result) {
    writer.add_point(std::move(result));
    progress.advance();
  };
  if (mpi) {
    tally.failed = run_points_mpi(count, PointRunnerOptions{jobs}, run, deliver, interrupted_now);
    tally.finished = tally.failed.delivered;
  } else {
    tally.finished =
        run_points_in_order(count, PointRunnerOptions{jobs}, run, deliver, interrupted_now);
  }
  return tally;
}

// Writes the outputs of the points delivered, says what was written, and returns the exit status
// (aborting the other ranks under mpirun when a point failed or the run was interrupted).
int finish_run(const RunRequest& request, std::size_t count, const RunTally& tally, bool mpi,
               ResultWriter& writer, std::ostream& out, std::ostream& err) {
  // Interrupted: say so first, as the finished rows are on disk already. Under mpirun the ranks
  // got a SIGTERM that a SIGKILL follows (after OpenMPI's odls_base_sigkill_timeout, 1 s by
  // default), which may end the writing of results.json and the plots below (each is written
  // whole or not at all).
  const bool interrupted = tally.finished < count && tally.failed.error_status == 0;
  if (interrupted) {
    err << "hwsim: interrupted after " << tally.finished << " of " << count
        << " sweep points; the finished rows are in " << request.out_dir << "\n";
    err.flush();
  }
  const std::vector<std::filesystem::path> written = writer.finish(request.format, out);
  if (!request.quiet) {
    err << "hwsim: wrote";
    for (const auto& path : written) err << " " << path.string();
    err << "\n";
  }
  if (tally.failed.error_status != 0) {
    // The finished rows are written; the other ranks may still be running: abort them all.
    err << tally.failed.error_text << "\n";
    out.flush();
    err.flush();
    finish_mpi(tally.failed.error_status);
  }
  if (interrupted) {
    const int status = 128 + (g_interrupted ? static_cast<int>(g_interrupted) : SIGINT);
    out.flush();
    err.flush();
    // Under mpirun the other ranks may still be running: abort them all with this status.
    if (mpi) finish_mpi(status);
    return status;
  }
  if (mpi) finish_mpi(0);
  return 0;
}

}  // namespace

int command_run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::optional<RunRequest> request = parse_run(args, out);
  if (!request) return 0;
  const std::vector<io::SweepPoint> points = scenario::plan(request->file, request->options);
  if (points.size() > 1) scenario::share_across_points(request->file, request->options);
  // Threads go to the points of a sweep, or to the cases of a single point.
  request->options.case_threads = points.size() > 1 ? 1 : request->jobs;
  const PointRun run = point_run(request->file, points, request->options);
  // Under mpirun (see mpi_run.hpp) only rank 0 writes; the other ranks send it their points.
  const bool mpi = mpi_world_size() > 1;
  // MPI_Init may install signal handlers of its own: ours are installed after it.
  const int rank = mpi ? start_mpi() : 0;
  InterruptGuard guard;
  g_interrupted = 0;
  core::clear_cancel();
  if (rank != 0) {
    // An interrupted rank stops after its running points; rank 0 aborts them all.
    run_points_mpi(
        points.size(), PointRunnerOptions{request->jobs}, run,
        [](std::size_t, scenario::PointResult&&) {}, interrupted_now);
    finish_mpi(0);
    return 0;
  }
  ResultWriter writer(request->out_dir, request->trace_file);
  const RunTally tally = run_and_add(points.size(), request->jobs, run, mpi, writer);
  return finish_run(*request, points.size(), tally, mpi, writer, out, err);
}

namespace {

// A run that `check` passes may still take long: a note, from the tasks the points would execute
// and the engine's measured rate, when that is more than a minute on one core.
void warn_of_long_run(const std::string& file, const std::vector<scenario::WorkEstimate>& work,
                      std::ostream& err) {
  double tasks = 0.0, seconds = 0.0;
  for (const scenario::WorkEstimate& w : work) {
    tasks += w.simulated_tasks;
    seconds += w.seconds();
  }
  if (seconds <= 60.0) return;
  char text[160];
  std::snprintf(text, sizeof text,
                "%s: note: the run simulates at least %.2g tasks, about %.0f minutes on one core",
                file.c_str(), tasks, seconds / 60.0);
  err << text << " (-j runs sweep points and a point's cases on more cores; fewer tokens, "
      << "layers or points shorten it)\n";
}

}  // namespace

int command_check(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string scenario_file;
  std::vector<std::string> sets;
  io::Limits limits;
  int jobs = available_cores();
  po::options_description desc = common_options(scenario_file, sets, limits);
  desc.add_options()("resolved", "print the fully resolved scenario of each point")(
      "jobs,j", po::value<int>(&jobs),
      "sweep points, or one point's cases, checked in parallel (default: every core); output "
      "is the same");
  const auto parsed =
      parse_or_help(args, desc, "scenario", "Usage: hwsim check SCENARIO [options]\n", out);
  if (!parsed) return 0;
  const po::variables_map& vm = *parsed;
  if (scenario_file.empty()) throw UsageError("check needs a scenario file");
  check_limits(vm, limits);
  if (jobs < 1) throw UsageError("--jobs must be at least 1, got " + std::to_string(jobs));
  scenario::ScenarioOptions options;
  options.overrides = sets;
  options.limits = limits;
  const std::vector<io::SweepPoint> points = scenario::plan(scenario_file, options);
  if (points.size() > 1) scenario::share_across_points(scenario_file, options);
  options.case_threads = points.size() > 1 ? 1 : jobs;  // one point: its cases on the threads
  const bool resolved = vm.count("resolved") > 0;
  // Points are checked on the threads and reported in point order: the first failing point's
  // error, as a serial check gives it.
  std::vector<scenario::WorkEstimate> work(points.size());
  const auto check = [&](std::size_t i) {
    scenario::PointResult result;
    if (resolved) {
      result.resolved_yaml = scenario::check_point(scenario_file, points[i], options, &work[i]);
    } else {
      scenario::validate_point(scenario_file, points[i], options, &work[i]);
    }
    return result;
  };
  const auto print = [&](std::size_t i, scenario::PointResult&& result) {
    if (!resolved) return;
    const io::SweepPoint& point = points[i];
    out << "---\n"
        << (point.label.empty() ? "" : "# sweep point: " + point.label + "\n")
        << result.resolved_yaml;
  };
  run_points_in_order(points.size(), PointRunnerOptions{jobs}, check, print, [] { return false; });
  out.flush();  // a resolved scenario lost on a full disk must not be followed by "ok"
  if (!out) throw std::runtime_error("cannot write the resolved scenarios to standard output");
  err << scenario_file << ": ok (" << points.size() << (points.size() == 1 ? " run" : " runs")
      << ")\n";
  warn_of_long_run(scenario_file, work, err);
  return 0;
}

}  // namespace hwsim::cli
