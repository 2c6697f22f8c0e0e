// Keys the importer does not read: one error that names them all (strict, the default), or a
// warning list (lenient: hf::ImportOptions, `--lenient`, `lenient: true` beside hf_config); and
// JSON's NaN / Infinity / -Infinity as Python's json reads them.
#include <string>

#include "catch.hpp"
#include "sim/hf/hf_import.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/node.hpp"
#include "sim/model/architecture.hpp"

using namespace hwsim;

namespace {

// GPT-2 small's keys, one layer, with three keys hwsim does not read (lines 8, 9 and 10).
const std::string kWithExtras = R"({
  "model_type": "gpt2",
  "vocab_size": 100,
  "n_embd": 8,
  "n_head": 2,
  "n_layer": 1,
  "n_positions": 16,
  "n_experts": 4,
  "rope_kind": "yarn",
  "moe_every": 2,
  "activation_function": "gelu_new"
})";

std::string error_of(const std::string& text) {
  try {
    hf::import_config_text(text, "extra.json");
  } catch (const io::InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("strict: one error names every key the import does not read") {
  CHECK(error_of(kWithExtras) ==
        "extra.json:8:16: n_experts: config keys 'n_experts', 'rope_kind' (line 9) and "
        "'moe_every' (line 10) are not read by hwsim's import of model_type 'gpt2' and may "
        "change the model's shapes; hwsim cannot count them (remove those that change no "
        "parameter; --lenient, or lenient: true beside hf_config, reports them as a warning "
        "instead)");
}

TEST_CASE("lenient: the keys become a warning list, all at once; the counts are the same") {
  const hf::ImportedModel m = hf::import_config_text(kWithExtras, "extra.json", {true});
  REQUIRE(m.unread.size() == 3);
  CHECK(m.unread[0] == "n_experts (line 8)");
  CHECK(m.unread[2] == "moe_every (line 10)");
  CHECK(hf::unread_note(m) ==
        "lenient import: config keys not read, each of which may change the model's shapes: "
        "n_experts (line 8), rope_kind (line 9), moe_every (line 10).");
  CHECK(m.yaml.find("# Not read (lenient import; each may change the shapes): n_experts (line "
                    "8), rope_kind (line 9), moe_every (line 10).") != std::string::npos);
  // GPT-2 of one block, h 8, 4h MLP: 12h^2 + 13h = 872; embedding 800, positions 128, final
  // LayerNorm 16 (tied head).
  CHECK(model::parameter_count(hf::load_imported(m, "<m>")) == 872 + 800 + 128 + 16);
  // Nothing unread: no note.
  std::string clean = kWithExtras;
  for (const std::string key :
       {"\"n_experts\": 4,\n  ", "\"rope_kind\": \"yarn\",\n  ", "\"moe_every\": 2,\n  "}) {
    clean.erase(clean.find(key), key.size());
  }
  CHECK(hf::unread_note(hf::import_config_text(clean, "c.json", {true})).empty());
}

TEST_CASE("NaN, Infinity and -Infinity read as Python's json reads them") {
  // Nemotron-H-56B's published time_step_limit [0.0, Infinity] is a key that changes no shape.
  const std::string path =
      std::string(HWSIM_SOURCE_DIR) + "/workloads/models/hf/Nemotron-H-56B-Base-8K/config.json";
  CHECK(hf::import_config_file(path).model_type == "nemotron_h");
  // A constant inside a string is text, left alone; in a shape key it is no integer.
  std::string text = R"({"model_type": "gpt2", "vocab_size": 100, "n_embd": NaN,
    "n_head": 2, "n_layer": 1, "n_positions": 16, "activation_function": "-Infinity"})";
  CHECK(error_of(text) == "extra.json:1:53: n_embd: expected an integer, got 'NaN'");
  text = R"({"model_type": "gpt2", "vocab_size": 100, "n_embd": 8, "layer_norm_epsilon":
    -Infinity, "n_head": 2, "n_layer": 1, "n_positions": 16, "activation_function": "gelu"})";
  CHECK(model::parameter_count(hf::load_imported(hf::import_config_text(text, "x.json"), "<x>")) ==
        1816);
  // Anything else that is not JSON is still refused where it stands.
  text = R"({"model_type": "gpt2", "vocab_size": Inf})";
  CHECK(error_of(text).rfind("extra.json:1:38: vocab_size: not valid JSON", 0) == 0);
}

TEST_CASE("a scenario's hf_config takes lenient: true") {
  const std::string dir = std::string(HWSIM_SOURCE_DIR) + "/workloads/models/hf/";
  io::Node node = io::Node::parse_string(
      "{hf_config: \"" + dir + "gpt2/config.json\", lenient: true}", "scenario.yaml");
  std::string note;
  const io::Node spliced = hf::splice_hf_config(node, &note);
  CHECK(spliced.at("name").as_string() == "gpt2");
  CHECK(note.find("lenient") == std::string::npos);  // every key read: no warning
  const std::string text = "{hf_config: \"" + dir + "gpt2/config.json\", strict: true}";
  node = io::Node::parse_string(text, "scenario.yaml");
  try {
    hf::splice_hf_config(node, &note);
    FAIL("no error");
  } catch (const io::InputError& e) {
    CHECK(std::string(e.what()) ==
          "scenario.yaml:1:" + std::to_string(text.find("true") + 1) +
              ": strict: a model given by hf_config takes no other key but lenient");
  }
}
