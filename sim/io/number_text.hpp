#pragma once
// Strict number syntax shared by the unit parser and the typed YAML accessors (internal to sim/io).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace hwsim::io::detail {

std::string_view trim(std::string_view text);

// A decimal number at the start of text: optional sign, digits with optional fraction, optional
// exponent ("-1.5e3"). length is the number of characters it spans; value is text scaled by
// 10^exp10, rounded once (so "2.7" with exp10 -6 gives exactly the double nearest 2.7e-6).
// out_of_range: the magnitude overflows (or underflows) a double. Nothing when text does not start
// with a number; "inf" and "nan" are not numbers here.
struct NumberPrefix {
  std::size_t length = 0;
  double value = 0;
  bool out_of_range = false;
};
std::optional<NumberPrefix> parse_number_prefix(std::string_view text, int exp10 = 0);

// True for spellings of infinity or NaN that a user may write: inf, -Infinity, .inf, NaN, .NaN.
bool is_non_finite_word(std::string_view text);

enum class IntegerParse { ok, not_an_integer, too_large, too_small };
// Optional sign and decimal digits only; values outside int64 report too_large or too_small.
IntegerParse parse_integer(std::string_view text, std::int64_t& out);

// Up to 6 significant digits, no exponent for integral values below 1e15 ("1400000", "0.85").
std::string format_number(double value);

}  // namespace hwsim::io::detail
