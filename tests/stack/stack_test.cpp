// The stack registry and loader: every row reads, a scenario's `stack:` in its three forms, the
// resolved record, and bad input refused at its key.
#include <string>

#include "catch.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/node.hpp"
#include "sim/stack/stack_loader.hpp"
#include "sim/stack/stack_rows.hpp"

using namespace hwsim;

namespace {

stack::Stack load(const std::string& yaml) {
  const io::Node root = io::Node::parse_string(yaml, "scenario.yaml");
  return stack::load_stack(root.at("stack"), nullptr);
}

std::string error_of(const std::string& yaml) {
  try {
    (void)load(yaml);
  } catch (const io::InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("every registry row reads, names itself and says where it comes from") {
  REQUIRE(stack::stack_rows().size() == 8);
  for (const auto& row : stack::stack_rows()) {
    INFO(row.name);
    const stack::Stack s = load(std::string("stack: ") + row.name + "\n");
    CHECK(s.name == row.name);
    CHECK_FALSE(s.description.empty());
  }
}

TEST_CASE("the default stack is the harness with no framework time") {
  const stack::Stack h = load("stack:\n");  // left empty: the default row
  CHECK(h.execution == stack::Execution::harness);
  CHECK(h.layer_overhead == 0.0);
  CHECK(h.op_overhead == 0.0);
}

TEST_CASE("spax-paper carries the paper testbed's fitted software values") {
  const stack::Stack s = load("stack: spax-paper\n");
  CHECK(s.execution == stack::Execution::harness);
  CHECK(s.op_overhead == Approx(19.059e-6));
  REQUIRE(s.gemv_efficiency);
  CHECK(*s.gemv_efficiency == Approx(0.58727));
  CHECK(s.sources.at("host.op_overhead").rfind("fitted: paper Table 3", 0) == 0);
}

TEST_CASE("an inline map overrides its base row key by key") {
  const stack::Stack s = load(
      "stack:\n  base: hf-accelerate\n  name: accel-test\n  host:\n"
      "    op_overhead: {value: 7 us, source: \"measured: test\"}\n"
      "  fetch:\n    onload: [{bytes: 1 MiB, bandwidth: 2 GB/s}, {bytes: 64 MiB, bandwidth: 6 "
      "GB/s}]\n");
  CHECK(s.name == "accel-test");
  CHECK(s.execution == stack::Execution::eager);
  CHECK(s.host_fetch == stack::HostFetch::onload_hook);
  CHECK(s.op_overhead == Approx(7e-6));
  CHECK(s.hook_overhead == Approx(25e-6));  // the row's, untouched
  CHECK(s.sources.at("host.op_overhead") == "measured: test");
  REQUIRE(s.onload.size() == 2);
  // One 1 MiB call at 2 GB/s: 1048576 / 2e9 s.
  CHECK(stack::table_seconds(s.onload, 1048576.0) == Approx(1048576.0 / 2e9));
}

TEST_CASE("bad stacks are refused at their key") {
  CHECK(error_of("stack: pytorh\n").find("unknown stack 'pytorh'") != std::string::npos);
  CHECK(error_of("stack: {base: nope}\n").find("stack.base") != std::string::npos);
  CHECK(error_of("stack: {host: {op_overhead: 5}}\n").find("stack.host.op_overhead") !=
        std::string::npos);
  CHECK(error_of("stack: {host: {op_overhed: 5 us}}\n").find("did you mean 'op_overhead'") !=
        std::string::npos);
  CHECK(error_of("stack: {fetch: {onload: [{bytes: 4 MiB, bandwidth: 1 GB/s}, {bytes: 1 MiB, "
                 "bandwidth: 1 GB/s}]}}\n")
            .find("ascend") != std::string::npos);
}
