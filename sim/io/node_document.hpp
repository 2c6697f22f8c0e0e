#pragma once
// State shared by all nodes of one loaded document (internal to sim/io).

#include <map>
#include <memory>
#include <set>
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
  // The text of each file read into this document, so that columns count characters, not bytes.
  std::map<std::string, std::shared_ptr<const std::string>> texts;
  // The files of `texts` that are all ASCII, where a column in characters is yaml-cpp's byte
  // column: found once per text, so that a position on a long line (a sweep list of 10^5 values)
  // costs O(1), not the length of the line before it.
  std::set<std::string> ascii_files;

  // Adds `text` as the text of `file` (to texts and, when it is ASCII, to ascii_files).
  void add_text(const std::string& file, std::shared_ptr<const std::string> text);

  // The 1-based column of `mark` in characters when `file`'s text is known (UTF-8 sequences count
  // as one), else in bytes as yaml-cpp counts them.
  int column(const std::string& file, const YAML::Mark& mark) const;
};

// The 1-based column, in characters, of mark (whose pos is a byte offset into text); the byte
// column when the mark's position does not match its line and column.
int char_column(const std::string& text, const YAML::Mark& mark);

// Vets a parsed tree before typed reading: nesting depth, node count with aliases expanded
// (stopping after limits.max_nodes visits, so alias bombs cost little), duplicate and non-string
// keys. Errors are InputErrors in file, columns on the first line shifted by column_offset, key
// paths under key_path.
void check_tree(const YAML::Node& tree, const std::string& file, int column_offset,
                const std::string& key_path, const Limits& limits);

}  // namespace hwsim::io
