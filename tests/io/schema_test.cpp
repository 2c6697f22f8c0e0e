// SectionReader: declared parameters, defaults, {value, source} entries, unknown keys, and the
// resolved record of what was read.

#include "sim/io/schema.hpp"

#include <stdexcept>

#include "catch.hpp"
#include "error_text.hpp"

using namespace hwsim::io;

namespace {

const SectionSpec kGpu{
    "hardware.gpu",
    "The GPU.",
    {
        {.name = "name", .kind = ParamKind::string, .help = "Marketing name."},
        {.name = "hidden", .kind = ParamKind::integer, .help = "Hidden size.", .min = 1},
        {.name = "hbm_bandwidth",
         .kind = ParamKind::quantity,
         .unit = Unit::bytes_per_second,
         .help = "HBM bandwidth.",
         .min = kPositive},
        {.name = "gemv_efficiency",
         .kind = ParamKind::quantity,
         .unit = Unit::ratio,
         .default_text = "85%",
         .help = "Fraction of HBM bandwidth a GEMV reaches.",
         .min = kPositive,
         .max = 1},
        {.name = "copy_engines",
         .kind = ParamKind::integer,
         .default_text = "2",
         .help = "DMA engines.",
         .min = 1,
         .max = 8},
        {.name = "scale", .kind = ParamKind::number, .default_text = "1.5", .help = "A factor."},
        {.name = "ecc", .kind = ParamKind::boolean, .default_text = "true", .help = "ECC on."},
        {.name = "mode",
         .kind = ParamKind::choice,
         .default_text = "dense",
         .help = "Kernel.",
         .choices = {"dense", "sparse"}},
        {.name = "notes", .kind = ParamKind::string, .help = "Free text.", .optional = true},
        {.name = "extra", .kind = ParamKind::section, .help = "More."},
    }};

Node parse(const std::string& text) { return Node::parse_string(text, "t.yaml"); }

}  // namespace

TEST_CASE("reads values, fills defaults and records canonical text") {
  const Node root = parse(
      "gpu:\n"
      "  name: H200\n"
      "  hidden: 4096\n"
      "  hbm_bandwidth: {value: 4800 GB/s, source: datasheet}\n"
      "  mode: sparse\n");
  Resolved resolved;
  const SectionReader gpu(root.at("gpu"), kGpu, &resolved);
  CHECK(gpu.string("name") == "H200");
  CHECK(gpu.integer("hidden") == 4096);
  CHECK(gpu.quantity("hbm_bandwidth") == 4.8e12);
  CHECK(gpu.source("hbm_bandwidth") == "datasheet");
  CHECK_FALSE(gpu.source("name").has_value());
  CHECK(gpu.quantity("gemv_efficiency") == 0.85);
  CHECK(gpu.integer("copy_engines") == 2);
  CHECK(gpu.number("scale") == 1.5);
  CHECK(gpu.boolean("ecc"));
  CHECK(gpu.choice("mode") == "sparse");
  CHECK_FALSE(gpu.has("notes"));
  CHECK_FALSE(gpu.node("extra").has_value());
  gpu.finish();
  CHECK(resolved.to_yaml() ==
        "gpu:\n"
        "  name: H200\n"
        "  hidden: 4096\n"
        "  hbm_bandwidth: 4.8 TB/s\n"
        "  gemv_efficiency: 85%\n"
        "  copy_engines: 2\n"
        "  scale: 1.5\n"
        "  ecc: true\n"
        "  mode: sparse\n");
}

