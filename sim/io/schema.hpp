#pragma once
// Parameters declared once: the same table drives reading, defaults, validation, the resolved
// output, `hwsim describe` and the docs.

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "sim/io/node.hpp"
#include "sim/io/resolved.hpp"
#include "sim/io/units.hpp"

namespace hwsim::io {

enum class ParamKind { quantity, integer, number, boolean, string, choice, section, list };

struct ParamSpec {
  std::string name{};
  ParamKind kind = ParamKind::string;
  Unit unit = Unit::none;  // quantity only
  // Default as the user would write it ("85%", "2"); empty = required. For section and list an
  // empty default means the block is optional (read it with SectionReader::node()).
  std::string default_text{};
  std::string help{};
  // Inclusive bounds for quantity, number and integer, in SI base units; min = kPositive means
  // "greater than 0".
  double min = -std::numeric_limits<double>::infinity();
  double max = std::numeric_limits<double>::infinity();
  std::vector<std::string> choices{};  // choice only
  // No default, yet not required: the caller asks has() first. (Added to the original API.)
  bool optional = false;
};

struct SectionSpec {
  std::string path;  // where the section sits in a scenario, e.g. "hardware.gpu"
  std::string help;
  std::vector<ParamSpec> params;
};

// Reads one mapping against its SectionSpec. Every typed get returns the value in SI base units and
// records (key path, canonical text) into the sink, defaults included. A scalar parameter may also
// be written {value: ..., source: "where the number comes from"}; source() returns that text.
// Typed gets on a missing required key fail with "missing required key 'memory' (a size such as
// '141 GB')" at the map, or with "unknown key" at a key of the map that is a likely misspelling
// of it. Asking for a name the spec lacks, or with the wrong kind, throws
// std::logic_error (a programming error, not an input error).
class SectionReader {
 public:
  // map may be null (an empty section). sink may be null. map, spec and sink must outlive this.
  SectionReader(const Node& map, const SectionSpec& spec, Resolved* sink = nullptr);

  double quantity(const std::string& name) const;
  std::int64_t integer(const std::string& name) const;
  double number(const std::string& name) const;
  bool boolean(const std::string& name) const;
  std::string string(const std::string& name) const;
  std::string choice(const std::string& name) const;

  // Whether the key is written in the map (even with an empty value).
  bool has(const std::string& name) const;
  // The raw node of a key, for sections and lists (and for anything a caller reads itself).
  std::optional<Node> node(const std::string& name) const;
  // The `source:` text of a parameter written as {value, source}. (Added to the original API.)
  std::optional<std::string> source(const std::string& name) const;

  // Throws for the first key (in file order) that the spec does not declare: "unknown key 'hiden'
  // (did you mean 'hidden'?)", or with the list of valid keys when nothing is close.
  void finish() const;

  const Node& map() const { return map_; }
  const SectionSpec& spec() const { return spec_; }

 private:
  const ParamSpec& spec_of(const std::string& name, ParamKind kind) const;
  // The node holding the value: the entry itself, or its `value:` when written {value, source}.
  std::optional<Node> value_node(const ParamSpec& param) const;
  // The default text, or the missing-key error when there is none.
  const std::string& default_or_fail(const ParamSpec& param) const;
  void record(const ParamSpec& param, const std::string& canonical) const;

  // The entry of key `name` (the first, as Node::find), through entries_.
  std::optional<Node> lookup(const std::string& name) const;

  Node map_;
  const SectionSpec& spec_;
  Resolved* sink_;
  // The map's entries, read once on the first lookup: a key is looked up two or three times per
  // parameter, and walking a YAML map costs far more than comparing strings.
  mutable std::optional<std::vector<std::pair<std::string, Node>>> entries_;
};

// "a bandwidth such as '25 GB/s'", "an integer", "one of 'a', 'b'": what a parameter accepts.
std::string expected_text(const ParamSpec& param);

// Plain-text reference of a section for `hwsim describe` and docs: one entry per parameter with its
// kind, unit, default or "required", bounds and help.
std::string describe_section(const SectionSpec& spec);

}  // namespace hwsim::io
