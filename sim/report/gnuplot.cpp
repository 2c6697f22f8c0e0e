#include "sim/report/gnuplot.hpp"

#include <spawn.h>
#include <sys/wait.h>

#include <algorithm>
#include <fstream>
#include <stdexcept>

#include "sim/io/atomic_file.hpp"
#include "sim/report/writers.hpp"

extern char** environ;

namespace hwsim::report {
namespace {

// Distinct values of the group column in first-seen order (or one unnamed group).
std::vector<std::string> groups_of(const PlotSpec& spec, const Table& table) {
  std::vector<std::string> groups;
  if (spec.group.empty()) return {""};
  const std::size_t g = table.column_index(spec.group);
  for (const auto& row : table.rows) {
    const std::string value = format_cell(row[g], table.columns[g]);
    if (std::find(groups.begin(), groups.end(), value) == groups.end()) groups.push_back(value);
  }
  return groups;
}

// Whether the x column holds numbers (its first non-empty cell decides).
bool x_is_numeric(const PlotSpec& spec, const Table& table) {
  const std::size_t x = table.column_index(spec.x);
  for (const auto& row : table.rows) {
    if (std::holds_alternative<std::monostate>(row[x])) continue;
    return !std::holds_alternative<std::string>(row[x]);
  }
  return true;
}

std::string gp_quote(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

bool run_gnuplot(const std::filesystem::path& dir, const std::string& script,
                 std::string& message) {
  pid_t pid = 0;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", 0x1 /* O_WRONLY */, 0);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", 0x1, 0);
  // The script is named relative to `dir`: gnuplot runs the `cd` first, then loads the file, so a
  // path through a relative `dir` would be resolved twice.
  const std::string script_path = script;
  const std::string dir_arg = "cd " + gp_quote(dir.string());
  // gnuplot -e 'cd "<dir>"' <script>: relative data and image paths resolve inside the output
  // folder.
  char* argv[] = {const_cast<char*>("gnuplot"), const_cast<char*>("-e"),
                  const_cast<char*>(dir_arg.c_str()), const_cast<char*>(script_path.c_str()),
                  nullptr};
  const int spawned = posix_spawnp(&pid, "gnuplot", &actions, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) {
    message = "gnuplot not found: wrote the script and data only";
    return false;
  }
  int status = 0;
  waitpid(pid, &status, 0);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    message = "gnuplot failed on " + script;
    return false;
  }
  return true;
}

}  // namespace

std::string gnuplot_data(const PlotSpec& spec, const Table& table) {
  const std::size_t x = table.column_index(spec.x);
  const bool numeric_x = x_is_numeric(spec, table) && spec.style == PlotSpec::Style::lines;
  std::vector<std::size_t> ys;
  for (const std::string& y : spec.y) ys.push_back(table.column_index(y));
  const std::vector<std::string> groups = groups_of(spec, table);
  std::string out = "# " + spec.x;
  for (const std::string& y : spec.y) out += " " + y;
  out += "\n";
  for (std::size_t gi = 0; gi < groups.size(); ++gi) {
    if (gi > 0) out += "\n\n";  // two blank lines separate gnuplot data blocks (index)
    out += "# group " + (groups[gi].empty() ? std::string("all") : groups[gi]) + "\n";
    for (const auto& row : table.rows) {
      if (!spec.group.empty()) {
        const std::size_t g = table.column_index(spec.group);
        if (format_cell(row[g], table.columns[g]) != groups[gi]) continue;
      }
      // Numbers stay bare so gnuplot reads them as coordinates; labels are quoted (they may hold
      // spaces).
      const std::string x_text = format_cell(row[x], table.columns[x]);
      out += numeric_x ? (x_text.empty() ? std::string("NaN") : x_text) : gp_quote(x_text);
      for (std::size_t y : ys) {
        const std::string cell = format_cell(row[y], table.columns[y]);
        out += " " + (cell.empty() ? std::string("NaN") : cell);
      }
      out += "\n";
    }
  }
  return out;
}