TEST_CASE("section errors") {
  auto read = [](const std::string& text, auto f) {
    return error_text([&] {
      const Node root = parse(text);
      SectionReader gpu(root.at("gpu"), kGpu);
      f(gpu);
    });
  };
  CHECK(read("gpu:\n  hiden: 4\n", [](auto& r) { r.finish(); }) ==
        "t.yaml:2:3: gpu.hiden: unknown key 'hiden' (did you mean 'hidden'?)");
  CHECK(read("gpu:\n  name: x\n  colour: red\n", [](auto& r) { r.finish(); }) ==
        "t.yaml:3:3: gpu.colour: unknown key 'colour' (valid keys: name, hidden, hbm_bandwidth, "
        "gemv_efficiency, copy_engines, scale, ecc, mode, notes, extra)");
  CHECK(read("gpu:\n  name: x\n", [](auto& r) { r.quantity("hbm_bandwidth"); }) ==
        "t.yaml:2:3: gpu: missing required key 'hbm_bandwidth' (a bandwidth such as '25 GB/s')");
  CHECK(read("gpu:\n  hbm_bandwidth: 3000\n", [](auto& r) { r.quantity("hbm_bandwidth"); }) ==
        "t.yaml:2:18: gpu.hbm_bandwidth: expected a bandwidth such as '25 GB/s', got '3000'");
  CHECK(read("gpu:\n  hbm_bandwidth: {value: 0 GB/s}\n", [](auto& r) {
          r.quantity("hbm_bandwidth");
        }) == "t.yaml:2:26: gpu.hbm_bandwidth.value: must be greater than 0, got 0 GB/s");
  CHECK(read("gpu:\n  hbm_bandwidth: {value: 1 GB/s, sorce: x}\n", [](auto& r) {
          r.quantity("hbm_bandwidth");
        }) == "t.yaml:2:34: gpu.hbm_bandwidth.sorce: unknown key 'sorce' (did you mean 'source'?)");
  CHECK(read("gpu:\n  hbm_bandwidth: {source: x}\n", [](auto& r) {
          r.quantity("hbm_bandwidth");
        }) == "t.yaml:2:18: gpu.hbm_bandwidth: missing required key 'value'");
  CHECK(read("gpu:\n  gemv_efficiency: 120%\n", [](auto& r) { r.quantity("gemv_efficiency"); }) ==
        "t.yaml:2:20: gpu.gemv_efficiency: must be at most 100%, got 120%");
  CHECK(read("gpu:\n  copy_engines: 0\n", [](auto& r) { r.integer("copy_engines"); }) ==
        "t.yaml:2:17: gpu.copy_engines: must be at least 1, got 0");
  CHECK(read("gpu:\n  mode: sprase\n", [](auto& r) { r.choice("mode"); }) ==
        "t.yaml:2:9: gpu.mode: expected one of 'dense', 'sparse', got 'sprase' (did you mean "
        "'sparse'?)");
  CHECK(read("gpu: [1]\n", [](auto&) {}) == "t.yaml:1:6: gpu: expected a map, got a list");
  CHECK(read("gpu:\n  hbm_bandwidth: [1]\n", [](auto& r) { r.quantity("hbm_bandwidth"); }) ==
        "t.yaml:2:18: gpu.hbm_bandwidth: expected a bandwidth such as '25 GB/s', got a list");
}

TEST_CASE("programming errors are logic_error, not input errors") {
  const Node root = parse("gpu: {}\n");
  const SectionReader gpu(root.at("gpu"), kGpu);
  CHECK_THROWS_AS(gpu.quantity("nope"), std::logic_error);
  CHECK_THROWS_AS(gpu.integer("name"), std::logic_error);
  CHECK_THROWS_AS(gpu.string("notes"), std::logic_error);
}

TEST_CASE("describe_section lists every parameter") {
  const std::string text = describe_section(kGpu);
  CHECK(text.find("hardware.gpu: The GPU.\n") == 0);
  CHECK(text.find("  hbm_bandwidth: a bandwidth such as '25 GB/s', required, > 0\n") !=
        std::string::npos);
  CHECK(text.find("  gemv_efficiency: a ratio such as '85%', default 85%, > 0, <= 100%\n") !=
        std::string::npos);
  CHECK(text.find("  copy_engines: an integer, default 2, >= 1, <= 8\n") != std::string::npos);
}
