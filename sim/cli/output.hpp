#pragma once
// Where a run's results go: stdout in the chosen format, and files under the output folder
// (CSV per table, streamed as sweep points finish; results.json; resolved.yaml; trace; plots).
#include <filesystem>
#include <map>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "sim/io/atomic_file.hpp"
#include "sim/report/outcome.hpp"
#include "sim/scenario/scenario.hpp"

namespace hwsim::cli {

enum class Format { table, csv, json };

// The --format value: "table", "csv" or "json"; throws UsageError for anything else.
Format parse_format(const std::string& text);

// Tables on stdout: text tables or CSV (each after a "# name" line), a blank line between two;
// or one JSON document holding them all.
void print_tables(const std::vector<report::Table>& tables, Format format, std::ostream& out);

class ResultWriter {
 public:
  // out_dir is created if needed and locked (io::FolderLock) while the writer lives; results.json,
  // resolved.yaml, the trace and the run-summary CSVs are written atomically. trace_file: where the
  // Chrome trace goes (empty = out_dir/trace.json).
  //
  // The folder holds this run's files only: <out>/.hwsim-files lists the files a run wrote there
  // (one name a line, updated as each is first written), and the next run into the folder first
  // removes those the list names. So a table, trace or plot a previous run wrote and this run does
  // not (another scenario's tables, an image gnuplot could not redraw) is not left beside this
  // run's output. Files the list does not name (a user's own) are never touched.
  ResultWriter(std::filesystem::path out_dir, std::filesystem::path trace_file);

  // Appends this point's rows to <out>/<table>.csv at once, so an interrupted sweep keeps them.
  void add_point(scenario::PointResult point);

  // Writes results.json, resolved.yaml, the trace and the plots for the points added so far, and
  // prints the merged tables to `out` in `format`. Returns the paths written, for the summary line.
  // Called once, after the last add_point.
  std::vector<std::filesystem::path> finish(Format format, std::ostream& out);

 private:
  std::filesystem::path out_dir_;
  std::filesystem::path trace_file_;
  // The points' merged rows (scenario::merge_point), not each point's result: memory grows by a
  // point's rows, not by its tables, plots and notes.
  report::JobOutcome merged_;
  scenario::PointResult first_;  // the first point's assignments (and an unswept run's input)
  std::size_t count_ = 0;        // points added
  bool swept_ = false;
  // Notes `path` in the folder's list of written files when it is a file of the folder.
  void note_written(const std::filesystem::path& path);

  std::map<std::string, bool> csv_started_;
  std::vector<std::string> written_names_;  // the list of .hwsim-files, in first-written order
  std::unique_ptr<io::FolderLock> lock_;
};

}  // namespace hwsim::cli
