#pragma once
// Bounds on input size, checked when a file is loaded, so that hostile or broken input (a huge
// file, deep nesting, an alias bomb, a runaway sweep) fails fast with a clear message instead of
// exhausting time or memory.

#include <cstddef>
#include <cstdint>

namespace hwsim::io {

struct Limits {
  // Bytes in one input file.
  std::size_t max_input_bytes = std::size_t{8} << 20;
  // Nesting depth of maps and lists; the document root is depth 1.
  int max_depth = 64;
  // Nodes in one document, counting an aliased subtree once per alias: an anchor used many times
  // costs as if it were written out, which is what reading it would cost.
  std::size_t max_nodes = 1'000'000;
  // Points in an expanded sweep (`--max-points`).
  std::size_t max_sweep_points = 100'000;
  // Estimated tasks one sweep point builds (scenario/work_limit.hpp; `--max-tasks`): the memory
  // ceiling. A task with its share of the engine's state takes about 1 KB, so the default keeps a
  // point near 500 MB.
  std::int64_t max_tasks = 500'000;
};

}  // namespace hwsim::io
