#include "sim/validation/phase_spans.hpp"

#include <algorithm>
#include <utility>
#include <vector>

namespace hwsim::validation {

bool in_group(std::string_view name, std::string_view group) {
  if (group.empty() || name.size() < 2 || name[0] != 'L') return false;
  std::size_t i = 1;
  while (i < name.size() && name[i] >= '0' && name[i] <= '9') ++i;
  if (i == 1 || i >= name.size() || name[i] != '.') return false;
  const std::string_view rest = name.substr(i + 1);
  return rest.size() > group.size() && rest.substr(0, group.size()) == group &&
         rest[group.size()] == '.';
}

double phase_seconds(const graph::TaskGraph& g, const graph::RunResult& r,
                     std::initializer_list<const char*> categories, std::string_view group) {
  std::vector<std::pair<SimTime, SimTime>> spans;
  for (graph::TaskId id = 0; id < g.size(); ++id) {
    const graph::Task& task = g.task(id);
    if (std::none_of(categories.begin(), categories.end(),
                     [&](const char* c) { return task.category == c; }))
      continue;
    if (!group.empty() && !in_group(task.name, group)) continue;
    for (const graph::TaskRecord& record : r.records(id)) {  // each request of a batch
      if (record.finish > record.start) spans.emplace_back(record.start, record.finish);
    }
  }
  return time_to_seconds(union_length(std::move(spans)));
}

}  // namespace hwsim::validation
