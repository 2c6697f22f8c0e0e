#include "sim/io/enclosing_key.hpp"

#include <string>

#include "catch.hpp"

using hwsim::io::byte_offset;
using hwsim::io::enclosing_key_path;

namespace {

// The key path enclosing the first occurrence of `marker` in text (the marker's first byte).
std::string at(const std::string& text, const std::string& marker) {
  return enclosing_key_path(text, text.find(marker));
}

}  // namespace

TEST_CASE("block keys enclose the lines indented deeper than they are") {
  const std::string text =
      "hardware: hw.yaml\n"
      "job:\n"
      "  kind: train\n"
      "  parallel:\n"
      "    tp: @\n"
      "  seq_len: %\n"
      "^\n";
  CHECK(at(text, "hw.yaml") == "hardware");
  CHECK(at(text, "@") == "job.parallel.tp");
  // seq_len (column 2) closes parallel (column 2) and tp (column 4).
  CHECK(at(text, "%") == "job.seq_len");
  // Column 1 of a line is inside no key yet.
  CHECK(at(text, "^") == "");
  CHECK(enclosing_key_path(text, 0) == "");
  // Inside the indentation of a line: the keys indented less than the position enclose it.
  CHECK(enclosing_key_path("a:\n  b: 1\n c: 2\n", 11) == "a");
  // Tabs count as indentation (YAML refuses them; the key around the error is still named).
  CHECK(at("job:\n\tkind: @\n", "@") == "job.kind");
  // Comments and blank lines change nothing; quoted keys lose their quotes.
  CHECK(at("a:\n  # x: 1\n\n  \"b c\": @\n", "@") == "a.b c");
}

TEST_CASE("block lists add the index of their item") {
  const std::string text =
      "methods:\n"
      "  - name: dense\n"
      "  - name: teal\n"
      "    budget: @\n"
      "list:\n"
      "- x\n"
      "- - %\n";
  // The second item (index 1) of methods.
  CHECK(at(text, "@") == "methods[1].budget");
  // A dash at the column of its key still belongs to it; a dash in an item opens a nested list.
  CHECK(at(text, "%") == "list[1][0]");
}

TEST_CASE("flow maps and lists, on one line or several, and JSON") {
  CHECK(at("job: {kind: decode, methods: [{name: dense}, {name: @", "@") == "job.methods[1].name");
  // A closed value ends its key: after `[...]` the map of job is between entries.
  CHECK(at("job: {kind: decode, methods: [{name: dense}]\n@", "@") == "job");
  CHECK(at("a: [1, 2\nb: @", "@") == "a[1]");
  // An opened list with no element yet adds no index.
  CHECK(at("a: [ @", "@") == "a");
  const std::string json =
      "{\n"
      "  \"model_type\": \"llama\",\n"
      "  \"text_config\": {\"hidden_size\": 4096, \"rms_norm_eps\": @\n";
  CHECK(at(json, "@") == "text_config.rms_norm_eps");
  CHECK(at(json, "\"model_type\"") == "");
  // Quoted text may hold the characters that delimit flow.
  CHECK(at("{\"a,b\": {\"c:d\": @", "@") == "a,b.c:d");
}

TEST_CASE("byte offsets of a line and a column in characters") {
  // "é" is 2 bytes: column 3 of line 2 is byte 5 + 3 = 8 ("a: 1\n" is 5 bytes).
  CHECK(byte_offset("a: 1\n\xc3\xa9xy", 2, 3) == 8);
  CHECK(byte_offset("a: 1\n", 1, 1) == 0);
  CHECK(byte_offset("a", 5, 5) == 1);  // clamped to the text
}
