// Unit parsing and formatting; expected values are derived by hand from the unit definitions.

#include "sim/io/units.hpp"

#include <cmath>
#include <limits>
#include <stdexcept>

#include "catch.hpp"
#include "error_text.hpp"

using hwsim::io::format_quantity;
using hwsim::io::parse_quantity;
using hwsim::io::Unit;

TEST_CASE("sizes: decimal and binary prefixes") {
  CHECK(parse_quantity("141 GB", Unit::bytes) == 141e9);
  CHECK(parse_quantity("4 KiB", Unit::bytes) == 4096);
  CHECK(parse_quantity("1 B", Unit::bytes) == 1);
  CHECK(parse_quantity("2 kB", Unit::bytes) == 2000);
  CHECK(parse_quantity("3 MB", Unit::bytes) == 3e6);
  CHECK(parse_quantity("5 TB", Unit::bytes) == 5e12);
  CHECK(parse_quantity("1 PB", Unit::bytes) == 1e15);
  CHECK(parse_quantity("1 MiB", Unit::bytes) == 1048576);
  CHECK(parse_quantity("128 GiB", Unit::bytes) == 128.0 * 1073741824);
  CHECK(parse_quantity("2 TiB", Unit::bytes) == 2 * 1099511627776.0);
  CHECK(parse_quantity("1 PiB", Unit::bytes) == 1125899906842624.0);
  CHECK(parse_quantity("4KiB", Unit::bytes) == 4096);        // space optional
  CHECK(parse_quantity("  1.5e3 B ", Unit::bytes) == 1500);  // exponent, padding
}

TEST_CASE("times") {
  CHECK(parse_quantity("2.7 us", Unit::seconds) == 2.7e-6);
  CHECK(parse_quantity("2.7 \xC2\xB5s", Unit::seconds) == 2.7e-6);
  CHECK(parse_quantity("2.7 \xCE\xBCs", Unit::seconds) == 2.7e-6);
  CHECK(parse_quantity("12 ps", Unit::seconds) == 12e-12);
  CHECK(parse_quantity("28 ns", Unit::seconds) == 28e-9);
  CHECK(parse_quantity("1.5 ms", Unit::seconds) == 1.5e-3);
  CHECK(parse_quantity("3 s", Unit::seconds) == 3);
  CHECK(parse_quantity("2 min", Unit::seconds) == 120);
  CHECK(parse_quantity("1.5 h", Unit::seconds) == 5400);
}

TEST_CASE("bandwidths: bytes and bits per second") {
  CHECK(parse_quantity("25 GB/s", Unit::bytes_per_second) == 25e9);
  CHECK(parse_quantity("4.8 TB/s", Unit::bytes_per_second) == 4.8e12);
  CHECK(parse_quantity("144 MB/s", Unit::bytes_per_second) == 144e6);
  CHECK(parse_quantity("1 GiB/s", Unit::bytes_per_second) == 1073741824);
  CHECK(parse_quantity("1 Gbit/s", Unit::bytes_per_second) == 1.25e8);
  CHECK(parse_quantity("1 Gb/s", Unit::bytes_per_second) == 1.25e8);
  CHECK(parse_quantity("800 Mbit/s", Unit::bytes_per_second) == 1e8);
  CHECK(parse_quantity("8 bit/s", Unit::bytes_per_second) == 1);
}

TEST_CASE("compute rates, ratios, counts") {
  CHECK(parse_quantity("989 TFLOP/s", Unit::flops_per_second) == 989e12);
  CHECK(parse_quantity("989 TFLOPS", Unit::flops_per_second) == 989e12);
  CHECK(parse_quantity("1.2 PFLOP/s", Unit::flops_per_second) == 1.2e15);
  CHECK(parse_quantity("85%", Unit::ratio) == 0.85);
  CHECK(parse_quantity("85 %", Unit::ratio) == 0.85);
  CHECK(parse_quantity("0.85", Unit::ratio) == 0.85);
  CHECK(parse_quantity("1400000", Unit::count) == 1.4e6);
  CHECK(parse_quantity("-1.5", Unit::none) == -1.5);
}

