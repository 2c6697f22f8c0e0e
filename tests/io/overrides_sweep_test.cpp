// --set overrides and sweep expansion.

#include "catch.hpp"
#include "error_text.hpp"
#include "sim/io/overrides.hpp"
#include "sim/io/sweep.hpp"

using namespace hwsim::io;

namespace {
Node parse(const std::string& text) { return Node::parse_string(text, "t.yaml"); }
}  // namespace

TEST_CASE("overrides replace and create keys, and report their own location") {
  Node root = parse(
      "job:\n"
      "  batch: 4\n"
      "gpu:\n"
      "  memory: 80 GB\n"
      "layers:\n"
      "  - heads: 8\n"
      "empty:\n");
  apply_override(root, "job.batch=16");
  apply_override(root, "job.seq_len=2048");
  apply_override(root, "new.deep.key=25 GB/s");
  apply_override(root, "layers[0].heads=bad");
  apply_override(root, "empty.x=1");
  apply_override(root, "gpu={memory: 1 GB}");
  CHECK(root.at("job").at("batch").as_int(1, 100) == 16);
  CHECK(root.at("job").at("seq_len").as_int(1, 1 << 20) == 2048);
  CHECK(root.at("new").at("deep").at("key").as_quantity(Unit::bytes_per_second, 0, 1e15) == 25e9);
  CHECK(root.at("empty").at("x").as_int(0, 1) == 1);
  // The file order of existing keys is kept; new keys go last.
  CHECK(root.at("job").entries().at(0).first == "batch");

  CHECK(error_text([&] { root.at("job").at("batch").as_int(1, 8); }) ==
        "<--set job.batch=16>:1:11: job.batch: must be at most 8, got 16");
  CHECK(error_text([&] { root.at("layers").items()[0].at("heads").as_int(1, 8); }) ==
        "<--set layers[0].heads=bad>:1:17: layers[0].heads: expected an integer, got 'bad'");
  CHECK(error_text([&] { root.at("gpu").at("memory").as_int(1, 8); }) ==
        "<--set gpu={memory: 1 GB}>:1:14: gpu.memory: expected an integer, got '1 GB'");
  CHECK(root.at("new").at("deep").location().column == 5);
  CHECK(root.at("new").at("deep").location().file == "<--set new.deep.key=25 GB/s>");
  // Untouched keys keep their file location.
  CHECK(root.at("job").location().file == "t.yaml");
}

TEST_CASE("override errors") {
  auto err = [](const std::string& assignment) {
    return error_text([&] {
      Node root = parse("gpu:\n  memory: 80 GB\nlayers: [1]\n");
      apply_override(root, assignment);
    });
  };
  CHECK(err("gpu.memory.x=1") ==
        "<--set gpu.memory.x=1>:1:12: gpu.memory: cannot set 'x' inside a scalar (set at "
        "t.yaml:2:11)");
  CHECK(err("layers.x=1") ==
        "<--set layers.x=1>:1:8: layers: cannot set 'x' inside a list (set at t.yaml:3:9)");
  // Malformed text names the key as written before '=' (none when there is nothing before it).
  CHECK(err("gpu.memory") ==
        "<--set gpu.memory>:1:1: gpu.memory: expected key.path=value (no '=' "
        "in it), e.g. --set job.batch=8");
  CHECK(err("=3") ==
        "<--set =3>:1:1: no key before '=': expected key.path=value, e.g. --set job.batch=8");
  CHECK(err("gpu..x=1") == "<--set gpu..x=1>:1:5: gpu..x: expected a key name in the key path");
  CHECK(err("gpu.=1") == "<--set gpu.=1>:1:5: gpu.: key path ends in '.'");
  CHECK(err("layers[5]=1") == "<--set layers[5]=1>:1:1: layers: no list element [5] to set");
  CHECK(err("layers[x]=1") ==
        "<--set layers[x]=1>:1:7: layers[x]: expected a list index such as [0]");
  CHECK(err("gpu={a: 1, a: 2}") == "<--set gpu={a: 1, a: 2}>:1:12: gpu.a: duplicate key 'a'");
  CHECK(err("gpu.memory=[1, 2") ==
        "<--set gpu.memory=[1, 2>:1:12: gpu.memory: YAML syntax error: end of sequence flow not "
        "found");
  // Checked before any file is read, a malformed --set also says which one it is.
  CHECK(error_text([] { check_override_text("job.seed", 2); }) ==
        "<--set job.seed>:1:1: job.seed: expected key.path=value (no '=' in it), e.g. --set "
        "job.batch=8 (--set argument 2)");
  CHECK_NOTHROW(check_override_text("job.methods[1].budget=5%", 1));
}

