#include "sim/io/param_builders.hpp"

namespace hwsim::io::param {
namespace {
ParamSpec make(std::string name, ParamKind kind, std::string default_text, std::string help) {
  ParamSpec p;
  p.name = std::move(name);
  p.kind = kind;
  p.default_text = std::move(default_text);
  p.help = std::move(help);
  return p;
}
}  // namespace

ParamSpec integer(std::string name, std::string default_text, std::string help, double min,
                  double max) {
  ParamSpec p = make(std::move(name), ParamKind::integer, std::move(default_text), std::move(help));
  p.min = min;
  p.max = max;
  return p;
}

ParamSpec quantity(std::string name, Unit unit, std::string default_text, std::string help,
                   double min, double max) {
  ParamSpec p =
      make(std::move(name), ParamKind::quantity, std::move(default_text), std::move(help));
  p.unit = unit;
  p.min = min;
  p.max = max;
  return p;
}

ParamSpec boolean(std::string name, std::string default_text, std::string help) {
  return make(std::move(name), ParamKind::boolean, std::move(default_text), std::move(help));
}

ParamSpec choice(std::string name, std::string default_text, std::vector<std::string> choices,
                 std::string help, bool optional) {
  ParamSpec p = make(std::move(name), ParamKind::choice, std::move(default_text), std::move(help));
  p.choices = std::move(choices);
  p.optional = optional;
  return p;
}

ParamSpec block(std::string name, ParamKind kind, std::string help) {
  return make(std::move(name), kind, "", std::move(help));
}

ParamSpec optional(ParamSpec spec) {
  spec.optional = true;
  return spec;
}

}  // namespace hwsim::io::param
