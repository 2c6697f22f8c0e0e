#include "sim/report/writers.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace hwsim::report {
namespace {

std::string heading(const Column& column) {
  std::string text = column.heading.empty() ? column.name : column.heading;
  if (!column.unit.empty()) text += " [" + column.unit + "]";
  return text;
}

bool is_numeric(const Cell& cell) {
  return std::holds_alternative<double>(cell) || std::holds_alternative<std::int64_t>(cell);
}

std::string csv_escape(const std::string& text) {
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) {
    if (c == '"') quoted += '"';
    quoted += c;
  }
  return quoted + "\"";
}

}  // namespace

std::string format_cell(const Cell& cell, const Column& column) {
  if (const auto* text = std::get_if<std::string>(&cell)) return *text;
  if (const auto* integer = std::get_if<std::int64_t>(&cell)) return std::to_string(*integer);
  if (const auto* number = std::get_if<double>(&cell)) {
    if (std::isnan(*number)) return "nan";
    if (std::isinf(*number)) return *number > 0 ? "inf" : "-inf";
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", column.decimals, *number);
    // "-0.00" reads as a sign error to a user; print it as zero.
    std::string out = buffer;
    if (out[0] == '-' && out.find_first_not_of("-0.") == std::string::npos) out.erase(0, 1);
    return out;
  }
  return "";
}

std::string to_text(const Table& table) {
  const std::size_t n = table.columns.size();
  std::vector<std::size_t> width(n);
  std::vector<std::vector<std::string>> cells;
  for (std::size_t c = 0; c < n; ++c) width[c] = heading(table.columns[c]).size();
  for (const auto& row : table.rows) {
    std::vector<std::string> line;
    for (std::size_t c = 0; c < n; ++c) {
      line.push_back(format_cell(row[c], table.columns[c]));
      width[c] = std::max(width[c], line.back().size());
    }
    cells.push_back(std::move(line));
  }
  // Numbers right-aligned, labels left-aligned, decided per column from its first non-empty cell.
  std::vector<bool> right(n, false);
  for (std::size_t c = 0; c < n; ++c) {
    for (const auto& row : table.rows) {
      if (!std::holds_alternative<std::monostate>(row[c])) {
        right[c] = is_numeric(row[c]);
        break;
      }
    }
  }
  auto pad = [](const std::string& s, std::size_t w, bool align_right) {
    const std::string fill(w - s.size(), ' ');
    return align_right ? fill + s : s + fill;
  };
  std::string out;
  if (!table.title.empty()) out += table.title + "\n";
  std::string rule;
  for (std::size_t c = 0; c < n; ++c) {
    out += (c ? "  " : "") + pad(heading(table.columns[c]), width[c], right[c]);
    rule += (c ? "  " : "") + std::string(width[c], '-');
  }
  // Trailing spaces carry no meaning and make reference files fragile.
  auto trim = [](std::string s) {
    while (!s.empty() && s.back() == ' ') s.pop_back();
    return s;
  };
  out = trim(out) + "\n" + rule + "\n";
  for (const auto& line : cells) {
    std::string text;
    for (std::size_t c = 0; c < n; ++c) text += (c ? "  " : "") + pad(line[c], width[c], right[c]);
    out += trim(text) + "\n";
  }
  for (const std::string& note : table.notes) out += "  note: " + note + "\n";
  return out;
}

std::string to_csv(const Table& table) {
  std::string out;
  for (std::size_t c = 0; c < table.columns.size(); ++c) {
    out += (c ? "," : "") + csv_escape(table.columns[c].name);
  }
  out += "\n";
  for (const auto& row : table.rows) {
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
      out += (c ? "," : "") + csv_escape(format_cell(row[c], table.columns[c]));
    }
    out += "\n";
  }
  return out;
}

std::string to_json(const std::vector<Table>& tables) {
  nlohmann::ordered_json root;
  root["tables"] = nlohmann::ordered_json::array();
  for (const Table& table : tables) {
    nlohmann::ordered_json t;
    t["name"] = table.name;
    t["title"] = table.title;
    t["columns"] = nlohmann::ordered_json::array();
    for (const Column& column : table.columns) {
      t["columns"].push_back({{"name", column.name}, {"unit", column.unit}});
    }
    t["rows"] = nlohmann::ordered_json::array();
    for (const auto& row : table.rows) {
      nlohmann::ordered_json r = nlohmann::ordered_json::object();
      for (std::size_t c = 0; c < table.columns.size(); ++c) {
        const Cell& cell = row[c];
        const std::string& key = table.columns[c].name;
        if (const auto* text = std::get_if<std::string>(&cell)) {
          r[key] = *text;
        } else if (const auto* integer = std::get_if<std::int64_t>(&cell)) {
          r[key] = *integer;
        } else if (const auto* number = std::get_if<double>(&cell)) {
          // JSON has no NaN or infinity: write null rather than invalid JSON.
          r[key] = std::isfinite(*number) ? nlohmann::ordered_json(*number) : nullptr;
        } else {
          r[key] = nullptr;
        }
      }
      t["rows"].push_back(std::move(r));
    }
    t["notes"] = table.notes;
    root["tables"].push_back(std::move(t));
  }
  return root.dump(2) + "\n";
}

}  // namespace hwsim::report
