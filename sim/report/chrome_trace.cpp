#include "sim/report/chrome_trace.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <sstream>
#include <string_view>

namespace hwsim::report {
namespace {

// Appends to a buffer and hands it to the stream in large blocks (one virtual call per block, not
// per character).
class Sink {
 public:
  explicit Sink(std::ostream& out) : out_(out) { buffer_.reserve(kBlock + 4096); }
  ~Sink() { flush(); }
  Sink(const Sink&) = delete;
  Sink& operator=(const Sink&) = delete;
  Sink& operator<<(std::string_view text) {
    buffer_ += text;
    if (buffer_.size() >= kBlock) flush();
    return *this;
  }
  Sink& operator<<(char c) {
    buffer_ += c;
    return *this;
  }
  Sink& operator<<(long long value) {
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    return *this << std::string_view(digits, static_cast<std::size_t>(end - digits));
  }
  Sink& operator<<(int value) { return *this << static_cast<long long>(value); }
  void flush() {
    out_.write(buffer_.data(), static_cast<std::streamsize>(buffer_.size()));
    buffer_.clear();
  }

 private:
  static constexpr std::size_t kBlock = 1 << 20;
  std::ostream& out_;
  std::string buffer_;
};

// A double as nlohmann::json prints it: the shortest digits that read back to the same value, in
// fixed notation when the decimal point falls within (-4, 15] of the first digit (with ".0" for
// whole numbers), else d.ddde+XX.
void put_number(Sink& out, double value) {
  if (value == 0.0) {
    out << (std::signbit(value) ? "-0.0" : "0.0");
    return;
  }
  char sci[64];
  const auto result = std::to_chars(sci, sci + sizeof sci, value, std::chars_format::scientific);
  std::string text(sci, result.ptr);
  std::string sign;
  if (text.front() == '-') {
    sign = "-";
    text.erase(0, 1);
  }
  const std::size_t e = text.find('e');
  std::string digits = text.substr(0, 1) + (e > 2 ? text.substr(2, e - 2) : "");
  const int exponent = std::atoi(text.c_str() + e + 1);
  const int k = static_cast<int>(digits.size());
  const int n = exponent + 1;  // position of the decimal point after the first n digits
  out << sign;
  if (k <= n && n <= 15) {
    out << digits << std::string(static_cast<std::size_t>(n - k), '0') << ".0";
  } else if (0 < n && n <= 15) {
    out << digits.substr(0, static_cast<std::size_t>(n)) << '.'
        << digits.substr(static_cast<std::size_t>(n));
  } else if (-4 < n && n <= 0) {
    out << "0." << std::string(static_cast<std::size_t>(-n), '0') << digits;
  } else {
    out << digits.substr(0, 1);
    if (k > 1) out << '.' << digits.substr(1);
    char exp[16];
    std::snprintf(exp, sizeof exp, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
    out << exp;
  }
}

// Microseconds, exactly the picoseconds: t / 10^6 as the nearest double, shortest form. With at
// most 15 significant digits (t < 10^15 ps) the decimal text of t / 10^6 is that form already;
// below 100 ps the shortest form is exponential, as is a value beyond 15 digits.
void put_micros(Sink& out, SimTime t) {
  if (t < 100 || t >= 1'000'000'000'000'000) {
    put_number(out, static_cast<double>(t) / 1e6);  // correctly rounded, as a reader would parse
    return;
  }
  // The six digits of the picoseconds below a microsecond, by hand: snprintf is most of the cost
  // of a trace of 10^5 requests.
  char fraction[6];
  long long rest = static_cast<long long>(t % 1'000'000);
  for (int i = 5; i >= 0; --i, rest /= 10) fraction[i] = static_cast<char>('0' + rest % 10);
  std::size_t length = 6;
  while (length > 1 && fraction[length - 1] == '0') --length;
  out << static_cast<long long>(t / 1'000'000) << '.' << std::string_view(fraction, length);
}

// A JSON string with nlohmann::json's escapes (UTF-8 passes through).
void put_string(Sink& out, const std::string& text) {
  const bool plain = std::none_of(text.begin(), text.end(), [](char c) {
    return c == '"' || c == '\\' || static_cast<unsigned char>(c) < 0x20;
  });
  if (plain) {  // task names and categories: nothing to escape, one append
    out << '"' << std::string_view(text) << '"';
    return;
  }
  out << '"';
  for (const char c : text) {
    switch (c) {
      case '"':
        out << "\\\"";
        break;
      case '\\':
        out << "\\\\";
        break;
      case '\b':
        out << "\\b";
        break;
      case '\f':
        out << "\\f";
        break;
      case '\n':
        out << "\\n";
        break;
      case '\r':
        out << "\\r";
        break;
      case '\t':
        out << "\\t";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char escaped[8];
          std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned>(c));
          out << escaped;
        } else {
          out << c;
        }
    }
  }
  out << '"';
}

// Separates the events of the traceEvents array.
class EventList {
 public:
  explicit EventList(Sink& out) : out_(out) {}
  Sink& next() {
    if (!first_) out_ << ',';
    first_ = false;
    return out_;
  }

