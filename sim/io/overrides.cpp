#include "sim/io/overrides.hpp"

#include <cctype>
#include <functional>
#include <string_view>

#include "sim/io/input_error.hpp"
#include "sim/io/node_document.hpp"

namespace hwsim::io {
namespace {

// One segment of the key path, with its 0-based column in the assignment.
struct Step {
  std::string key;
  std::optional<std::size_t> index;
  int column;
};

bool key_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
}

// A plain scalar of the characters that sweep and --set values mostly use ("4096", "25 GB/s",
// "57%", "bf16", "1e-3"): it reads as its own text, so it is built as yaml-cpp's parser builds a
// plain scalar, without running the parser (most of the cost of applying a sweep point).
bool plain_scalar(const std::string& text) {
  if (text.empty() || !std::isalnum(static_cast<unsigned char>(text[0])) || text.back() == ' ') {
    return false;
  }
  if (text == "null" || text == "Null" || text == "NULL") return false;
  for (std::size_t i = 1; i < text.size(); ++i) {
    const char c = text[i];
    if (std::isalnum(static_cast<unsigned char>(c)) ||
        std::string_view("._%/+-").find(c) != std::string_view::npos) {
      continue;
    }
    if (c == ' ' && text[i - 1] != ' ') continue;
    return false;
  }
  return true;
}

YAML::Node parse_value(const std::string& text) {
  if (!plain_scalar(text)) return YAML::Load(text);
  YAML::Node scalar(text);
  scalar.SetTag("?");  // as the parser tags an untagged plain scalar
  return scalar;
}

}  // namespace

void apply_assignment(Node& root, const std::string& assignment, const Location* origin);

void apply_override(Node& root, const std::string& assignment) {
  apply_assignment(root, assignment, nullptr);
}

void apply_override(Node& root, const std::string& assignment, const Location& origin) {
  apply_assignment(root, assignment, &origin);
}

namespace {

using Fail =
    std::function<void(int column, const std::string& key_path, const std::string& message)>;

// The steps of the key path before '=' ("a.b[2].c"); fail(column, key text, message) for a
// malformed one, so that its error names the key as written.
std::vector<Step> parse_key_path(const std::string& assignment, const Fail& fail) {
  const std::size_t eq = assignment.find('=');
  if (eq == std::string::npos) {
    fail(0, assignment, "expected key.path=value (no '=' in it), e.g. --set job.batch=8");
  }
  if (eq == 0) fail(0, "", "no key before '=': expected key.path=value, e.g. --set job.batch=8");
  const std::string key_text = assignment.substr(0, eq);
  std::vector<Step> steps;
  for (std::size_t i = 0; i < eq;) {
    const std::size_t start = i;
    while (i < eq && key_char(assignment[i])) ++i;
    if (i == start) fail(static_cast<int>(i), key_text, "expected a key name in the key path");
    Step step{assignment.substr(start, i - start), std::nullopt, static_cast<int>(start)};
    if (i < eq && assignment[i] == '[') {
      const std::size_t close = assignment.find(']', i);
      const std::string digits =
          close < eq ? assignment.substr(i + 1, close - i - 1) : std::string();
      if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos ||
          digits.size() > 9) {
        fail(static_cast<int>(i), key_text, "expected a list index such as [0]");
      }
      step.index = std::stoul(digits);
      i = close + 1;
    }
    steps.push_back(step);
    if (i < eq && assignment[i] != '.') fail(static_cast<int>(i), key_text, "expected '.' or '='");
    if (i < eq) ++i;
    if (i == eq && assignment[i - 1] == '.') {
      fail(static_cast<int>(i), key_text, "key path ends in '.'");
    }
  }
  return steps;
}

}  // namespace

void check_override_text(const std::string& assignment, std::size_t index) {
  parse_key_path(assignment,
                 [&](int column, const std::string& key_path, const std::string& message) {
                   throw InputError({"<--set " + assignment + ">", 1, column + 1}, key_path,
                                    message + " (--set argument " + std::to_string(index) + ")");
                 });
}

void apply_assignment(Node& root, const std::string& assignment, const Location* origin) {
  const std::string file = origin ? origin->file : "<--set " + assignment + ">";
  const auto fail_at = [&](int column, const std::string& key_path, const std::string& message) {
    if (origin) throw InputError(*origin, key_path, message);
    throw InputError({file, 1, column + 1}, key_path, message);
  };
  const std::vector<Step> steps = parse_key_path(assignment, fail_at);
  const std::size_t eq = assignment.find('=');

  const std::string key_text = assignment.substr(0, eq);
  YAML::Node value;
  const std::string value_text = assignment.substr(eq + 1);
  try {
    value = parse_value(value_text);
  } catch (const YAML::Exception& e) {
    fail_at(static_cast<int>(eq) + 1 + std::max(e.mark.column, 0), key_text,
            "YAML syntax error: " + e.msg);
  }
  check_tree(value, file, static_cast<int>(eq) + 1, key_text, Limits{});

  // Walk down with Node handles (for locations in messages), editing through yaml-cpp handles.
  // From a file, everything this assignment creates reads as written at `origin`.
  const auto remember = [&](const YAML::Node& node, int column) {
    if (origin) {
      root.doc_->origins.push_back({node, file, origin->column - 1, origin->line - 1});
    } else {
      root.doc_->origins.push_back({node, file, column, 0});
    }
  };
  Node at = root;
  for (std::size_t s = 0; s < steps.size(); ++s) {
    const Step& step = steps[s];
    const bool last_key = s + 1 == steps.size() && !step.index;
    if (!at.is_map() && !at.is_null()) {
      fail_at(step.column, at.key_path(),
              "cannot set '" + step.key + "' inside " + (at.is_scalar() ? "a scalar" : "a list") +
                  " (set at " + at.file() + ":" + std::to_string(at.location().line) + ":" +
                  std::to_string(at.location().column) + ")");
    }
    YAML::Node map = at.yaml();  // a handle: edits reach the document
    if (at.is_null()) {
      map = YAML::Node(YAML::NodeType::Map);  // rebinds the null entry in its parent to a map
      remember(map, step.column);
    }
    auto found = at.find(step.key);
    if (last_key) {
      map[step.key] = value;
      remember(value, static_cast<int>(eq) + 1);
      return;
    }
    if (!found) {
      map[step.key] = YAML::Node(YAML::NodeType::Map);
      remember(map[step.key], step.column);
      found = at.find(step.key);
    }
    at = *found;
    if (!step.index) continue;
    if (!at.is_sequence() || *step.index >= at.yaml().size()) {
      fail_at(step.column, at.key_path(),
              "no list element [" + std::to_string(*step.index) + "] to set");
    }
    if (s + 1 == steps.size()) {
      YAML::Node element = at.yaml()[*step.index];
      element = value;
      remember(value, static_cast<int>(eq) + 1);
      return;
    }
    at = at.items()[*step.index];
  }
}

}  // namespace hwsim::io
