#include "sim/io/resolved.hpp"

#include <yaml-cpp/yaml.h>

#include <memory>
#include <stdexcept>

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
  Tree root;
  root.kind = Tree::Kind::map;  // an empty record set is the empty map "{}"
  for (const auto& [path, value] : entries_) {
    Tree* node = &root;
    for (const Segment& s : split_path(path)) node = &node->descend(s, path);
    if (node->kind != Tree::Kind::unset && node->kind != Tree::Kind::value) {
      throw std::logic_error("key path '" + path + "' conflicts with another record");
    }
    node->kind = Tree::Kind::value;
    node->value = value;
  }
  YAML::Emitter out;
  root.emit(out);
  return std::string(out.c_str()) + "\n";
}

}  // namespace hwsim::io
