#include "sim/hf/hf_import.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "sim/hf/architectures.hpp"
#include "sim/hf/config_reader.hpp"
#include "sim/hf/model_draft.hpp"
#include "sim/io/enclosing_key.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/input_file.hpp"
#include "sim/io/joined.hpp"
#include "sim/io/limits.hpp"
#include "sim/io/quoted.hpp"
#include "sim/model/model_loader.hpp"

namespace hwsim::hf {

namespace {

// The key path of errors of the config file as a whole (missing, a folder, too large).
constexpr const char* kConfigFile = "the config file";

std::string model_name(const std::string& display_name) {
  const std::filesystem::path p(display_name);
  if (display_name.front() == '<') return "imported";
  if (p.filename() == "config.json" && p.has_parent_path() && !p.parent_path().filename().empty()) {
    return p.parent_path().filename().string();
  }
  return p.stem().string();
}

using io::joined;

std::string supported_list() { return joined(supported_model_types()); }

// The scalar and list keys of a multimodal wrapper, outside text_config, that the import does not
// read: model_type and architectures name the model, and tie_word_embeddings is read when
// text_config lacks it.
std::string wrapper_keys_not_read(const io::Node& root) {
  std::string out;
  for (const auto& [key, value] : root.entries()) {
    if (value.is_map() || key == "model_type" || key == "architectures" ||
        key == "tie_word_embeddings") {
      continue;
    }
    out += (out.empty() ? "" : ", ") + key;
  }
  return out;
}

}  // namespace

std::vector<std::string> supported_model_types() {
  std::vector<std::string> out;
  for (const Architecture& a : architectures()) out.push_back(a.model_type);
  std::sort(out.begin(), out.end());
  return out;
}

namespace {

// The text with every bare NaN, Infinity and -Infinity outside strings (which Python's json
// reads as floats) written as a 0 padded to the same length, so the strict check keeps the
// columns of its errors; the located tree reads the original text, where they are scalars.
std::string python_json_constants_as_zero(std::string text) {
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        in_string = false;
      continue;
    }
    if (c == '"') {
      in_string = true;
      continue;
    }
    for (const char* word : {"-Infinity", "Infinity", "NaN"}) {
      const std::size_t n = std::char_traits<char>::length(word);
      if (text.compare(i, n, word) != 0) continue;
      text.replace(i, n, "0" + std::string(n - 1, ' '));
      i += n - 1;
      break;
    }
  }
  return text;
}

// The config as a located tree: strict JSON first (yaml-cpp, which gives the located reading,
// accepts more than JSON), an object, with a model_type.
io::Node parse_config(const std::string& text, const std::string& display_name) {
  (void)io::parse_json_text(python_json_constants_as_zero(text), display_name);
  const io::Node root = io::Node::parse_string(text, display_name);
  if (!root.is_map()) root.fail("expected a JSON object (a Hugging Face config)");
  if (!root.find("model_type")) {
    throw io::InputError(root.location(), "model_type",
                         "missing required key (the architecture, such as \"llama\"; supported: " +
                             supported_list() + ")");
  }
  return root;
}

// The part of a config that describes the text decoder: the config itself, or the text_config of
// a multimodal wrapper (then `outer` is the wrapper).
struct TextDecoder {
  io::Node config;
  std::optional<io::Node> outer;
  std::string model_type;
  io::Node type_at;  // where model_type is written, for errors
};

// A wrapper's text_config names its model_type, or the wrapper's type implies it.
TextDecoder text_decoder(const io::Node& root) {
  const io::Node type_node = root.at("model_type");
  const std::string outer_type = type_node.as_string();
  TextDecoder d{root, std::nullopt, outer_type, type_node};
  std::optional<io::Node> text_config = root.find("text_config");
  if (!text_config || text_config->is_null()) return d;
  d.outer = root;
  d.config = *text_config;
  if (auto t = d.config.find("model_type")) {
    d.model_type = t->as_string();
    d.type_at = *t;
  } else if (const std::string* inner = text_model_type_of_wrapper(outer_type)) {
    d.model_type = *inner;
  } else {
    type_node.fail("model_type '" + outer_type + "' with a text_config is not known to hwsim");
  }
  return d;
}

// The header of the generated YAML: where it comes from, the config's architectures and, for a
// multimodal wrapper, what is not counted and which of its keys are ignored.
void write_header(ModelDraft& draft, const io::Node& root, const TextDecoder& decoder,
                  const Architecture& arch, const std::string& display_name) {
  draft.header.push_back("Imported by `hwsim import-model` from " + display_name + " (model_type " +
                         decoder.model_type + ", " + arch.config_class + ").");
  draft.header.push_back(
      "Each comment names the config key a value came from (\"absent\": the "
      "config class's default).");
  std::string architectures_text;
  if (auto a = root.find("architectures"); a && a->is_sequence()) {
    for (const io::Node& item : a->items()) {
      architectures_text += (architectures_text.empty() ? "" : ", ") + item.as_string();
    }
    draft.header.push_back("architectures: " + architectures_text);
  }
  if (!decoder.outer) return;
  std::string others;
  for (const auto& [key, value] : root.entries()) {
    if (value.is_map() && key != "text_config") others += (others.empty() ? "" : ", ") + key;
  }
  draft.header.push_back("Multimodal config: only the text decoder (text_config) is counted" +
                         (others.empty() ? std::string(".") : "; not counted: " + others + "."));
  if (const std::string ignored = wrapper_keys_not_read(root); !ignored.empty()) {
    draft.header.push_back(
        "Ignored (the wrapper's own keys, no text-decoder shape: transformers builds the text "
        "decoder from text_config alone): " +
        ignored + ".");
  }
}

}  // namespace

