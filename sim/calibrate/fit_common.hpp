#pragma once
// What the fits of `hwsim calibrate` share: reading numbers out of a measurement document with
// errors that name the member, line fits, and the YAML emitter that writes every fitted value as
// {value, source}.
#include <yaml-cpp/yaml.h>

#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "sim/io/units.hpp"

namespace hwsim::calibrate {

// The member `key` of object `j` ("where" + key names it in the error); std::invalid_argument when
// it is missing.
const nlohmann::json& member(const nlohmann::json& j, const char* key, const std::string& where);
// The same member as a number; std::invalid_argument when it is not one.
double number(const nlohmann::json& j, const char* key, const std::string& where);

// y = a + b x minimising the sum of ((a + b x - y) / y)^2 (every point counts by its relative
// error). std::invalid_argument with fewer than two distinct x.
std::pair<double, double> relative_line_fit(const std::vector<double>& x,
                                            const std::vector<double>& y);
// time = fixed + x * slope by relative least squares; a degenerate fit (slope <= 0 or fixed < 0)
// falls back to a slope through the origin (total time / total x).
std::pair<double, double> line_or_origin_fit(const std::vector<double>& x,
                                             const std::vector<double>& t);
double median(std::vector<double> v);  // of a non-empty list
std::string fmt(double value);         // 6 significant digits

// Writes a profile with yaml-cpp's emitter: sections as block maps, every number as a flow map
// {value, source} on its own line, measured tables as block lists of flow maps (one row a line);
// text is double-quoted. The document ends with a newline.
class ProfileEmitter {
 public:
  // A cell of a table row: an integer written bare, or text written quoted.
  using Cell = std::variant<int, std::string>;

  explicit ProfileEmitter(const std::string& comment);
  void text(const std::string& key, const std::string& value);
  void open(const std::string& key);
  void close();
  void open_list(const std::string& key);
  void close_list();
  void value(const std::string& key, const std::string& text, const std::string& source);
  void quantity(const std::string& key, double v, io::Unit unit, const std::string& source);
  // A flow map of `cells` in order (a table row, or a {value, source} pair).
  void row(const std::vector<std::pair<std::string, Cell>>& cells);
  // `key`: a flow map of `cells` (one entry of a block map).
  void entry(const std::string& key, const std::vector<std::pair<std::string, Cell>>& cells);
  // One row of a storage latency table (request bytes, queue depth, seconds).
  void latency_row(double request_bytes, int queue_depth, double latency,
                   const std::string& source);
  // Closes the document; call once, last.
  std::string finish();

 private:
  YAML::Emitter e_;
};

}  // namespace hwsim::calibrate
