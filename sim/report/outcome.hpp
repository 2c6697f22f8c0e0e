#pragma once
// What running one job (one sweep point) produces: tables and plot requests for the reports, and
// the executed task graph, kept so that a Chrome/Perfetto trace of it can be written on request.
#include <memory>
#include <vector>

#include "sim/graph/executor.hpp"
#include "sim/graph/task_graph.hpp"
#include "sim/report/table.hpp"

namespace hwsim::report {

struct TracedRun {
  graph::Machine machine;
  graph::TaskGraph graph;
  graph::RunResult result;
};

struct JobOutcome {
  std::vector<Table> tables;
  std::vector<PlotSpec> plots;
  std::shared_ptr<const TracedRun> trace;  // null when the job ran no task graph
};

}  // namespace hwsim::report
