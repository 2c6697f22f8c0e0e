#pragma once
// Measures of an executed decode token graph that match how the end-to-end harness times its
// phases: the wall time during which any task of some categories runs (overlapping tasks count
// once), over the whole token or over one matrix group's tasks.
//
// Task names of the token graph (sim/decode/token_graph_builder) start "L<layer>.<group>." for the
// work of one matrix group in one layer; other tasks (framework, attention) have no group.
#include <initializer_list>
#include <string>
#include <string_view>

#include "sim/graph/executor.hpp"
#include "sim/graph/task_graph.hpp"

namespace hwsim::validation {

// Whether `task_name` is "L<digits>.<group>.<...>": a task of matrix group `group` (which may
// itself contain dots, as "experts.down"). A group whose name plus '.' begins another group's name
// would also match that group's tasks; the groups of one model have no such pair.
bool in_group(std::string_view task_name, std::string_view group);

// Seconds covered by the union of the run intervals of tasks whose category is in `categories`
// and, when `group` is not empty, that are in_group(name, group).
double phase_seconds(const graph::TaskGraph& graph, const graph::RunResult& run,
                     std::initializer_list<const char*> categories, std::string_view group = {});

}  // namespace hwsim::validation
