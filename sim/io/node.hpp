#pragma once
// A YAML node that remembers where it came from, so that every error names file:line:col and the
// key path ("hardware.gpu.hbm_bandwidth", "layers[3].heads").

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "sim/io/limits.hpp"
#include "sim/io/location.hpp"
#include "sim/io/units.hpp"

namespace hwsim::io {

class InputError;

// The key path of key inside parent: "gpu" + "memory" -> "gpu.memory"; "" + "gpu" -> "gpu".
std::string join_key_path(const std::string& parent, const std::string& key);

// Every accessor that fails throws InputError with this node's location and key path. Nodes are
// cheap handles: copies share the underlying document.
class Node {
 public:
  // Loads one YAML document. Before any typed reading the whole tree is checked against limits
  // (size, nesting depth, node count with aliases expanded, so alias bombs stop early), duplicate
  // keys, non-string keys, invalid UTF-8 and control characters. An empty file, a syntax error, a
  // missing file or a second document are InputErrors too.
  static Node load_file(const std::string& path, const Limits& limits = {});
  // As load_file, for text already in memory; display_name stands for the file in messages.
  static Node parse_string(const std::string& text, const std::string& display_name,
                           const Limits& limits = {});

  Node(const Node&) = default;
  Node(Node&&) = default;
  // Assignment rebinds this handle. (yaml-cpp's own assignment would overwrite the node in the
  // document with the other one.)
  Node& operator=(const Node& other);
  Node& operator=(Node&& other);
  ~Node() = default;

  // A deep copy of this document's tree, with a document of its own: edits to one do not reach the
  // other, so one parsed file can be read as many edited variants without parsing it again. Only
  // for a root as parsed (nothing spliced in or set yet; std::logic_error otherwise). yaml-cpp
  // copies no positions: every node of the copy reports the root's file at line 1, column 1, so
  // an error found in a copy is to be reported from the parsed text instead.
  Node copy() const;

  // Dotted path from the document root ("" for the root itself).
  const std::string& key_path() const { return key_path_; }
  Location location() const { return location_; }
  const std::string& file() const { return location_.file; }

  bool is_null() const { return yaml_.IsNull(); }
  bool is_map() const { return yaml_.IsMap(); }
  bool is_sequence() const { return yaml_.IsSequence(); }
  bool is_scalar() const { return yaml_.IsScalar(); }

  // Typed reads of a scalar. Wrong types fail with "expected an integer, got 'abc'", bounds with
  // "must be at least 1, got 0" (or "must be greater than 0, got ..." when min is kPositive).
  std::string as_string() const;
  bool as_bool() const;  // true/True/TRUE/false/False/FALSE
  // Optional sign and decimal digits only; values beyond int64 fail as out of range.
  std::int64_t as_int(std::int64_t min, std::int64_t max) const;
  // A finite decimal number in [min, max].
  double as_number(double min, double max) const;
  // parse_quantity (SI base units), then the inclusive range check; bounds are shown in the unit.
  double as_quantity(Unit unit, double min, double max) const;
  // One of choices, exactly; otherwise an error listing them, with a did-you-mean.
  std::string as_choice(const std::vector<std::string>& choices) const;

  // Elements of a list, with key paths "x[0]", "x[1]", ... A null node reads as an empty list.
  std::vector<Node> items() const;
  // Entries of a map in file order. A null node reads as an empty map.
  std::vector<std::pair<std::string, Node>> entries() const;
  // The value of key in this map, if present. A null node reads as an empty map.
  std::optional<Node> find(const std::string& key) const;
  // As find, but a missing key is an error: "missing required key 'memory'".
  Node at(const std::string& key) const;
  // Where key itself is written in this map (the value's location when --set added the key).
  Location key_location(const std::string& key) const;

  // This node is a string naming another YAML file: load it (relative paths resolve against the
  // directory of this node's file). The loaded root keeps this node's key path, so that its values
  // read as part of this document ("hardware.gpu.memory").
  // Errors of the file as a whole (missing, a folder, a FIFO, empty, too large) are at this node;
  // errors inside it are at their place in it, under this key path, and say where it is named.
  Node load_referenced_file() const;
  // An error inside a file this node names (a file's own key path below this one, or the top
  // level), under this key path, with " (in the file that <key> names at <file:line:col>)".
  InputError referenced_error(const InputError& error) const;
  // As load_referenced_file, and splice the loaded tree into this document in place of the file
  // name, so that later overrides and sweeps can reach inside it. Returns the spliced node.
  Node inline_referenced_file();
  // Splices the root of another loaded document (parsed on its own, e.g. generated text) into
  // this document in place of this node, keeping this node's key path; values inside it report
  // the other document's file name and positions. Returns the spliced node.
  Node splice(const Node& loaded);

  // Throws InputError at this node: "<file>:<line>:<col>: <key path>: <message>".
  [[noreturn]] void fail(const std::string& message) const;

  // The wrapped yaml-cpp node, for code that needs more than this class offers. yaml-cpp nodes are
  // handles: do not assign through a copy (that rewrites the document), use reset().
  const YAML::Node& yaml() const { return yaml_; }

  struct Document;  // shared by all nodes of one loaded tree; defined in node_document.hpp

 private:
  Node(YAML::Node yaml, std::string key_path, Location location, int column_offset,
       std::shared_ptr<Document> doc);
  static Node make_root(YAML::Node yaml, const std::string& file,
                        std::shared_ptr<const std::string> text = nullptr);
  // The node for yaml, a direct child of this node, at key_path. key is its map key, if any: an
  // empty value has no position of its own (yaml-cpp marks the next token), so it takes its key's.
  Node child(const YAML::Node& yaml, std::string key_path, const YAML::Node* key = nullptr) const;
  // The scalar text, or an error "expected <what>, got a map".
  const std::string& scalar_text(const std::string& what) const;
  // How this node's value reads in messages: "'abc'", "a map", "a list", "an empty value".
  std::string describe() const;

  YAML::Node yaml_;
  std::string key_path_;
  Location location_;
  // Added to yaml-cpp's columns on the first line: a --set value is parsed on its own but shown
  // within the whole assignment.
  int column_offset_ = 0;
  std::shared_ptr<Document> doc_;

  friend void apply_assignment(Node& root, const std::string& assignment, const Location* origin);
};

}  // namespace hwsim::io
