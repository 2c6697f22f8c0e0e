#include "sim/calibrate/fit_common.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

namespace hwsim::calibrate {

using nlohmann::json;

const json& member(const json& j, const char* key, const std::string& where) {
  if (!j.is_object() || !j.contains(key)) {
    throw std::invalid_argument("microbenchmark JSON: missing '" + where + key + "'");
  }
  return j.at(key);
}

double number(const json& j, const char* key, const std::string& where) {
  const json& v = member(j, key, where);
  if (!v.is_number())
    throw std::invalid_argument("microbenchmark JSON: '" + where + key + "' is not a number");
  return v.get<double>();
}

std::pair<double, double> relative_line_fit(const std::vector<double>& x,
                                            const std::vector<double>& y) {
  double s = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    const double w = 1.0 / (y[i] * y[i]);
    s += w;
    sx += w * x[i];
    sy += w * y[i];
    sxx += w * x[i] * x[i];
    sxy += w * x[i] * y[i];
  }
  const double det = s * sxx - sx * sx;
  if (x.size() < 2 || det <= 0)
    throw std::invalid_argument("microbenchmark JSON: too few points to fit a line");
  const double b = (s * sxy - sx * sy) / det;
  return {(sy - b * sx) / s, b};
}

std::pair<double, double> line_or_origin_fit(const std::vector<double>& x,
                                             const std::vector<double>& t) {
  auto [fixed, slope] = relative_line_fit(x, t);
  if (slope <= 0 || fixed < 0) {
    double sx = 0, st = 0;
    for (std::size_t i = 0; i < x.size(); ++i) sx += x[i], st += t[i];
    fixed = 0;
    slope = st / sx;
  }
  return {fixed, slope};
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

std::string fmt(double value) {
  std::ostringstream s;
  s.precision(6);
  s << value;
  return s.str();
}

ProfileEmitter::ProfileEmitter(const std::string& comment) {
  e_ << YAML::Comment(comment) << YAML::BeginMap;
}
void ProfileEmitter::text(const std::string& key, const std::string& value) {
  e_ << YAML::Key << key << YAML::Value << YAML::DoubleQuoted << value;
}
void ProfileEmitter::open(const std::string& key) {
  e_ << YAML::Key << key << YAML::Value << YAML::BeginMap;
}
void ProfileEmitter::close() { e_ << YAML::EndMap; }
void ProfileEmitter::open_list(const std::string& key) {
  e_ << YAML::Key << key << YAML::Value << YAML::BeginSeq;
}
void ProfileEmitter::close_list() { e_ << YAML::EndSeq; }
void ProfileEmitter::value(const std::string& key, const std::string& text,
                           const std::string& source) {
  e_ << YAML::Key << key << YAML::Value;
  row({{"value", text}, {"source", source}});
}
void ProfileEmitter::quantity(const std::string& key, double v, io::Unit unit,
                              const std::string& source) {
  value(key, io::format_quantity(v, unit), source);
}
void ProfileEmitter::row(const std::vector<std::pair<std::string, Cell>>& cells) {
  e_ << YAML::Flow << YAML::BeginMap;
  for (const auto& [key, cell] : cells) {
    e_ << YAML::Key << key << YAML::Value;
    if (const int* n = std::get_if<int>(&cell))
      e_ << *n;
    else
      e_ << YAML::DoubleQuoted << std::get<std::string>(cell);
  }
  e_ << YAML::EndMap;
}
void ProfileEmitter::entry(const std::string& key,
                           const std::vector<std::pair<std::string, Cell>>& cells) {
  e_ << YAML::Key << key << YAML::Value;
  row(cells);
}
void ProfileEmitter::latency_row(double request_bytes, int queue_depth, double latency,
                                 const std::string& source) {
  row({{"request_bytes", io::format_quantity(request_bytes, io::Unit::bytes)},
       {"queue_depth", queue_depth},
       {"latency", io::format_quantity(latency, io::Unit::seconds)},
       {"source", source}});
}
std::string ProfileEmitter::finish() {
  e_ << YAML::EndMap;
  if (!e_.good()) throw std::logic_error("profile emitter: " + e_.GetLastError());
  return std::string(e_.c_str()) + "\n";
}

}  // namespace hwsim::calibrate
