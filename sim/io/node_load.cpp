// Loading: raw text checks, parsing, and the budgeted walk that vets a tree before typed reading.

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <sstream>
#include <unordered_set>

#include "sim/io/enclosing_key.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/input_file.hpp"
#include "sim/io/node.hpp"
#include "sim/io/node_document.hpp"
#include "sim/io/number_text.hpp"

namespace hwsim::io {
namespace {

std::string hex_byte(unsigned char c) {
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "0x%02x", c);
  return buffer;
}

std::string depth_message(const Limits& limits) {
  return "nesting is deeper than " + std::to_string(limits.max_depth) + " levels";
}

// Length of the UTF-8 sequence at text[i], or 0 when it is malformed (truncated, overlong, a
// surrogate or beyond U+10FFFF).
std::size_t utf8_length(const std::string& text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
  const unsigned char c = byte(0);
  std::size_t n = 0;
  unsigned char lo = 0x80, hi = 0xbf;  // allowed range of the second byte
  if (c >= 0xc2 && c <= 0xdf) {
    n = 2;
  } else if (c >= 0xe0 && c <= 0xef) {
    n = 3;
    if (c == 0xe0) lo = 0xa0;
    if (c == 0xed) hi = 0x9f;
  } else if (c >= 0xf0 && c <= 0xf4) {
    n = 4;
    if (c == 0xf0) lo = 0x90;
    if (c == 0xf4) hi = 0x8f;
  } else {
    return 0;
  }
  if (i + n > text.size() || byte(1) < lo || byte(1) > hi) return 0;
  for (std::size_t k = 2; k < n; ++k) {
    if (byte(k) < 0x80 || byte(k) > 0xbf) return 0;
  }
  return n;
}

// Binary files and other encodings fail here with a position, rather than somewhere in yaml-cpp.
void check_text(const std::string& text, const std::string& file) {
  int line = 1, column = 1;
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '\n') {
      ++line;
      column = 1;
      ++i;
      continue;
    }
    if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f) {
      throw InputError({file, line, column}, "",
                       "unexpected control character " + hex_byte(c) + " (is this a binary file?)");
    }
    std::size_t n = 1;
    if (c >= 0x80 && (n = utf8_length(text, i)) == 0) {
      throw InputError({file, line, column}, "", "invalid UTF-8 byte " + hex_byte(c));
    }
    i += n;
    ++column;
  }
}

// text: the source the mark points into, when known, for columns in characters.
Location mark_location(const std::string& file, const YAML::Mark& mark, int column_offset = 0,
                       const std::string* text = nullptr) {
  if (mark.line < 0) return {file, 1, 1 + column_offset};
  const int column = text ? char_column(*text, mark) : mark.column + 1;
  return {file, mark.line + 1, column + (mark.line == 0 ? column_offset : 0)};
}

// Walks the tree once, counting every visit (an alias is walked again each time it is used), so
// that an alias bomb stops after max_nodes steps instead of expanding.
class TreeCheck {
 public:
  TreeCheck(const std::string& file, int column_offset, std::string root_path, const Limits& limits,
            const std::string* text = nullptr)
      : file_(file),
        column_offset_(column_offset),
        limits_(limits),
        text_(text),
        path_(std::move(root_path)) {}

  void check(const YAML::Node& root) {
    root_ = at(root);
    walk(root, 1);
  }

  // The mark of the quoted scalar (value or key) that starts last in the text, if any: only that
  // one can run to the end of the file unclosed, which yaml-cpp accepts.
  const std::optional<YAML::Mark>& last_quoted() const { return last_quoted_; }
  const std::string& last_quoted_path() const { return last_quoted_path_; }

 private:
  Location at(const YAML::Node& node) const {
    return mark_location(file_, node.Mark(), column_offset_, text_);
  }

  void note_quoted(const YAML::Node& node) {
    if (!node.IsScalar() || node.Tag() != "!" || node.Mark().pos < 0) return;
    if (!last_quoted_ || node.Mark().pos > last_quoted_->pos) {
      last_quoted_ = node.Mark();
      last_quoted_path_ = path_;
    }
  }

  void walk(const YAML::Node& node, int depth) {
    note_quoted(node);
    if (++visited_ > limits_.max_nodes) {
      throw InputError(root_, "",
                       "document has more than " + std::to_string(limits_.max_nodes) +
                           " nodes once aliases are expanded");
    }
    // Only maps and lists nest: a scalar inside the 64th level is still within 64 levels.
    if (depth > limits_.max_depth && (node.IsMap() || node.IsSequence())) {
      throw InputError(at(node), path_, depth_message(limits_));
    }
    check_tag(node);
    if (node.IsSequence()) {
      std::size_t i = 0;
      for (const auto& element : node) {
        const std::size_t keep = path_.size();
        path_ += "[" + std::to_string(i++) + "]";
        walk(element, depth + 1);
        path_.resize(keep);
      }
    } else if (node.IsMap()) {
      std::unordered_set<std::string> seen;
      for (const auto& entry : node) {
        const YAML::Node& key = entry.first;
        if (!key.IsScalar()) {
          throw InputError(at(key), path_, "map keys must be plain strings");
        }
        const std::size_t keep = path_.size();
        path_ += (path_.empty() ? "" : ".") + key.Scalar();
        if (key.Scalar() == "<<" && key.Tag() == "?") {
          throw InputError(at(key), path_,
                           "YAML merge keys ('<<') are not supported: write the keys out (an "
                           "alias '*name' may still repeat a whole map)");
        }
        check_tag(key);
        note_quoted(key);
        if (!seen.insert(key.Scalar()).second) {
          throw InputError(at(key), path_, "duplicate key '" + key.Scalar() + "'");
        }
        walk(entry.second, depth + 1);
        path_.resize(keep);
      }
    }
  }

