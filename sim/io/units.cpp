#include "sim/io/units.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <vector>

#include "sim/io/did_you_mean.hpp"
#include "sim/io/number_text.hpp"

namespace hwsim::io {
namespace {

// A unit spelling: value = number * 10^exp10 * factor. Decimal prefixes go into exp10 so that they
// scale without rounding; factor is exact (powers of two, 1/8 for bits, 60, 3600).
struct Suffix {
  std::string text;
  int exp10;
  double factor;
};

struct Prefix {
  const char* text;
  int exp10;
  double factor;
};

constexpr Prefix kDecimal[] = {{"", 0, 1},  {"k", 3, 1},  {"M", 6, 1},
                               {"G", 9, 1}, {"T", 12, 1}, {"P", 15, 1}};
constexpr Prefix kBinary[] = {
    {"Ki", 0, 0x1p10}, {"Mi", 0, 0x1p20}, {"Gi", 0, 0x1p30}, {"Ti", 0, 0x1p40}, {"Pi", 0, 0x1p50}};

std::vector<Suffix> size_suffixes(const std::string& tail) {
  std::vector<Suffix> out;
  for (const auto& p : kDecimal) out.push_back({p.text + ("B" + tail), p.exp10, p.factor});
  for (const auto& p : kBinary) out.push_back({p.text + ("B" + tail), p.exp10, p.factor});
  return out;
}

std::vector<Suffix> build_suffixes(Unit unit) {
  std::vector<Suffix> out;
  switch (unit) {
    case Unit::bytes:
      return size_suffixes("");
    case Unit::seconds:
      return {{"ps", -12, 1},       {"ns", -9, 1}, {"us", -6, 1},  {"\xC2\xB5s", -6, 1},
              {"\xCE\xBCs", -6, 1},  // micro sign and Greek mu both seen in the wild
              {"ms", -3, 1},        {"s", 0, 1},   {"min", 0, 60}, {"h", 0, 3600}};
    case Unit::bytes_per_second:
      out = size_suffixes("/s");
      for (const auto& p : kDecimal) {
        out.push_back({p.text + std::string("bit/s"), p.exp10, 0.125});
        out.push_back({p.text + std::string("b/s"), p.exp10, 0.125});
      }
      return out;
    case Unit::flops_per_second:
      for (const auto& p : kDecimal) {
        out.push_back({p.text + std::string("FLOP/s"), p.exp10, 1});
        out.push_back({p.text + std::string("FLOPS"), p.exp10, 1});
      }
      return out;
    case Unit::ratio:
      return {{"%", -2, 1}};
    case Unit::count:
    case Unit::none:
      return {};
  }
  return {};
}

const std::vector<Suffix>& suffixes(Unit unit) {
  static const std::vector<Suffix> table[] = {build_suffixes(Unit::bytes),
                                              build_suffixes(Unit::seconds),
                                              build_suffixes(Unit::bytes_per_second),
                                              build_suffixes(Unit::flops_per_second),
                                              build_suffixes(Unit::ratio),
                                              build_suffixes(Unit::count),
                                              build_suffixes(Unit::none)};
  return table[static_cast<int>(unit)];
}

const Suffix* find_suffix(Unit unit, std::string_view text) {
  for (const auto& s : suffixes(unit)) {
    if (s.text == text) return &s;
  }
  return nullptr;
}

constexpr Unit kAllUnits[] = {Unit::bytes, Unit::seconds, Unit::bytes_per_second,
                              Unit::flops_per_second, Unit::ratio};

[[noreturn]] void fail_expected(Unit unit, std::string_view text) {
  throw std::invalid_argument("expected a " + std::string(unit_name(unit)) + " such as '" +
                              std::string(unit_example(unit)) + "', got '" + std::string(text) +
                              "'");
}

[[noreturn]] void fail_not_finite(std::string_view text) {
  throw std::invalid_argument("expected a finite number, got '" + std::string(text) + "'");
}

[[noreturn]] void fail_unknown_unit(Unit unit, std::string_view suffix) {
  std::vector<std::string> names;
  for (const auto& s : suffixes(unit)) names.push_back(s.text);
  std::string message = "unknown unit '" + std::string(suffix) + "'";
  if (auto guess = did_you_mean(suffix, names)) {
    message += " (did you mean '" + *guess + "'?)";
  } else {
    message += " (expected a " + std::string(unit_name(unit)) + " such as '" +
               std::string(unit_example(unit)) + "')";
  }
  throw std::invalid_argument(message);
}

// "8.55556e+306" -> "8.55556e+308%" (the value is far beyond 1e15, so the text has an exponent).
std::string percent_of_huge(double value) {
  std::string text = detail::format_number(value);
  const std::size_t e = text.find('e');
  if (e == std::string::npos) return text + "00%";
  return text.substr(0, e) + "e" + std::to_string(std::stoi(text.substr(e + 1)) + 2) + "%";
}

struct Scale {
  int exp10;
  const char* name;
};

std::string format_scaled(double value, const std::vector<Scale>& scales, const char* tail) {
  // Largest scale whose mantissa is >= 1 after rounding to 6 digits; the first scale below that.
  std::size_t pick = 0;
  for (std::size_t i = 0; i < scales.size(); ++i) {
    if (value == 0) {
      if (scales[i].exp10 == 0) pick = i;  // "0 s", not "0 ps"
      continue;
    }
    char probe[64];
    std::snprintf(probe, sizeof probe, "%.6g", std::abs(value) / std::pow(10.0, scales[i].exp10));
    if (i == 0 || std::strtod(probe, nullptr) >= 1) pick = i;
  }
  const double mantissa = value / std::pow(10.0, scales[pick].exp10);
  char buffer[96];
  std::snprintf(buffer, sizeof buffer, "%.6g %s%s", mantissa == 0 ? 0.0 : mantissa,
                scales[pick].name, tail);
  return buffer;
}

const std::vector<Scale> kDecimalScales = {{0, ""},  {3, "k"},  {6, "M"},
                                           {9, "G"}, {12, "T"}, {15, "P"}};
const std::vector<Scale> kTimeScales = {{-12, "ps"}, {-9, "ns"}, {-6, "us"}, {-3, "ms"}, {0, "s"}};

}  // namespace

std::string_view unit_name(Unit unit) {
  switch (unit) {
    case Unit::bytes:
      return "size";
    case Unit::seconds:
      return "time";
    case Unit::bytes_per_second:
      return "bandwidth";
    case Unit::flops_per_second:
      return "compute rate";
    case Unit::ratio:
      return "ratio";
    case Unit::count:
      return "count";
    case Unit::none:
      return "number";
  }
  return "number";
}

std::string_view unit_example(Unit unit) {
  switch (unit) {
    case Unit::bytes:
      return "141 GB";
    case Unit::seconds:
      return "2.7 us";
    case Unit::bytes_per_second:
      return "25 GB/s";
    case Unit::flops_per_second:
      return "989 TFLOP/s";
    case Unit::ratio:
      return "85%";
    case Unit::count:
      return "8";
    case Unit::none:
      return "1.5";
  }
  return "1.5";
}

double parse_quantity(std::string_view text, Unit unit) {
  const std::string_view s = detail::trim(text);
  const auto number = detail::parse_number_prefix(s);
  if (!number) {
    if (detail::is_non_finite_word(s.substr(0, s.find(' ')))) fail_not_finite(s);
    fail_expected(unit, s);
  }
  const std::string_view suffix = detail::trim(s.substr(number->length));
  if (suffix.empty()) {
    if (unit != Unit::ratio && unit != Unit::count && unit != Unit::none) fail_expected(unit, s);
    if (number->out_of_range) fail_not_finite(s);
    // A bare 5 could mean 5% or 500%: only a fraction up to 1 is unambiguous without '%'.
    if (unit == Unit::ratio && std::abs(number->value) > 1.0) {
      throw std::invalid_argument("a bare " + std::string(s) + " is ambiguous for a ratio: write " +
                                  std::string(s) + "% or a fraction up to 1 (" +
                                  detail::format_number(number->value / 100) + " for " +
                                  std::string(s) + "%)");
    }
    return number->value;
  }
  const Suffix* found = find_suffix(unit, suffix);
  if (!found) {
    for (Unit other : kAllUnits) {
      if (find_suffix(other, suffix)) fail_expected(unit, s);  // a real unit, of another kind
    }
    if (unit == Unit::count || unit == Unit::none) fail_expected(unit, s);
    fail_unknown_unit(unit, suffix);
  }
  const auto scaled = detail::parse_number_prefix(s, found->exp10);
  const double value = scaled->value * found->factor;
  if (scaled->out_of_range || !std::isfinite(value)) fail_not_finite(s);
  return value;
}

std::string format_quantity(double value, Unit unit) {
  switch (unit) {
    case Unit::bytes:
      return format_scaled(value, kDecimalScales, "B");
    case Unit::seconds:
      return format_scaled(value, kTimeScales, "");
    case Unit::bytes_per_second:
      return format_scaled(value, kDecimalScales, "B/s");
    case Unit::flops_per_second:
      return format_scaled(value, kDecimalScales, "FLOP/s");
    case Unit::ratio:
      // A ratio near the double limit has no finite percentage as a double: shift the decimal
      // exponent of its text instead, which parses back to the same ratio.
      if (!std::isfinite(value * 100)) return percent_of_huge(value);
      return detail::format_number(value * 100) + "%";
    case Unit::count:
    case Unit::none:
      return detail::format_number(value);
  }
  return detail::format_number(value);
}

}  // namespace hwsim::io
