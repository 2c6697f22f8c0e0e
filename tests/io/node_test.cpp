// Loading and typed reading: every failure names file:line:col and the key path; messages are
// asserted verbatim.

#include "sim/io/node.hpp"

#include <optional>
#include <string>

#include "catch.hpp"
#include "error_text.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/overrides.hpp"

using hwsim::io::InputError;
using hwsim::io::kPositive;
using hwsim::io::Node;
using hwsim::io::Unit;

namespace {

Node parse(const std::string& text) { return Node::parse_string(text, "t.yaml"); }

std::string load_error(const std::string& text) {
  return error_text([&] { parse(text); });
}

const std::string kData = HWSIM_SOURCE_DIR "/tests/io/data/";

}  // namespace

TEST_CASE("InputError formats location and key path") {
  CHECK(std::string(InputError({"a.yaml", 3, 7}, "gpu.memory", "bad").what()) ==
        "a.yaml:3:7: gpu.memory: bad");
  CHECK(std::string(InputError({"a.yaml", 3, 7}, "", "bad").what()) == "a.yaml:3:7: bad");
  CHECK(std::string(InputError({"a.yaml"}, "", "bad").what()) == "a.yaml: bad");
  const InputError e({"a.yaml", 1, 2}, "k", "m");
  CHECK(e.where().column == 2);
  CHECK(e.key_path() == "k");
  CHECK(e.message() == "m");
}

TEST_CASE("file-level errors") {
  CHECK(error_text([] { Node::load_file("no/such/file.yaml"); }) ==
        "no/such/file.yaml: cannot open file: No such file or directory");
  CHECK(error_text([] { Node::load_file(kData); }) == kData + ": is a directory, not a file");
  // The file as a whole is at 1:1 with no key path: the caller names its role.
  CHECK(load_error("") == "t.yaml:1:1: file is empty");
  CHECK(load_error("  \n# only a comment\n") == "t.yaml:1:1: file is empty");
  // A syntax error names the key that encloses its place: the list of `a` is never closed and
  // the error falls in its second element (after the ',').
  CHECK(load_error("a: [1, 2\nb: 3\n") ==
        "t.yaml:2:2: a[1]: YAML syntax error: end of sequence flow not found");
  // Line 3 is indented by 1: inside `a` (column 0), not inside `b` (column 2).
  CHECK(load_error("a:\n  b: 1\n c: 2\n") ==
        "t.yaml:3:2: a: YAML syntax error: end of map not found");
  // Column 1 of a line outside any flow is inside no key.
  CHECK(load_error("a: 1\n---\nb: 2\n") ==
        "t.yaml:2:1: at top level: a second YAML document ('---') is not allowed here");
  hwsim::io::Limits small;
  small.max_input_bytes = 8;
  CHECK(error_text([&] { Node::parse_string("a: 123456789", "t.yaml", small); }) ==
        "t.yaml:1:1: file is larger than the limit of 8 bytes");
}

TEST_CASE("encoding errors are caught before parsing") {
  // Each names the key whose value holds the byte (the value of b on line 2).
  CHECK(load_error("a: 1\nb: caf\xe9\n") == "t.yaml:2:7: b: invalid UTF-8 byte 0xe9");
  CHECK(load_error("a: \xc3\xa9t\xc3\xa9\nb: \xff\xfe") ==
        "t.yaml:2:4: b: invalid UTF-8 byte 0xff");
  CHECK(load_error(std::string("a: 1\n\x7f"
                               "ELF\x02\x01\x01\x00",
                               13)) ==
        "t.yaml:2:1: at top level: unexpected control character 0x7f (is this a binary file?)");
  CHECK(load_error(std::string("a: b\0c", 6)) ==
        "t.yaml:1:5: a: unexpected control character 0x00 (is this a binary file?)");
  CHECK(load_error("a: \xed\xa0\x80") == "t.yaml:1:4: a: invalid UTF-8 byte 0xed");  // surrogate
  CHECK(parse("name: \"gr\xc3\xbc\xc3\x9f e \xe2\x82\xac \xf0\x9f\x9a\x80\"")
            .at("name")
            .as_string() == "gr\xc3\xbc\xc3\x9f e \xe2\x82\xac \xf0\x9f\x9a\x80");
}

