#include "sim/report/gnuplot.hpp"

#include <spawn.h>
#include <sys/wait.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <map>
#include <stdexcept>

#include "sim/io/atomic_file.hpp"
#include "sim/io/quoted.hpp"
#include "sim/report/writers.hpp"

extern char** environ;

namespace hwsim::report {
namespace {

// The rows a plot draws: those whose cells read spec.where's texts, in table order.
std::vector<std::size_t> plotted_rows(const PlotSpec& spec, const Table& table) {
  std::vector<std::pair<std::size_t, std::string>> where;
  for (const auto& [column, text] : spec.where)
    where.emplace_back(table.column_index(column), text);
  std::vector<std::size_t> rows;
  for (std::size_t r = 0; r < table.rows.size(); ++r) {
    bool kept = true;
    for (const auto& [c, text] : where)
      kept = kept && format_cell(table.rows[r][c], table.columns[c]) == text;
    if (kept) rows.push_back(r);
  }
  return rows;
}

// The data blocks of a plot: one per panel and group (values in first-seen order; one unnamed
// value when the column is not given), block p * groups + g holding the rows of panel p, group g.
// Stacked bars put each group in a panel of its own and take no `panel`.
struct Blocks {
  std::vector<std::string> panels, groups;
  std::vector<std::vector<std::size_t>> rows;
};

Blocks blocks_of(const PlotSpec& spec, const Table& table) {
  const std::string panel = spec.style == PlotSpec::Style::lines ? spec.panel : "";
  Blocks b;
  std::map<std::string, std::size_t> panel_at, group_at;   // a sweep may give 10^5 values
  std::vector<std::pair<std::size_t, std::size_t>> where;  // per row: (panel, group)
  const auto index = [&](const std::string& column, std::size_t r,
                         std::map<std::string, std::size_t>& at, std::vector<std::string>& seen) {
    std::string value;
    if (!column.empty()) {
      const std::size_t c = table.column_index(column);
      value = format_cell(table.rows[r][c], table.columns[c]);
    }
    const auto [it, fresh] = at.emplace(value, seen.size());
    if (fresh) seen.push_back(value);
    return it->second;
  };
  const std::vector<std::size_t> rows = plotted_rows(spec, table);
  for (const std::size_t r : rows) {
    where.emplace_back(index(panel, r, panel_at, b.panels),
                       index(spec.group, r, group_at, b.groups));
  }
  if (b.panels.empty()) b.panels = {""};
  if (b.groups.empty()) b.groups = {""};
  b.rows.resize(b.panels.size() * b.groups.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    b.rows[where[i].first * b.groups.size() + where[i].second].push_back(rows[i]);
  }
  return b;
}

// A cell's text as a number, if the whole text is one (sweep values are kept as their text).
bool numeric_text(const std::string& text) {
  if (text.empty()) return false;
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  return end == text.c_str() + text.size() && std::isfinite(value);
}

// Whether the x column holds numbers (its first non-empty cell decides).
bool x_is_numeric(const PlotSpec& spec, const Table& table) {
  const std::size_t x = table.column_index(spec.x);
  for (const auto& row : table.rows) {
    if (std::holds_alternative<std::monostate>(row[x])) continue;
    const auto* text = std::get_if<std::string>(&row[x]);
    return !text || numeric_text(*text);
  }
  return true;
}

// Starts gnuplot on `script` inside `dir`; returns its process id, or -1 when it cannot start.
pid_t spawn_gnuplot(const std::filesystem::path& dir, const std::string& script) {
  pid_t pid = 0;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", 0x1 /* O_WRONLY */, 0);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", 0x1, 0);
  // The script is named relative to `dir`: gnuplot runs the `cd` first, then loads the file, so a
  // path through a relative `dir` would be resolved twice.
  const std::string script_path = script;
  const std::string dir_arg = "cd " + io::double_quoted(dir.string());
  // gnuplot -e 'cd "<dir>"' <script>: relative data and image paths resolve inside the output
  // folder.
  char* argv[] = {const_cast<char*>("gnuplot"), const_cast<char*>("-e"),
                  const_cast<char*>(dir_arg.c_str()), const_cast<char*>(script_path.c_str()),
                  nullptr};
  const int spawned = posix_spawnp(&pid, "gnuplot", &actions, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  return spawned == 0 ? pid : -1;
}

}  // namespace

std::string gnuplot_data(const PlotSpec& spec, const Table& table) {
  const std::size_t x = table.column_index(spec.x);
  const bool numeric_x = x_is_numeric(spec, table) && spec.style == PlotSpec::Style::lines;
  std::vector<std::size_t> ys;
  for (const std::string& y : spec.y) ys.push_back(table.column_index(y));
  const Blocks blocks = blocks_of(spec, table);
  std::string out = "# " + spec.x;
  for (const std::string& y : spec.y) out += " " + y;
  out += "\n";
  for (std::size_t bi = 0; bi < blocks.rows.size(); ++bi) {
    if (bi > 0) out += "\n\n";  // two blank lines separate gnuplot data blocks (index)
    const std::string& panel = blocks.panels[bi / blocks.groups.size()];
    const std::string& group = blocks.groups[bi % blocks.groups.size()];
    out += "# " + (panel.empty() ? std::string() : "panel " + panel + " ") + "group " +
           (group.empty() ? std::string("all") : group) + "\n";
    for (const std::size_t r : blocks.rows[bi]) {
      const auto& row = table.rows[r];
      // Numbers stay bare so gnuplot reads them as coordinates; labels are quoted (they may hold
      // spaces).
      const std::string x_text = format_cell(row[x], table.columns[x]);
      out += numeric_x ? (x_text.empty() ? std::string("NaN") : x_text) : io::double_quoted(x_text);
      for (std::size_t y : ys) {
        const std::string cell = format_cell(row[y], table.columns[y]);
        out += " " + (cell.empty() ? std::string("NaN") : cell);
      }
      out += "\n";
    }
  }
  return out;
}

namespace {

// The stacked bars: one panel per group, each with its own y range (as the memory figures of the
// sources do: a 405B model would flatten an 8B one on a shared axis).
std::string bars_script(const PlotSpec& spec, const Blocks& blocks, const std::string& data_file) {
  const std::vector<std::string>& groups = blocks.groups;
  std::string s = "set style data histograms\nset style histogram rowstacked\n";
  s += "set style fill solid 0.85 border -1\nset boxwidth 0.8\nset xtics rotate by -45\n";
  s += "set multiplot layout 1," + std::to_string(groups.size()) + " title " +
       io::double_quoted(spec.title) + "\nunset title\n";
  for (std::size_t gi = 0; gi < groups.size(); ++gi) {
    if (!groups[gi].empty())
      s += "set title " + io::double_quoted(spec.group + " = " + groups[gi]) + "\n";
    if (gi + 1 < groups.size())
      s += "unset key\n";
    else
      s += "set key outside right top\n";
    std::string part = "plot " + io::double_quoted(data_file) + " index " + std::to_string(gi) +
                       " using 2:xtic(1) title " + io::double_quoted(spec.y[0]) + " lc 1";
    for (std::size_t yi = 1; yi < spec.y.size(); ++yi) {
      part += ", '' index " + std::to_string(gi) + " using " + std::to_string(yi + 2) + " title " +
              io::double_quoted(spec.y[yi]) + " lc " + std::to_string(yi + 1);
    }
    s += part + "\n";
  }
  return s + "unset multiplot\n";
}

// The plot command of one panel of lines: a line per group and y column.
std::string lines_plot(const PlotSpec& spec, const Blocks& blocks, std::size_t panel,
                       bool numeric_x, const std::string& data_file) {
  // A numeric x axis is plotted by value; labels (method names) are spaced evenly by row.
  const std::string x_using = numeric_x ? "1" : "0";
  const std::string x_tics = numeric_x ? "" : ":xtic(1)";
  std::vector<std::string> parts;
  for (std::size_t gi = 0; gi < blocks.groups.size(); ++gi) {
    const std::string& group = blocks.groups[gi];
    const std::size_t index = panel * blocks.groups.size() + gi;
    for (std::size_t yi = 0; yi < spec.y.size(); ++yi) {
      std::string title = spec.y.size() > 1 || group.empty() ? spec.y[yi] : "";
      if (!group.empty()) title = group + (title.empty() ? "" : " " + title);
      parts.push_back(io::double_quoted(data_file) + " index " + std::to_string(index) + " using " +
                      x_using + ":" + std::to_string(yi + 2) + x_tics + " with linespoints title " +
                      io::double_quoted(title));
    }
  }
  std::string s = "plot ";
  for (std::size_t i = 0; i < parts.size(); ++i) s += (i ? ", \\\n     " : "") + parts[i];
  return s + "\n";
}

}  // namespace

std::string gnuplot_script(const PlotSpec& spec, const Table& table, const std::string& data_file,
                           const std::string& image_file) {
  for (const std::string& y : spec.y) table.column_index(y);  // validates the names
  table.column_index(spec.x);
  const Blocks blocks = blocks_of(spec, table);
  std::string s;
  s += "set terminal pngcairo size 1200,700 noenhanced font 'sans,10'\n";
  s += "set output " + io::double_quoted(image_file) + "\n";
  s += "set title " + io::double_quoted(spec.title) + "\n";
  s += "set xlabel " + io::double_quoted(spec.x_label.empty() ? spec.x : spec.x_label) + "\n";
  s += "set ylabel " + io::double_quoted(spec.y_label) + "\n";
  s += "set key outside right top\nset grid ytics\n";
  if (spec.log_x) s += "set logscale x\n";
  if (spec.log_y) s += "set logscale y\n";
  if (spec.style == PlotSpec::Style::stacked_bars) return s + bars_script(spec, blocks, data_file);
  s += "set datafile missing 'NaN'\n";
  const bool numeric_x = x_is_numeric(spec, table);
  if (spec.panel.empty()) return s + lines_plot(spec, blocks, 0, numeric_x, data_file);
  // One panel per value, up to 4 a row; the key is drawn once, beside the last.
  const std::size_t panels = blocks.panels.size();
  const std::size_t columns = std::min<std::size_t>(panels, 4);
  s += "set multiplot layout " + std::to_string((panels + columns - 1) / columns) + "," +
       std::to_string(columns) + " title " + io::double_quoted(spec.title) + "\n";
  for (std::size_t p = 0; p < panels; ++p) {
    s += "set title " + io::double_quoted(spec.panel + " = " + blocks.panels[p]) + "\n";
    s += p + 1 < panels ? "unset key\n" : "set key outside right top\n";
    s += lines_plot(spec, blocks, p, numeric_x, data_file);
  }
  return s + "unset multiplot\n";
}

std::vector<std::string> plot_file_names(const PlotSpec& spec) {
  return {spec.name + ".dat", spec.name + ".gp", spec.name + ".png"};
}

PendingPlot::PendingPlot(const PlotSpec& spec, const Table& table,
                         const std::filesystem::path& dir) {
  const std::vector<std::string> names = plot_file_names(spec);
  files_.data = dir / names[0];
  files_.script = dir / names[1];
  files_.image = dir / names[2];
  io::write_file_atomically(files_.data, gnuplot_data(spec, table));
  io::write_file_atomically(files_.script,
                            gnuplot_script(spec, table, spec.name + ".dat", spec.name + ".png"));
  script_ = spec.name + ".gp";
  pid_ = spawn_gnuplot(dir, script_);
}

namespace {
// Waits for child `pid` through interruptions; false when it cannot be waited for.
bool reap(pid_t pid, int& status) {
  for (;;) {
    if (waitpid(pid, &status, 0) == pid) return true;
    if (errno != EINTR) return false;
  }
}
}  // namespace

PendingPlot::~PendingPlot() {
  int status = 0;
  if (pid_ > 0) reap(pid_, status);  // a run that failed meanwhile leaves no child behind
}

PlotFiles PendingPlot::wait() {
  if (pid_ < 0) {
    if (!waited_) files_.message = "gnuplot not found: wrote the script and data only";
  } else {
    int status = 0;
    const bool reaped = reap(pid_, status);
    pid_ = -1;
    files_.rendered = reaped && WIFEXITED(status) && WEXITSTATUS(status) == 0;
    if (!files_.rendered) files_.message = "gnuplot failed on " + script_;
  }
  waited_ = true;
  return files_;
}

PlotFiles write_plot(const PlotSpec& spec, const Table& table, const std::filesystem::path& dir) {
  return PendingPlot(spec, table, dir).wait();
}

}  // namespace hwsim::report
