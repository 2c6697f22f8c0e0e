#pragma once
// The one result shape every job produces: named tables of typed columns. Report writers (text
// table, CSV, JSON) and plots consume only this, so a new job kind needs no new output code.
#include <cstdint>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace hwsim::report {

// How a numeric column is stored and shown. Values are stored in the unit named by `unit`
// (e.g. "GB", "ms", "GiB", "%", "x"): the table holds what the user reads, converted once by the
// job.
struct Column {
  Column(std::string name_, std::string unit_ = "", int decimals_ = 2, std::string heading_ = "")
      : name(std::move(name_)),
        unit(std::move(unit_)),
        decimals(decimals_),
        heading(std::move(heading_)) {}
  std::string name;     // machine-friendly key, e.g. "total_ms"; also the CSV/JSON field name
  std::string unit;     // shown in the text header, e.g. "ms"; empty for labels and counts
  int decimals = 2;     // digits after the point in text and CSV (JSON keeps full precision)
  std::string heading;  // text-table heading; defaults to name when empty
};

using Cell = std::variant<std::monostate, std::string, double, std::int64_t>;  // monostate = empty

struct Table {
  std::string name;   // file stem for CSV/JSON, e.g. "memory_terms"
  std::string title;  // shown above the text table
  std::vector<Column> columns;
  std::vector<std::vector<Cell>> rows;
  std::vector<std::string> notes;  // printed under the text table (assumptions, sources)

  std::size_t column_index(const std::string& column_name) const;  // std::out_of_range if absent
  void add_row(std::vector<Cell> row);  // std::invalid_argument on a width mismatch
};

// A plot the job asks for; rendered with gnuplot when available (the data is always written as
// CSV).
struct PlotSpec {
  enum class Style { lines, stacked_bars };
  std::string name;  // file stem, e.g. "time_per_token_vs_budget"
  std::string title;
  std::string table;           // name of the Table holding the data
  std::string x;               // column for the x axis
  std::vector<std::string> y;  // columns plotted (one series each)
  std::string
      group;  // optional column: one panel (stacked bars) or one series set (lines) per value
  // Lines only, optional: one panel (side by side, up to 4 a row) per value of this column.
  std::string panel;
  // Rows plotted: those whose cells read these texts (column, text); empty: every row.
  std::vector<std::pair<std::string, std::string>> where;
  std::string x_label, y_label;
  Style style = Style::lines;
  bool log_x = false, log_y = false;
};

}  // namespace hwsim::report
