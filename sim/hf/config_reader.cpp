#include "sim/hf/config_reader.hpp"

#include <limits>
#include <utility>

#include "sim/io/input_error.hpp"

namespace hwsim::hf {

namespace {

constexpr std::int64_t kMax = std::numeric_limits<std::int64_t>::max();

std::string absent_source(const std::string& key, const std::string& why) {
  return key + " absent: " + why;
}

}  // namespace

ConfigReader::ConfigReader(io::Node map, std::optional<io::Node> outer, std::string model_type,
                           std::string config_class, const ClassDefaults* defaults)
    : map_(std::move(map)),
      outer_(std::move(outer)),
      model_type_(std::move(model_type)),
      config_class_(std::move(config_class)),
      defaults_(defaults) {
  if (!map_.is_map()) map_.fail("expected a JSON object (a Hugging Face config)");
}

std::optional<io::Node> ConfigReader::table_default(const std::string& key) const {
  if (defaults_ == nullptr || map_.find(key)) return std::nullopt;
  const auto it = defaults_->values.find(key);
  if (it == defaults_->values.end()) return std::nullopt;
  return io::Node::parse_string(it->second, "<" + config_class_ + " default of " + key + ">");
}

bool ConfigReader::has(const std::string& key) const {
  const auto n = map_.find(key);
  return (n && !n->is_null()) || table_default(key).has_value();
}

io::Node ConfigReader::node(const std::string& key) const { return map_.at(key); }

void ConfigReader::fail(const std::string& key, const std::string& message) const {
  if (auto n = map_.find(key)) n->fail(message);
  map_.fail(message);
}

std::string ConfigReader::note_default(const std::string& key, const std::string& value,
                                       const std::string& why) {
  // A key present as null states its value (q_lora_rank null: no compression); a default with
  // no reason given is one the reader uses only for a message.
  if (map_.find(key) || why.empty()) return absent_source(key, why);
  const std::string entry = key + " = " + value;
  bool seen = false;
  for (const std::string& d : defaulted_) seen = seen || d == entry;
  if (!seen) defaulted_.push_back(entry);
  return absent_source(key, why);
}

std::pair<io::Node, std::string> ConfigReader::required(const std::string& key) {
  used_.insert(key);
  const auto n = map_.find(key);
  if (n && !n->is_null()) return {*n, key};
  if (auto d = table_default(key)) {
    return {*d, note_default(key, defaults_->values.at(key),
                             "default of " + config_class_ + " (" + defaults_->source + ")")};
  }
  const std::string message = "model_type '" + model_type_ +
                              "' needs this key (absent or null; hwsim gives shape keys no "
                              "silent default)";
  if (n) n->fail(message);  // null: at the null value
  throw io::InputError(map_.location(), io::join_key_path(map_.key_path(), key), message);
}

namespace {

// A JSON string ("32", "true") where a config holds a number or a boolean: the YAML reader would
// take its text, but a config written so is not what the transformers class reads.
io::Node not_a_string(io::Node node, const char* expected) {
  if (node.yaml().IsScalar() && node.yaml().Tag() == "!") {
    node.fail(std::string("expected ") + expected + ", got the JSON string \"" +
              node.yaml().Scalar() + "\"");
  }
  return node;
}

}  // namespace

Sourced<std::int64_t> ConfigReader::integer(const std::string& key, std::int64_t min) {
  const auto [n, source] = required(key);
  return {source == key ? not_a_string(n, "an integer").as_int(min, kMax) : n.as_int(min, kMax),
          source};
}

Sourced<bool> ConfigReader::boolean(const std::string& key) {
  const auto [n, source] = required(key);
  return {source == key ? not_a_string(n, "true or false").as_bool() : n.as_bool(), source};
}

Sourced<std::string> ConfigReader::string(const std::string& key) {
  const auto [n, source] = required(key);
  return {n.as_string(), source};
}

Sourced<double> ConfigReader::number(const std::string& key) {
  const auto [n, source] = required(key);
  return {source == key ? not_a_string(n, "a number").as_number(0, 1e30) : n.as_number(0, 1e30),
          source};
}

Sourced<std::int64_t> ConfigReader::integer_or(const std::string& key, std::int64_t def,
                                               const std::string& why, std::int64_t min) {
  if (has(key)) return integer(key, min);
  used_.insert(key);
  return {def, note_default(key, std::to_string(def), why)};
}

Sourced<bool> ConfigReader::boolean_or(const std::string& key, bool def, const std::string& why) {
  if (has(key)) return boolean(key);
  used_.insert(key);
  return {def, note_default(key, def ? "true" : "false", why)};
}

Sourced<bool> ConfigReader::boolean_here_or_outer(const std::string& key, bool def,
                                                  const std::string& why) {
  // The wrapper's value comes before any default of the text config's class.
  const auto here = map_.find(key);
  if ((here && !here->is_null()) || !outer_) return boolean_or(key, def, why);
  used_.insert(key);
  if (auto n = outer_->find(key); n && !n->is_null()) return {n->as_bool(), n->key_path()};
  return boolean_or(key, def, why);
}

std::vector<Sourced<std::string>> ConfigReader::string_list(const std::string& key) {
  const io::Node list = required(key).first;
  if (!list.is_sequence()) list.fail("expected a list");
  std::vector<Sourced<std::string>> out;
  for (const io::Node& item : list.items()) out.push_back({item.as_string(), item.key_path()});
  return out;
}

std::vector<std::int64_t> ConfigReader::integer_list(const std::string& key) {
  const io::Node list = required(key).first;
  if (!list.is_sequence()) list.fail("expected a list");
  std::vector<std::int64_t> out;
  for (const io::Node& item : list.items()) out.push_back(item.as_int(0, kMax));
  return out;
}

void ConfigReader::consume(const std::string& key) { used_.insert(key); }

std::vector<std::pair<std::string, io::Node>> ConfigReader::unread(
    const std::set<std::string>& shape_free) const {
  std::vector<std::pair<std::string, io::Node>> out;
  for (const auto& [key, value] : map_.entries()) {
    if (used_.count(key) == 0 && shape_free.count(key) == 0) out.emplace_back(key, value);
  }
  out.insert(out.end(), adopted_.begin(), adopted_.end());
  return out;
}

void ConfigReader::adopt(const ConfigReader& child, const std::set<std::string>& shape_free) {
  for (auto& entry : child.unread(shape_free)) {
    // The key as its path names it (block_configs[3].attention.sparsify), not its bare name.
    adopted_.emplace_back(entry.second.key_path(), entry.second);
  }
}

namespace {

// "'a'", "'a' (line 3) and 'b' (line 9)": every unread key, with the lines of all but the
// first, which the error's location names.
std::string key_list(const std::vector<std::pair<std::string, io::Node>>& keys) {
  std::string out;
  for (std::size_t i = 0; i < keys.size(); ++i) {
    if (i > 0) out += i + 1 == keys.size() ? " and " : ", ";
    out += "'" + keys[i].first + "'";
    if (i > 0) out += " (line " + std::to_string(keys[i].second.location().line) + ")";
  }
  return out;
}

}  // namespace

void ConfigReader::finish(const std::set<std::string>& shape_free) const {
  const auto keys = unread(shape_free);
  if (keys.empty()) return;
  const bool one = keys.size() == 1;
  keys.front().second.fail(std::string(one ? "config key " : "config keys ") + key_list(keys) +
                           (one ? " is" : " are") + " not read by hwsim's import of model_type '" +
                           model_type_ +
                           "' and may change the model's shapes; hwsim cannot count " +
                           (one ? "it (remove it if it changes no parameter"
                                : "them (remove those that change no parameter") +
                           "; --lenient, or lenient: true beside hf_config, reports " +
                           (one ? "it" : "them") + " as a warning instead)");
}

}  // namespace hwsim::hf
