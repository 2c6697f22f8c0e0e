#include "sim/cli/output.hpp"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <memory>

#include "sim/cli/commands.hpp"
#include "sim/io/atomic_file.hpp"
#include "sim/io/resolved.hpp"
#include "sim/report/chrome_trace.hpp"
#include "sim/report/gnuplot.hpp"
#include "sim/report/run_summary.hpp"
#include "sim/report/writers.hpp"

namespace hwsim::cli {
namespace {

// A failed stream write, with the system's reason when it left one (a folder in the file's place,
// a full disk, a missing parent folder).
[[noreturn]] void write_failed(const std::filesystem::path& path, int error) {
  throw std::runtime_error("cannot write " + path.string() +
                           (error != 0 ? std::string(": ") + std::strerror(error) : ""));
}

void write_file(const std::filesystem::path& path, const std::string& text) {
  io::write_file_atomically(path, text);
}

constexpr const char* kWrittenList = ".hwsim-files";

// Whether `name` can be a file a run wrote into its folder: a plain name, not the list itself.
bool own_file_name(const std::string& name) {
  return !name.empty() && name != "." && name != ".." && name != kWrittenList &&
         name.find('/') == std::string::npos && name.find('\0') == std::string::npos;
}

// Removes the regular files a previous run listed in `folder`'s written-file list (see
// ResultWriter); a listed name that is gone, or is now a folder or link, is left alone.
void remove_previous_output(const std::filesystem::path& folder) {
  std::ifstream list(folder / kWrittenList, std::ios::binary);
  std::string name;
  while (std::getline(list, name)) {
    if (!own_file_name(name)) continue;
    const std::filesystem::path path = folder / name;
    std::error_code error;
    if (!std::filesystem::is_regular_file(std::filesystem::symlink_status(path, error))) continue;
    if (!std::filesystem::remove(path, error) && error) {
      throw std::runtime_error("cannot remove " + path.string() +
                               ", written by an earlier run: " + error.message());
    }
  }
}

}  // namespace

Format parse_format(const std::string& text) {
  if (text == "table") return Format::table;
  if (text == "csv") return Format::csv;
  if (text == "json") return Format::json;
  throw UsageError("--format must be table, csv or json, got '" + text + "'");
}

void print_tables(const std::vector<report::Table>& tables, Format format, std::ostream& out) {
  if (format == Format::json) {
    out << report::to_json(tables);
    return;
  }
  for (std::size_t i = 0; i < tables.size(); ++i) {
    out << (i ? "\n" : "");
    if (format == Format::csv) {
      out << "# " << tables[i].name << "\n" << report::to_csv(tables[i]);
    } else {
      out << report::to_text(tables[i]);
    }
  }
}

ResultWriter::ResultWriter(std::filesystem::path out_dir, std::filesystem::path trace_file)
    : out_dir_(std::move(out_dir)), trace_file_(std::move(trace_file)) {
  std::filesystem::create_directories(out_dir_);
  lock_ = std::make_unique<io::FolderLock>(out_dir_);
  if (trace_file_.empty()) trace_file_ = out_dir_ / "trace.json";
  remove_previous_output(out_dir_);
  write_file(out_dir_ / kWrittenList, "");
}

void ResultWriter::note_written(const std::filesystem::path& path) {
  if (path.parent_path() != out_dir_) return;  // e.g. a --trace file elsewhere
  const std::string name = path.filename().string();
  if (!own_file_name(name)) return;
  for (const std::string& known : written_names_) {
    if (known == name) return;
  }
  written_names_.push_back(name);
  std::string text;
  for (const std::string& known : written_names_) text += known + "\n";
  write_file(out_dir_ / kWrittenList, text);
}

void ResultWriter::add_point(scenario::PointResult point) {
  if (count_ == 0) swept_ = !point.point.assignments.empty();
  // A sweep's resolved inputs go to resolved.yaml as they come (one document per point, with its
  // label); an unswept run's single input is written whole by finish().
  if (swept_) {
    note_written(out_dir_ / "resolved.yaml");
    errno = 0;
    std::ofstream file(out_dir_ / "resolved.yaml",
                       count_ == 0 ? std::ios::binary : std::ios::app | std::ios::binary);
    file << "---\n# sweep point: " << point.point.label << "\n" << point.resolved_yaml;
    if (!file) write_failed(out_dir_ / "resolved.yaml", errno);
    point.resolved_yaml.clear();
  }
  if (count_ == 0) {
    first_.point = point.point;
    first_.resolved_yaml = point.resolved_yaml;
  }
  ++count_;
  const report::JobOutcome prefixed = scenario::merge({point});
  // Only the last traced point is written: the merged outcome keeps the newest trace and drops the
  // one before, so memory does not grow with the number of points.
  scenario::merge_point(merged_, point, swept_);
  for (const report::Table& table : prefixed.tables) {
    const std::filesystem::path path = out_dir_ / (table.name + ".csv");
    const bool started = csv_started_[table.name];
    if (!started) note_written(path);
    errno = 0;
    std::ofstream file(path, started ? std::ios::app | std::ios::binary : std::ios::binary);
    std::string csv = report::to_csv(table);
    if (started) csv.erase(0, csv.find('\n') + 1);  // header already written
    file << csv;
    file.close();  // buffered rows reach the disk here: a full disk must fail now, not silently
    if (!file) write_failed(path, errno);
    csv_started_[table.name] = true;
  }
}

std::vector<std::filesystem::path> ResultWriter::finish(Format format, std::ostream& out) {
  std::vector<std::filesystem::path> written;
  report::JobOutcome merged = std::move(merged_);
  if (count_ > 0) scenario::finish_merge(merged, first_);
  if (merged.trace) {
    merged.tables.push_back(report::resource_usage_table(*merged.trace));
    merged.tables.push_back(report::critical_path_table(*merged.trace));
  }
  // Plots first: gnuplot draws them while the trace and tables are written.
  std::vector<std::unique_ptr<report::PendingPlot>> plots;
  for (const report::PlotSpec& plot : merged.plots) {
    for (const report::Table& table : merged.tables) {
      if (table.name != plot.table) continue;
      for (const std::string& name : report::plot_file_names(plot)) note_written(out_dir_ / name);
      plots.push_back(std::make_unique<report::PendingPlot>(plot, table, out_dir_));
    }
  }
  if (merged.trace) {
    {
      note_written(trace_file_);
      errno = 0;
      std::ofstream file(trace_file_, std::ios::binary);
      report::write_chrome_trace(*merged.trace, file);
      if (!file) write_failed(trace_file_, errno);
    }
    written.push_back(trace_file_);
    // The run-summary tables describe the traced run only; their CSVs are written here.
    for (std::size_t i = merged.tables.size() - 2; i < merged.tables.size(); ++i) {
      write_file(out_dir_ / (merged.tables[i].name + ".csv"), report::to_csv(merged.tables[i]));
    }
  }
  for (const report::Table& table : merged.tables) {
    written.push_back(out_dir_ / (table.name + ".csv"));
    note_written(written.back());
  }
  note_written(out_dir_ / "results.json");
  note_written(out_dir_ / "resolved.yaml");
  write_file(out_dir_ / "results.json", report::to_json(merged.tables));
  written.push_back(out_dir_ / "results.json");
  if (count_ == 0 || (count_ == 1 && !swept_)) {
    write_file(out_dir_ / "resolved.yaml", first_.resolved_yaml);
  }
  written.push_back(out_dir_ / "resolved.yaml");
  for (const auto& plot : plots) {
    const report::PlotFiles files = plot->wait();
    written.push_back(files.rendered ? files.image : files.script);
  }
  print_tables(merged.tables, format, out);
  return written;
}

}  // namespace hwsim::cli