namespace {

// The entry for a model_type the table lacks: the one whose config class the config's
// auto_map.AutoConfig names ("configuration_deepseek.DeepseekV3Config"), as transformers loads
// such a config (trust_remote_code); its architectures entry, when present, must name that
// entry's <Name>ForCausalLM. The how, for the header, in *how; null when none.
const Architecture* architecture_by_class(const io::Node& config, std::string* how) {
  const auto map = config.find("auto_map");
  const auto auto_config = map && map->is_map() ? map->find("AutoConfig") : std::nullopt;
  if (!auto_config || !auto_config->is_scalar()) return nullptr;
  const std::string text = auto_config->as_string();
  const std::string cls = text.substr(text.rfind('.') + 1);
  for (const Architecture& a : architectures()) {
    if (a.config_class != cls) continue;
    const std::string model = cls.substr(0, cls.size() - 6) + "ForCausalLM";  // -Config
    if (auto list = config.find("architectures"); list && list->is_sequence()) {
      for (const io::Node& item : list->items()) {
        if (item.as_string() != model) {
          item.fail("names " + item.as_string() + ", but auto_map.AutoConfig names " + cls +
                    ", whose model is " + model);
        }
      }
    }
    *how = "auto_map.AutoConfig " + text + "; architectures " + model;
    return &a;
  }
  return nullptr;
}

// "qkv_bias (line 27)" for each key a lenient import leaves unread.
std::vector<std::string> unread_keys(const ConfigReader& reader,
                                     const std::set<std::string>& shape_free) {
  std::vector<std::string> out;
  for (const auto& [key, node] : reader.unread(shape_free)) {
    out.push_back(key + " (line " + std::to_string(node.location().line) + ")");
  }
  return out;
}

}  // namespace

ImportedModel import_config_text(const std::string& text, const std::string& display_name,
                                 const ImportOptions& options) {
  const io::Node root = parse_config(text, display_name);
  const TextDecoder decoder = text_decoder(root);
  const Architecture* arch = find_architecture(decoder.model_type);
  std::string read_as;
  if (arch == nullptr) arch = architecture_by_class(decoder.config, &read_as);
  if (arch == nullptr) {
    decoder.type_at.fail("model_type '" + decoder.model_type +
                         "' is not known to hwsim (supported: " + supported_list() +
                         "; or a config whose auto_map.AutoConfig names their config class)");
  }
  ConfigReader reader(decoder.config, decoder.outer, decoder.model_type, arch->config_class,
                      &arch->defaults);
  ModelDraft draft;
  write_header(draft, root, decoder, *arch, display_name);
  if (!read_as.empty()) {
    draft.header.push_back("model_type " + decoder.model_type + " is read as " + arch->model_type +
                           " (" + arch->config_class + ", from its " + read_as + ").");
  }
  ImportedModel out;
  out.text_only = decoder.outer.has_value();
  // A multimodal model's name says that only its text decoder is counted, so every report does.
  draft.top.push_back(
      {"name",
       io::double_quoted(model_name(display_name) + (out.text_only ? " (text decoder)" : "")),
       out.text_only ? "file name; text_config only" : "file name"});
  arch->read(reader, draft, *arch);
  std::set<std::string> shape_free = common_shape_free_keys();
  shape_free.insert(arch->shape_free.begin(), arch->shape_free.end());
  if (options.lenient) {
    out.unread = unread_keys(reader, shape_free);
    if (!out.unread.empty()) {
      draft.header.push_back(
          "Not read (lenient import; each may change the shapes): " + joined(out.unread) + ".");
    }
  } else {
    reader.finish(shape_free);
  }
  out.checkpoint = read_checkpoint(root, decoder.config, draft);
  draft.header.push_back("Checkpoint: " + out.checkpoint.describe() +
                         (out.checkpoint.quantized() ? "; other tensors " + out.checkpoint.dtype +
                                                           " (" + out.checkpoint.dtype_source + ")"
                                                     : " (" + out.checkpoint.dtype_source + ")") +
                         ".");
  out.defaulted = reader.defaulted();
  out.config_class = arch->config_class;
  out.defaults_source = arch->defaults.source;
  if (!out.defaulted.empty()) {
    draft.header.push_back("Absent from the config, read as defaults: " + joined(out.defaulted) +
                           ".");
  }
  out.yaml = emit_yaml(draft);
  out.model_type =
      read_as.empty() ? decoder.model_type : decoder.model_type + " (as " + arch->model_type + ")";
  return out;
}

