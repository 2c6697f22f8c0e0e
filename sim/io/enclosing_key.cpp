#include "sim/io/enclosing_key.hpp"

#include <algorithm>
#include <vector>

namespace hwsim::io {
namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// One level of nesting open at the scan position.
struct Frame {
  enum Kind { kBlockKey, kBlockItem, kFlowMap, kFlowList } kind;
  int indent = 0;        // block frames: the column (0-based) of the key or the dash
  std::string key;       // kBlockKey; kFlowMap: the key whose value is open ("" between entries)
  int index = 0;         // kBlockItem, kFlowList
  bool started = false;  // kFlowList: its current element has begun
};

// Reads text line by line up to the position, keeping the stack of open keys and list items.
class Scanner {
 public:
  explicit Scanner(const std::string& text) : text_(text) {}

  std::string run(std::size_t end) {
    for (std::size_t i = 0; i < end;) {
      std::size_t e = text_.find('\n', i);
      if (e == std::string::npos || e > end) e = end;
      if (depth_ > 0) {
        flow(i, e);  // what follows the flow's end on its line is not read
      } else {
        block_line(i, e, e == end);
      }
      i = e + 1;
    }
    // A position at the start of a line, outside any flow, is inside no block key yet.
    if (depth_ == 0 && (end == 0 || text_[end - 1] == '\n')) pop_block(0, false);
    return path();
  }

 private:
  void block_line(std::size_t b, std::size_t e, bool last) {
    std::size_t p = b;
    while (p < e && blank(text_[p])) ++p;
    const int indent = static_cast<int>(p - b);
    if (p == e) {
      if (last) pop_block(indent, false);  // the position sits in this line's indentation
      return;
    }
    if (text_[p] == '#') return;
    if (p == b && (text_.compare(p, 3, "---") == 0 || text_.compare(p, 3, "...") == 0)) {
      frames_.clear();
      return;
    }
    bool dash = is_dash(p, e);
    pop_block(indent, dash);
    while (dash) {
      const int column = static_cast<int>(p - b);
      int index = 0;
      if (!frames_.empty() && frames_.back().kind == Frame::kBlockItem &&
          frames_.back().indent == column) {
        index = frames_.back().index + 1;
        frames_.pop_back();
      }
      frames_.push_back({Frame::kBlockItem, column, "", index});
      ++p;
      while (p < e && blank(text_[p])) ++p;
      dash = is_dash(p, e);
    }
    content(p, e, static_cast<int>(p - b));
  }

  bool is_dash(std::size_t p, std::size_t e) const {
    return p < e && text_[p] == '-' && (p + 1 == e || blank(text_[p + 1]));
  }

  // Leaves the frames that enclose a line indented by `indent`: a dash line stays inside the key
  // at its own indentation (`key:` then `- item` at the same column).
  void pop_block(int indent, bool dash) {
    while (!frames_.empty() &&
           (frames_.back().indent > indent || (frames_.back().indent == indent && !dash))) {
      frames_.pop_back();
    }
  }

  void content(std::size_t p, std::size_t e, int column) {
    if (p == e) return;
    if (text_[p] == '{' || text_[p] == '[') {
      flow(p, e);
      return;
    }
    std::string key;
    std::size_t colon = key_end(p, e, key);
    if (colon == std::string::npos) return;  // a scalar
    frames_.push_back({Frame::kBlockKey, column, key});
    std::size_t q = colon + 1;
    for (;;) {  // anchors and tags before the value
      while (q < e && blank(text_[q])) ++q;
      if (q >= e || (text_[q] != '&' && text_[q] != '!')) break;
      while (q < e && !blank(text_[q])) ++q;
    }
    if (q < e && (text_[q] == '{' || text_[q] == '[')) flow(q, e);
  }

  // The ':' that ends a block key starting at p (its text in `key`), or npos.
  std::size_t key_end(std::size_t p, std::size_t e, std::string& key) const {
    std::size_t q = p;
    if (text_[p] == '"' || text_[p] == '\'') {
      q = closing(p, e);
      key = text_.substr(p + 1, q > p + 1 ? q - p - 1 : 0);
      ++q;
      while (q < e && blank(text_[q])) ++q;
      return q < e && text_[q] == ':' ? q : std::string::npos;
    }
    for (; q < e; ++q) {
      if (text_[q] == ':' && (q + 1 == e || blank(text_[q + 1]))) break;
      if (text_[q] == '#' && q > p && blank(text_[q - 1])) return std::string::npos;
    }
    if (q == e) return std::string::npos;
    std::size_t end = q;
    while (end > p && blank(text_[end - 1])) --end;
    key = text_.substr(p, end - p);
    return q;
  }