std::string gnuplot_script(const PlotSpec& spec, const Table& table, const std::string& data_file,
                           const std::string& image_file) {
  for (const std::string& y : spec.y) table.column_index(y);  // validates the names
  table.column_index(spec.x);
  const std::vector<std::string> groups = groups_of(spec, table);
  std::string s;
  s += "set terminal pngcairo size 1200,700 noenhanced font 'sans,10'\n";
  s += "set output " + gp_quote(image_file) + "\n";
  s += "set title " + gp_quote(spec.title) + "\n";
  s += "set xlabel " + gp_quote(spec.x_label.empty() ? spec.x : spec.x_label) + "\n";
  s += "set ylabel " + gp_quote(spec.y_label) + "\n";
  s += "set key outside right top\nset grid ytics\n";
  if (spec.log_x) s += "set logscale x\n";
  if (spec.log_y) s += "set logscale y\n";
  std::vector<std::string> parts;
  if (spec.style == PlotSpec::Style::stacked_bars) {
    // One panel per group, each with its own y range (as the memory figures of the sources do: a
    // 405B model would flatten an 8B one on a shared axis).
    s += "set style data histograms\nset style histogram rowstacked\n";
    s += "set style fill solid 0.85 border -1\nset boxwidth 0.8\nset xtics rotate by -45\n";
    s += "set multiplot layout 1," + std::to_string(groups.size()) + " title " +
         gp_quote(spec.title) + "\nunset title\n";
    for (std::size_t gi = 0; gi < groups.size(); ++gi) {
      if (!groups[gi].empty()) s += "set title " + gp_quote(spec.group + " = " + groups[gi]) + "\n";
      if (gi + 1 < groups.size())
        s += "unset key\n";
      else
        s += "set key outside right top\n";
      std::string part = "plot " + gp_quote(data_file) + " index " + std::to_string(gi) +
                         " using 2:xtic(1) title " + gp_quote(spec.y[0]) + " lc 1";
      for (std::size_t yi = 1; yi < spec.y.size(); ++yi) {
        part += ", '' index " + std::to_string(gi) + " using " + std::to_string(yi + 2) +
                " title " + gp_quote(spec.y[yi]) + " lc " + std::to_string(yi + 1);
      }
      s += part + "\n";
    }
    return s + "unset multiplot\n";
  } else {
    s += "set datafile missing 'NaN'\n";
    // A numeric x axis is plotted by value; labels (method names) are spaced evenly by row.
    const std::string x_using = x_is_numeric(spec, table) ? "1" : "0";
    const std::string x_tics = x_using == "1" ? "" : ":xtic(1)";
    for (std::size_t gi = 0; gi < groups.size(); ++gi) {
      for (std::size_t yi = 0; yi < spec.y.size(); ++yi) {
        std::string title = spec.y.size() > 1 || groups[gi].empty() ? spec.y[yi] : "";
        if (!groups[gi].empty()) title = groups[gi] + (title.empty() ? "" : " " + title);
        parts.push_back(gp_quote(data_file) + " index " + std::to_string(gi) + " using " + x_using +
                        ":" + std::to_string(yi + 2) + x_tics + " with linespoints title " +
                        gp_quote(title));
      }
    }
  }
  s += "plot ";
  for (std::size_t i = 0; i < parts.size(); ++i) s += (i ? ", \\\n     " : "") + parts[i];
  return s + "\n";
}

PlotFiles write_plot(const PlotSpec& spec, const Table& table, const std::filesystem::path& dir) {
  PlotFiles files;
  files.data = dir / (spec.name + ".dat");
  files.script = dir / (spec.name + ".gp");
  files.image = dir / (spec.name + ".png");
  io::write_file_atomically(files.data, gnuplot_data(spec, table));
  io::write_file_atomically(files.script,
                            gnuplot_script(spec, table, spec.name + ".dat", spec.name + ".png"));
  files.rendered = run_gnuplot(dir, spec.name + ".gp", files.message);
  return files;
}

}  // namespace hwsim::report
