#pragma once
// Physical quantities written with their units ("25 GB/s", "2.7 us"), normalised to SI base units.

#include <limits>
#include <string>
#include <string_view>

namespace hwsim::io {

enum class Unit {
  bytes,    // size: B with decimal (kB MB GB TB PB) or binary (KiB MiB GiB TiB PiB) prefixes
  seconds,  // time: ps ns us µs ms s min h
  bytes_per_second,  // bandwidth: any size unit + "/s", or bits: bit/s kbit/s ... Tb/s (= bytes *
                     // 8)
  flops_per_second,  // compute rate: FLOP/s or FLOPS with k M G T P prefixes
  ratio,             // fraction: "85%" or a bare number (0.85)
  count,             // bare number (IOPS, threads)
  none,              // bare number without a unit
};

// A lower bound for "strictly positive": every positive double is >= it, so passing it as min to a
// range check rejects zero and negative values, and the message reads "must be greater than 0".
inline constexpr double kPositive = std::numeric_limits<double>::denorm_min();

// Parses text such as "25 GB/s", "2.7 us", "141 GB", "4 KiB", "85%", "989 TFLOP/s" into SI base
// units: bytes, seconds, bytes/s, FLOP/s; ratio as a fraction (85% -> 0.85). Decimal prefixes scale
// by powers of ten exactly ("2.7 us" is the double nearest 2.7e-6), binary ones by powers of two.
// Space between number and unit is optional. ratio, count and none accept bare numbers; the other
// units require their unit. Throws std::invalid_argument with a message such as
// "expected a bandwidth such as '25 GB/s', got '25'", "unknown unit 'GBs' (did you mean 'GB/s'?)"
// or "expected a finite number, got 'inf'" (also for NaN, overflow and trailing garbage).
double parse_quantity(std::string_view text, Unit unit);

// Canonical text for value, as written in resolved scenarios and reports: up to 6 significant
// digits, the decimal prefix that puts the number in [1, 1000) ("25 GB/s", "2.7 us", "141 GB",
// "4.096 kB", "989 TFLOP/s"), ratios in percent ("85%"), counts as plain numbers. parse_quantity
// reads it back to within 6 significant digits.
std::string format_quantity(double value, Unit unit);

// What a value of this unit is called in messages: "size", "time", "bandwidth", "compute rate",
// "ratio", "count", "number".
std::string_view unit_name(Unit unit);

// A typical value as the user would write it: "141 GB", "2.7 us", "25 GB/s", "989 TFLOP/s", "85%",
// "8", "1.5". Used in messages and `hwsim describe`.
std::string_view unit_example(Unit unit);

}  // namespace hwsim::io
