#include "sim/cli/point_codec.hpp"

#include <cstdint>
#include <cstring>
#include <stdexcept>

namespace hwsim::cli {
namespace {

class Writer {
 public:
  void u64(std::uint64_t v) { raw(&v, sizeof v); }
  void i64(std::int64_t v) { raw(&v, sizeof v); }
  void f64(double v) { raw(&v, sizeof v); }
  void str(const std::string& s) {
    u64(s.size());
    out_ += s;
  }
  void strings(const std::vector<std::string>& list) {
    u64(list.size());
    for (const std::string& s : list) str(s);
  }
  std::string take() { return std::move(out_); }

 private:
  void raw(const void* p, std::size_t n) { out_.append(static_cast<const char*>(p), n); }
  std::string out_;
};

class Reader {
 public:
  explicit Reader(const std::string& in) : in_(in) {}
  std::uint64_t u64() { return get<std::uint64_t>(); }
  std::int64_t i64() { return get<std::int64_t>(); }
  double f64() { return get<double>(); }
  std::string str() {
    const std::uint64_t n = u64();
    need(n);
    std::string s = in_.substr(at_, n);
    at_ += n;
    return s;
  }
  std::vector<std::string> strings() {
    std::vector<std::string> list(u64());
    for (std::string& s : list) s = str();
    return list;
  }
  bool done() const { return at_ == in_.size(); }

 private:
  template <typename T>
  T get() {
    need(sizeof(T));
    T v;
    std::memcpy(&v, in_.data() + at_, sizeof v);
    at_ += sizeof v;
    return v;
  }
  void need(std::uint64_t n) const {
    if (n > in_.size() - at_) throw std::runtime_error("truncated sweep-point message");
  }
  const std::string& in_;
  std::size_t at_ = 0;
};

void put_table(Writer& w, const report::Table& t) {
  w.str(t.name);
  w.str(t.title);
  w.u64(t.columns.size());
  for (const report::Column& c : t.columns) {
    w.str(c.name);
    w.str(c.unit);
    w.i64(c.decimals);
    w.str(c.heading);
  }
  w.u64(t.rows.size());
  for (const auto& row : t.rows) {
    for (const report::Cell& cell : row) {
      w.u64(cell.index());
      if (const auto* s = std::get_if<std::string>(&cell)) w.str(*s);
      if (const auto* d = std::get_if<double>(&cell)) w.f64(*d);
      if (const auto* i = std::get_if<std::int64_t>(&cell)) w.i64(*i);
    }
  }
  w.strings(t.notes);
}

report::Table get_table(Reader& r) {
  report::Table t;
  t.name = r.str();
  t.title = r.str();
  const std::uint64_t columns = r.u64();
  for (std::uint64_t c = 0; c < columns; ++c) {
    std::string name = r.str(), unit = r.str();
    const auto decimals = static_cast<int>(r.i64());
    t.columns.emplace_back(std::move(name), std::move(unit), decimals, r.str());
  }
  const std::uint64_t rows = r.u64();
  for (std::uint64_t i = 0; i < rows; ++i) {
    std::vector<report::Cell> row;
    for (std::uint64_t c = 0; c < columns; ++c) {
      switch (r.u64()) {
        case 0:
          row.emplace_back(std::monostate{});
          break;
        case 1:
          row.emplace_back(r.str());
          break;
        case 2:
          row.emplace_back(r.f64());
          break;
        case 3:
          row.emplace_back(r.i64());
          break;
        default:
          throw std::runtime_error("bad cell in sweep-point message");
      }
    }
    t.rows.push_back(std::move(row));
  }
  t.notes = r.strings();
  return t;
}

void put_plot(Writer& w, const report::PlotSpec& p) {
  for (const std::string* s : {&p.name, &p.title, &p.table, &p.x, &p.group, &p.x_label, &p.y_label})
    w.str(*s);
  w.strings(p.y);
  w.u64(p.style == report::PlotSpec::Style::stacked_bars ? 1 : 0);
  w.u64((p.log_x ? 1 : 0) | (p.log_y ? 2 : 0));
}

report::PlotSpec get_plot(Reader& r) {
  report::PlotSpec p;
  for (std::string* s : {&p.name, &p.title, &p.table, &p.x, &p.group, &p.x_label, &p.y_label})
    *s = r.str();
  p.y = r.strings();
  p.style = r.u64() == 1 ? report::PlotSpec::Style::stacked_bars : report::PlotSpec::Style::lines;
  const std::uint64_t logs = r.u64();
  p.log_x = logs & 1;
  p.log_y = logs & 2;
  return p;
}

}  // namespace

std::string encode_point(const scenario::PointResult& point) {
  Writer w;
  w.u64(point.point.assignments.size());
  for (const auto& [key, value] : point.point.assignments) {
    w.str(key);
    w.str(value);
  }
  w.u64(point.point.origins.size());
  for (const io::Location& l : point.point.origins) {
    w.str(l.file);
    w.i64(l.line);
    w.i64(l.column);
  }
  w.str(point.point.label);
  w.str(point.resolved_yaml);
  w.u64(point.outcome.tables.size());
  for (const report::Table& t : point.outcome.tables) put_table(w, t);
  w.u64(point.outcome.plots.size());
  for (const report::PlotSpec& p : point.outcome.plots) put_plot(w, p);
  return w.take();
}

scenario::PointResult decode_point(const std::string& bytes) {
  Reader r(bytes);
  scenario::PointResult point;
  const std::uint64_t assignments = r.u64();
  for (std::uint64_t i = 0; i < assignments; ++i) {
    std::string key = r.str();
    point.point.assignments.emplace_back(std::move(key), r.str());
  }
  const std::uint64_t origins = r.u64();
  for (std::uint64_t i = 0; i < origins; ++i) {
    io::Location l;
    l.file = r.str();
    l.line = static_cast<int>(r.i64());
    l.column = static_cast<int>(r.i64());
    point.point.origins.push_back(std::move(l));
  }
  point.point.label = r.str();
  point.resolved_yaml = r.str();
  const std::uint64_t tables = r.u64();
  for (std::uint64_t i = 0; i < tables; ++i) point.outcome.tables.push_back(get_table(r));
  const std::uint64_t plots = r.u64();
  for (std::uint64_t i = 0; i < plots; ++i) point.outcome.plots.push_back(get_plot(r));
  if (!r.done()) throw std::runtime_error("trailing bytes in sweep-point message");
  return point;
}

}  // namespace hwsim::cli