  // A tag asks for a type or an action (!!binary, !include, !!python/object) that hwsim does not
  // perform; ignoring it would read the text as something it is not.
  void check_tag(const YAML::Node& node) const {
    const std::string& tag = node.Tag();
    if (tag.empty() || tag == "?" || tag == "!") return;  // untagged (plain or quoted)
    const std::string core = "tag:yaml.org,2002:";
    const std::string shown = tag.rfind(core, 0) == 0 ? "!!" + tag.substr(core.size()) : tag;
    throw InputError(at(node), path_,
                     "YAML tag '" + shown +
                         "' is not supported: hwsim reads plain values only; "
                         "remove the tag");
  }

  const std::string& file_;
  int column_offset_;
  const Limits& limits_;
  const std::string* text_;
  Location root_;
  std::string path_;
  std::size_t visited_ = 0;
  std::optional<YAML::Mark> last_quoted_;
  std::string last_quoted_path_;
};

// Whether the quoted scalar opening at text[pos] ('"' or '\'') is closed before the end of text.
bool quote_closed(const std::string& text, std::size_t pos) {
  const char quote = text[pos];
  for (std::size_t i = pos + 1; i < text.size(); ++i) {
    if (quote == '"' && text[i] == '\\') {
      ++i;  // an escape: the next character is never the closing quote
    } else if (text[i] == quote) {
      if (quote == '\'' && i + 1 < text.size() && text[i + 1] == '\'') {
        ++i;  // '' inside single quotes is one quote character
        continue;
      }
      return true;
    }
  }
  return false;
}

// Where a second document starts, if the text has one. yaml-cpp's LoadAll can loop forever on some
// malformed input (a known yaml-cpp 0.7 defect), so documents are counted with the event parser,
// which stops after two.
class DocumentCounter : public YAML::EventHandler {
 public:
  void OnDocumentStart(const YAML::Mark& mark) override { starts.push_back(mark); }
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
  void OnAlias(const YAML::Mark&, YAML::anchor_t) override {}
  void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t,
                const std::string&) override {}
  void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                       YAML::EmitterStyle::value) override {}
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                  YAML::EmitterStyle::value) override {}
  void OnMapEnd() override {}
  std::vector<YAML::Mark> starts;
};

// The start marks of the first two documents of text (fewer if it has fewer).
std::vector<YAML::Mark> document_starts(const std::string& text) {
  std::istringstream stream(text);
  YAML::Parser parser(stream);
  DocumentCounter counter;
  for (int i = 0; i < 2 && parser.HandleNextDocument(counter); ++i) {
  }
  return counter.starts;
}

bool has_lone_cr(const std::string& text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n')) return true;
  }
  return false;
}

}  // namespace

int char_column(const std::string& text, const YAML::Mark& mark) {
  if (mark.pos < 0 || static_cast<std::size_t>(mark.pos) > text.size()) return mark.column + 1;
  const auto end = static_cast<std::size_t>(mark.pos);
  const std::size_t newline = end == 0 ? std::string::npos : text.rfind('\n', end - 1);
  const std::size_t start = newline == std::string::npos ? 0 : newline + 1;
  // Some marks (yaml-cpp's recursion guard) carry a position that is not their line and column.
  if (static_cast<int>(end - start) != mark.column) return mark.column + 1;
  int column = 1;
  for (std::size_t i = start; i < end; ++i) {
    // Continuation bytes (10xxxxxx) belong to the character their lead byte starts.
    if ((static_cast<unsigned char>(text[i]) & 0xc0) != 0x80) ++column;
  }
  return column;
}

std::shared_ptr<const Node::Document::Text> Node::Document::index(
    std::shared_ptr<const std::string> text) {
  auto indexed = std::make_shared<Text>();
  for (std::size_t i = 0; i < text->size(); ++i) {
    if ((static_cast<unsigned char>((*text)[i]) & 0xc0) == 0x80) indexed->continuation.push_back(i);
  }
  indexed->bytes = std::move(text);
  return indexed;
}

