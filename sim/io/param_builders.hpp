#pragma once
// Short constructors for ParamSpec, so that a module's SectionSpec reads as a table of its
// parameters. Bounds are inclusive and in SI base units (kPositive = "greater than 0").
#include <limits>
#include <string>
#include <vector>

#include "sim/io/schema.hpp"

namespace hwsim::io::param {

inline constexpr double kUnbounded = std::numeric_limits<double>::infinity();

ParamSpec integer(std::string name, std::string default_text, std::string help, double min = 1,
                  double max = kUnbounded);
ParamSpec quantity(std::string name, Unit unit, std::string default_text, std::string help,
                   double min = 0, double max = kUnbounded);
ParamSpec boolean(std::string name, std::string default_text, std::string help);
ParamSpec choice(std::string name, std::string default_text, std::vector<std::string> choices,
                 std::string help, bool optional = false);
// A map (`section`) or a list: read by the caller through SectionReader::node().
ParamSpec block(std::string name, ParamKind kind, std::string help);
// The same parameter, with no default and yet not required (the caller asks has() first).
ParamSpec optional(ParamSpec spec);

}  // namespace hwsim::io::param

// The vocabulary of a parameter table: the kinds, units and constructors above, for
// `using namespace io::param::table;` in a loader's anonymous namespace.
namespace hwsim::io::param::table {
using io::kPositive;
using io::ParamKind;
using io::ParamSpec;
using io::SectionSpec;
using io::Unit;
using io::param::block;
using io::param::boolean;
using io::param::choice;
using io::param::integer;
using io::param::kUnbounded;
using io::param::optional;
using io::param::quantity;
}  // namespace hwsim::io::param::table