TEST_CASE("sweeps expand in file order, last key fastest") {
  const Node root = parse(
      "sweep:\n"
      "  job.batch: [1, 2]\n"
      "  job.seq_len: [1024, 2048, 4096]\n"
      "  hardware.pcie.link: [\"25 GB/s\"]\n");
  const auto points = expand_sweep(root.at("sweep"), 100);
  REQUIRE(points.size() == 6);
  CHECK(points[0].label == "job.batch=1,job.seq_len=1024,hardware.pcie.link=25 GB/s");
  CHECK(points[1].label == "job.batch=1,job.seq_len=2048,hardware.pcie.link=25 GB/s");
  CHECK(points[3].label == "job.batch=2,job.seq_len=1024,hardware.pcie.link=25 GB/s");
  CHECK(points[5].assignments.at(1) == std::pair<std::string, std::string>("job.seq_len", "4096"));

  // Points apply as overrides.
  Node doc = parse("job: {batch: 9}\n");
  for (const auto& [key, value] : points[4].assignments) apply_override(doc, key + "=" + value);
  CHECK(doc.at("job").at("seq_len").as_int(0, 1 << 20) == 2048);
  CHECK(doc.at("hardware").at("pcie").at("link").as_string() == "25 GB/s");

  CHECK(expand_sweep(parse("a: ~\n").at("a"), 10).size() == 1);
  const auto quoted = expand_sweep(parse("s: {x: ['~', [1, 2]]}\n").at("s"), 10);
  CHECK(quoted[0].assignments[0].second == "\"~\"");
  CHECK(quoted[1].assignments[0].second == "[1, 2]");
}

TEST_CASE("sweep errors") {
  auto err = [](const std::string& text, std::size_t max) {
    return error_text([&] { expand_sweep(parse(text).at("sweep"), max); });
  };
  CHECK(err("sweep:\n  a: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n  b: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n",
            50) ==
        "t.yaml:2:3: sweep: sweep expands to 100 points, more than the limit of 50 (raise it with "
        "--max-points 100)");
  CHECK(err("sweep:\n  a: 3\n", 50) ==
        "t.yaml:2:6: sweep.a: expected a non-empty list of values to sweep over");
  CHECK(err("sweep:\n  a: []\n", 50) ==
        "t.yaml:2:6: sweep.a: expected a non-empty list of values to sweep over");
}

TEST_CASE("sweep values applied as overrides report their place in the scenario file") {
  // `bad` sits on line 3, column 18 of the file: a read of job.batch after the sweep assignment
  // must blame that spot, not a "<--set ...>" pseudo-file the user never wrote.
  Node root = parse(
      "job: {batch: 4}\n"
      "sweep:\n"
      "  job.batch: [2, bad]\n");
  const std::vector<SweepPoint> points = expand_sweep(root.at("sweep"), 10);
  REQUIRE(points.size() == 2);
  REQUIRE(points[1].origins.size() == 1);
  CHECK(points[1].origins[0].line == 3);
  CHECK(points[1].origins[0].column == 18);
  apply_override(root, "job.batch=" + points[1].assignments[0].second, points[1].origins[0]);
  CHECK(error_text([&] { root.at("job").at("batch").as_int(1, 100); }) ==
        "t.yaml:3:18: job.batch: expected an integer, got 'bad'");
  CHECK(error_text([&] { apply_override(root, "job.batch.x=1", points[1].origins[0]); }) ==
        "t.yaml:3:18: job.batch: cannot set 'x' inside a scalar (set at t.yaml:3:18)");
}
