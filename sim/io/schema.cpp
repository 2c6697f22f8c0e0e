#include "sim/io/schema.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "sim/io/did_you_mean.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/joined.hpp"
#include "sim/io/number_text.hpp"

namespace hwsim::io {
namespace {

bool is_scalar_kind(ParamKind kind) {
  return kind != ParamKind::section && kind != ParamKind::list;
}

std::int64_t integer_bound(double bound) {
  // int64 cannot hold +-inf or anything at or beyond 2^63; clamp before converting.
  constexpr double kLimit = 0x1p63;
  if (bound >= kLimit) return std::numeric_limits<std::int64_t>::max();
  if (bound <= -kLimit) return std::numeric_limits<std::int64_t>::min();
  return static_cast<std::int64_t>(std::ceil(bound));
}

std::int64_t integer_upper_bound(double bound) {
  return bound >= 0x1p63 ? std::numeric_limits<std::int64_t>::max()
                         : static_cast<std::int64_t>(std::floor(std::max(bound, -0x1p63)));
}

std::string show_bound(const ParamSpec& p, double bound) {
  if (p.kind == ParamKind::quantity) return format_quantity(bound, p.unit);
  return detail::format_number(bound);
}

const std::vector<std::string> kSourcedKeys = {"value", "source"};

void check_keys(const Node& map, const std::vector<std::string>& known) {
  for (const auto& [key, value] : map.entries()) {
    bool found = false;
    for (const auto& k : known) found = found || k == key;
    if (found) continue;
    std::string message = "unknown key '" + key + "'";
    if (auto guess = did_you_mean(key, known)) {
      message += " (did you mean '" + *guess + "'?)";
    } else {
      message += " (valid keys: " + joined(known) + ")";
    }
    throw InputError(map.key_location(key), value.key_path(), message);
  }
}

}  // namespace

std::string expected_text(const ParamSpec& p) {
  switch (p.kind) {
    case ParamKind::quantity:
      return "a " + std::string(unit_name(p.unit)) + " such as '" +
             std::string(unit_example(p.unit)) + "'";
    case ParamKind::integer:
      return "an integer";
    case ParamKind::number:
      return "a number";
    case ParamKind::boolean:
      return "true or false";
    case ParamKind::string:
      return "a string";
    case ParamKind::choice:
      return "one of " + joined(p.choices, ", ", "'");
    case ParamKind::section:
      return "a map";
    case ParamKind::list:
      return "a list";
  }
  return "a value";
}

SectionReader::SectionReader(const Node& map, const SectionSpec& spec, Resolved* sink)
    : map_(map), spec_(spec), sink_(sink) {
  if (!map_.is_null() && !map_.is_map()) map_.entries();  // fails with "expected a map, got ..."
}

const ParamSpec& SectionReader::spec_of(const std::string& name, ParamKind kind) const {
  for (const auto& p : spec_.params) {
    if (p.name != name) continue;
    if (p.kind != kind) throw std::logic_error("parameter '" + name + "' read as the wrong kind");
    return p;
  }
  throw std::logic_error("section '" + spec_.path + "' declares no parameter '" + name + "'");
}

std::optional<Node> SectionReader::lookup(const std::string& name) const {
  if (map_.is_null()) return std::nullopt;
  if (!entries_) entries_ = map_.entries();
  for (const auto& [key, value] : *entries_) {
    if (key == name) return value;
  }
  return std::nullopt;
}

std::optional<Node> SectionReader::value_node(const ParamSpec& param) const {
  auto entry = lookup(param.name);
  if (!entry || !entry->is_map() || !is_scalar_kind(param.kind)) return entry;
  check_keys(*entry, kSourcedKeys);
  return entry->at("value");
}

const std::string& SectionReader::default_or_fail(const ParamSpec& param) const {
  if (param.default_text.empty()) {
    if (param.optional) {
      throw std::logic_error("optional parameter '" + param.name + "' read without has()");
    }
    // A required key is often missing because it is misspelt: name the misspelt key instead.
    if (map_.is_map()) {
      for (const auto& entry : map_.entries()) {
        const std::string& key = entry.first;
        const bool known = std::any_of(spec_.params.begin(), spec_.params.end(),
                                       [&](const ParamSpec& p) { return p.name == key; });
        if (!known && did_you_mean(key, {param.name})) finish();
      }
    }
    map_.fail("missing required key '" + param.name + "' (" + expected_text(param) + ")");
  }
  return param.default_text;
}

void SectionReader::record(const ParamSpec& param, const std::string& canonical) const {
  if (sink_) sink_->record(join_key_path(map_.key_path(), param.name), canonical);
}

double SectionReader::quantity(const std::string& name) const {
  const ParamSpec& p = spec_of(name, ParamKind::quantity);
  double value = 0;
  if (auto n = value_node(p)) {
    value = n->as_quantity(p.unit, p.min, p.max);
  } else {
    try {
      value = parse_quantity(default_or_fail(p), p.unit);
    } catch (const std::invalid_argument& e) {
      throw std::logic_error("bad default for '" + name + "': " + e.what());
    }
  }
  record(p, format_quantity(value, p.unit));
  return value;
}

std::int64_t SectionReader::integer(const std::string& name) const {
  const ParamSpec& p = spec_of(name, ParamKind::integer);
  std::int64_t value = 0;
  if (auto n = value_node(p)) {
    value = n->as_int(integer_bound(p.min), integer_upper_bound(p.max));
  } else if (detail::parse_integer(default_or_fail(p), value) != detail::IntegerParse::ok) {
    throw std::logic_error("bad default for '" + name + "'");
  }
  record(p, std::to_string(value));
  return value;
}

double SectionReader::number(const std::string& name) const {
  const ParamSpec& p = spec_of(name, ParamKind::number);
  double value = 0;
  if (auto n = value_node(p)) {
    value = n->as_number(p.min, p.max);
  } else {
    const std::string& text = default_or_fail(p);
    const auto parsed = detail::parse_number_prefix(text);
    if (!parsed || parsed->length != text.size()) {
      throw std::logic_error("bad default for '" + name + "'");
    }
    value = parsed->value;
  }
  record(p, detail::format_number(value));
  return value;
}

bool SectionReader::boolean(const std::string& name) const {
  const ParamSpec& p = spec_of(name, ParamKind::boolean);
  bool value = false;
  if (auto n = value_node(p)) {
    value = n->as_bool();
  } else {
    value = default_or_fail(p) == "true";
  }
  record(p, value ? "true" : "false");
  return value;
}

std::string SectionReader::string(const std::string& name) const {
  const ParamSpec& p = spec_of(name, ParamKind::string);
  auto n = value_node(p);
  std::string value = n ? n->as_string() : default_or_fail(p);
  record(p, value);
  return value;
}

std::string SectionReader::choice(const std::string& name) const {
  const ParamSpec& p = spec_of(name, ParamKind::choice);
  auto n = value_node(p);
  std::string value = n ? n->as_choice(p.choices) : default_or_fail(p);
  record(p, value);
  return value;
}

bool SectionReader::has(const std::string& name) const {
  for (const auto& p : spec_.params) {
    if (p.name == name) return lookup(name).has_value();
  }
  throw std::logic_error("section '" + spec_.path + "' declares no parameter '" + name + "'");
}

std::optional<Node> SectionReader::node(const std::string& name) const {
  return has(name) ? lookup(name) : std::nullopt;
}

std::optional<std::string> SectionReader::source(const std::string& name) const {
  auto entry = node(name);
  if (!entry || !entry->is_map()) return std::nullopt;
  auto text = entry->find("source");
  if (!text) return std::nullopt;
  return text->as_string();
}

void SectionReader::finish() const {
  std::vector<std::string> known;
  for (const auto& p : spec_.params) known.push_back(p.name);
  check_keys(map_, known);
}

std::string describe_section(const SectionSpec& spec) {
  std::string out = spec.path + ": " + spec.help + "\n";
  for (const auto& p : spec.params) {
    out += "  " + p.name + ": " + expected_text(p);
    if (!p.default_text.empty()) {
      out += ", default " + p.default_text;
    } else if (p.optional || p.kind == ParamKind::section || p.kind == ParamKind::list) {
      out += ", optional";
    } else {
      out += ", required";
    }
    if (p.min == kPositive) {
      out += ", > 0";
    } else if (std::isfinite(p.min)) {
      out += ", >= " + show_bound(p, p.min);
    }
    if (std::isfinite(p.max)) out += ", <= " + show_bound(p, p.max);
    out += "\n      " + p.help + "\n";
  }
  return out;
}

}  // namespace hwsim::io