TEST_CASE("parse errors name what was expected") {
  auto err = [](const char* text, Unit unit) {
    return error_text([&] { parse_quantity(text, unit); });
  };
  CHECK(err("25", Unit::bytes_per_second) == "expected a bandwidth such as '25 GB/s', got '25'");
  CHECK(err("25", Unit::bytes) == "expected a size such as '141 GB', got '25'");
  CHECK(err("3", Unit::seconds) == "expected a time such as '2.7 us', got '3'");
  CHECK(err("9", Unit::flops_per_second) ==
        "expected a compute rate such as '989 TFLOP/s', got '9'");
  CHECK(err("25 GBs", Unit::bytes_per_second) == "unknown unit 'GBs' (did you mean 'GB/s'?)");
  CHECK(err("2 nS", Unit::seconds) == "unknown unit 'nS' (did you mean 'ns'?)");
  CHECK(err("2 usec", Unit::seconds) == "unknown unit 'usec' (expected a time such as '2.7 us')");
  CHECK(err("4 KB", Unit::bytes) == "unknown unit 'KB' (did you mean 'kB'?)");
  CHECK(err("5 furlongs", Unit::bytes) ==
        "unknown unit 'furlongs' (expected a size such as '141 GB')");
  CHECK(err("5 GB", Unit::bytes_per_second) ==
        "expected a bandwidth such as '25 GB/s', got '5 GB'");
  CHECK(err("5 GB", Unit::count) == "expected a count such as '8', got '5 GB'");
  CHECK(err("fast", Unit::bytes_per_second) ==
        "expected a bandwidth such as '25 GB/s', got 'fast'");
  CHECK(err("", Unit::seconds) == "expected a time such as '2.7 us', got ''");
  CHECK(err("nan", Unit::ratio) == "expected a finite number, got 'nan'");
  CHECK(err("inf GB/s", Unit::bytes_per_second) == "expected a finite number, got 'inf GB/s'");
  CHECK(err(".inf", Unit::none) == "expected a finite number, got '.inf'");
  CHECK(err("-Infinity", Unit::none) == "expected a finite number, got '-Infinity'");
  CHECK(err("1e999 B", Unit::bytes) == "expected a finite number, got '1e999 B'");
  CHECK(err("1e308 PB", Unit::bytes) == "expected a finite number, got '1e308 PB'");
  CHECK(err("25 GB/s x", Unit::bytes_per_second) == "unknown unit 'GB/s x' (did you mean 'GB/s'?)");
  CHECK(err("0x10 B", Unit::bytes) == "unknown unit 'x10 B' (expected a size such as '141 GB')");
}

TEST_CASE("format_quantity picks the decimal prefix and 6 significant digits") {
  CHECK(format_quantity(25e9, Unit::bytes_per_second) == "25 GB/s");
  CHECK(format_quantity(2.7e-6, Unit::seconds) == "2.7 us");
  CHECK(format_quantity(141e9, Unit::bytes) == "141 GB");
  CHECK(format_quantity(4096, Unit::bytes) == "4.096 kB");
  CHECK(format_quantity(0.85, Unit::ratio) == "85%");
  CHECK(format_quantity(989e12, Unit::flops_per_second) == "989 TFLOP/s");
  CHECK(format_quantity(1.25e8, Unit::bytes_per_second) == "125 MB/s");
  CHECK(format_quantity(0, Unit::seconds) == "0 s");
  CHECK(format_quantity(0, Unit::bytes) == "0 B");
  CHECK(format_quantity(5400, Unit::seconds) == "5400 s");
  CHECK(format_quantity(0.5, Unit::bytes) == "0.5 B");
  CHECK(format_quantity(999.9999e9, Unit::bytes) == "1 TB");  // rounding moves up a prefix
  CHECK(format_quantity(1.0 / 3, Unit::seconds) == "333.333 ms");
  CHECK(format_quantity(1400000, Unit::count) == "1400000");
  CHECK(format_quantity(1.5, Unit::none) == "1.5");
}

