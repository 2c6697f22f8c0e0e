#include "sim/report/chrome_trace.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <sstream>
#include <string_view>
#include <vector>

namespace hwsim::report {
namespace {

// Appends to a fixed block and hands it to the stream when full (one virtual call per block, not
// per character). Every append is a bounds check and a copy: a trace of 10^5 requests is tens of
// megabytes of text.
class Sink {
 public:
  explicit Sink(std::ostream& out)
      : out_(out), block_(std::make_unique_for_overwrite<char[]>(kBlock)), pos_(block_.get()) {}
  ~Sink() { flush(); }
  Sink(const Sink&) = delete;
  Sink& operator=(const Sink&) = delete;
  Sink& operator<<(std::string_view text) {
    if (text.size() > room()) {
      flush();
      if (text.size() > kBlock) {
        out_.write(text.data(), static_cast<std::streamsize>(text.size()));
        return *this;
      }
    }
    std::memcpy(pos_, text.data(), text.size());
    pos_ += text.size();
    return *this;
  }
  Sink& operator<<(char c) {
    if (room() == 0) flush();
    *pos_++ = c;
    return *this;
  }
  Sink& operator<<(long long value) {
    if (room() < kNumberRoom) flush();
    pos_ = std::to_chars(pos_, pos_ + kNumberRoom, value).ptr;
    return *this;
  }
  Sink& operator<<(int value) { return *this << static_cast<long long>(value); }
  void flush() {
    out_.write(block_.get(), static_cast<std::streamsize>(pos_ - block_.get()));
    pos_ = block_.get();
  }

 private:
  static constexpr std::size_t kBlock = 1 << 20;
  static constexpr std::size_t kNumberRoom = 24;  // a long long's digits and sign
  std::size_t room() const { return static_cast<std::size_t>(block_.get() + kBlock - pos_); }
  std::ostream& out_;
  std::unique_ptr<char[]> block_;
  char* pos_;
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

// "00" .. "99": the two digits of each number below 100.
constexpr std::array<char, 200> kDigitPairs = [] {
  std::array<char, 200> pairs{};
  for (int i = 0; i < 100; ++i) {
    pairs[static_cast<std::size_t>(2 * i)] = static_cast<char>('0' + i / 10);
    pairs[static_cast<std::size_t>(2 * i + 1)] = static_cast<char>('0' + i % 10);
  }
  return pairs;
}();

// Microseconds, exactly the picoseconds: t / 10^6 as the nearest double, shortest form. With at
// most 15 significant digits (t < 10^15 ps) the decimal text of t / 10^6 is that form already;
// below 100 ps the shortest form is exponential, as is a value beyond 15 digits.
void put_micros(Sink& out, SimTime t) {
  if (t < 100 || t >= 1'000'000'000'000'000) {
    put_number(out, static_cast<double>(t) / 1e6);  // correctly rounded, as a reader would parse
    return;
  }
  // The six digits of the picoseconds below a microsecond two at a time, then their trailing
  // zeros dropped (one digit stays): a trace of 10^5 requests prints 10^6 of these.
  char text[32];
  char* end = std::to_chars(text, text + 24, static_cast<long long>(t / 1'000'000)).ptr;
  *end++ = '.';
  const auto rest = static_cast<std::uint32_t>(t % 1'000'000);
  for (const std::uint32_t pair : {rest / 10'000, rest / 100 % 100, rest % 100}) {
    std::memcpy(end, kDigitPairs.data() + 2 * pair, 2);
    end += 2;
  }
  while (end[-1] == '0' && end[-2] != '.') --end;
  out << std::string_view(text, static_cast<std::size_t>(end - text));
}

// `text` as a JSON string, quotes included, with nlohmann::json's escapes (UTF-8 passes through).
std::string json_string(const std::string& text) {
  std::string out = "\"";
  for (const char c : text) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\b':
        out += "\\b";
        break;
      case '\f':
        out += "\\f";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char escaped[8];
          std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned>(c));
          out += escaped;
        } else {
          out += c;
        }
    }
  }
  return out + '"';
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
  // Track ids: a dense numbering of (resource, slot lane) in order of first use, named below in
  // resource and lane order, so output is stable. lanes[r][lane + 1] is the track, 0 while unused:
  // a slot lane is below the resource's slot count, or -1 for a record that held none.
  std::vector<std::vector<int>> lanes(resources.size() + 1);
  int tracks = 0;
  auto track = [&](std::size_t resource, int lane) {
    auto& of = lanes[resource];
    const auto at = static_cast<std::size_t>(std::max(lane, -1) + 1);
    if (of.size() <= at) of.resize(at + 1);
    if (of[at] == 0) of[at] = ++tracks;
    return of[at];
  };
  const std::size_t kUnassigned = resources.size();  // tasks that hold no resource
  // A request batch is written as its requests, each under its own name (as separate tasks):
  // the task's name and the number appended (graph::request_name), which needs no escape.
  for (graph::TaskId id = 0; id < run.graph.size(); ++id) {
    const graph::Task& task = run.graph.task(id);
    const auto records = run.result.records(id);
    std::string head = "{\"name\":" + json_string(task.name);
    head.pop_back();  // the closing quote follows the request's number
    const std::string tail =
        "\",\"cat\":" + json_string(task.category) + ",\"ph\":\"X\",\"pid\":1,\"tid\":";
    for (std::uint32_t i = 0; i < records.size(); ++i) {
      const graph::TaskRecord& record = records[i];
      auto span = [&](int tid, SimTime begin, SimTime end) {
        Sink& o = events.next();
        o << head;
        // As graph::request_name numbers it (in 32 bits).
        if (records.size() > 1) o << static_cast<long long>(task.first_request + i);
        o << tail << tid << ",\"ts\":";
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
  for (std::size_t resource = 0; resource < lanes.size(); ++resource) {
    for (std::size_t at = 0; at < lanes[resource].size(); ++at) {
      const int tid = lanes[resource][at];
      if (tid == 0) continue;
      std::string name = resource < resources.size() ? resources[resource].name : "unassigned";
      if (resource < resources.size() && resources[resource].kind == graph::ResourceKind::slots &&
          resources[resource].amount > 1) {
        name += " #" + std::to_string(static_cast<int>(at) - 1);
      }
      events.next() << "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,\"tid\":" << tid
                    << ",\"args\":{\"name\":";
      out << json_string(name);
      out << "}}";
      events.next() << "{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":1,\"tid\":" << tid
                    << ",\"args\":{\"sort_index\":" << tid << "}}";
    }
  }
  // Memory pools as counters (bytes in use).
  for (const MemoryPool& pool : run.result.pools) {
    const std::string name = json_string(pool.name() + " in use");
    for (const MemoryEvent& e : pool.timeline()) {
      events.next() << "{\"name\":" << name << ",\"ph\":\"C\",\"pid\":1,\"ts\":";
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