TEST_CASE("duplicate and non-string keys") {
  CHECK(load_error("gpu:\n  memory: 1 GB\n  memory: 2 GB\n") ==
        "t.yaml:3:3: gpu.memory: duplicate key 'memory'");
  CHECK(load_error("? [a, b]\n: 1\n") ==
        "t.yaml:1:3: at top level: map keys must be plain strings");
}

TEST_CASE("deep nesting is rejected") {
  std::string deep;
  for (int i = 0; i < 70; ++i) deep += std::string(static_cast<std::size_t>(2 * i), ' ') + "a:\n";
  // The 64th key's value is the 65th level.
  std::string path = "a";
  for (int i = 1; i < 64; ++i) path += ".a";
  CHECK(load_error(deep) == "t.yaml:65:129: " + path + ": nesting is deeper than 64 levels");
  // Far deeper than yaml-cpp's own recursion guard: still a clean error, never a crash.
  CHECK(load_error(std::string(100000, '[') + std::string(100000, ']')) ==
        "t.yaml:1:1: at top level: nesting is deeper than 64 levels");
}

TEST_CASE("alias bombs hit the node budget quickly") {
  std::string bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n";
  char prev = 'a';
  for (char c = 'b'; c <= 'j'; ++c, ++prev) {
    bomb += std::string(1, c) + ": &" + c + " [";
    for (int i = 0; i < 10; ++i) bomb += std::string(i ? ", *" : "*") + prev;
    bomb += "]\n";
  }
  // 10^10 nodes if expanded; the walk stops after a million.
  CHECK(load_error(bomb) ==
        "t.yaml:1:1: at top level: document has more than 1000000 nodes once aliases are "
        "expanded");
  // A self-referencing anchor is a cycle; nesting stops it.
  CHECK(load_error("a: &x [*x]\n").find("nesting is deeper than 64 levels") != std::string::npos);
}

