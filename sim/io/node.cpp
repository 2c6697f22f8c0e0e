#include "sim/io/node.hpp"

#include <cmath>
#include <filesystem>
#include <stdexcept>

#include "sim/io/did_you_mean.hpp"
#include "sim/io/enclosing_key.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/node_document.hpp"
#include "sim/io/number_text.hpp"

namespace hwsim::io {
namespace {

std::string quoted_list(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "'" : ", '") + w + "'";
  return out;
}

}  // namespace

Node::Node(YAML::Node yaml, std::string key_path, Location location, int column_offset,
           std::shared_ptr<Document> doc)
    : yaml_(std::move(yaml)),
      key_path_(std::move(key_path)),
      location_(std::move(location)),
      column_offset_(column_offset),
      doc_(std::move(doc)) {}

std::string join_key_path(const std::string& parent, const std::string& key) {
  return parent.empty() ? key : parent + "." + key;
}

Node& Node::operator=(const Node& other) {
  if (this != &other) {
    yaml_.reset(other.yaml_);
    key_path_ = other.key_path_;
    location_ = other.location_;
    column_offset_ = other.column_offset_;
    doc_ = other.doc_;
  }
  return *this;
}

Node& Node::operator=(Node&& other) { return *this = static_cast<const Node&>(other); }

Node Node::make_root(YAML::Node yaml, const std::string& file,
                     std::shared_ptr<const std::string> text) {
  auto doc = std::make_shared<Document>();
  if (text) doc->texts[file] = Document::index(std::move(text));
  const YAML::Mark mark = yaml.Mark();
  Location where{file, 1, 1};
  if (mark.line >= 0) where = {file, mark.line + 1, doc->column(file, mark)};
  return Node(std::move(yaml), "", where, 0, doc);
}

Node Node::copy() const {
  if (!key_path_.empty() || !doc_->origins.empty()) {
    throw std::logic_error("Node::copy: only a document's root as parsed can be copied");
  }
  auto doc = std::make_shared<Document>();
  doc->texts = doc_->texts;  // the indexed texts are shared, immutable
  return Node(YAML::Clone(yaml_), "", location_, 0, std::move(doc));
}

Node Node::child(const YAML::Node& yaml, std::string key_path, const YAML::Node* key) const {
  std::string file = location_.file;
  int offset = column_offset_;
  int line_offset = 0;
  bool moved = false;
  for (const auto& origin : doc_->origins) {
    if (origin.node.is(yaml)) {
      file = origin.file;
      offset = origin.column_offset;
      line_offset = origin.line_offset;
      moved = true;
      break;
    }
  }
  Location where = location_;
  // A value that came from elsewhere (a --set) has no key in that text: the key's mark is the
  // file's, so it would place the value at a line of the file under the --set's name.
  const YAML::Mark mark =
      !moved && key && yaml.IsNull() && key->Mark().line >= 0 ? key->Mark() : yaml.Mark();
  if (mark.line >= 0) {
    // Marks of a value parsed on its own (a --set or sweep value) are relative to that text.
    const bool own_text = !moved || (line_offset == 0 && offset == 0);
    const int column = own_text ? doc_->column(file, mark) : mark.column + 1;
    where = {file, mark.line + 1 + (moved ? line_offset : 0),
             column + (mark.line == 0 ? offset : 0)};
  } else if (moved) {
    where = {file, 1 + line_offset, offset + 1};  // a map created by --set: its key's position
  }
  return Node(yaml, std::move(key_path), std::move(where), offset, doc_);
}

void Node::fail(const std::string& message) const {
  // Only a document's root has no key path.
  throw InputError(location_, key_path_.empty() ? std::string(kTopLevel) : key_path_, message);
}

std::string Node::describe() const {
  switch (yaml_.Type()) {
    case YAML::NodeType::Scalar:
      return "'" + yaml_.Scalar() + "'";
    case YAML::NodeType::Sequence:
      return "a list";
    case YAML::NodeType::Map:
      return "a map";
    default:
      return "an empty value";
  }
}

const std::string& Node::scalar_text(const std::string& what) const {
  if (!yaml_.IsScalar()) fail("expected " + what + ", got " + describe());
  return yaml_.Scalar();
}

std::string Node::as_string() const { return scalar_text("a string"); }

bool Node::as_bool() const {
  const std::string& text = scalar_text("true or false");
  if (text == "true" || text == "True" || text == "TRUE") return true;
  if (text == "false" || text == "False" || text == "FALSE") return false;
  fail("expected true or false, got '" + text + "'");
}

std::int64_t Node::as_int(std::int64_t min, std::int64_t max) const {
  const std::string& text = scalar_text("an integer");
  std::int64_t value = 0;
  switch (detail::parse_integer(detail::trim(text), value)) {
    case detail::IntegerParse::not_an_integer:
      fail("expected an integer, got '" + text + "'");
    case detail::IntegerParse::too_large:  // beyond int64, hence beyond max
      fail("must be at most " + std::to_string(max) + ", got " + text);
    case detail::IntegerParse::too_small:
      fail("must be at least " + std::to_string(min) + ", got " + text);
    case detail::IntegerParse::ok:
      break;
  }
  if (value < min) fail("must be at least " + std::to_string(min) + ", got " + text);
  if (value > max) fail("must be at most " + std::to_string(max) + ", got " + text);
  return value;
}

namespace {

// The inclusive range check shared by numbers and quantities; show() writes a bound for the user.
template <typename Show>
std::optional<std::string> range_error(double value, double min, double max,
                                       const std::string& text, Show show) {
  if (value < min) {
    if (min == kPositive) return "must be greater than 0, got " + text;
    return "must be at least " + show(min) + ", got " + text;
  }
  if (value > max) return "must be at most " + show(max) + ", got " + text;
  return std::nullopt;
}

}  // namespace

