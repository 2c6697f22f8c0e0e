// YAML constructs that hwsim refuses, or reads as a reader of the text would: each refusal names
// file:line:col (and the key path where one applies); messages are asserted verbatim.

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "catch.hpp"
#include "error_text.hpp"
#include "sim/io/atomic_file.hpp"
#include "sim/io/node.hpp"
#include "sim/io/sweep.hpp"

using hwsim::io::Node;

namespace {

std::string load_error(const std::string& text) {
  return error_text([&] { Node::parse_string(text, "t.yaml"); });
}

// levels nested one-key maps "a:" ending in the scalar 1, in flow style: {a: {a: ... 1}}.
std::string nested_maps(int levels) {
  std::string text;
  for (int i = 0; i < levels; ++i) text += "{a: ";
  text += "1";
  for (int i = 0; i < levels; ++i) text += "}";
  return text;
}

std::filesystem::path scratch(const std::string& name) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("hwsim-yaml-edges-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return dir / name;
}

}  // namespace

TEST_CASE("tags are refused, naming the tag") {
  CHECK(load_error("a: !include other.yaml\n") ==
        "t.yaml:1:4: a: YAML tag '!include' is not supported: hwsim reads plain values only; "
        "remove the tag");
  // Core tags are shown in their short form.
  CHECK(load_error("a: !!binary aGVsbG8=\n") ==
        "t.yaml:1:4: a: YAML tag '!!binary' is not supported: hwsim reads plain values only; "
        "remove the tag");
  CHECK(load_error("a: {b: !!python/object:x.Y {c: 1}}\n") ==
        "t.yaml:1:8: a.b: YAML tag '!!python/object:x.Y' is not supported: hwsim reads plain "
        "values only; remove the tag");
  // Quoted and plain values carry no tag.
  CHECK_NOTHROW(Node::parse_string("a: 'x'\nb: \"y\"\nc: z\n", "t.yaml"));
}

TEST_CASE("merge keys are named in the error") {
  CHECK(load_error("base: &b {x: 1}\nc:\n  <<: *b\n  y: 2\n") ==
        "t.yaml:3:3: c.<<: YAML merge keys ('<<') are not supported: write the keys out (an alias "
        "'*name' may still repeat a whole map)");
  // A quoted "<<" is an ordinary key.
  CHECK(Node::parse_string("'<<': 1\n", "t.yaml").at("<<").as_string() == "1");
}

TEST_CASE("an unterminated quote at the end of the file is an error") {
  CHECK(load_error("a: 1\nb: \"open\n") ==
        "t.yaml:2:4: b: unterminated quoted string: no closing \" before the end of the file");
  CHECK(load_error("a: 'it''s\n") ==
        "t.yaml:1:4: a: unterminated quoted string: no closing ' before the end of the file");
  // An escaped quote does not close a double-quoted string; '' is a quote inside single quotes.
  CHECK(load_error("a: \"x\\\"\n") ==
        "t.yaml:1:4: a: unterminated quoted string: no closing \" before the end of the file");
  CHECK(Node::parse_string("a: 'it''s'\nb: \"q\\\"\"\n", "t.yaml").at("a").as_string() == "it's");
}

TEST_CASE("CR-only line endings are line breaks") {
  const Node root = Node::parse_string("a: 1\rb: 2\rc: 3\r", "t.yaml");
  CHECK(root.at("c").as_string() == "3");
  // Lines are counted as a reader counts them.
  CHECK(root.at("c").location().line == 3);
  CHECK(load_error("a: 1\rb: [\r") ==
        "t.yaml:3:1: b: YAML syntax error: end of sequence flow not found");
}

TEST_CASE("the depth limit counts maps and lists, not the scalar inside the last one") {
  // 64 nested maps are within the limit of 64 levels, whatever their innermost value is.
  CHECK_NOTHROW(Node::parse_string(nested_maps(64), "t.yaml"));
  std::string path = "a";
  for (int i = 1; i < 64; ++i) path += ".a";
  // The 65th map, the value of the 64th key, opens at column 4 * 64 + 1.
  CHECK(load_error(nested_maps(65)) ==
        "t.yaml:1:257: " + path + ": nesting is deeper than 64 levels");
}

TEST_CASE("non-regular files are refused before they are read") {
  CHECK(error_text([] { Node::load_file("/dev/zero"); }) ==
        "/dev/zero: is not a regular file (a pipe, device or socket)");
  const auto fifo = scratch("fifo.yaml");
  std::filesystem::remove(fifo);
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  // Opening a FIFO for reading would block until a writer comes: the check must come first.
  CHECK(error_text([&] { Node::load_file(fifo.string()); }) ==
        fifo.string() + ": is not a regular file (a pipe, device or socket)");
  std::filesystem::remove_all(fifo.parent_path());
}

TEST_CASE("files are written whole or not at all") {
  const auto path = scratch("out.txt");
  hwsim::io::write_file_atomically(path, "first\n");
  hwsim::io::write_file_atomically(path, "second\n");
  std::ifstream in(path);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(text == "second\n");
  // No temporary is left beside it.
  CHECK(std::distance(std::filesystem::directory_iterator(path.parent_path()),
                      std::filesystem::directory_iterator()) == 1);
  // A folder that does not exist: the error names the file and the reason.
  const auto missing = path.parent_path() / "no-such-folder" / "x.txt";
  CHECK(error_text([&] { hwsim::io::write_file_atomically(missing, "x"); }) ==
        "cannot write " + missing.string() + ": No such file or directory");
  std::filesystem::remove_all(path.parent_path());
}

TEST_CASE("an output folder is used by one run at a time") {
  const auto dir = scratch("locked");
  std::filesystem::create_directories(dir);
  {
    hwsim::io::FolderLock first(dir);
    // flock locks belong to the open file description, so a second lock in this process
    // conflicts just as another process's would.
    CHECK(error_text([&] { hwsim::io::FolderLock second(dir); }) ==
          "output folder " + dir.string() +
              " is in use by another hwsim run; wait for it to finish or choose another --out");
  }
  CHECK_NOTHROW(hwsim::io::FolderLock(dir));  // released when the first run ends
  std::filesystem::remove_all(dir.parent_path());
}

TEST_CASE("key paths overlap when one is the other or lies inside it") {
  using hwsim::io::key_paths_overlap;
  CHECK(key_paths_overlap("job", "job.seq_len"));
  CHECK(key_paths_overlap("job.seq_len", "job"));
  CHECK(key_paths_overlap("job.methods", "job.methods[0].budget"));
  CHECK(key_paths_overlap("job.seq_len", "job.seq_len"));
  CHECK_FALSE(key_paths_overlap("job.seq", "job.seq_len"));
  CHECK_FALSE(key_paths_overlap("job.methods[0]", "job.methods[1]"));
  CHECK_FALSE(key_paths_overlap("hardware", "hardware_x"));
}

TEST_CASE("columns count characters, not bytes") {
  // "é" is 2 bytes and "€" 3: in {a: "é€", b: 1} the key b is character 11 (byte 14) and its
  // value character 14 (byte 17).
  const Node root = Node::parse_string("{a: \"é€\", b: 1}\n", "t.yaml");
  CHECK(root.key_location("b").column == 11);
  CHECK(root.at("b").location().column == 14);
  // Syntax errors too: the ':' after x is character 8 (byte 11).
  CHECK(load_error("a: é€ x: 1\n") == "t.yaml:1:8: a: YAML syntax error: illegal map value");
}