 private:
  Sink& out_;
  bool first_ = true;
};

}  // namespace

void write_chrome_trace(const TracedRun& run, std::ostream& stream) {
  Sink out(stream);
  const auto& resources = run.machine.resources();
  out << "{\"traceEvents\":[";
  EventList events(out);
  // Track ids: a dense numbering of (resource, slot lane), in resource order, so output is stable.
  std::map<std::pair<std::size_t, int>, int> track_of;
  auto track = [&](std::size_t resource, int lane) {
    auto [it, inserted] = track_of.emplace(std::make_pair(resource, lane), 0);
    if (inserted) it->second = static_cast<int>(track_of.size());
    return it->second;
  };
  const std::size_t kUnassigned = resources.size();  // tasks that hold no resource
  // A request batch is written as its requests, each under its own name (as separate tasks).
  for (graph::TaskId id = 0; id < run.graph.size(); ++id) {
    const graph::Task& task = run.graph.task(id);
    const auto records = run.result.records(id);
    for (std::uint32_t i = 0; i < records.size(); ++i) {
      const graph::TaskRecord& record = records[i];
      const std::string name = records.size() > 1 ? graph::request_name(task, i) : std::string();
      auto span = [&](int tid, SimTime begin, SimTime end) {
        Sink& o = events.next();
        o << "{\"name\":";
        put_string(o, records.size() > 1 ? name : task.name);
        o << ",\"cat\":";
        put_string(o, task.category);
        o << ",\"ph\":\"X\",\"pid\":1,\"tid\":" << tid << ",\"ts\":";
        put_micros(o, begin);
        o << ",\"dur\":";
        put_micros(o, end - begin);
        o << '}';
      };
      bool placed = false;
      if (task.slots != graph::kNoResource) {
        span(track(task.slots, record.slot), record.start, record.finish);
        placed = true;
      }
      if (graph::request_bytes(task, i) > 0.0) {
        for (graph::ResourceId link : task.path) {
          span(track(link, 0), record.flow_start, record.finish);
          placed = true;
        }
      }
      if (!placed && record.finish > record.start)
        span(track(kUnassigned, 0), record.start, record.finish);
    }
  }
  // Name the tracks.
  for (const auto& [key, tid] : track_of) {
    std::string name = key.first < resources.size() ? resources[key.first].name : "unassigned";
    if (key.first < resources.size() && resources[key.first].kind == graph::ResourceKind::slots &&
        resources[key.first].amount > 1) {
      name += " #" + std::to_string(key.second);
    }
    events.next() << "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,\"tid\":" << tid
                  << ",\"args\":{\"name\":";
    put_string(out, name);
    out << "}}";
    events.next() << "{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":1,\"tid\":" << tid
                  << ",\"args\":{\"sort_index\":" << tid << "}}";
  }
  // Memory pools as counters (bytes in use).
  for (const MemoryPool& pool : run.result.pools) {
    for (const MemoryEvent& e : pool.timeline()) {
      events.next() << "{\"name\":";
      put_string(out, pool.name() + " in use");
      out << ",\"ph\":\"C\",\"pid\":1,\"ts\":";
      put_micros(out, e.time);
      out << ",\"args\":{\"bytes\":";
      put_number(out, e.bytes_in_use);
      out << "}}";
    }
  }
  out << "],\"displayTimeUnit\":\"ms\"}\n";
  out.flush();
}

std::string to_chrome_trace(const TracedRun& run) {
  std::ostringstream out;
  write_chrome_trace(run, out);
  return std::move(out).str();
}

}  // namespace hwsim::report