double Node::as_number(double min, double max) const {
  const std::string& text = scalar_text("a number");
  const std::string_view trimmed = detail::trim(text);
  const auto number = detail::parse_number_prefix(trimmed);
  if (!number || number->length != trimmed.size()) {
    if (detail::is_non_finite_word(trimmed)) fail("expected a finite number, got '" + text + "'");
    fail("expected a number, got '" + text + "'");
  }
  if (number->out_of_range) fail("expected a finite number, got '" + text + "'");
  if (auto error = range_error(number->value, min, max, text, detail::format_number)) fail(*error);
  return number->value;
}

double Node::as_quantity(Unit unit, double min, double max) const {
  const std::string& text = scalar_text("a " + std::string(unit_name(unit)) + " such as '" +
                                        std::string(unit_example(unit)) + "'");
  double value = 0;
  try {
    value = parse_quantity(text, unit);
  } catch (const std::invalid_argument& e) {
    fail(e.what());
  }
  const auto show = [unit](double bound) { return format_quantity(bound, unit); };
  if (auto error = range_error(value, min, max, text, show)) fail(*error);
  return value;
}

std::string Node::as_choice(const std::vector<std::string>& choices) const {
  const std::string& text = scalar_text("a string");
  for (const auto& c : choices) {
    if (c == text) return text;
  }
  std::string message = "expected one of " + quoted_list(choices) + ", got '" + text + "'";
  if (auto guess = did_you_mean(text, choices)) message += " (did you mean '" + *guess + "'?)";
  fail(message);
}

std::vector<Node> Node::items() const {
  std::vector<Node> out;
  if (yaml_.IsNull()) return out;
  if (!yaml_.IsSequence()) fail("expected a list, got " + describe());
  out.reserve(yaml_.size());
  std::size_t i = 0;
  for (const auto& element : yaml_) {
    out.push_back(child(element, key_path_ + "[" + std::to_string(i++) + "]"));
  }
  return out;
}

std::vector<std::pair<std::string, Node>> Node::entries() const {
  std::vector<std::pair<std::string, Node>> out;
  if (yaml_.IsNull()) return out;
  if (!yaml_.IsMap()) fail("expected a map, got " + describe());
  for (const auto& entry : yaml_) {
    const std::string& key = entry.first.Scalar();
    out.emplace_back(key, child(entry.second, join_key_path(key_path_, key), &entry.first));
  }
  return out;
}

std::optional<Node> Node::find(const std::string& key) const {
  if (yaml_.IsNull()) return std::nullopt;
  if (!yaml_.IsMap()) fail("expected a map, got " + describe());
  // Iterate instead of operator[]: it compares keys as text and never inserts.
  for (const auto& entry : yaml_) {
    if (entry.first.IsScalar() && entry.first.Scalar() == key) {
      return child(entry.second, join_key_path(key_path_, key), &entry.first);
    }
  }
  return std::nullopt;
}

Node Node::at(const std::string& key) const {
  if (auto found = find(key)) return *found;
  fail("missing required key '" + key + "'");
}

Location Node::key_location(const std::string& key) const {
  if (yaml_.IsMap()) {
    for (const auto& entry : yaml_) {
      if (!entry.first.IsScalar() || entry.first.Scalar() != key) continue;
      const YAML::Mark mark = entry.first.Mark();
      const Node value = child(entry.second, key);
      if (mark.line < 0) return value.location();
      // The key shares its file with its map unless the value itself was moved in (--set).
      const int column = column_offset_ == 0 ? doc_->column(location_.file, mark) : mark.column + 1;
      return {location_.file, mark.line + 1, column + (mark.line == 0 ? column_offset_ : 0)};
    }
  }
  throw std::logic_error("key_location: no key '" + key + "' at " + key_path_);
}

Node Node::load_referenced_file() const {
  const std::string name = as_string();
  std::filesystem::path path(name);
  // Display names such as "<--set ...>" are not paths: resolve against the working directory.
  if (path.is_relative() && !location_.file.empty() && location_.file.front() != '<') {
    path = (std::filesystem::path(location_.file).parent_path() / path).lexically_normal();
  }
  Node loaded = [&] {
    try {
      return load_file(path.string());
    } catch (const InputError& e) {
      // The file as a whole (missing, a folder, empty, too large): blame the reference.
      if (e.where().line <= 0 || e.key_path().empty())
        fail(e.message() + ": '" + path.string() + "'");
      throw referenced_error(e);
    }
  }();
  loaded.key_path_ = key_path_;
  return loaded;
}

InputError Node::referenced_error(const InputError& error) const {
  const std::string& inner = error.key_path();
  const std::string key =
      inner.empty() || inner == kTopLevel ? key_path_ : join_key_path(key_path_, inner);
  return InputError(error.where(), key,
                    error.message() + " (in the file that " + key_path_ + " names at " +
                        location_.file + ":" + std::to_string(location_.line) + ":" +
                        std::to_string(location_.column) + ")");
}

Node Node::inline_referenced_file() { return splice(load_referenced_file()); }

Node Node::splice(const Node& loaded) {
  YAML::Node target = yaml_;
  target = loaded.yaml_;  // yaml-cpp assignment rebinds the node inside the parent map too
  doc_->origins.push_back({loaded.yaml_, loaded.file(), 0});
  for (const auto& [file, text] : loaded.doc_->texts) doc_->texts.emplace(file, text);
  yaml_.reset(loaded.yaml_);
  location_ = loaded.location_;
  column_offset_ = 0;
  return *this;
}

}  // namespace hwsim::io
