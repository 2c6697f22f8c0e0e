#include "sim/report/table.hpp"

#include <stdexcept>

namespace hwsim::report {

std::size_t Table::column_index(const std::string& column_name) const {
  for (std::size_t i = 0; i < columns.size(); ++i) {
    if (columns[i].name == column_name) return i;
  }
  throw std::out_of_range("table '" + name + "' has no column '" + column_name + "'");
}

void Table::add_row(std::vector<Cell> row) {
  if (row.size() != columns.size()) {
    throw std::invalid_argument("table '" + name + "': row has " + std::to_string(row.size()) +
                                " cells, expected " + std::to_string(columns.size()));
  }
  rows.push_back(std::move(row));
}

}  // namespace hwsim::report
