#pragma once
// State shared by all nodes of one loaded document (internal to sim/io).

#include <string>
#include <vector>

#include "sim/io/node.hpp"

namespace hwsim::io {

struct Node::Document {
  // Subtrees that came from elsewhere than the root's file: values given with --set and files
  // spliced in by inline_referenced_file. A node found here (by identity) and its descendants
  // report this file name; column_offset shifts columns on their first line.
  struct Origin {
    YAML::Node node;
    std::string file;
    int column_offset = 0;
    int line_offset = 0;  // lines before the text this node was parsed from (sweep values)
  };
  std::vector<Origin> origins;
};

// Vets a parsed tree before typed reading: nesting depth, node count with aliases expanded
// (stopping after limits.max_nodes visits, so alias bombs cost little), duplicate and non-string
// keys. Errors are InputErrors in file, columns on the first line shifted by column_offset, key
// paths under key_path.
void check_tree(const YAML::Node& tree, const std::string& file, int column_offset,
                const std::string& key_path, const Limits& limits);

}  // namespace hwsim::io