  // The closing quote of the string opened at p, or e when it is not closed before e.
  std::size_t closing(std::size_t p, std::size_t e) const {
    const char quote = text_[p];
    for (std::size_t q = p + 1; q < e; ++q) {
      if (quote == '"' && text_[q] == '\\') {
        ++q;
      } else if (text_[q] == quote) {
        if (quote == '\'' && q + 1 < e && text_[q + 1] == '\'') {
          ++q;
          continue;
        }
        return q;
      }
    }
    return e;
  }

  void flow(std::size_t p, std::size_t e) {
    for (; p < e && (depth_ > 0 || text_[p] == '{' || text_[p] == '['); ++p) {
      const char c = text_[p];
      if (c == '"' || c == '\'') {
        const std::size_t q = closing(p, e);
        pending_ = text_.substr(p + 1, q > p + 1 ? q - p - 1 : 0);
        quoted_ = true;
        begin_element();
        p = q;
      } else if (c == '{' || c == '[') {
        begin_element();
        frames_.push_back({c == '{' ? Frame::kFlowMap : Frame::kFlowList, 0, ""});
        ++depth_;
        reset_pending();
      } else if (c == '}' || c == ']') {
        if (!frames_.empty()) frames_.pop_back();
        if (--depth_ == 0) return;
        if (frames_.back().kind == Frame::kFlowMap) frames_.back().key.clear();  // value done
        reset_pending();
      } else if (c == ',') {
        Frame& top = frames_.back();
        if (top.kind == Frame::kFlowMap) top.key.clear();
        if (top.kind == Frame::kFlowList) {
          ++top.index;
          top.started = false;
        }
        reset_pending();
      } else if (c == ':' && frames_.back().kind == Frame::kFlowMap &&
                 (quoted_ || p + 1 == e || blank(text_[p + 1]) || text_[p + 1] == ',')) {
        std::size_t end = pending_.size();
        while (end > 0 && blank(pending_[end - 1])) --end;
        frames_.back().key = pending_.substr(0, end);
        reset_pending();
      } else if (c == '#' && (p == 0 || blank(text_[p - 1]))) {
        return;  // a comment runs to the end of the line
      } else if (!blank(c)) {
        begin_element();
        pending_ += c;
      } else if (!pending_.empty()) {
        pending_ += c;
      }
    }
  }

  void begin_element() {
    if (!frames_.empty() && frames_.back().kind == Frame::kFlowList && depth_ > 0) {
      frames_.back().started = true;
    }
  }

  void reset_pending() {
    pending_.clear();
    quoted_ = false;
  }

  std::string path() const {
    std::string out;
    for (const Frame& f : frames_) {
      if ((f.kind == Frame::kBlockKey || f.kind == Frame::kFlowMap) && !f.key.empty()) {
        out += (out.empty() ? "" : ".") + f.key;
      } else if (f.kind == Frame::kBlockItem || (f.kind == Frame::kFlowList && f.started)) {
        out += "[" + std::to_string(f.index) + "]";
      }
    }
    return out;
  }

  const std::string& text_;
  std::vector<Frame> frames_;
  int depth_ = 0;        // open flow collections
  std::string pending_;  // text of the flow entry read so far (a key, if a ':' follows)
  bool quoted_ = false;  // pending_ is a quoted string
};

}  // namespace

std::string enclosing_key_path(const std::string& text, std::size_t offset) {
  return Scanner(text).run(std::min(offset, text.size()));
}

std::size_t byte_offset(const std::string& text, int line, int column) {
  std::size_t i = 0;
  for (int l = 1; l < line && i < text.size(); ++l) {
    const std::size_t newline = text.find('\n', i);
    if (newline == std::string::npos) return text.size();
    i = newline + 1;
  }
  for (int c = 1; c < column && i < text.size(); ++c) {
    ++i;
    while (i < text.size() && (static_cast<unsigned char>(text[i]) & 0xc0) == 0x80) ++i;
  }
  return i;
}

}  // namespace hwsim::io
