#include "sim/report/run_summary.hpp"

#include <map>

namespace hwsim::report {
namespace {
const char* kind_name(graph::ResourceKind kind) {
  switch (kind) {
    case graph::ResourceKind::link:
      return "link";
    case graph::ResourceKind::slots:
      return "slots";
    case graph::ResourceKind::pool:
      return "memory";
  }
  return "?";
}
double to_ms(SimTime t) { return time_to_seconds(t) * 1e3; }
}  // namespace

Table resource_usage_table(const TracedRun& run) {
  Table table;
  table.name = "resources";
  table.title = "Resource usage over the simulated run (" + format_time(run.result.makespan) + ")";
  table.columns = {{"resource", ""},        {"kind", ""},          {"busy_ms", "ms", 3},
                   {"utilisation", "%", 1}, {"moved_gb", "GB", 3}, {"peak_gib", "GiB", 3}};
  for (const graph::ResourceUsage& usage : run.result.resources) {
    const bool is_pool = usage.kind == graph::ResourceKind::pool;
    table.add_row({usage.name, std::string(kind_name(usage.kind)),
                   is_pool ? Cell{} : Cell{to_ms(usage.busy_time)},
                   is_pool ? Cell{} : Cell{usage.utilisation * 100.0},
                   usage.kind == graph::ResourceKind::link ? Cell{usage.bytes / 1e9} : Cell{},
                   is_pool ? Cell{usage.peak_bytes / (1024.0 * 1024.0 * 1024.0)} : Cell{}});
  }
  return table;
}

Table critical_path_table(const TracedRun& run) {
  struct Share {
    std::int64_t tasks = 0;
    SimTime time = 0;
    SimTime waited = 0;
  };
  // The path's time is attributed to each step from the previous step's end to this step's end, so
  // the shares add up to the makespan exactly.
  std::map<std::string, Share> by_category;
  SimTime previous_end = 0;
  for (const graph::CriticalStep& step : run.result.critical_path) {
    const graph::Task& task = run.graph.task(step.task);
    const graph::TaskRecord& record = run.result.record(step);
    Share& share = by_category[task.category.empty() ? graph::request_name(task, step.request)
                                                     : task.category];
    ++share.tasks;
    share.time += record.finish - previous_end;
    if (step.reached_by == graph::CriticalStepKind::resource_wait) {
      share.waited += record.start - record.ready;
    }
    previous_end = record.finish;
  }
  Table table;
  table.name = "critical_path";
  table.title = "Critical path by task category";
  table.columns = {{"category", ""},
                   {"tasks", ""},
                   {"time_ms", "ms", 3},
                   {"share", "%", 1},
                   {"resource_wait_ms", "ms", 3}};
  const double total = static_cast<double>(run.result.makespan);
  for (const auto& [category, share] : by_category) {
    table.add_row({category, share.tasks, to_ms(share.time),
                   total > 0 ? 100.0 * static_cast<double>(share.time) / total : 0.0,
                   to_ms(share.waited)});
  }
  return table;
}

}  // namespace hwsim::report