std::string defaults_note(const ImportedModel& imported) {
  if (imported.defaulted.empty()) return "";
  return "model config keys absent from the file, read as the " + imported.config_class +
         " defaults" +
         (imported.defaults_source.empty() ? std::string()
                                           : " (" + imported.defaults_source + ")") +
         ": " + joined(imported.defaulted) + "; `hwsim import-model` names the source of each.";
}

std::string unread_note(const ImportedModel& imported) {
  if (imported.unread.empty()) return "";
  return "lenient import: config keys not read, each of which may change the model's shapes: " +
         joined(imported.unread) + ".";
}

ImportedModel import_config_file(const std::string& path, const ImportOptions& options) {
  return import_config_text(io::read_input_file(path, kConfigFile, "a Hugging Face config file",
                                                "cannot read the Hugging Face config"),
                            path, options);
}

model::ModelSpec load_imported(const ImportedModel& imported, const std::string& display_name) {
  try {
    return model::load_model(io::Node::parse_string(imported.yaml, display_name), nullptr);
  } catch (const io::InputError& e) {
    throw locate_in_config(e);
  }
}

namespace {

// The config path in a generated model's display name, or "" for any other file name.
std::string imported_config_path(const std::string& file) {
  for (const std::string prefix : {"<model imported from ", "<imported "}) {
    if (file.rfind(prefix, 0) == 0 && file.size() > prefix.size() && file.back() == '>') {
      return file.substr(prefix.size(), file.size() - prefix.size() - 1);
    }
  }
  return "";
}

// The config key named first in the comment of the generated YAML's line (1-based), or "".
std::string commented_key(const std::string& yaml, int line) {
  std::istringstream lines(yaml);
  std::string text;
  for (int i = 0; i < line && std::getline(lines, text); ++i) {
  }
  const auto hash = text.find("# ");
  if (hash == std::string::npos) return "";
  std::size_t end = hash + 2;
  while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) ||
                               text[end] == '_' || text[end] == '.')) {
    ++end;
  }
  return text.substr(hash + 2, end - hash - 2);
}

}  // namespace

io::InputError locate_in_config(const io::InputError& error) {
  const std::string path = imported_config_path(error.where().file);
  if (path.empty() || error.where().line <= 0) return error;
  try {
    // Leniently: the generated YAML is the same, and a lenient import made it.
    const std::string key =
        commented_key(import_config_file(path, {true}).yaml, error.where().line);
    if (key.empty()) return error;
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    const io::Node root = io::Node::parse_string(text.str(), path);
    for (const char* outer : {"", "text_config"}) {
      const auto map = *outer ? root.find(outer) : std::optional<io::Node>(root);
      const auto value = map && map->is_map() ? map->find(key) : std::nullopt;
      if (!value) continue;
      return io::InputError(value->location(), value->key_path(),
                            error.message() + " (hwsim's " + error.key_path() + ")");
    }
  } catch (const io::InputError&) {
    // The config read once already; should it fail now, the original error stands.
  }
  return error;
}

bool is_hf_config_reference(const io::Node& node) {
  return node.is_map() && node.find("hf_config").has_value();
}

io::Node splice_hf_config(io::Node node, std::string* defaults_note_out,
                          std::string* model_type_out) {
  for (const auto& [key, value] : node.entries()) {
    if (key != "hf_config" && key != "lenient") {
      value.fail("a model given by hf_config takes no other key but lenient");
    }
  }
  ImportOptions options;
  if (auto lenient = node.find("lenient")) options.lenient = lenient->as_bool();
  const io::Node ref = node.at("hf_config");
  std::filesystem::path path(ref.as_string());
  if (path.is_relative() && !ref.file().empty() && ref.file().front() != '<') {
    path = (std::filesystem::path(ref.file()).parent_path() / path).lexically_normal();
  }
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (!std::filesystem::is_regular_file(status)) {
    ref.fail("cannot read the Hugging Face config '" + path.string() + "': " +
             (std::filesystem::is_directory(status) ? "it is a directory"
              : std::filesystem::exists(status) ? "not a regular file (a pipe, device or socket)"
                                                : "no such file"));
  }
  const ImportedModel imported = [&] {
    try {
      return import_config_file(path.string(), options);
    } catch (const io::InputError& e) {
      // The file as a whole is blamed on the reference; an error at the config's top level
      // names the reference too; others name the config's own key (`num_hidden_layers`).
      if (e.key_path() == kConfigFile) ref.fail(e.message() + ": '" + path.string() + "'");
      if (e.key_path() == io::kTopLevel) throw ref.referenced_error(e);
      throw;
    }
  }();
  if (defaults_note_out != nullptr) {
    const std::string defaults = defaults_note(imported);
    const std::string unread = unread_note(imported);
    *defaults_note_out = defaults + (defaults.empty() || unread.empty() ? "" : " ") + unread;
  }
  if (model_type_out != nullptr) *model_type_out = imported.model_type;
  return node.splice(
      io::Node::parse_string(imported.yaml, "<model imported from " + path.string() + ">"));
}

}  // namespace hwsim::hf