TEST_CASE("typed reads") {
  const Node root = parse(
      "name: h200\n"
      "ok: true\n"
      "n: 42\n"
      "big: 99999999999999999999\n"
      "neg: -99999999999999999999\n"
      "x: 2.5\n"
      "rate: 25 GB/s\n"
      "bare: 25\n"
      "zero: 0 GB/s\n"
      "minus: -5 GB/s\n"
      "nan: .nan\n"
      "kind: dense\n"
      "list: [1, 2]\n"
      "map: {a: 1}\n"
      "empty:\n");
  CHECK(root.at("name").as_string() == "h200");
  CHECK(root.at("ok").as_bool());
  CHECK(root.at("n").as_int(1, 100) == 42);
  CHECK(root.at("x").as_number(0, 10) == 2.5);
  CHECK(root.at("rate").as_quantity(Unit::bytes_per_second, kPositive, 1e15) == 25e9);
  CHECK(root.at("kind").as_choice({"dense", "sparse"}) == "dense");
  CHECK(root.at("list").items().size() == 2);
  CHECK(root.at("list").items()[1].key_path() == "list[1]");
  CHECK(root.at("map").entries().at(0).second.key_path() == "map.a");
  CHECK(root.at("rate").location().line == 7);
  CHECK(root.at("rate").location().column == 7);
  CHECK(root.key_location("rate").column == 1);

  auto err = [&](auto f) { return error_text(f); };
  CHECK(err([&] { root.at("name").as_int(0, 10); }) ==
        "t.yaml:1:7: name: expected an integer, got 'h200'");
  CHECK(err([&] { root.at("x").as_int(0, 10); }) ==
        "t.yaml:6:4: x: expected an integer, got '2.5'");
  CHECK(err([&] { root.at("n").as_int(1, 8); }) == "t.yaml:3:4: n: must be at most 8, got 42");
  CHECK(err([&] { root.at("n").as_int(50, 80); }) == "t.yaml:3:4: n: must be at least 50, got 42");
  CHECK(err([&] { root.at("big").as_int(1, INT64_MAX); }) ==
        "t.yaml:4:6: big: must be at most 9223372036854775807, got 99999999999999999999");
  CHECK(err([&] { root.at("neg").as_int(-5, 5); }) ==
        "t.yaml:5:6: neg: must be at least -5, got -99999999999999999999");
  CHECK(err([&] { root.at("name").as_number(0, 1); }) ==
        "t.yaml:1:7: name: expected a number, got 'h200'");
  CHECK(err([&] { root.at("nan").as_number(0, 1); }) ==
        "t.yaml:11:6: nan: expected a finite number, got '.nan'");
  CHECK(err([&] { root.at("x").as_number(3, 4); }) == "t.yaml:6:4: x: must be at least 3, got 2.5");
  CHECK(err([&] { root.at("bare").as_quantity(Unit::bytes_per_second, kPositive, 1e15); }) ==
        "t.yaml:8:7: bare: expected a bandwidth such as '25 GB/s', got '25'");
  CHECK(err([&] { root.at("zero").as_quantity(Unit::bytes_per_second, kPositive, 1e15); }) ==
        "t.yaml:9:7: zero: must be greater than 0, got 0 GB/s");
  CHECK(err([&] { root.at("minus").as_quantity(Unit::bytes_per_second, kPositive, 1e15); }) ==
        "t.yaml:10:8: minus: must be greater than 0, got -5 GB/s");
  CHECK(err([&] { root.at("rate").as_quantity(Unit::bytes_per_second, 1e9, 10e9); }) ==
        "t.yaml:7:7: rate: must be at most 10 GB/s, got 25 GB/s");
  CHECK(err([&] { root.at("nan").as_quantity(Unit::ratio, 0, 1); }) ==
        "t.yaml:11:6: nan: expected a finite number, got '.nan'");
  CHECK(err([&] { root.at("name").as_bool(); }) ==
        "t.yaml:1:7: name: expected true or false, got 'h200'");
  CHECK(err([&] { root.at("list").as_string(); }) ==
        "t.yaml:13:7: list: expected a string, got a list");
  CHECK(err([&] { root.at("map").as_int(0, 1); }) ==
        "t.yaml:14:6: map: expected an integer, got a map");
  CHECK(err([&] { root.at("empty").as_string(); }) ==
        "t.yaml:15:1: empty: expected a string, got an empty value");  // an empty value: its key
  CHECK(err([&] {
          root.at("kind").as_choice({"densest", "sparse"});
        }) ==
        "t.yaml:12:7: kind: expected one of 'densest', 'sparse', got 'dense' (did you mean "
        "'densest'?)");
  CHECK(err([&] {
          root.at("name").as_choice({"h100", "a100"});
        }) ==
        "t.yaml:1:7: name: expected one of 'h100', 'a100', got 'h200' (did you mean 'h100'?)");
  CHECK(err([&] { root.at("missing"); }) ==
        "t.yaml:1:1: at top level: missing required key 'missing'");
  CHECK(err([&] { root.at("name").at("x"); }) == "t.yaml:1:7: name: expected a map, got 'h200'");
  CHECK(err([&] { root.at("map").items(); }) == "t.yaml:14:6: map: expected a list, got a map");
  CHECK(root.at("empty").entries().empty());
  CHECK(root.at("empty").items().empty());
}

