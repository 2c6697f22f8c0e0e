#pragma once
// Reads a scenario's `stack:` section into a stack::Stack.
//
//   stack: pytorch                       # a registry row (`hwsim describe stack` lists them)
//   stack: ../stacks/pytorch-h100.yaml   # a stack profile file (relative to the scenario)
//   stack:                               # inline, from a row, overriding some of its values
//     base: hf-accelerate
//     host: {op_overhead: {value: 6 us, source: "measured: ..."}}
//
// `base:` names a row or a stack profile file (relative to the file naming it), which may itself
// start from a row or a file (a calibrated profile with one value changed); a row has no base.
// Keys (`hwsim describe stack`):
//   name, description, base, execution (harness | eager)
//   host:    token_overhead, layer_overhead, op_overhead, module_overhead, hook_overhead,
//            modules_per_layer, gemv_ops, group_ops
//   eager:   <small op>: {ops, kernels}
//   kernels: gemv {fixed_time, bandwidth}, attention {fixed_time, bandwidth}, kernel_time
//   fetch:   host, disk, per_tensor, prefetch_layers, efficiency, gather_threads, select_fixed,
//            select_per_element, select_host; tables pinned_copy, pageable_copy, onload,
//            disk_read ([{bytes, bandwidth, source}]) and gather ([{threads, call_bytes,
//            copy_bytes, bandwidth, source}])
//   experts: evicted (drop | copy_back)
// Every scalar may be written {value, source}; the sources land in Stack::sources. Unknown keys,
// units and bounds are refused at file:line:col with the key path.
#include <vector>

#include "sim/io/node.hpp"
#include "sim/io/resolved.hpp"
#include "sim/io/schema.hpp"
#include "sim/stack/stack.hpp"

namespace hwsim::stack {

// `node`: the value of `stack:` (a row name, a file name or a map); null node = the default row.
// Every value the stack ends with is recorded in `sink` under "stack." (may be null).
Stack load_stack(const io::Node& node, io::Resolved* sink);
// The stack of a scenario without `stack:` (the harness row), recorded in `sink` (may be null).
Stack default_stack(io::Resolved* sink);

// A stack from the text of a profile (a row's text, or a file read by the caller), with `base`
// read first when the text names one; `display_name` stands for the text's file in messages.
Stack load_stack_text(const std::string& text, const std::string& display_name);

// Whether a `stack:` or `base:` name is a file's (a path ending .yaml or .yml, or with a folder)
// rather than a registry row's.
bool looks_like_file(const std::string& name);

// Every section of the stack schema, for `hwsim describe`.
std::vector<io::SectionSpec> stack_sections();

// Records every value of `stack` under "stack." (canonical text, as the resolved input shows it).
void record_stack(const Stack& stack, io::Resolved& sink);

}  // namespace hwsim::stack
