#pragma once
// Plots through gnuplot: for each PlotSpec, writes <dir>/<name>.dat (the data, one block per
// group), <dir>/<name>.gp (a script that renders <name>.png) and, when gnuplot is on PATH, runs it.
// The script and data are always written, so a plot can be re-rendered or restyled by hand.
#include <filesystem>
#include <string>
#include <vector>

#include "sim/report/table.hpp"

namespace hwsim::report {

struct PlotFiles {
  std::filesystem::path script, data, image;
  bool rendered = false;  // false when gnuplot is missing or failed (the reason is in `message`)
  std::string message;
};

// The gnuplot script for a plot whose data file is `data_file` and output `image_file` (names only,
// relative to the script's folder). std::invalid_argument if the spec names columns not in `table`.
std::string gnuplot_script(const PlotSpec& spec, const Table& table, const std::string& data_file,
                           const std::string& image_file);
std::string gnuplot_data(const PlotSpec& spec, const Table& table);

PlotFiles write_plot(const PlotSpec& spec, const Table& table, const std::filesystem::path& dir);

// write_plot in two halves, so that the caller writes other outputs while gnuplot draws: the
// constructor writes the data and script and starts gnuplot; wait() waits for it and returns what
// write_plot would have (once; a second call returns the same). Destroyed unwaited, it still waits
// for its gnuplot, leaving no child behind.
class PendingPlot {
 public:
  PendingPlot(const PlotSpec& spec, const Table& table, const std::filesystem::path& dir);
  ~PendingPlot();
  PendingPlot(const PendingPlot&) = delete;
  PendingPlot& operator=(const PendingPlot&) = delete;
  PlotFiles wait();

 private:
  PlotFiles files_;
  std::string script_;
  int pid_ = -1;  // gnuplot's process while not waited for; -1 when it did not start or is done
  bool waited_ = false;
};

// The names write_plot writes for `spec` in its folder: the data, the script and the image.
std::vector<std::string> plot_file_names(const PlotSpec& spec);

}  // namespace hwsim::report
