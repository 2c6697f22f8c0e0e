#include "sim/io/resolved.hpp"

#include <yaml-cpp/yaml.h>

#include <memory>
#include <stdexcept>
#include <string_view>
#include <unordered_map>

namespace hwsim::io {
namespace {

// One path segment: a map key, or a list index when is_index.
struct Segment {
  std::string key;
  std::size_t index = 0;
  bool is_index = false;
};

std::vector<Segment> split_path(const std::string& path) {
  std::vector<Segment> out;
  std::size_t i = 0;
  while (i < path.size()) {
    if (path[i] == '[') {
      const std::size_t close = path.find(']', i);
      if (close == std::string::npos) throw std::logic_error("bad key path '" + path + "'");
      out.push_back({"", std::stoul(path.substr(i + 1, close - i - 1)), true});
      i = close + 1;
    } else {
      if (path[i] == '.') ++i;
      const std::size_t end = path.find_first_of(".[", i);
      const std::size_t stop = end == std::string::npos ? path.size() : end;
      out.push_back({path.substr(i, stop - i), 0, false});
      i = stop;
    }
  }
  return out;
}

struct Tree {
  enum class Kind { unset, value, map, list } kind = Kind::unset;
  std::string value;
  std::vector<std::pair<std::string, std::unique_ptr<Tree>>> keys;  // in first-recorded order
  std::vector<std::unique_ptr<Tree>> elements;

  Tree& descend(const Segment& s, const std::string& path) {
    const Kind want = s.is_index ? Kind::list : Kind::map;
    if (kind == Kind::unset) kind = want;
    if (kind != want)
      throw std::logic_error("key path '" + path + "' conflicts with another record");
    if (s.is_index) {
      while (elements.size() <= s.index) elements.push_back(std::make_unique<Tree>());
      return *elements[s.index];
    }
    for (auto& [key, tree] : keys) {
      if (key == s.key) return *tree;
    }
    keys.emplace_back(s.key, std::make_unique<Tree>());
    return *keys.back().second;
  }

  void emit(YAML::Emitter& out) const {
    switch (kind) {
      case Kind::unset:
        out << YAML::Null;
        break;
      case Kind::value:
        out << value;
        break;
      case Kind::map:
        out << YAML::BeginMap;
        for (const auto& [key, tree] : keys) {
          out << YAML::Key << key << YAML::Value;
          tree->emit(out);
        }
        out << YAML::EndMap;
        break;
      case Kind::list:
        out << YAML::BeginSeq;
        for (const auto& tree : elements) tree->emit(out);
        out << YAML::EndSeq;
        break;
    }
  }
};

// Where a scalar is written: its text depends on it (yaml-cpp quotes by context).
enum class Place { key, map_value, seq_item };

// The text yaml-cpp writes for `value` (`null`: its null) at `place`, taken from a one-entry
// document of that shape; empty when that document is not the one-line shape expected (a long key,
// for one), and the caller then writes the whole document through yaml-cpp.
std::string emitted_scalar(const std::string& value, bool null, Place place) {
  YAML::Emitter out;
  const auto put = [&] {
    if (null) {
      out << YAML::Null;
    } else {
      out << value;
    }
  };
  std::string_view prefix, suffix;
  switch (place) {
    case Place::key:
      out << YAML::BeginMap << YAML::Key;
      put();
      out << YAML::Value << "v" << YAML::EndMap;
      suffix = ": v";
      break;
    case Place::map_value:
      out << YAML::BeginMap << YAML::Key << "k" << YAML::Value;
      put();
      out << YAML::EndMap;
      prefix = "k: ";
      break;
    case Place::seq_item:
      out << YAML::BeginSeq;
      put();
      out << YAML::EndSeq;
      prefix = "- ";
      break;
  }
  const std::string_view text(out.c_str(), out.size());
  if (!out.good() || text.size() < prefix.size() + suffix.size() || !text.starts_with(prefix) ||
      !text.ends_with(suffix) || text.find('\n') != std::string_view::npos) {
    return "";
  }
  return std::string(text.substr(prefix.size(), text.size() - prefix.size() - suffix.size()));
}

// emitted_scalar through a per-thread memo: yaml-cpp decides a scalar's quoting by matching
// patterns over its text, most of a sweep point's cost of writing its resolved input, and most
// scalars repeat from point to point (a profile's description of some hundreds of characters
// too). Bounded: a table is cleared past kMemoEntries scalars (a scenario has a few hundred; a
// swept value adds one a point) or kMemoBytes of text.
std::string scalar_text(const std::string& value, bool null, Place place) {
  constexpr std::size_t kMemoEntries = 1 << 12, kMemoBytes = std::size_t{1} << 20;
  struct Memo {
    std::unordered_map<std::string, std::string> texts;
    std::size_t bytes = 0;
  };
  thread_local Memo memo[3][2];
  Memo& table = memo[static_cast<int>(place)][null ? 1 : 0];
  if (const auto it = table.texts.find(value); it != table.texts.end()) return it->second;
  std::string text = emitted_scalar(value, null, place);
  const std::size_t bytes = value.size() + text.size();
  if (bytes > kMemoBytes / 4) return text;  // too large to keep
  if (table.texts.size() >= kMemoEntries || table.bytes + bytes > kMemoBytes) {
    table.texts.clear();
    table.bytes = 0;
  }
  table.bytes += bytes;
  table.texts.emplace(value, text);
  return text;
}

// Writes the tree in yaml-cpp's block style: two spaces a level, a sequence under a key indented
// by two, a map inside a sequence item begun on the item's line and a sequence on the next, empty
// ones as {} and [], null as yaml-cpp writes it. Returns false when a scalar has no one-line form
// (see emitted_scalar).
class BlockWriter {
 public:
  explicit BlockWriter(std::string& out) : out_(out) {}

