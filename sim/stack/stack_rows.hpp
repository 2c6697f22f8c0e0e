#pragma once
// The registry of software stacks: one row per stack, each a stack profile written as YAML text
// (read by the same loader as a profile file, so a row and a file cannot differ in meaning), with
// every value's source. `hwsim describe stack` lists them; tests/stack walks every row.
//
// A row describes the software from its source: how it fetches weights, which operations it runs
// per small op, whether it prefetches. Host times and rate tables that depend on the machine are
// assumptions in a row (each says so); `hwsim calibrate --stack NAME` measures them on the local
// GPU and writes a profile whose `base:` is the row.
#include <string>
#include <vector>

namespace hwsim::stack {

struct StackRow {
  const char* name;
  const char* help;  // one line for `hwsim describe stack`
  const char* text;  // the row as a stack profile
};

const std::vector<StackRow>& stack_rows();
const StackRow* find_stack_row(const std::string& name);  // nullptr when no row is named so

}  // namespace hwsim::stack
