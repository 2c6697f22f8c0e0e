// Fuzzes the unit parser: any text, any unit kind. It may reject the input (std::invalid_argument)
// but must never crash, hang or return a non-finite value; an accepted value must survive
// format -> parse with a bounded relative change.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string_view>

#include "sim/io/units.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  using hwsim::io::Unit;
  constexpr Unit kUnits[] = {
      Unit::bytes, Unit::seconds, Unit::bytes_per_second, Unit::flops_per_second, Unit::ratio,
      Unit::count, Unit::none};
  const Unit unit = kUnits[data[0] % 7];
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  double value = 0.0;
  try {
    value = hwsim::io::parse_quantity(text, unit);
  } catch (const std::invalid_argument&) {
    return 0;
  }
  if (!std::isfinite(value)) std::abort();
  const double again = hwsim::io::parse_quantity(hwsim::io::format_quantity(value, unit), unit);
  if (std::fabs(again - value) > 1e-5 * std::fabs(value) + 1e-300) std::abort();
  return 0;
}
