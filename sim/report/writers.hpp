#pragma once
// Text, CSV and JSON renderings of result tables. All output is deterministic: columns and rows in
// table order, numbers printed with a fixed number of decimals (text, CSV) or shortest round-trip
// precision (JSON).
#include <string>
#include <vector>

#include "sim/report/table.hpp"

namespace hwsim::report {

// One cell as text with the column's decimals; empty cells render as "".
std::string format_cell(const Cell& cell, const Column& column);

// An aligned, human-readable table: title, header "name [unit]", rows, then notes.
std::string to_text(const Table& table);

// RFC 4180 CSV: a header row of column names (unit appended as "name_unit" is not done: units are
// in the JSON and text outputs; CSV headers are the machine names), then one line per row.
std::string to_csv(const Table& table);

// {"tables": [{"name", "title", "columns": [{"name", "unit"}], "rows": [{col: value}], "notes"}]}
std::string to_json(const std::vector<Table>& tables);

}  // namespace hwsim::report