TEST_CASE("referenced files resolve against the referring file") {
  const Node root = Node::load_file(kData + "refers.yaml");
  const Node hw = root.at("hardware").load_referenced_file();
  CHECK(hw.key_path() == "hardware");
  CHECK(hw.file() == kData + "gpu.yaml");
  const Node memory = hw.at("gpu").at("memory");
  CHECK(memory.key_path() == "hardware.gpu.memory");
  CHECK(error_text([&] { memory.as_int(0, 1); }) ==
        kData + "gpu.yaml:2:11: hardware.gpu.memory: expected an integer, got '80 GB'");
  CHECK(error_text([&] { root.at("broken").load_referenced_file(); }) ==
        kData + "refers.yaml:2:9: broken: cannot open file: No such file or directory: '" + kData +
            "missing.yaml'");
}

TEST_CASE("assigning Node handles never edits the document") {
  const Node root = parse("a: 1\nb: 2\n");
  Node n = root.at("a");
  n = root.at("b");
  std::optional<Node> o = root.find("a");
  o = root.find("b");
  CHECK(root.at("a").as_int(0, 9) == 1);
  CHECK(n.as_int(0, 9) == 2);
}

TEST_CASE("an inlined referenced file takes overrides and keeps its own locations") {
  Node root = Node::load_file(kData + "refers.yaml");
  root.at("hardware").inline_referenced_file();
  hwsim::io::apply_override(root, "hardware.gpu.memory=1 GB");
  CHECK(root.at("hardware").at("gpu").at("name").location().file == kData + "gpu.yaml");
  CHECK(root.at("hardware").at("gpu").at("name").location().line == 3);
  CHECK(error_text([&] { root.at("hardware").at("gpu").at("memory").as_int(0, 9); }) ==
        "<--set hardware.gpu.memory=1 GB>:1:21: hardware.gpu.memory: expected an integer, got "
        "'1 GB'");
}

TEST_CASE("a copy of a parsed tree is edited apart from it and carries no positions") {
  const Node root = parse("job:\n  seq_len: 1024\n  kind: train\n");
  Node copy = root.copy();
  hwsim::io::apply_override(copy, "job.seq_len=2048");
  CHECK(copy.at("job").at("seq_len").as_int(0, 1 << 20) == 2048);
  CHECK(root.at("job").at("seq_len").as_int(0, 1 << 20) == 1024);
  // The original keeps its positions; every node of the copy reports the root's (line 1, column
  // 1), whatever line it came from.
  CHECK(root.at("job").at("kind").location().line == 3);
  CHECK(copy.at("job").at("kind").location().line == 1);
  CHECK(copy.at("job").at("kind").location().file == "t.yaml");
  // A tree with edits applied has parts from elsewhere: it is not copied.
  CHECK_THROWS_AS(copy.copy(), std::logic_error);
}

TEST_CASE("plain scalar values are set as the YAML parser reads them") {
  // Set without running the parser ("4096", "25 GB/s", "57%", "bf16", "1e-3") or through it
  // (null, lists, maps, quoted text); each reads as its text says.
  Node root = parse("job: {}\n");
  for (const char* a : {"job.a=4096", "job.b=25 GB/s", "job.c=57%", "job.d=1e-3", "job.e=null",
                        "job.f=[1, 2]", "job.g={x: 1}", "job.h='a b'", "job.i=a #b"}) {
    hwsim::io::apply_override(root, a);
  }
  const Node job = root.at("job");
  CHECK(job.at("a").as_int(0, 10000) == 4096);
  CHECK(job.at("b").as_quantity(Unit::bytes_per_second, 0, 1e15) == 25e9);
  CHECK(job.at("c").as_string() == "57%");
  CHECK(job.at("d").as_number(0, 1) == 1e-3);
  CHECK(job.at("e").is_null());
  CHECK(job.at("f").items().size() == 2);
  CHECK(job.at("g").is_map());
  CHECK(job.at("h").as_string() == "a b");
  CHECK(job.at("i").as_string() == "a");  // " #b" is a YAML comment
  // A value set without the parser is placed as a parsed one: after "job.a=".
  CHECK(job.at("a").location().column == 7);
  CHECK(job.at("a").location().file == "<--set job.a=4096>");
}