int Node::Document::column(const std::string& file, const YAML::Mark& mark) const {
  const auto it = texts.find(file);
  if (it == texts.end()) return mark.column + 1;
  const std::string& text = *it->second->bytes;
  // The line starts mark.column bytes before the mark; a mark whose position does not agree
  // (yaml-cpp's recursion guard) keeps its byte column, as char_column does.
  if (mark.pos < 0 || mark.column < 0 || mark.column > mark.pos ||
      static_cast<std::size_t>(mark.pos) > text.size()) {
    return mark.column + 1;
  }
  const auto end = static_cast<std::size_t>(mark.pos);
  const std::size_t start = end - static_cast<std::size_t>(mark.column);
  if (start > 0 && text[start - 1] != '\n') return mark.column + 1;
  const auto& cont = it->second->continuation;
  const auto from = std::lower_bound(cont.begin(), cont.end(), start);
  const auto to = std::lower_bound(from, cont.end(), end);
  return mark.column + 1 - static_cast<int>(to - from);
}

void check_tree(const YAML::Node& tree, const std::string& file, int column_offset,
                const std::string& key_path, const Limits& limits) {
  TreeCheck(file, column_offset, key_path, limits).check(tree);
}

namespace {

// Old Mac line endings (a CR alone) are line breaks to a reader but not to yaml-cpp, which would
// see one long line; CR LF is left as it is.
std::string with_lone_cr_as_lf(const std::string& text) {
  std::string normalised = text;
  for (std::size_t i = 0; i < normalised.size(); ++i) {
    if (normalised[i] == '\r' && (i + 1 == normalised.size() || normalised[i + 1] != '\n')) {
      normalised[i] = '\n';
    }
  }
  return normalised;
}

// An error at a place of `source` that names no key, given the key path that encloses the place
// (see enclosing_key.hpp), so that a syntax or encoding error says where in the document it is.
InputError with_enclosing_key(const InputError& e, const std::string& source) {
  if (!e.key_path().empty() || e.where().line <= 0) return e;
  const std::string path =
      enclosing_key_path(source, byte_offset(source, e.where().line, e.where().column));
  return InputError(e.where(), path.empty() ? std::string(kTopLevel) : path, e.message());
}

// The first document of source, checked; throws for its errors at their place.
YAML::Node parse_checked(const std::string& source, const std::string& display_name,
                         const Limits& limits, std::vector<YAML::Mark>& starts) {
  check_text(source, display_name);
  YAML::Node document;
  try {
    document = YAML::Load(source);  // syntax errors of the first document surface here
    starts = document_starts(source);
  } catch (const YAML::DeepRecursion& e) {
    throw InputError(mark_location(display_name, e.mark, 0, &source), "", depth_message(limits));
  } catch (const YAML::Exception& e) {
    throw InputError(mark_location(display_name, e.mark, 0, &source), "",
                     "YAML syntax error: " + e.msg);
  }
  if (starts.size() > 1) {
    const auto pos = static_cast<std::size_t>(std::max(0, starts[1].pos));
    const bool marker = source.compare(pos, 3, "---") == 0;
    throw InputError(mark_location(display_name, starts[1], 0, &source), "",
                     marker ? "a second YAML document ('---') is not allowed here"
                            : "YAML syntax error: unexpected text after the end of the document");
  }
  return document;
}

void check_quotes_closed(const TreeCheck& tree, const std::string& source,
                         const std::string& display_name) {
  const auto& mark = tree.last_quoted();
  if (!mark) return;
  const auto pos = static_cast<std::size_t>(mark->pos);
  if (pos < source.size() && (source[pos] == '"' || source[pos] == '\'') &&
      !quote_closed(source, pos)) {
    throw InputError(mark_location(display_name, *mark, 0, &source), tree.last_quoted_path(),
                     std::string("unterminated quoted string: no closing ") + source[pos] +
                         " before the end of the file");
  }
}

}  // namespace

// Errors of the file as a whole (too large, empty) are at 1:1 with no key path, so that the caller
// names the file's role (the scenario file, or the key that references it).
Node Node::parse_string(const std::string& text, const std::string& display_name,
                        const Limits& limits) {
  if (text.size() > limits.max_input_bytes) {
    throw InputError({display_name, 1, 1}, "", too_big_message(limits));
  }
  const std::string source = has_lone_cr(text) ? with_lone_cr_as_lf(text) : text;
  std::vector<YAML::Mark> starts;
  YAML::Node document;
  try {
    document = parse_checked(source, display_name, limits, starts);
  } catch (const InputError& e) {
    throw with_enclosing_key(e, source);
  }
  if (starts.empty()) throw InputError({display_name, 1, 1}, "", "file is empty");
  auto shared_text = std::make_shared<const std::string>(source);
  Node root = make_root(document, display_name, shared_text);
  TreeCheck tree(display_name, 0, "", limits, shared_text.get());
  try {
    tree.check(document);
    check_quotes_closed(tree, source, display_name);
  } catch (const InputError& e) {
    throw with_enclosing_key(e, source);
  }
  return root;
}

Node Node::load_file(const std::string& path, const Limits& limits) {
  return parse_string(read_input_file(path, "", "a file", "cannot open file", limits), path,
                      limits);
}

}  // namespace hwsim::io
