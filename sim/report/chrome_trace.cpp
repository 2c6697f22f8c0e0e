#include "sim/report/chrome_trace.hpp"

#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>

namespace hwsim::report {
namespace {

using Json = nlohmann::ordered_json;

// Microseconds with six decimals = whole picoseconds, as a JSON number.
Json micros(SimTime t) {
  char buffer[48];
  std::snprintf(buffer, sizeof buffer, "%lld.%06lld", static_cast<long long>(t / 1'000'000),
                static_cast<long long>(t % 1'000'000));
  return Json::parse(buffer);
}

}  // namespace

std::string to_chrome_trace(const TracedRun& run) {
  const auto& resources = run.machine.resources();
  Json events = Json::array();
  // Track ids: a dense numbering of (resource, slot lane), in resource order, so output is stable.
  std::map<std::pair<std::size_t, int>, int> track_of;
  auto track = [&](std::size_t resource, int lane) {
    auto [it, inserted] = track_of.emplace(std::make_pair(resource, lane), 0);
    if (inserted) {
      it->second = static_cast<int>(track_of.size());
    }
    return it->second;
  };
  const std::size_t kUnassigned = resources.size();  // tasks that hold no resource
  for (graph::TaskId id = 0; id < run.graph.size(); ++id) {
    const graph::Task& task = run.graph.task(id);
    const graph::TaskRecord& record = run.result.tasks[id];
    auto span = [&](int tid, SimTime begin, SimTime end) {
      events.push_back(Json{{"name", task.name},
                            {"cat", task.category},
                            {"ph", "X"},
                            {"pid", 1},
                            {"tid", tid},
                            {"ts", micros(begin)},
                            {"dur", micros(end - begin)}});
    };
    bool placed = false;
    if (task.slots != graph::kNoResource) {
      span(track(task.slots, record.slot), record.start, record.finish);
      placed = true;
    }
    if (task.bytes > 0.0) {
      for (graph::ResourceId link : task.path) {
        span(track(link, 0), record.flow_start, record.finish);
        placed = true;
      }
    }
    if (!placed && record.finish > record.start)
      span(track(kUnassigned, 0), record.start, record.finish);
  }
  // Name the tracks.
  for (const auto& [key, tid] : track_of) {
    std::string name = key.first < resources.size() ? resources[key.first].name : "unassigned";
    if (key.first < resources.size() && resources[key.first].kind == graph::ResourceKind::slots &&
        resources[key.first].amount > 1) {
      name += " #" + std::to_string(key.second);
    }
    events.push_back(Json{{"name", "thread_name"},
                          {"ph", "M"},
                          {"pid", 1},
                          {"tid", tid},
                          {"args", {{"name", name}}}});
    events.push_back(Json{{"name", "thread_sort_index"},
                          {"ph", "M"},
                          {"pid", 1},
                          {"tid", tid},
                          {"args", {{"sort_index", tid}}}});
  }
  // Memory pools as counters (bytes in use).
  for (const MemoryPool& pool : run.result.pools) {
    for (const MemoryEvent& e : pool.timeline()) {
      events.push_back(Json{{"name", pool.name() + " in use"},
                            {"ph", "C"},
                            {"pid", 1},
                            {"ts", micros(e.time)},
                            {"args", {{"bytes", e.bytes_in_use}}}});
    }
  }
  Json root{{"traceEvents", std::move(events)}, {"displayTimeUnit", "ms"}};
  return root.dump() + "\n";
}

}  // namespace hwsim::report
