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
  // Estimated tasks one sweep point builds (scenario/work_limit.hpp; `--max-tasks`), also the
  // allowance the cases running at once share (core/work_budget.hpp): the memory ceiling. Measured
  // (bench/RESULTS.md, "Bytes per task"): a run's peak resident memory grows by about 0.36 to
  // 0.41 kB per estimated task over about 35 MB, so 1,000,000 tasks peak near 450 MB at -j 1 and
  // the shipped examples stay under 500 MB at -j 8.
  std::int64_t max_tasks = 1'000'000;
};

}  // namespace hwsim::io
