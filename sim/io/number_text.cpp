#include "sim/io/number_text.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace hwsim::io::detail {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::size_t count_digits(std::string_view text, std::size_t pos) {
  std::size_t n = 0;
  while (pos + n < text.size() && is_digit(text[pos + n])) ++n;
  return n;
}

}  // namespace

std::string_view trim(std::string_view text) {
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  while (!text.empty() && space(text.front())) text.remove_prefix(1);
  while (!text.empty() && space(text.back())) text.remove_suffix(1);
  return text;
}

std::optional<NumberPrefix> parse_number_prefix(std::string_view text, int exp10) {
  // Scan the syntax ourselves: std::from_chars would also take "inf", "nan" and hex digits.
  std::size_t pos = 0;
  if (pos < text.size() && (text[pos] == '+' || text[pos] == '-')) ++pos;
  const std::size_t int_digits = count_digits(text, pos);
  pos += int_digits;
  std::size_t frac_digits = 0;
  if (pos < text.size() && text[pos] == '.') {
    frac_digits = count_digits(text, pos + 1);
    if (int_digits + frac_digits > 0) pos += 1 + frac_digits;
  }
  if (int_digits + frac_digits == 0) return std::nullopt;
  const std::size_t mantissa_end = pos;
  long long exponent = 0;
  if (pos < text.size() && (text[pos] == 'e' || text[pos] == 'E')) {
    std::size_t p = pos + 1;
    const bool negative = p < text.size() && text[p] == '-';
    if (p < text.size() && (text[p] == '+' || text[p] == '-')) ++p;
    const std::size_t exp_digits = count_digits(text, p);
    // "5 EB" or "1e" is a number followed by a unit, not an exponent.
    if (exp_digits > 0) {
      long long e = 0;
      for (std::size_t i = 0; i < exp_digits; ++i) {
        e = std::min(e * 10 + (text[p + i] - '0'),
                     100'000'000LL);  // saturate: far beyond any double
      }
      exponent = negative ? -e : e;
      pos = p + exp_digits;
    }
  }
  // Rewrite as "<mantissa>e<exponent + exp10>" so that unit prefixes scale without a rounding step.
  std::string scaled(text.substr(text[0] == '+' ? 1 : 0, mantissa_end - (text[0] == '+' ? 1 : 0)));
  scaled += 'e' + std::to_string(exponent + exp10);
  NumberPrefix result;
  result.length = pos;
  const auto [end, ec] = std::from_chars(scaled.data(), scaled.data() + scaled.size(), result.value,
                                         std::chars_format::general);
  result.out_of_range = ec == std::errc::result_out_of_range || !std::isfinite(result.value);
  (void)end;
  return result;
}

bool is_non_finite_word(std::string_view text) {
  std::string lower;
  for (char c : text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  std::string_view w = lower;
  if (!w.empty() && (w.front() == '+' || w.front() == '-')) w.remove_prefix(1);
  if (!w.empty() && w.front() == '.') w.remove_prefix(1);
  return w == "inf" || w == "infinity" || w == "nan";
}

IntegerParse parse_integer(std::string_view text, std::int64_t& out) {
  std::string_view digits = text;
  if (!digits.empty() && digits.front() == '+') digits.remove_prefix(1);
  const std::size_t start = !digits.empty() && digits.front() == '-' ? 1 : 0;
  if (digits.size() == start || count_digits(digits, start) != digits.size() - start) {
    return IntegerParse::not_an_integer;
  }
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), out);
  (void)end;
  if (ec == std::errc::result_out_of_range) {
    return start == 1 ? IntegerParse::too_small : IntegerParse::too_large;
  }
  return IntegerParse::ok;
}

std::string format_number(double value) {
  char buffer[64];
  if (std::abs(value) < 1e15 && value == std::trunc(value)) {
    std::snprintf(buffer, sizeof buffer, "%.0f", value == 0 ? 0.0 : value);  // no "-0"
  } else {
    std::snprintf(buffer, sizeof buffer, "%.6g", value);
  }
  return buffer;
}

}  // namespace hwsim::io::detail