  bool document(const Tree& root) {
    if (is_block(root)) return block(root, 0, false);
    return inline_node(root, Place::map_value, "");
  }

 private:
  static bool is_block(const Tree& t) {
    return (t.kind == Tree::Kind::map && !t.keys.empty()) ||
           (t.kind == Tree::Kind::list && !t.elements.empty());
  }

  // A value that fits on its line: a scalar, null, {} or []; `lead` goes before it.
  bool inline_node(const Tree& t, Place place, std::string_view lead) {
    out_ += lead;
    if (t.kind == Tree::Kind::map) {
      out_ += "{}";
    } else if (t.kind == Tree::Kind::list) {
      out_ += "[]";
    } else {
      const std::string text = scalar_text(t.value, t.kind == Tree::Kind::unset, place);
      if (text.empty()) return false;
      out_ += text;
    }
    return true;
  }

  void new_line(int indent) {
    if (!out_.empty()) out_ += '\n';
    out_.append(static_cast<std::size_t>(indent), ' ');
  }

  // A non-empty map or sequence whose lines are at `indent`; `on_line`: its first entry continues
  // the current line (inside a sequence item).
  bool block(const Tree& t, int indent, bool on_line) {
    bool first = true;
    if (t.kind == Tree::Kind::map) {
      for (const auto& [key, child] : t.keys) {
        if (!(first && on_line)) new_line(indent);
        first = false;
        const std::string key_text = scalar_text(key, false, Place::key);
        if (key_text.empty()) return false;
        out_ += key_text;
        out_ += ':';
        const bool ok = is_block(*child) ? block(*child, indent + 2, false)
                                         : inline_node(*child, Place::map_value, " ");
        if (!ok) return false;
      }
      return true;
    }
    for (const auto& child : t.elements) {
      if (!(first && on_line)) new_line(indent);
      first = false;
      // A sequence inside an item starts on the next line; a map starts on the item's line.
      bool ok;
      if (!is_block(*child)) {
        ok = inline_node(*child, Place::seq_item, "- ");
      } else if (child->kind == Tree::Kind::list) {
        out_ += '-';
        ok = block(*child, indent + 2, false);
      } else {
        out_ += "- ";
        ok = block(*child, indent + 2, true);
      }
      if (!ok) return false;
    }
    return true;
  }

  std::string& out_;
};

Tree build_tree(const std::vector<std::pair<std::string, std::string>>& entries) {
  Tree root;
  root.kind = Tree::Kind::map;  // an empty record set is the empty map "{}"
  for (const auto& [path, value] : entries) {
    Tree* node = &root;
    for (const Segment& s : split_path(path)) node = &node->descend(s, path);
    if (node->kind != Tree::Kind::unset && node->kind != Tree::Kind::value) {
      throw std::logic_error("key path '" + path + "' conflicts with another record");
    }
    node->kind = Tree::Kind::value;
    node->value = value;
  }
  return root;
}

std::string through_emitter(const Tree& root) {
  YAML::Emitter out;
  root.emit(out);
  return std::string(out.c_str()) + "\n";
}

}  // namespace

void Resolved::record(const std::string& key_path, const std::string& value) {
  const auto [it, inserted] = index_.emplace(key_path, entries_.size());
  if (inserted) {
    entries_.emplace_back(key_path, value);
  } else {
    entries_[it->second].second = value;
  }
}

std::string Resolved::to_yaml() const {
  const Tree root = build_tree(entries_);
  std::string text;
  if (!BlockWriter(text).document(root)) return through_emitter(root);
  return text + "\n";
}

std::string Resolved::to_yaml_through_emitter() const {
  return through_emitter(build_tree(entries_));
}

}  // namespace hwsim::io