TEST_CASE("format then parse round-trips every unit and prefix") {
  const struct {
    const char* text;
    Unit unit;
  } cases[] = {
      {"1 B", Unit::bytes},
      {"1 kB", Unit::bytes},
      {"1 MB", Unit::bytes},
      {"1 GB", Unit::bytes},
      {"1 TB", Unit::bytes},
      {"1 PB", Unit::bytes},
      {"1 KiB", Unit::bytes},
      {"1 MiB", Unit::bytes},
      {"1 GiB", Unit::bytes},
      {"1 TiB", Unit::bytes},
      {"1 PiB", Unit::bytes},
      {"1 ps", Unit::seconds},
      {"1 ns", Unit::seconds},
      {"1 us", Unit::seconds},
      {"1 ms", Unit::seconds},
      {"1 s", Unit::seconds},
      {"1 min", Unit::seconds},
      {"1 h", Unit::seconds},
      {"1 B/s", Unit::bytes_per_second},
      {"1 kB/s", Unit::bytes_per_second},
      {"1 MB/s", Unit::bytes_per_second},
      {"1 GB/s", Unit::bytes_per_second},
      {"1 TB/s", Unit::bytes_per_second},
      {"1 PB/s", Unit::bytes_per_second},
      {"1 KiB/s", Unit::bytes_per_second},
      {"1 GiB/s", Unit::bytes_per_second},
      {"1 kbit/s", Unit::bytes_per_second},
      {"1 Mbit/s", Unit::bytes_per_second},
      {"1 Gbit/s", Unit::bytes_per_second},
      {"1 Tb/s", Unit::bytes_per_second},
      {"1 FLOP/s", Unit::flops_per_second},
      {"1 kFLOP/s", Unit::flops_per_second},
      {"1 MFLOPS", Unit::flops_per_second},
      {"1 GFLOP/s", Unit::flops_per_second},
      {"1 TFLOP/s", Unit::flops_per_second},
      {"1 PFLOPS", Unit::flops_per_second},
      {"33.3%", Unit::ratio},
      {"7", Unit::count},
      {"-2.5", Unit::none},
  };
  for (const auto& c : cases) {
    for (double scale : {1.0, 3.14159, 271.828, 0.5}) {
      const double value = parse_quantity(c.text, c.unit) * scale;
      const std::string text = format_quantity(value, c.unit);
      INFO(c.text << " x " << scale << " -> " << text);
      CHECK(parse_quantity(text, c.unit) == Approx(value).epsilon(5e-6));
    }
  }
}

TEST_CASE("a bare ratio must be a fraction up to 1") {
  auto err = [](const char* text, Unit unit) {
    return error_text([&] { parse_quantity(text, unit); });
  };
  // 5 could be 5% or 500%: refused; 1 and 0.05 are unambiguous fractions; 500% is explicit.
  CHECK(err("5", Unit::ratio) ==
        "a bare 5 is ambiguous for a ratio: write 5% or a fraction up to 1 (0.05 for 5%)");
  CHECK(err("-2", Unit::ratio) ==
        "a bare -2 is ambiguous for a ratio: write -2% or a fraction up to 1 (-0.02 for -2%)");
  CHECK(parse_quantity("1", Unit::ratio) == 1.0);
  CHECK(parse_quantity("0.05", Unit::ratio) == 0.05);
  CHECK(parse_quantity("500%", Unit::ratio) == 5.0);
  CHECK(parse_quantity("5", Unit::none) == 5.0);  // plain numbers keep any value
}

TEST_CASE("unit names") {
  CHECK(hwsim::io::unit_name(Unit::bytes_per_second) == "bandwidth");
  CHECK(hwsim::io::unit_name(Unit::seconds) == "time");
  CHECK(hwsim::io::unit_name(Unit::bytes) == "size");
}

TEST_CASE("a ratio too large for a percentage still round-trips (found by fuzz_units)") {
  // "8555...5%" with 309 digits is 8.6e306 as a fraction; x100 overflows a double, so the canonical
  // text shifts the exponent of the fraction's text by 2 ("8.55556e+306" -> "8.55556e308%"; a bare
  // fraction above 1 is refused as ambiguous), which reads back as the same ratio.
  const std::string percent = "8" + std::string(308, '5') + "%";
  const double ratio = parse_quantity(percent, Unit::ratio);
  REQUIRE(std::isfinite(ratio));
  const std::string text = format_quantity(ratio, Unit::ratio);
  CHECK(text == "8.55556e308%");
  CHECK(parse_quantity(text, Unit::ratio) == Approx(ratio).epsilon(1e-5));
}
